// Words for a list's settings that follow another change: a grouping or sort that
// ends with its field, an action whose field is gone, a selection mode undone or
// redone. One case of `Message` (`.settings`), worded here in English and Spanish.

/// What is said when a list's settings change along with, or because of, another change.
public enum SettingsMessage: Sendable {
    /// {1} is no longer grouped or sorted by {2}. (and grouped, sorted alone)
    case evNoLongerGroupedSorted(MessageArgument, MessageArgument)
    case evNoLongerGrouped(MessageArgument, MessageArgument)
    case evNoLongerSorted(MessageArgument, MessageArgument)
    /// {1} sets {2}, and {3} has no such field. Type field add {2} {4} first.
    case rActionFieldMissing(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// The word standing for a field's type in advice that cannot name one.
    case fieldTypePlaceholder
    /// After a missing field is named: the list has no fields at all.
    case rNoFieldsAtAll
    /// An undone or redone selection mode, and the way the list selects now.
    case undidSelectionMode(MessageArgument, MessageArgument)
    case redidSelectionMode(MessageArgument, MessageArgument)
    case selectsOneAgain(MessageArgument)
    case selectsSeveralAgain(MessageArgument)
    case selectsNoneAgain(MessageArgument)
    /// no limit: a width or page set off, said as what it is, not as the off typed (Width: no limit.).
    case noLimit

    var english: String {
        switch self {
        case .undidSelectionMode(let a1, let a2): return "Undid mode \(a1): \(a2)."
        case .redidSelectionMode(let a1, let a2): return "Redid mode \(a1): \(a2)."
        case .selectsOneAgain(let a1): return "\(a1) selects one row again"
        case .selectsSeveralAgain(let a1): return "\(a1) selects several rows again"
        case .selectsNoneAgain(let a1): return "\(a1) selects no rows again"
        case .rActionFieldMissing(let a1, let a2, let a3, let a4): return "\(a1) sets \(a2), and \(a3) has no such field. Type field add \(a2) \(a4) first."
        case .fieldTypePlaceholder: return "TYPE"
        case .evNoLongerGroupedSorted(let a1, let a2): return "\(a1) is no longer grouped or sorted by \(a2)."
        case .evNoLongerGrouped(let a1, let a2): return "\(a1) is no longer grouped by \(a2)."
        case .evNoLongerSorted(let a1, let a2): return "\(a1) is no longer sorted by \(a2)."
        case .rNoFieldsAtAll: return "It has no fields."
        case .noLimit: return "no limit"
        }
    }

    var spanish: String {
        switch self {
        case .undidSelectionMode(let a1, let a2): return "Deshecho: \(a1), modo de selección; \(a2)."
        case .redidSelectionMode(let a1, let a2): return "Rehecho: \(a1), modo de selección; \(a2)."
        case .selectsOneAgain(let a1): return "\(a1) vuelve a seleccionar una sola fila"
        case .selectsSeveralAgain(let a1): return "\(a1) vuelve a seleccionar varias filas"
        case .selectsNoneAgain(let a1): return "\(a1) vuelve a no seleccionar filas"
        case .rActionFieldMissing(let a1, let a2, let a3, let a4): return "\(a1) cambia \(a2), y \(a3) no tiene ese campo. Escribe campo añadir \(a2) \(a4) primero."
        case .fieldTypePlaceholder: return "TIPO"
        case .evNoLongerGroupedSorted(let a1, let a2): return "\(a1) ya no está agrupada ni ordenada por \(a2)."
        case .evNoLongerGrouped(let a1, let a2): return "\(a1) ya no está agrupada por \(a2)."
        case .evNoLongerSorted(let a1, let a2): return "\(a1) ya no está ordenada por \(a2)."
        case .rNoFieldsAtAll: return "No tiene campos."
        case .noLimit: return "sin límite"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: SettingsMessage)] {
        [
            ("settings.evNoLongerGroupedSorted", .evNoLongerGroupedSorted(a(1), a(2))),
            ("settings.evNoLongerGrouped", .evNoLongerGrouped(a(1), a(2))),
            ("settings.evNoLongerSorted", .evNoLongerSorted(a(1), a(2))),
            ("settings.rActionFieldMissing", .rActionFieldMissing(a(1), a(2), a(3), a(4))),
            ("settings.fieldTypePlaceholder", .fieldTypePlaceholder),
            ("settings.rNoFieldsAtAll", .rNoFieldsAtAll),
            ("settings.undidSelectionMode", .undidSelectionMode(a(1), a(2))),
            ("settings.redidSelectionMode", .redidSelectionMode(a(1), a(2))),
            ("settings.selectsOneAgain", .selectsOneAgain(a(1))),
            ("settings.selectsSeveralAgain", .selectsSeveralAgain(a(1))),
            ("settings.selectsNoneAgain", .selectsNoneAgain(a(1))),
            ("settings.noLimit", .noLimit),
        ]
    }
}
