import ListoAnnouncer
import ListoModel

/// An argument a command takes, declared once: what completion offers for it and
/// how its words become a typed value, as swift-argument-parser's
/// `@Argument(completion:)` drives completion and parsing at once. A grammar entry
/// declared with one (`e(..., takes: .optionalRow, ...) { .pin($0) }`) gets its
/// completion kinds and its parser from it; an entry whose arguments are a small
/// language of their own (move, section, action) takes `.custom`.
public struct ArgumentDescriptor<Value>: Sendable {
    /// What Tab offers for the argument.
    public let completes: [ArgumentKind]
    let read: @Sendable (Arguments) throws -> Value

    init(completes: [ArgumentKind], read: @escaping @Sendable (Arguments) throws -> Value) {
        self.completes = completes
        self.read = read
    }

    /// Arguments read by a parser of the entry's own, completing the kinds given.
    static func custom(_ completes: [ArgumentKind], _ read: @escaping @Sendable (Arguments) throws -> Value) -> ArgumentDescriptor {
        ArgumentDescriptor(completes: completes, read: read)
    }
}

extension ArgumentDescriptor where Value == Void {
    /// No argument; words after the command are not read, as before.
    static var nothing: ArgumentDescriptor { ArgumentDescriptor(completes: []) { _ in () } }
}

extension ArgumentDescriptor where Value == RowReference? {
    /// A row by number, title or `.`; nothing for the focused row.
    static var optionalRow: ArgumentDescriptor { ArgumentDescriptor(completes: [.row]) { $0.optionalRow } }
}

extension ArgumentDescriptor where Value == RowReference {
    /// A row by number, title or `.`, which must be given.
    static var row: ArgumentDescriptor {
        ArgumentDescriptor(completes: [.row]) { a in
            guard let row = a.optionalRow else { throw ArgumentProblem.missing() }
            return row
        }
    }
}

extension ArgumentDescriptor where Value == String? {
    /// Any text, or nothing.
    static var optionalText: ArgumentDescriptor { ArgumentDescriptor(completes: []) { $0.text.nilIfEmpty } }
}

extension ArgumentDescriptor where Value == String {
    /// Any text, which must be given.
    static var text: ArgumentDescriptor {
        ArgumentDescriptor(completes: []) { a in
            guard !a.text.isEmpty else { throw ArgumentProblem.missing() }
            return a.text
        }
    }
}

extension ArgumentDescriptor where Value == Bool? {
    /// on or off (sí or no in Spanish), or nothing.
    static var onOff: ArgumentDescriptor { ArgumentDescriptor(completes: [.words(["on", "off"])]) { try $0.optionalOnOff() } }
}

extension ArgumentDescriptor {
    /// A setting's value by its English name or its name in the language spoken, or nothing.
    static func choice<T: RawRepresentable & CaseIterable & SpokenValue & SendableMetatype>(_ type: T.Type) -> ArgumentDescriptor<T?> where T.RawValue == String {
        ArgumentDescriptor<T?>(completes: [.values(.of(T.self))]) { a -> T? in try a.optionalChoice() }
    }
}
