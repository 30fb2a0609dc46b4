import ListoModel

/// Reads one section of a JSON export straight from the file's bytes, giving what
/// JSONDecoder gives for `Exchange.SectionFile` without a Data copy, a parsed
/// tree and a coding path per value: a million rows in a second rather than ten.
/// It reads only what it reads exactly as JSONDecoder does; at anything else (a
/// value of the wrong kind, a repeated key, a key export does not write, an escape
/// naming half a character, a number too large) it gives nil, and the importer asks JSONDecoder, which
/// also names what is wrong. The bytes were already walked by JSONScanner, so
/// their syntax is sound, and checked as UTF-8.
struct SectionReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int

    /// The section whose value spans `range` of `bytes`.
    static func section(in bytes: [UInt8], _ range: Range<Int>) -> Exchange.SectionFile? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SectionReader(bytes: buffer, index: range.lowerBound, end: range.upperBound)
            guard let section = reader.section() else { return nil }
            reader.skipSpace()
            return reader.index == reader.end ? section : nil
        }
    }

    /// One row whose value spans `range` of `bytes`: a long section is read a page of rows at a time.
    static func row(in bytes: [UInt8], _ range: Range<Int>) -> Exchange.RowFile? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = SectionReader(bytes: buffer, index: range.lowerBound, end: range.upperBound)
            guard let row = reader.row() else { return nil }
            reader.skipSpace()
            return reader.index == reader.end ? row : nil
        }
    }

    init(bytes: UnsafeBufferPointer<UInt8>, index: Int, end: Int) {
        self.bytes = bytes
        self.index = index
        self.end = end
    }

    private mutating func section() -> Exchange.SectionFile? {
        var header: String?, footer: String?, collapsed: Bool?, prominence: String?, rows: [Exchange.RowFile]?
        var seen = Seen()
        let read = members { reader, key in
            switch key {
            case "header": return seen.first(1) && reader.optionalString(&header)
            case "footer": return seen.first(2) && reader.optionalString(&footer)
            case "collapsed": return seen.first(4) && reader.optionalBool(&collapsed)
            case "prominence": return seen.first(8) && reader.optionalString(&prominence)
            case "rows": return seen.first(16) && reader.array(&rows) { $0.row() }
            // A key export does not write is left to JSONDecoder, and the importer refuses it by name.
            default: return false
            }
        }
        guard read, let rows else { return nil }
        return Exchange.SectionFile(header: header, footer: footer, collapsed: collapsed, prominence: prominence, rows: rows)
    }

    private mutating func row() -> Exchange.RowFile? {
        var title: String?, notes: String?, fields: [String: Exchange.FieldFile]?, children: [Exchange.RowFile]?
        var moveDisabled: Bool?, deleteDisabled: Bool?, selectionDisabled: Bool?, expanded: Bool?
        var seen = Seen()
        let read = members { reader, key in
            switch key {
            case "title":
                guard seen.first(1), let text = reader.string() else { return false }
                title = text
                return true
            case "notes": return seen.first(2) && reader.optionalString(&notes)
            case "fields": return seen.first(4) && reader.fields(&fields)
            case "moveDisabled": return seen.first(8) && reader.optionalBool(&moveDisabled)
            case "deleteDisabled": return seen.first(16) && reader.optionalBool(&deleteDisabled)
            case "selectionDisabled": return seen.first(32) && reader.optionalBool(&selectionDisabled)
            case "children": return seen.first(64) && reader.array(&children) { $0.row() }
            case "expanded": return seen.first(128) && reader.optionalBool(&expanded)
            // A schedule is left to JSONDecoder, which reads it whole, as is a key
            // export does not write, which the importer then refuses by name.
            default: return false
            }
        }
        guard read, let title else { return nil }
        return Exchange.RowFile(title: title, notes: notes, fields: fields, moveDisabled: moveDisabled, deleteDisabled: deleteDisabled,
                                selectionDisabled: selectionDisabled, children: children, expanded: expanded)
    }

    /// A row's fields: each value a boolean, a number or a string, as `Codec.scalar` takes them.
    private mutating func fields(_ out: inout [String: Exchange.FieldFile]?) -> Bool {
        if null() { return true }
        var fields: [String: Exchange.FieldFile] = [:]
        let read = members { reader, key in
            let name = String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[key.range]), as: UTF8.self)
            guard fields[name] == nil, let value = reader.scalar() else { return false }
            // A number past what `set` takes is left to JSONDecoder, which an import has refuse it by its path.
            if case .number(let n) = value, !FieldValue.isInRange(n) { return false }
            fields[name] = Exchange.FieldFile(value)
            return true
        }
        guard read else { return false }
        out = fields
        return true
    }

    private mutating func scalar() -> FieldValue? {
        skipSpace()
        guard index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool().map(FieldValue.bool)
        case UInt8(ascii: "\""): return string().map(FieldValue.text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map(FieldValue.number)
        default: return nil
        }
    }

    /// The keys of one object read so far, a bit each: a key said twice is left to JSONDecoder.
    struct Seen {
        private var bits: UInt16 = 0

        mutating func first(_ bit: UInt16) -> Bool {
            defer { bits |= bit }
            return bits & bit == 0
        }
    }

    // MARK: Values

    mutating func skipSpace() {
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key as written, without its quotes; one holding an escape is left to JSONDecoder.
    struct Key {
        var range: Range<Int>
        var bytes: UnsafeBufferPointer<UInt8>

        static func ~= (name: StaticString, key: Key) -> Bool {
            guard name.utf8CodeUnitCount == key.range.count else { return false }
            for i in 0..<key.range.count where name.utf8Start[i] != key.bytes[key.range.lowerBound + i] { return false }
            return true
        }
    }

    /// An object: `member` reads the value of each key, saying whether it could.
    mutating func members(_ member: (inout SectionReader, Key) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard take(UInt8(ascii: "\"")) else { return false }
            let start = index
            while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return false }
            let key = Key(range: start..<index, bytes: bytes)
            index += 1
            guard take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    mutating func array<T>(_ out: inout [T]?, _ element: (inout SectionReader) -> T?) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        var items: [T] = []
        if !take(UInt8(ascii: "]")) {
            repeat {
                guard let item = element(&self) else { return false }
                items.append(item)
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { return false }
        }
        out = items
        return true
    }

    mutating func null() -> Bool {
        skipSpace()
        guard end - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    mutating func optionalString(_ out: inout String?) -> Bool {
        if null() { return true }
        guard let text = string() else { return false }
        out = text
        return true
    }

    mutating func optionalBool(_ out: inout Bool?) -> Bool {
        if null() { return true }
        guard let value = bool() else { return false }
        out = value
        return true
    }

    mutating func bool() -> Bool? {
        skipSpace()
        if end - index >= 4, bytes[index] == UInt8(ascii: "t"), bytes[index + 1] == UInt8(ascii: "r"),
           bytes[index + 2] == UInt8(ascii: "u"), bytes[index + 3] == UInt8(ascii: "e") {
            index += 4
            return true
        }
        if end - index >= 5, bytes[index] == UInt8(ascii: "f"), bytes[index + 1] == UInt8(ascii: "a"),
           bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "s"), bytes[index + 4] == UInt8(ascii: "e") {
            index += 5
            return false
        }
        return nil
    }

    /// A number as a Double, as JSONDecoder reads one; one beyond a Double's range is left to it.
    mutating func number() -> Double? {
        skipSpace()
        let start = index
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"): index += 1
            default:
                guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)),
                      value.isFinite else { return nil }
                return value
            }
        }
        return nil
    }

    /// A string with its escapes read; text without escapes is taken as it lies.
    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return escaped(from: start)
            default:
                index += 1
            }
        }
        return nil
    }

    private mutating func escaped(from start: Int) -> String? {
        var text = Array(bytes[start..<index])
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                index += 1
                continue
            }
            guard index + 1 < end else { return nil }
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(code)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard var value = hex() else { return nil }
                if (0xD800..<0xDC00).contains(value) {
                    // A character beyond the first plane is two escapes; half of one is left to JSONDecoder.
                    guard end - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                    index += 2
                    guard let low = hex(), (0xDC00..<0xE000).contains(low) else { return nil }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                text.append(contentsOf: UTF8.encode(scalar)!)
            default:
                return nil
            }
        }
        return nil
    }

    /// Four hex digits after `\u`.
    private mutating func hex() -> UInt32? {
        guard end - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
