// An action that only moves rows to the section they are in, and an action on many
// rows some or all of which already hold what it sets: said as what is so, as a set
// of a value a row holds is, as one case of `Message` (`.worded`), in English and Spanish.

/// What an action says of rows it leaves as they were.
public enum AlreadySetMessage: WordedMessage {
    /// {1} is already in {2}; nothing changed.
    case inSection(MessageArgument, MessageArgument)
    /// {1} (rows) are already {2}; nothing changed.
    case rowsAlready(MessageArgument, MessageArgument)
    /// {1} (rows) have no {2} to remove; nothing changed.
    case rowsWithout(MessageArgument, MessageArgument)
    /// {1} (rows) are already in {2}; nothing changed.
    case rowsInSection(MessageArgument, MessageArgument)
    /// After an action's line: Already {2}: {1} (the rows it left).
    case leftAlready(MessageArgument, MessageArgument)
    /// After an action's line: Already without {2}: {1}.
    case leftWithout(MessageArgument, MessageArgument)
    /// After an action's line, of one row: Already not {2}: {1}. Spanish cannot say it
    /// as "ya no", which is "no longer": the row was never so.
    case leftNot(MessageArgument, MessageArgument)
    /// The same, of several rows.
    case leftNotRows(MessageArgument, MessageArgument)
    /// After an action's line: Already in {2}: {1}.
    case leftInSection(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .inSection(let a1, let a2): return "\(a1) is already in \(a2); nothing changed."
        case .rowsAlready(let a1, let a2): return "\(a1) are already \(a2); nothing changed."
        case .rowsWithout(let a1, let a2): return "\(a1) have no \(a2) to remove; nothing changed."
        case .rowsInSection(let a1, let a2): return "\(a1) are already in \(a2); nothing changed."
        case .leftAlready(let a1, let a2): return "Already \(a2): \(a1)."
        case .leftWithout(let a1, let a2): return "Already without \(a2): \(a1)."
        case .leftNot(let a1, let a2), .leftNotRows(let a1, let a2): return "Already not \(a2): \(a1)."
        case .leftInSection(let a1, let a2): return "Already in \(a2): \(a1)."
        }
    }

    public var spanish: String {
        switch self {
        case .inSection(let a1, let a2): return "\(a1) ya está en \(a2); no cambió nada."
        case .rowsAlready(let a1, let a2): return "\(a1) ya están así: \(a2); no cambió nada."
        case .rowsWithout(let a1, let a2): return "\(a1) no tienen \(a2) que quitar; no cambió nada."
        case .rowsInSection(let a1, let a2): return "\(a1) ya están en \(a2); no cambió nada."
        case .leftAlready(let a1, let a2): return "Ya \(a2): \(a1)."
        case .leftWithout(let a1, let a2): return "Ya sin \(a2): \(a1)."
        case .leftNot(let a1, let a2): return "Ya estaba así, no \(a2): \(a1)."
        case .leftNotRows(let a1, let a2): return "Ya estaban así, no \(a2): \(a1)."
        case .leftInSection(let a1, let a2): return "Ya en \(a2): \(a1)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: AlreadySetMessage)] {
        [
            ("alreadyInSection", .inSection(a(1), a(2))),
            ("rowsAlready", .rowsAlready(a(1), a(2))),
            ("rowsWithout", .rowsWithout(a(1), a(2))),
            ("rowsInSection", .rowsInSection(a(1), a(2))),
            ("leftAlready", .leftAlready(a(1), a(2))),
            ("leftWithout", .leftWithout(a(1), a(2))),
            ("leftNot", .leftNot(a(1), a(2))),
            ("leftNotRows", .leftNotRows(a(1), a(2))),
            ("leftInSection", .leftInSection(a(1), a(2))),
        ]
    }
}
