import ListoModel

/// The keys an export writes, object by object. A JSON file with any other key is
/// refused, naming it and where it is, rather than imported without what it says:
/// a row given `"snozed": true` would otherwise come in quietly not snoozed.
/// Only pieces JSONDecoder read are walked again here; SectionReader, which reads
/// the pieces export writes, leaves any other key to JSONDecoder.
enum ImportKeys {
    indirect enum Shape: Sendable {
        /// A scalar, or an object whose keys are names the file chose (a row's fields).
        case any
        case object([String: Shape])
        case array(Shape)
        /// A row, whose children are rows.
        case row
        /// A row whose fields are only these names, as are its children's.
        case declaredRow(Set<String>)
    }

    static let list: Shape = .object([
        "name": .any, "style": .any, "selection": .any, "ordering": .any, "leading": .array(action), "trailing": .array(action),
        "fullSwipeLeading": .any, "fullSwipeTrailing": .any, "movable": .any, "deletable": .any,
        "fields": .array(.object(["name": .any, "type": .any])), "grouping": .any, "sections": .array(section),
    ])
    static let action: Shape = .object([
        "name": .any, "role": .any, "tint": .any,
        "effects": .array(.object(["delete": .any, "set": .any, "toggle": .any, "unset": .any, "moveTo": .any])),
    ])
    static let section: Shape = .object(["header": .any, "footer": .any, "collapsed": .any, "prominence": .any, "rows": .array(.row)])
    static let rowKeys: [String: Shape] = [
        "title": .any, "notes": .any, "fields": .any, "moveDisabled": .any, "deleteDisabled": .any, "selectionDisabled": .any,
        "children": .array(.row), "expanded": .any,
        "schedule": .object(["recurrence": .any, "start": .any, "reminder": .any, "doneCount": .any, "uid": .any]),
    ]

    /// The first key `shape` does not have in the value at `index` of `bytes`:
    /// its path from that value, the key, and its line.
    static func unknown(_ shape: Shape, in bytes: [UInt8], at index: Int, line: Int) -> (path: [String], key: String, line: Int)? {
        var scanner = JSONScanner(bytes, at: index, line: line)
        return try? unknown(in: &scanner, shape, [])
    }

    private static func unknown(in s: inout JSONScanner, _ shape: Shape, _ path: [String]) throws -> (path: [String], key: String, line: Int)? {
        var found: (path: [String], key: String, line: Int)?
        switch shape {
        case .any:
            try s.value()
        case .row:
            found = try unknown(in: &s, .object(rowKeys), path)
        case .declaredRow(let names):
            var keys = rowKeys
            keys["fields"] = .object(Dictionary(uniqueKeysWithValues: names.map { ($0, Shape.any) }))
            keys["children"] = .array(shape)
            found = try unknown(in: &s, .object(keys), path)
        case .array(let element):
            // A null, or a value of another kind, was JSONDecoder's to judge.
            guard s.peek(UInt8(ascii: "[")) else { try s.value(); return nil }
            try s.array { s, i in
                if found == nil { found = try unknown(in: &s, element, path + ["[\(i)]"]) } else { try s.value() }
            }
        case .object(let keys):
            guard s.peek(UInt8(ascii: "{")) else { try s.value(); return nil }
            try s.object { s, key in
                if found == nil, let inner = keys[key] {
                    found = try unknown(in: &s, inner, path + [key])
                    return
                }
                if found == nil { found = (path, key, s.line) }
                try s.value()
            }
        }
        return found
    }

    /// A section whose rows may hold only these fields.
    static func section(declaring names: Set<String>) -> Shape {
        .object(["header": .any, "footer": .any, "collapsed": .any, "prominence": .any, "rows": .array(.declaredRow(names))])
    }

    /// The refusal of a field found in a section that its list does not declare, as `inSection` places a key.
    static func undeclared(_ found: (path: [String], key: String, line: Int), section: String, first: Int = 0) -> ImportProblem {
        guard case .unknownKey(_, let place, let line) = inSection(found, section: section, first: first) else { return .undeclaredField(found.key, place: .section(section), line: found.line) }
        return .undeclaredField(found.key, place: place, line: line)
    }

    /// The refusal of a key found in a list's own text (`path` from the list).
    static func inList(_ found: (path: [String], key: String, line: Int), list: String) -> ImportProblem {
        // A key in a declared field is said of the field, by its number, not as fields[0].
        if found.path.count >= 2, found.path[0] == "fields", let i = index(found.path[1]) {
            return .unknownKey(joined(Array(found.path.dropFirst(2)) + [found.key]), place: .field(i + 1, of: .list(list)), line: found.line)
        }
        return .unknownKey(joined(found.path + [found.key]), place: .list(list), line: found.line)
    }

    /// The refusal of a key found in a section (`path` from the section), its rows
    /// numbered from `first`: a row's key is said of the row, or the subtask, it is in.
    static func inSection(_ found: (path: [String], key: String, line: Int), section: String, first: Int = 0) -> ImportProblem {
        var place = ImportPlace.section(section)
        var rest = found.path[...]
        if rest.count >= 2, rest.first == "rows", let i = index(rest.dropFirst().first) {
            place = .row(first + i + 1, section: section)
            rest = rest.dropFirst(2)
            while rest.count >= 2, rest.first == "children", let j = index(rest.dropFirst().first) {
                place = .subtask(j + 1, of: place)
                rest = rest.dropFirst(2)
            }
        }
        return .unknownKey(joined(Array(rest) + [found.key]), place: place, line: found.line)
    }

    private static func index(_ part: String?) -> Int? {
        guard let part, part.hasPrefix("["), part.hasSuffix("]") else { return nil }
        return Int(part.dropFirst().dropLast())
    }

    /// A path as the other refusals name one: `leading[0].effects[0].sett`.
    private static func joined(_ parts: [String]) -> String {
        parts.reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
    }
}
