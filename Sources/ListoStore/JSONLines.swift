/// Finds the line where a value sits in JSON text, so that an import error names
/// a line even when the decoder only knows the value's path.
enum JSONLines {
    private enum Frame {
        case object(key: String?)
        case array(index: Int)
    }

    /// The line of the deepest value on `path` (keys, and indices as "[N]") that the text holds.
    static func line(of path: [String], in text: String) -> Int? {
        var lines: [[String]: Int] = [:]
        var stack: [Frame] = []
        var line = 1
        var expectingKey = false
        let bytes = Array(text.utf8)
        var i = 0

        func currentPath() -> [String] {
            stack.compactMap { frame in
                switch frame {
                case .object(let key): return key
                case .array(let index): return "[\(index)]"
                }
            }
        }
        func valueStarts() {
            let here = currentPath()
            if lines[here] == nil { lines[here] = line }
        }

        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\""):
                var j = i + 1
                var string: [UInt8] = []
                while j < bytes.count && bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\\") { j += 1 }
                    if j < bytes.count { string.append(bytes[j]) }
                    j += 1
                }
                if expectingKey, case .object = stack.last {
                    stack[stack.count - 1] = .object(key: String(decoding: string, as: UTF8.self))
                    expectingKey = false
                } else {
                    valueStarts()
                }
                i = j
            case UInt8(ascii: "{"):
                valueStarts()
                stack.append(.object(key: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                valueStarts()
                stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                switch stack.last {
                case .object?:
                    stack[stack.count - 1] = .object(key: nil)
                    expectingKey = true
                case .array(let index)?:
                    stack[stack.count - 1] = .array(index: index + 1)
                case nil:
                    break
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                valueStarts()
                while i + 1 < bytes.count, !",}] \n\t\r".utf8.contains(bytes[i + 1]) { i += 1 }
            default:
                break
            }
            i += 1
        }
        var prefix = path
        while !prefix.isEmpty {
            if let found = lines[prefix] { return found }
            prefix.removeLast()
        }
        return lines[[]]
    }
}
