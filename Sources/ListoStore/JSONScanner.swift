import ListoModel

/// Walks JSON bytes without building values: it checks the syntax, names the line
/// of the first thing wrong, and says where each value lies, so that a large file
/// is decoded one small piece at a time.
struct JSONScanner {
    let bytes: [UInt8]
    private(set) var index = 0
    /// The line `index` is on, from 1.
    private(set) var line = 1
    /// How deep the value being walked is, so that nesting cannot exhaust the stack;
    /// past `ImportBounds.jsonNesting` the file is refused saying so, on its line.
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A walk of one value already found at `index`, on `line`.
    init(_ bytes: [UInt8], at index: Int, line: Int) {
        self.bytes = bytes
        self.index = index
        self.line = line
    }

    /// What is wrong here: the file cut short where nothing but spaces is left, said on
    /// the line its text ends on; otherwise a syntax error on this line.
    private var wrong: ImportProblem {
        var end = min(index, bytes.count)
        guard bytes[end...].allSatisfy(Self.isSpace) else { return .syntax(line: line) }
        var said = line
        while end > 0, Self.isSpace(bytes[end - 1]) {
            end -= 1
            if bytes[end] == UInt8(ascii: "\n") { said -= 1 }
        }
        return .endsEarly(line: max(said, 1))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private mutating func take(_ byte: UInt8) throws(ImportProblem) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw wrong }
        index += 1
    }

    /// Whether the next byte, after spaces, is `byte`.
    mutating func peek(_ byte: UInt8) -> Bool {
        skipSpace()
        return index < bytes.count && bytes[index] == byte
    }

    /// The end: nothing but spaces may follow the value.
    mutating func finish() throws(ImportProblem) {
        skipSpace()
        guard index == bytes.count else { throw wrong }
    }

    /// An object, calling `member` with each key; `member` must walk the key's value.
    mutating func object(_ member: (inout JSONScanner, String) throws -> Void) throws {
        try take(UInt8(ascii: "{"))
        if peek(UInt8(ascii: "}")) { index += 1; return }
        while true {
            let key = try string()
            try take(UInt8(ascii: ":"))
            try member(&self, key)
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try take(UInt8(ascii: "}"))
            return
        }
    }

    /// An array, calling `element` with each index; `element` must walk the element.
    mutating func array(_ element: (inout JSONScanner, Int) throws -> Void) throws {
        try take(UInt8(ascii: "["))
        if peek(UInt8(ascii: "]")) { index += 1; return }
        var i = 0
        while true {
            try element(&self, i)
            i += 1
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try take(UInt8(ascii: "]"))
            return
        }
    }

    /// A string's value, escapes read.
    mutating func string() throws -> String {
        let range = try stringRange()
        let raw = bytes[range]
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
        // Rare in keys: let the standard decoding of one small string read the escapes.
        var decoded = ""
        var i = raw.startIndex + 1
        while i < raw.endIndex - 1 {
            if raw[i] == UInt8(ascii: "\\") {
                let next = raw[i + 1]
                switch next {
                case UInt8(ascii: "n"): decoded += "\n"
                case UInt8(ascii: "t"): decoded += "\t"
                case UInt8(ascii: "r"): decoded += "\r"
                case UInt8(ascii: "b"): decoded += "\u{8}"
                case UInt8(ascii: "f"): decoded += "\u{c}"
                case UInt8(ascii: "u"):
                    let hex = String(decoding: raw[(i + 2)..<(i + 6)], as: UTF8.self)
                    decoded.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16) ?? 0xFFFD) ?? "\u{FFFD}")
                    i += 4
                default: decoded.unicodeScalars.append(Unicode.Scalar(next))
                }
                i += 2
            } else {
                let start = i
                while i < raw.endIndex - 1 && raw[i] != UInt8(ascii: "\\") { i += 1 }
                decoded += String(decoding: raw[start..<i], as: UTF8.self)
            }
        }
        return decoded
    }

    private mutating func stringRange() throws(ImportProblem) -> Range<Int> {
        try take(UInt8(ascii: "\""))
        let start = index - 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return start..<index
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw wrong }
                if bytes[index + 1] == UInt8(ascii: "u") {
                    guard index + 5 < bytes.count, bytes[(index + 2)...(index + 5)].allSatisfy(isHex) else { throw wrong }
                    index += 6
                } else {
                    guard Self.escapes.contains(bytes[index + 1]) else { throw wrong }
                    index += 2
                }
            case 0..<0x20: throw wrong
            default: index += 1
            }
        }
        throw wrong
    }

    private static let escapes: Set<UInt8> = Set("\"\\/bfnrt".utf8)

    private func isHex(_ b: UInt8) -> Bool {
        (b >= 48 && b <= 57) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102)
    }

    /// Walks any one value and gives the bytes it spans and the line it starts on.
    @discardableResult
    mutating func value() throws -> (range: Range<Int>, line: Int) {
        skipSpace()
        let start = index, startLine = line
        guard index < bytes.count else { throw wrong }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            guard depth <= ImportBounds.jsonNesting else { throw ImportProblem.nestedTooDeep(line: line, limit: ImportBounds.jsonNesting) }
            try object { s, _ in try s.value() }
            depth -= 1
        case UInt8(ascii: "["):
            depth += 1
            guard depth <= ImportBounds.jsonNesting else { throw ImportProblem.nestedTooDeep(line: line, limit: ImportBounds.jsonNesting) }
            try array { s, _ in try s.value() }
            depth -= 1
        case UInt8(ascii: "\""):
            _ = try stringRange()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
        return (start..<index, startLine)
    }

    private mutating func literal(_ word: StaticString) throws(ImportProblem) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw wrong }
        for i in 0..<count where bytes[index + i] != word.utf8Start[i] { throw wrong }
        index += count
    }

    private mutating func number() throws(ImportProblem) {
        let start = index
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        guard index > digits else { throw wrong }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > fraction else { throw wrong }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            let exponent = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > exponent else { throw wrong }
        }
        guard index > start else { throw wrong }
    }
}
