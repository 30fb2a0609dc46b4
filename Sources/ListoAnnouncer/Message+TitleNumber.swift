// A row number past the rows where focus is on the list's title: numbers count the
// rows of one section (the first that holds any), where the listener may have just
// heard the whole list's count. Said with that section's name, and how to number
// another's. Cases of `Message` (`.worded`), in English and Spanish.

/// A row number past the rows of the section numbers count at the list's title.
public enum TitleNumberMessage: WordedMessage {
    /// row {1}: {3} has only {2}. Give a number from 1 to {2}, or type section and a number first.
    case past(MessageArgument, count: Int, section: MessageArgument)

    public var english: String {
        switch self {
        case .past(let n, let count, let section):
            let give = count == 1 ? "Give 1" : "Give a number from 1 to \(count)"
            return "row \(n): \(section) has only \(count). \(give), or type section and a number first."
        }
    }

    public var spanish: String {
        switch self {
        case .past(let n, let count, let section):
            let give = count == 1 ? "Escribe 1" : "Escribe un número del 1 al \(count)"
            return "fila \(n): \(section) solo tiene \(count). \(give), o escribe sección y un número primero."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: TitleNumberMessage)] {
        [("titleNumber.past", .past(a(1), count: 1, section: a(2))), ("titleNumber.pastMany", .past(a(1), count: 3, section: a(2)))]
    }
}
