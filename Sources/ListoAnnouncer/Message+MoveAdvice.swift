// What move before and after take, when the row moved is a subtask and the row
// named is at the top level of another section: as one case of `Message`
// (`.worded`), in English and Spanish.

/// The usage a refused move before or after gives a subtask.
public enum MoveAdviceMessage: WordedMessage {
    /// move before ROW or after ROW for a row at the same level, or move to section {1}:
    /// the row named is in section {1}, and moving there is what works.
    case subtaskToSection(MessageArgument)

    public var english: String {
        switch self {
        case .subtaskToSection(let a1): return "move before ROW or after ROW for a row at the same level, or move to section \(a1)"
        }
    }

    public var spanish: String {
        switch self {
        case .subtaskToSection(let a1): return "mover antes de FILA o después de FILA con una fila del mismo nivel, o mover a sección \(a1)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: MoveAdviceMessage)] {
        [("moveAdviceSubtaskToSection", .subtaskToSection(a(1)))]
    }
}
