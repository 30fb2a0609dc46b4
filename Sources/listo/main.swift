import Glibc
import ListoREPL

// The arguments and the environment are read straight from the C strings the process
// was started with: FoundationEssentials' ProcessInfo and CommandLine.arguments each
// build their copy through generic code whose type metadata is made at run time, about
// a twentieth of a process that reads one row. A name given twice keeps its first
// value, as getenv(3) finds it.
var arguments: [String] = []
arguments.reserveCapacity(Int(CommandLine.argc))
for index in 1..<Int(CommandLine.argc) {
    if let argument = CommandLine.unsafeArgv[index] { arguments.append(String(cString: argument)) }
}
var environment: [String: String] = [:]
var entry = environ
while let variable = entry.pointee {
    if let equals = strchr(variable, Int32(UInt8(ascii: "="))) {
        let name = String(decoding: UnsafeRawBufferPointer(start: variable, count: equals - variable), as: UTF8.self)
        if environment[name] == nil { environment[name] = String(cString: equals + 1) }
    }
    entry += 1
}
exit(ListoCLI.main(arguments, environment: environment))
