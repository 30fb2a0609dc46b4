// Rows offered for a name that all have one title: heard as "1, Leche, 1 de 7" and
// "2, Leche, 5 de 7" they were told apart only by their last words, so each is said
// by what differs between them, first, and the title once, in the line before.
// One case of `Message` (`.worded`), in English and Spanish.

/// What is said of rows offered for a name when they all have one title.
public enum SameTitleMessage: WordedMessage {
    /// "{1}" matches {2} rows titled {3}: where what was typed is not the whole title.
    case matchesTitled(MessageArgument, MessageArgument, MessageArgument)
    /// row {1}: a row's place, said as a row's so that it is not heard as a choice's number.
    case row(MessageArgument)
    /// inside {1}: the row a subtask is inside.
    case inside(MessageArgument)

    public var english: String {
        switch self {
        case .matchesTitled(let typed, let n, let title): return "\"\(typed)\" matches \(n) rows titled \(title):"
        case .row(let place): return "row \(place)"
        case .inside(let parent): return "inside \(parent)"
        }
    }

    public var spanish: String {
        switch self {
        case .matchesTitled(let typed, let n, let title): return "\"\(typed)\" coincide con \(n) filas tituladas \(title):"
        case .row(let place): return "fila \(place)"
        case .inside(let parent): return "dentro de \(parent)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SameTitleMessage)] {
        [("sameTitle.matchesTitled", .matchesTitled(a(1), a(2), a(3))), ("sameTitle.row", .row(a(1))), ("sameTitle.inside", .inside(a(1)))]
    }
}
