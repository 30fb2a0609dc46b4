// News from other sessions on the same store: every text said about it, as one
// case of `Message` (`.news`), worded here in English and Spanish.

/// What is said of the changes other sessions made: each fact one line, led by
/// what it is about and ending in "elsewhere" (Announcer.elsewhereLines).
public enum ElsewhereMessage: Sendable {
    /// {1} elsewhere.: what another session changed, what changed first.
    case elsewhere(MessageArgument)
    /// List {1} deleted elsewhere.: a list another session deleted, said as a list.
    case elsewhereGone(MessageArgument)
    /// {1} read again: many changes elsewhere.
    case elsewhereReadAgain(MessageArgument)
    /// List {1} added: a list another session made.
    case elsewhereListAdded(MessageArgument)
    /// List {1} back: a list another session brought back by undoing its delete, heard deleted here.
    case elsewhereListBack(MessageArgument)
    /// {1} moved to {2}
    case elsewhereMovedTo(MessageArgument, MessageArgument)
    /// {1} deleted
    case elsewhereDeleted(MessageArgument)
    /// {1} deleted elsewhere, it was selected.: the one selected row deleted, named once for both facts.
    case elsewhereDeletedSelected(MessageArgument)
    /// {1} moved to {2} elsewhere, it was selected.: the one selected row moved to another list, named once for both facts.
    case elsewhereMovedSelected(MessageArgument, MessageArgument)
    /// {1} added to {2}: the one row added to a section, by its title.
    case elsewhereAddedTo(MessageArgument, MessageArgument)
    /// {1} renamed to {2}
    case elsewhereRenamed(MessageArgument, MessageArgument)
    /// 1 row renamed / {n} rows renamed
    case elsewhereRenamedCount(Int)
    /// 1 row moved / {n} rows moved
    case elsewhereMovedCount(Int)
    /// {1}: 1 row moved in / {1}: {n} rows moved in
    case elsewhereMovedInto(Int, MessageArgument)
    /// {1}: 1 row added / {1}: {n} rows added
    case elsewhereAdded(Int, MessageArgument)
    /// {1}: 1 row removed / {1}: {n} rows removed
    case elsewhereRemoved(Int, MessageArgument)
    /// {1}: 1 row deleted / {1}: {n} rows deleted: rows of one section the journal says were deleted.
    case elsewhereDeletedFrom(Int, MessageArgument)
    /// 1 row deleted / {n} rows deleted: rows of several sections deleted at once, one fact.
    case elsewhereDeletedCount(Int)
    /// {1}: 1 selected row deleted / {1}: {n} selected rows deleted: the rows deleted were the selected rows dropped.
    case elsewhereSelectedDeletedFrom(Int, MessageArgument)
    /// 1 selected row deleted / {n} selected rows deleted: in several sections.
    case elsewhereSelectedDeletedCount(Int)
    /// 1 row removed / {n} rows removed: rows of several sections gone, some to another list.
    case elsewhereRemovedCount(Int)
    /// 1 row added / {n} rows added: rows added to several sections at once, one fact.
    case elsewhereAddedCount(Int)
    /// {1} back in {2}: a row deleted, as heard here, brought back (another session's undo).
    case elsewhereBackIn(MessageArgument, MessageArgument)
    /// {1}: 1 row back / {1}: {n} rows back
    case elsewhereBackTo(Int, MessageArgument)
    /// 1 row back / {n} rows back: in several sections at once, one fact.
    case elsewhereBackCount(Int)
    /// 1 row changed / {n} rows changed
    case elsewhereChanged(Int)
    /// {1} changed
    case elsewhereChangedRow(MessageArgument)
    /// {1} changed, now {2}
    case elsewhereChangedNow(MessageArgument, MessageArgument)
    /// {1} {2}
    case elsewhereValues(MessageArgument, MessageArgument)
    /// notes changed
    case elsewhereNotes
    ///  and 
    case elsewhereAnd
    /// 1 selected row removed / {n} selected rows removed
    case elsewhereSelectionDropped(Int)
    /// Section {1} added
    case elsewhereSectionAdded(MessageArgument)
    /// Section {1} deleted
    case elsewhereSectionDeleted(MessageArgument)
    /// Section {1} renamed to {2}
    case elsewhereSectionRenamed(MessageArgument, MessageArgument)
    /// Field {1} removed from {2}
    case elsewhereFieldRemoved(MessageArgument, MessageArgument)
    /// And 1 more change elsewhere. / And {n} more changes elsewhere.: what is left of the news, summed up.
    case elsewhereMore(Int)

