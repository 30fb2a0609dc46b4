import FoundationEssentials
import Glibc
import ListoREPL

exit(ListoCLI.main(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
