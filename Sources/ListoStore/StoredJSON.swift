import ListoModel

/// What the store keeps as JSON, a list's settings and a row's fields, read
/// straight from the text `Codec` writes, giving what JSONDecoder gives: JSONDecoder's
/// first use of the settings' types (the metadata of its generic containers, looked
/// up by name) was a tenth of the CPU of a listo process that opens a store, runs
/// one command and quits. It reads only the form listo writes, each key once and
/// none unknown; at anything else it gives nil and `Codec` asks JSONDecoder.
extension SectionReader {
    static func settings(_ text: String) -> ListSettings? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = SectionReader(bytes: buffer, index: 0, end: buffer.count)
            guard let settings = reader.settings() else { return nil }
            reader.skipSpace()
            return reader.index == reader.end ? settings : nil
        }
    }

    /// A row's fields as `Codec.encode(fields:)` writes them: each a boolean, a
    /// number, a text or `{"date": "2026-12-09"}`, each name once. A window of rows
    /// read, and every row an export writes, decoded theirs with a JSONDecoder each.
    static func storedFields(_ text: String) -> [String: FieldValue]? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = SectionReader(bytes: buffer, index: 0, end: buffer.count)
            var fields: [String: FieldValue] = [:]
            let read = reader.members { reader, key in
                let name = String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[key.range]), as: UTF8.self)
                guard fields[name] == nil, let value = reader.storedValue() else { return false }
                fields[name] = value
                return true
            }
            reader.skipSpace()
            return read && reader.index == reader.end ? fields : nil
        }
    }

    private mutating func storedValue() -> FieldValue? {
        skipSpace()
        guard index < end else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool().map(FieldValue.bool)
        case UInt8(ascii: "\""): return string().map(FieldValue.text)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map(FieldValue.number)
        case UInt8(ascii: "{"):
            var date: CalendarDate?
            let read = members { reader, key in
                guard date == nil, case "date" = key, let day = reader.string().flatMap(CalendarDate.init(iso:)) else { return false }
                date = day
                return true
            }
            return read ? date.map(FieldValue.date) : nil
        default: return nil
        }
    }

    private mutating func settings() -> ListSettings? {
        var style: ListStyle?, selection: SelectionMode?, ordering: Ordering?
        var leading: [SwipeAction]?, trailing: [SwipeAction]?, fields: [FieldDeclaration]?, grouping: String?
        var fullLeading: Bool?, fullTrailing: Bool?, movable: Bool?, deletable: Bool?
        var seen = Seen()
        let read = members { reader, key in
            switch key {
            case "style": return seen.first(1) && reader.word(&style)
            case "selectionMode": return seen.first(2) && reader.word(&selection)
            case "ordering": return seen.first(4) && reader.ordering(&ordering)
            case "leadingActions": return seen.first(8) && reader.array(&leading) { $0.action() }
            case "trailingActions": return seen.first(16) && reader.array(&trailing) { $0.action() }
            case "fullSwipeLeading": return seen.first(32) && reader.required(&fullLeading) { $0.bool() }
            case "fullSwipeTrailing": return seen.first(64) && reader.required(&fullTrailing) { $0.bool() }
            case "rowsMovable": return seen.first(128) && reader.required(&movable) { $0.bool() }
            case "rowsDeletable": return seen.first(256) && reader.required(&deletable) { $0.bool() }
            case "fields": return seen.first(512) && (reader.null() || reader.array(&fields) { $0.declaration() })
            case "grouping": return seen.first(1024) && reader.optionalString(&grouping)
            default: return false
            }
        }
        guard read, let style, let selection, let ordering, let leading, let trailing,
              let fullLeading, let fullTrailing, let movable, let deletable else { return nil }
        return ListSettings(style: style, selectionMode: selection, ordering: ordering, leadingActions: leading, trailingActions: trailing,
                            fullSwipeLeading: fullLeading, fullSwipeTrailing: fullTrailing, rowsMovable: movable,
                            rowsDeletable: deletable, fields: fields ?? [], grouping: grouping)
    }

    private mutating func action() -> SwipeAction? {
        var name: String?, role: Role?, tint: String?, effects: [Effect]?, change: SelectionChange?
        var seen = Seen()
        let read = members { reader, key in
            switch key {
            case "name": return seen.first(1) && reader.required(&name) { $0.string() }
            case "role": return seen.first(2) && reader.word(&role)
            case "tint": return seen.first(4) && reader.optionalString(&tint)
            case "effects": return seen.first(8) && reader.array(&effects) { $0.effect() }
            case "onSelection": return seen.first(16) && (reader.null() || reader.word(&change))
            default: return false
            }
        }
        guard read, let name, let role, let effects else { return nil }
        var action = SwipeAction(name: name, role: role, tint: tint, effects: effects)
        action.onSelection = change
        return action
    }

    private mutating func declaration() -> FieldDeclaration? {
        var name: String?, type: FieldType?
        var seen = Seen()
        let read = members { reader, key in
            switch key {
            case "name": return seen.first(1) && reader.required(&name) { $0.string() }
            case "type": return seen.first(2) && reader.word(&type)
            default: return false
            }
        }
        guard read, let name, let type else { return nil }
        return FieldDeclaration(name, type)
    }

    private mutating func ordering(_ out: inout Ordering?) -> Bool {
        oneCase(&out) { reader, key in
            switch key {
            case "manual": return reader.noValues() ? .manual : nil
            case "field": return reader.values { $0.string() }.map(Ordering.field)
            default: return nil
            }
        }
    }

    private mutating func effect() -> Effect? {
        var effect: Effect?
        let read = oneCase(&effect) { reader, key in
            switch key {
            case "delete": return reader.noValues() ? .delete : nil
            case "toggle": return reader.values { $0.string() }.map(Effect.toggle)
            case "moveToSection": return reader.values { $0.string() }.map(Effect.moveToSection)
            case "setField":
                var name: String?, value: FieldValue?
                var seen = Seen()
                let read = reader.members { reader, key in
                    switch key {
                    case "_0": return seen.first(1) && reader.required(&name) { $0.string() }
                    case "_1": return seen.first(2) && reader.required(&value) { $0.fieldValue() }
                    default: return false
                    }
                }
                guard read, let name, let value else { return nil }
                return .setField(name, value)
            default: return nil
            }
        }
        return read ? effect : nil
    }

    private mutating func fieldValue() -> FieldValue? {
        var value: FieldValue?
        let read = oneCase(&value) { reader, key in
            switch key {
            case "bool": return reader.values { $0.bool() }.map(FieldValue.bool)
            case "text": return reader.values { $0.string() }.map(FieldValue.text)
            case "number": return reader.values { $0.number() }.map(FieldValue.number)
            case "date": return reader.values { $0.string() }.flatMap(CalendarDate.init(iso:)).map(FieldValue.date)
            default: return nil
            }
        }
        return read ? value : nil
    }

    // MARK: Pieces

    /// A value that must be there and not null.
    private mutating func required<T>(_ out: inout T?, _ read: (inout SectionReader) -> T?) -> Bool {
        guard let value = read(&self) else { return false }
        out = value
        return true
    }

    /// An enum written as its raw text.
    private mutating func word<T: RawRepresentable>(_ out: inout T?) -> Bool where T.RawValue == String {
        required(&out) { $0.string().flatMap(T.init(rawValue:)) }
    }

    /// A case of an enum as Swift's own Codable writes it: an object of one key, the case's name.
    private mutating func oneCase<T>(_ out: inout T?, _ read: (inout SectionReader, Key) -> T?) -> Bool {
        var found: T?
        let read = members { reader, key in
            guard found == nil, let value = read(&reader, key) else { return false }
            found = value
            return true
        }
        guard read, let found else { return false }
        out = found
        return true
    }

    /// A case's one value, `{"_0": …}`.
    private mutating func values<T>(_ read: (inout SectionReader) -> T?) -> T? {
        var value: T?
        let ok = members { reader, key in
            guard value == nil, case "_0" = key, let read = read(&reader) else { return false }
            value = read
            return true
        }
        return ok ? value : nil
    }

    /// A case with no values, `{}`.
    private mutating func noValues() -> Bool {
        members { _, _ in false }
    }
}