    var english: String {
        switch self {
        case .elsewhere(let a1): return "\(a1) elsewhere."
        case .elsewhereGone(let a1): return "List \(a1) deleted elsewhere."
        case .elsewhereReadAgain(let a1): return "\(a1) read again: many changes elsewhere."
        case .elsewhereListAdded(let a1): return "List \(a1) added"
        case .elsewhereListBack(let a1): return "List \(a1) back"
        case .elsewhereMovedTo(let a1, let a2): return "\(a1) moved to \(a2)"
        case .elsewhereDeleted(let a1): return "\(a1) deleted"
        case .elsewhereDeletedSelected(let a1): return "\(a1) deleted elsewhere, it was selected."
        case .elsewhereMovedSelected(let a1, let a2): return "\(a1) moved to \(a2) elsewhere, it was selected."
        case .elsewhereAddedTo(let a1, let a2): return "\(a1) added to \(a2)"
        case .elsewhereRenamed(let a1, let a2): return "\(a1) renamed to \(a2)"
        case .elsewhereRenamedCount(let n): return counted(n, none: nil, one: "1 row renamed", many: "\(n) rows renamed")
        case .elsewhereMovedCount(let n): return counted(n, none: nil, one: "1 row moved", many: "\(n) rows moved")
        case .elsewhereMovedInto(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 row moved in", many: "\(a1): \(n) rows moved in")
        case .elsewhereAdded(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 row added", many: "\(a1): \(n) rows added")
        case .elsewhereRemoved(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 row removed", many: "\(a1): \(n) rows removed")
        case .elsewhereDeletedFrom(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 row deleted", many: "\(a1): \(n) rows deleted")
        case .elsewhereDeletedCount(let n): return counted(n, none: nil, one: "1 row deleted", many: "\(n) rows deleted")
        case .elsewhereSelectedDeletedFrom(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 selected row deleted", many: "\(a1): \(n) selected rows deleted")
        case .elsewhereSelectedDeletedCount(let n): return counted(n, none: nil, one: "1 selected row deleted", many: "\(n) selected rows deleted")
        case .elsewhereRemovedCount(let n): return counted(n, none: nil, one: "1 row removed", many: "\(n) rows removed")
        case .elsewhereAddedCount(let n): return counted(n, none: nil, one: "1 row added", many: "\(n) rows added")
        case .elsewhereBackIn(let a1, let a2): return "\(a1) back in \(a2)"
        case .elsewhereBackTo(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 row back", many: "\(a1): \(n) rows back")
        case .elsewhereBackCount(let n): return counted(n, none: nil, one: "1 row back", many: "\(n) rows back")
        case .elsewhereChanged(let n): return counted(n, none: nil, one: "1 row changed", many: "\(n) rows changed")
        case .elsewhereChangedRow(let a1): return "\(a1) changed"
        case .elsewhereChangedNow(let a1, let a2): return "\(a1) changed, now \(a2)"
        case .elsewhereValues(let a1, let a2): return "\(a1): \(a2)"
        case .elsewhereNotes: return "notes changed"
        case .elsewhereAnd: return " and "
        case .elsewhereSelectionDropped(let n): return counted(n, none: nil, one: "1 selected row removed", many: "\(n) selected rows removed")
        case .elsewhereSectionAdded(let a1): return "Section \(a1) added"
        case .elsewhereSectionDeleted(let a1): return "Section \(a1) deleted"
        case .elsewhereSectionRenamed(let a1, let a2): return "Section \(a1) renamed to \(a2)"
        case .elsewhereFieldRemoved(let a1, let a2): return "Field \(a1) removed from \(a2)"
        case .elsewhereMore(let n): return counted(n, none: nil, one: "And 1 more change elsewhere.", many: "And \(n) more changes elsewhere.")
        }
    }

    var spanish: String {
        switch self {
        case .elsewhere(let a1): return "\(a1) en otra sesión."
        case .elsewhereGone(let a1): return "Lista \(a1) borrada en otra sesión."
        case .elsewhereReadAgain(let a1): return "\(a1) leída de nuevo: muchos cambios en otra sesión."
        case .elsewhereListAdded(let a1): return "Lista \(a1) añadida"
        case .elsewhereListBack(let a1): return "Lista \(a1) de vuelta"
        case .elsewhereMovedTo(let a1, let a2): return "\(a1) movida a \(a2)"
        case .elsewhereDeleted(let a1): return "\(a1) borrada"
        case .elsewhereDeletedSelected(let a1): return "\(a1) borrada en otra sesión, estaba seleccionada."
        case .elsewhereMovedSelected(let a1, let a2): return "\(a1) movida a \(a2) en otra sesión, estaba seleccionada."
        case .elsewhereAddedTo(let a1, let a2): return "\(a1) añadida a \(a2)"
        case .elsewhereRenamed(let a1, let a2): return "\(a1) renombrada como \(a2)"
        case .elsewhereRenamedCount(let n): return counted(n, none: nil, one: "1 fila renombrada", many: "\(n) filas renombradas")
        case .elsewhereMovedCount(let n): return counted(n, none: nil, one: "1 fila movida", many: "\(n) filas movidas")
        case .elsewhereMovedInto(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila movida aquí", many: "\(a1): \(n) filas movidas aquí")
        case .elsewhereAdded(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila añadida", many: "\(a1): \(n) filas añadidas")
        case .elsewhereRemoved(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila quitada", many: "\(a1): \(n) filas quitadas")
        case .elsewhereDeletedFrom(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila borrada", many: "\(a1): \(n) filas borradas")
        case .elsewhereDeletedCount(let n): return counted(n, none: nil, one: "1 fila borrada", many: "\(n) filas borradas")
        case .elsewhereSelectedDeletedFrom(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila seleccionada borrada", many: "\(a1): \(n) filas seleccionadas borradas")
        case .elsewhereSelectedDeletedCount(let n): return counted(n, none: nil, one: "1 fila seleccionada borrada", many: "\(n) filas seleccionadas borradas")
        case .elsewhereRemovedCount(let n): return counted(n, none: nil, one: "1 fila quitada", many: "\(n) filas quitadas")
        case .elsewhereAddedCount(let n): return counted(n, none: nil, one: "1 fila añadida", many: "\(n) filas añadidas")
        case .elsewhereBackIn(let a1, let a2): return "\(a1) de vuelta en \(a2)"
        case .elsewhereBackTo(let n, let a1): return counted(n, none: nil, one: "\(a1): 1 fila de vuelta", many: "\(a1): \(n) filas de vuelta")
        case .elsewhereBackCount(let n): return counted(n, none: nil, one: "1 fila de vuelta", many: "\(n) filas de vuelta")
        case .elsewhereChanged(let n): return counted(n, none: nil, one: "1 fila cambiada", many: "\(n) filas cambiadas")
        case .elsewhereChangedRow(let a1): return "\(a1) cambiada"
        case .elsewhereChangedNow(let a1, let a2): return "\(a1) cambiada, ahora \(a2)"
        case .elsewhereValues(let a1, let a2): return "\(a1): \(a2)"
        case .elsewhereNotes: return "notas cambiadas"
        case .elsewhereAnd: return " y "
        case .elsewhereSelectionDropped(let n): return counted(n, none: nil, one: "1 fila seleccionada quitada", many: "\(n) filas seleccionadas quitadas")
        case .elsewhereSectionAdded(let a1): return "Sección \(a1) añadida"
        case .elsewhereSectionDeleted(let a1): return "Sección \(a1) borrada"
        case .elsewhereSectionRenamed(let a1, let a2): return "Sección \(a1) renombrada como \(a2)"
        case .elsewhereFieldRemoved(let a1, let a2): return "Campo \(a1) quitado de \(a2)"
        case .elsewhereMore(let n): return counted(n, none: nil, one: "Y 1 cambio más en otra sesión.", many: "Y \(n) cambios más en otra sesión.")
        }
    }

    private func counted(_ n: Int, none: String?, one: String, many: String) -> String {
        if n == 0, let none { return none }
        return n == 1 ? one : many
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ElsewhereMessage)] {
        [
            ("news.elsewhere", .elsewhere(a(1))),
            ("news.elsewhereGone", .elsewhereGone(a(1))),
            ("news.elsewhereReadAgain", .elsewhereReadAgain(a(1))),
            ("news.elsewhereListAdded", .elsewhereListAdded(a(1))),
            ("news.elsewhereListBack", .elsewhereListBack(a(1))),
            ("news.elsewhereMovedTo", .elsewhereMovedTo(a(1), a(2))),
            ("news.elsewhereDeleted", .elsewhereDeleted(a(1))),
            ("news.elsewhereDeletedSelected", .elsewhereDeletedSelected(a(1))),
            ("news.elsewhereMovedSelected", .elsewhereMovedSelected(a(1), a(2))),
            ("news.elsewhereAddedTo", .elsewhereAddedTo(a(1), a(2))),
            ("news.elsewhereRenamed", .elsewhereRenamed(a(1), a(2))),
            ("news.elsewhereRenamedCount", .elsewhereRenamedCount(count)),
            ("news.elsewhereMovedCount", .elsewhereMovedCount(count)),
            ("news.elsewhereMovedInto", .elsewhereMovedInto(count, a(1))),
            ("news.elsewhereAdded", .elsewhereAdded(count, a(1))),
            ("news.elsewhereRemoved", .elsewhereRemoved(count, a(1))),
            ("news.elsewhereDeletedFrom", .elsewhereDeletedFrom(count, a(1))),
            ("news.elsewhereDeletedCount", .elsewhereDeletedCount(count)),
            ("news.elsewhereSelectedDeletedFrom", .elsewhereSelectedDeletedFrom(count, a(1))),
            ("news.elsewhereSelectedDeletedCount", .elsewhereSelectedDeletedCount(count)),
            ("news.elsewhereRemovedCount", .elsewhereRemovedCount(count)),
            ("news.elsewhereAddedCount", .elsewhereAddedCount(count)),
            ("news.elsewhereBackIn", .elsewhereBackIn(a(1), a(2))),
            ("news.elsewhereBackTo", .elsewhereBackTo(count, a(1))),
            ("news.elsewhereBackCount", .elsewhereBackCount(count)),
            ("news.elsewhereChanged", .elsewhereChanged(count)),
            ("news.elsewhereChangedRow", .elsewhereChangedRow(a(1))),
            ("news.elsewhereChangedNow", .elsewhereChangedNow(a(1), a(2))),
            ("news.elsewhereValues", .elsewhereValues(a(1), a(2))),
            ("news.elsewhereNotes", .elsewhereNotes),
            ("news.elsewhereAnd", .elsewhereAnd),
            ("news.elsewhereSelectionDropped", .elsewhereSelectionDropped(count)),
            ("news.elsewhereSectionAdded", .elsewhereSectionAdded(a(1))),
            ("news.elsewhereSectionDeleted", .elsewhereSectionDeleted(a(1))),
            ("news.elsewhereSectionRenamed", .elsewhereSectionRenamed(a(1), a(2))),
            ("news.elsewhereFieldRemoved", .elsewhereFieldRemoved(a(1), a(2))),
            ("news.elsewhereMore", .elsewhereMore(count)),
        ]
    }
}
