import ListoModel

// iCalendar files and calendar folders (vdir): every text they say, as one case
// of `Message` (`.calendar`), worded here in English and Spanish.

/// Why a calendar folder (vdir) can't be synced.
public enum VdirRefusal: Hashable, Sendable {
    /// The store has this many lists and none was named.
    case whichList(Int)
    case unwritable(String)
    case unreadable(String)
    /// A folder listo has not synced that holds files but no .ics file.
    case notCalendar(String)
    /// The folder holds another list's rows.
    case otherList(folder: String, list: String)
    /// The folder was written from another store, said by its path or address.
    case otherStore(folder: String, store: String)
    /// `--format vdir` with no folder to write into, with the command as typed, to end with one.
    case needsFolder(command: String)
    /// A name given to a format that writes standard output, with the command that
    /// writes that format into it (`listo export --format todotxt > todo.txt`).
    case folderNeedsVdir(String, command: String)
}

/// What is said about iCalendar imports and exports.
public enum CalendarMessage: Sendable {
    case lossProperty(Int, MessageArgument)
    case lossComponent(Int, MessageArgument)
    case lossTimeOfDay(Int, MessageArgument)
    case lossRepeatPart(Int, MessageArgument)
    /// {2}: the part of the repeat; {3}: the tasks it was on, named (a few, then how many more).
    case lossRepeatPartOn(Int, MessageArgument, MessageArgument)
    case lossStatus(Int, MessageArgument)
    case lossMoreReminders(Int)
    case lossReminderWithoutDate(Int)
    case lossMoreCategories(Int)
    case lossMissingParent(Int)
    case lossRepeatedUID(Int)
    case lossNoSummary(Int)
    case lossUnreadable(Int)
    /// {2}: the tasks the lines were in, named (a few, then how many more), and the calendar itself when some were outside any.
    case lossUnreadableIn(Int, MessageArgument)
    /// Where lines libical could not read were outside any task, named among the tasks they were in.
    case calendarItself
    /// {2}: the property; {3}: the title of the first task it was on.
    case lossValue(Int, MessageArgument, MessageArgument)
    case rFormatUnavailable(MessageArgument, MessageArgument)
    case rImportUnavailable(MessageArgument)
    case vdirExported(MessageArgument, MessageArgument, MessageArgument)
    case vdirWritten(Int)
    case vdirUnchanged(Int)
    case vdirRemoved(Int)
    /// {2}: the folder; {3}: the rows' titles; {4}: the import command that takes them, with the store it was exported from.
    case vdirLeftAlone(Int, MessageArgument, MessageArgument, MessageArgument)
    case vdirImported(MessageArgument, MessageArgument, MessageArgument)
    case vdirNothingNew(MessageArgument)
    case vdirChanged(Int)
    case vdirAdded(Int)
    /// Rows an import took away, feminine in Spanish as filas are; files an export removed are vdirRemoved.
    case vdirRowsRemoved(Int)
    /// The same counts first in the line, where no count before them has named the rows.
    case vdirRowsAddedNamed(Int)
    case vdirRowsRemovedNamed(Int)
    case vdirBothChanged(MessageArgument, MessageArgument)
    case vdirKeptHere(MessageArgument, MessageArgument)
    case vdirBroughtBack(MessageArgument, MessageArgument)
    /// {1}: the folder or file; {2}: a repeating task's title, done there and moved on here to its next occurrence.
    case doneRepeating(MessageArgument, MessageArgument)
    case rVdirWhichList(Int)
    case rVdirUnwritable(MessageArgument)
    case rVdirUnreadable(MessageArgument)
    case rVdirNotCalendar(MessageArgument)
    case rVdirOtherList(MessageArgument, MessageArgument)
    /// {1}: the folder; {2}: the store that wrote it, by its path or address.
    case rVdirOtherStore(MessageArgument, MessageArgument)
    case rVdirNeedsFolder(MessageArgument)
    case rFolderNeedsVdir(MessageArgument, MessageArgument)

    var english: String {
        switch self {
        case .lossProperty(let n, let a1): return counted(n, one: "Not kept: \(a1), on 1 task.", many: "Not kept: \(a1), on \(n) tasks.")
        case .lossComponent(let n, let a1):
            return counted(n, one: "Not kept: 1 \(a1): listo keeps tasks (VTODO).", many: "Not kept: \(n) of \(a1): listo keeps tasks (VTODO).")
        case .lossTimeOfDay(let n, let a1):
            return counted(n, one: "Not kept: the time of day of \(a1), on 1 task: listo keeps the day.",
                           many: "Not kept: the time of day of \(a1), on \(n) tasks: listo keeps the day.")
        case .lossRepeatPart(let n, let a1):
            return counted(n, one: "Not kept: \(a1) in a repeat, on 1 task.", many: "Not kept: \(a1) in a repeat, on \(n) tasks.")
        case .lossRepeatPartOn(let n, let a1, let a2):
            return counted(n, one: "Not kept: \(a1) in a repeat, on \(a2).", many: "Not kept: \(a1) in a repeat, on \(n) tasks: \(a2).")
        case .lossStatus(let n, let a1):
            return counted(n, one: "Not kept: STATUS \(a1), on 1 task: it reads as not done.",
                           many: "Not kept: STATUS \(a1), on \(n) tasks: they read as not done.")
        case .lossMoreReminders(let n):
            return counted(n, one: "Not kept: reminders after the first, on 1 task.", many: "Not kept: reminders after the first, on \(n) tasks.")
        case .lossReminderWithoutDate(let n):
            return counted(n, one: "Not kept: a reminder from a date the task does not have, on 1 task.",
                           many: "Not kept: a reminder from a date the task does not have, on \(n) tasks.")
        case .lossMoreCategories(let n):
            return counted(n, one: "Not kept: categories after the first, which is its section, on 1 task.",
                           many: "Not kept: categories after the first, which is their section, on \(n) tasks.")
        case .lossMissingParent(let n):
            return counted(n, one: "At the top level: 1 task whose parent is not in the file.",
                           many: "At the top level: \(n) tasks whose parent is not in the file.")
        case .lossRepeatedUID(let n):
            return counted(n, one: "Kept under a new UID: 1 task whose UID came before.", many: "Kept under new UIDs: \(n) tasks whose UID came before.")
        case .lossNoSummary(let n):
            return counted(n, one: "Titled by its UID: 1 task with no SUMMARY.", many: "Titled by their UIDs: \(n) tasks with no SUMMARY.")
        case .lossUnreadable(let n):
            return counted(n, one: "Not kept: 1 line libical could not read.", many: "Not kept: \(n) lines libical could not read.")
        case .lossUnreadableIn(let n, let a1):
            return counted(n, one: "Not kept: 1 line libical could not read, in \(a1).", many: "Not kept: \(n) lines libical could not read, in \(a1).")
        case .calendarItself: return "the calendar itself"
        case .lossValue(let n, let a1, let a2):
            return counted(n, one: "Not kept: \(a1) on \(a2), a value listo can't hold.",
                           many: "Not kept: \(a1) on \(n) tasks, such as \(a2): values listo can't hold.")
        case .rFormatUnavailable(let a1, let a2): return "\(a1) can't be written here: \(a2)."
        case .rImportUnavailable(let a1): return "iCalendar can't be read here: \(a1)."
        case .vdirExported(let a1, let a2, let a3): return "Exported \(a1) to \(a2): \(a3)."
        case .vdirWritten(let n): return counted(n, one: "1 file written", many: "\(n) files written")
        case .vdirUnchanged(let n): return "\(n) unchanged"
        case .vdirRemoved(let n): return "\(n) removed"
        case .vdirLeftAlone(let n, let a1, let a2, let a3):
            return counted(n, one: "Left alone: 1 file changed in \(a1) since the last sync (\(a2)). Type \(a3) to take it.",
                           many: "Left alone: \(n) files changed in \(a1) since the last sync (\(a2)). Type \(a3) to take them.")
        case .vdirImported(let a1, let a2, let a3): return "Took from \(a1) into \(a2): \(a3)."
        case .vdirNothingNew(let a1): return "Nothing changed in \(a1) since the last sync."
        case .vdirChanged(let n): return counted(n, one: "1 row changed", many: "\(n) rows changed")
        case .vdirAdded(let n): return "\(n) added"
        case .vdirRowsRemoved(let n): return "\(n) removed"
        case .vdirRowsAddedNamed(let n): return counted(n, one: "1 row added", many: "\(n) rows added")
        case .vdirRowsRemovedNamed(let n): return counted(n, one: "1 row removed", many: "\(n) rows removed")
        case .vdirBothChanged(let a1, let a2): return "Changed here and in \(a1): \(a2). Both kept: the folder's version is the row after it."
        case .vdirKeptHere(let a1, let a2): return "Deleted in \(a1) but changed here: \(a2). Kept."
        case .vdirBroughtBack(let a1, let a2): return "Deleted here but changed in \(a1): \(a2). Brought back."
        case .doneRepeating(let a1, let a2): return "Done in \(a1): \(a2)."
        case .rVdirWhichList(let n): return "the store has \(n) lists: name one with --list NAME."
        case .rVdirUnwritable(let a1): return "\(a1) can't be written."
        case .rVdirUnreadable(let a1): return "\(a1) can't be read as a calendar folder."
        case .rVdirNotCalendar(let a1): return "\(a1) holds no .ics file: it is not a calendar folder. Nothing was imported."
        case .rVdirOtherList(let a1, let a2): return "\(a1) is the folder of the list \(a2): export that list there, or use another folder."
        case .rVdirOtherStore(let a1, let a2):
            return "\(a1) is the folder of the store \(a2): export there with --store \(a2), or use another folder for this store."
        case .rVdirNeedsFolder(let a1): return "--format vdir writes into a folder: \(a1) FOLDER."
        case .rFolderNeedsVdir(let a1, let a2): return "export writes to standard output, not into \(a1); redirect it: \(a2). Only --format vdir writes into a folder."
        }
    }

    var spanish: String {
        switch self {
        case .lossProperty(let n, let a1): return counted(n, one: "Sin guardar: \(a1), en 1 tarea.", many: "Sin guardar: \(a1), en \(n) tareas.")
        case .lossComponent(let n, let a1):
            return counted(n, one: "Sin guardar: 1 \(a1): listo guarda tareas (VTODO).", many: "Sin guardar: \(n) de \(a1): listo guarda tareas (VTODO).")
        case .lossTimeOfDay(let n, let a1):
            return counted(n, one: "Sin guardar: la hora de \(a1), en 1 tarea: listo guarda el día.",
                           many: "Sin guardar: la hora de \(a1), en \(n) tareas: listo guarda el día.")
        case .lossRepeatPart(let n, let a1):
            return counted(n, one: "Sin guardar: \(a1) en una repetición, en 1 tarea.", many: "Sin guardar: \(a1) en una repetición, en \(n) tareas.")
        case .lossRepeatPartOn(let n, let a1, let a2):
            return counted(n, one: "Sin guardar: \(a1) en una repetición, en \(a2).", many: "Sin guardar: \(a1) en una repetición, en \(n) tareas: \(a2).")
        case .lossStatus(let n, let a1):
            return counted(n, one: "Sin guardar: STATUS \(a1), en 1 tarea: queda sin hacer.",
                           many: "Sin guardar: STATUS \(a1), en \(n) tareas: quedan sin hacer.")
        case .lossMoreReminders(let n):
            return counted(n, one: "Sin guardar: avisos tras el primero, en 1 tarea.", many: "Sin guardar: avisos tras el primero, en \(n) tareas.")
        case .lossReminderWithoutDate(let n):
            return counted(n, one: "Sin guardar: un aviso desde una fecha que la tarea no tiene, en 1 tarea.",
                           many: "Sin guardar: un aviso desde una fecha que la tarea no tiene, en \(n) tareas.")
        case .lossMoreCategories(let n):
            return counted(n, one: "Sin guardar: categorías tras la primera, que es su sección, en 1 tarea.",
                           many: "Sin guardar: categorías tras la primera, que es su sección, en \(n) tareas.")
        case .lossMissingParent(let n):
            return counted(n, one: "En el nivel superior: 1 tarea cuya madre no está en el archivo.",
                           many: "En el nivel superior: \(n) tareas cuya madre no está en el archivo.")
        case .lossRepeatedUID(let n):
            return counted(n, one: "Con un UID nuevo: 1 tarea cuyo UID ya había salido.", many: "Con UID nuevos: \(n) tareas cuyo UID ya había salido.")
        case .lossNoSummary(let n):
            return counted(n, one: "Titulada con su UID: 1 tarea sin SUMMARY.", many: "Tituladas con su UID: \(n) tareas sin SUMMARY.")
        case .lossUnreadable(let n):
            return counted(n, one: "Sin guardar: 1 línea que libical no pudo leer.", many: "Sin guardar: \(n) líneas que libical no pudo leer.")
        case .lossUnreadableIn(let n, let a1):
            return counted(n, one: "Sin guardar: 1 línea que libical no pudo leer, en \(a1).", many: "Sin guardar: \(n) líneas que libical no pudo leer, en \(a1).")
        case .calendarItself: return "el propio calendario"
        case .lossValue(let n, let a1, let a2):
            return counted(n, one: "Sin guardar: \(a1) en \(a2), un valor que listo no puede guardar.",
                           many: "Sin guardar: \(a1) en \(n) tareas, como \(a2): valores que listo no puede guardar.")
        case .rFormatUnavailable(let a1, let a2): return "\(a1) no se puede escribir aquí: \(a2)."
        case .rImportUnavailable(let a1): return "iCalendar no se puede leer aquí: \(a1)."
        case .vdirExported(let a1, let a2, let a3): return "Exportada \(a1) a \(a2): \(a3)."
        case .vdirWritten(let n): return counted(n, one: "1 archivo escrito", many: "\(n) archivos escritos")
        case .vdirUnchanged(let n): return "\(n) sin cambios"
        case .vdirRemoved(let n): return counted(n, one: "1 borrado", many: "\(n) borrados")
        case .vdirLeftAlone(let n, let a1, let a2, let a3):
            return counted(n, one: "Sin tocar: 1 archivo cambiado en \(a1) desde la última sincronización (\(a2)). Escribe \(a3) para traerlo.",
                           many: "Sin tocar: \(n) archivos cambiados en \(a1) desde la última sincronización (\(a2)). Escribe \(a3) para traerlos.")
        case .vdirImported(let a1, let a2, let a3): return "Traído de \(a1) a \(a2): \(a3)."
        case .vdirNothingNew(let a1): return "No ha cambiado nada en \(a1) desde la última sincronización."
        case .vdirChanged(let n): return counted(n, one: "1 fila cambiada", many: "\(n) filas cambiadas")
        case .vdirAdded(let n): return counted(n, one: "1 añadida", many: "\(n) añadidas")
        case .vdirRowsRemoved(let n): return counted(n, one: "1 borrada", many: "\(n) borradas")
        case .vdirRowsAddedNamed(let n): return counted(n, one: "1 fila añadida", many: "\(n) filas añadidas")
        case .vdirRowsRemovedNamed(let n): return counted(n, one: "1 fila borrada", many: "\(n) filas borradas")
        case .vdirBothChanged(let a1, let a2): return "Cambiada aquí y en \(a1): \(a2). Se guardan las dos: la de la carpeta es la fila siguiente."
        case .vdirKeptHere(let a1, let a2): return "Borrada en \(a1) pero cambiada aquí: \(a2). Se queda."
        case .vdirBroughtBack(let a1, let a2): return "Borrada aquí pero cambiada en \(a1): \(a2). Vuelve."
        case .doneRepeating(let a1, let a2): return "Hecha en \(a1): \(a2)."
        case .rVdirWhichList(let n): return "el almacén tiene \(n) listas: nombra una con --list NOMBRE."
        case .rVdirUnwritable(let a1): return "no se puede escribir \(a1)."
        case .rVdirUnreadable(let a1): return "no se puede leer \(a1) como carpeta de calendario."
        case .rVdirNotCalendar(let a1): return "\(a1) no tiene ningún archivo .ics: no es una carpeta de calendario. No se importó nada."
        case .rVdirOtherList(let a1, let a2): return "\(a1) es la carpeta de la lista \(a2): exporta esa lista ahí, o usa otra carpeta."
        case .rVdirOtherStore(let a1, let a2):
            return "\(a1) es la carpeta del almacén \(a2): exporta ahí con --store \(a2), o usa otra carpeta para este almacén."
        case .rVdirNeedsFolder(let a1): return "--format vdir escribe en una carpeta: \(a1) CARPETA."
        case .rFolderNeedsVdir(let a1, let a2): return "export escribe en la salida estándar, no en \(a1); redirígela: \(a2). Solo --format vdir escribe en una carpeta."
        }
    }

    private func counted(_ n: Int, one: String, many: String) -> String { n == 1 ? one : many }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: CalendarMessage)] {
        [
            ("calendar.lossProperty", .lossProperty(count, a(1))),
            ("calendar.lossComponent", .lossComponent(count, a(1))),
            ("calendar.lossTimeOfDay", .lossTimeOfDay(count, a(1))),
            ("calendar.lossRepeatPart", .lossRepeatPart(count, a(1))),
            ("calendar.lossRepeatPartOn", .lossRepeatPartOn(count, a(1), a(2))),
            ("calendar.lossStatus", .lossStatus(count, a(1))),
            ("calendar.lossMoreReminders", .lossMoreReminders(count)),
            ("calendar.lossReminderWithoutDate", .lossReminderWithoutDate(count)),
            ("calendar.lossMoreCategories", .lossMoreCategories(count)),
            ("calendar.lossMissingParent", .lossMissingParent(count)),
            ("calendar.lossRepeatedUID", .lossRepeatedUID(count)),
            ("calendar.lossNoSummary", .lossNoSummary(count)),
            ("calendar.lossUnreadable", .lossUnreadable(count)),
            ("calendar.lossUnreadableIn", .lossUnreadableIn(count, a(1))),
            ("calendar.calendarItself", .calendarItself),
            ("calendar.lossValue", .lossValue(count, a(1), a(2))),
            ("calendar.rFormatUnavailable", .rFormatUnavailable(a(1), a(2))),
            ("calendar.rImportUnavailable", .rImportUnavailable(a(1))),
            ("calendar.vdirExported", .vdirExported(a(1), a(2), a(3))),
            ("calendar.vdirWritten", .vdirWritten(count)),
            ("calendar.vdirUnchanged", .vdirUnchanged(count)),
            ("calendar.vdirRemoved", .vdirRemoved(count)),
            ("calendar.vdirLeftAlone", .vdirLeftAlone(count, a(1), a(2), a(3))),
            ("calendar.vdirImported", .vdirImported(a(1), a(2), a(3))),
            ("calendar.vdirNothingNew", .vdirNothingNew(a(1))),
            ("calendar.vdirChanged", .vdirChanged(count)),
            ("calendar.vdirAdded", .vdirAdded(count)),
            ("calendar.vdirRowsRemoved", .vdirRowsRemoved(count)),
            ("calendar.vdirRowsAddedNamed", .vdirRowsAddedNamed(count)),
            ("calendar.vdirRowsRemovedNamed", .vdirRowsRemovedNamed(count)),
            ("calendar.vdirBothChanged", .vdirBothChanged(a(1), a(2))),
            ("calendar.doneRepeating", .doneRepeating(a(1), a(2))),
            ("calendar.vdirKeptHere", .vdirKeptHere(a(1), a(2))),
            ("calendar.vdirBroughtBack", .vdirBroughtBack(a(1), a(2))),
            ("calendar.rVdirWhichList", .rVdirWhichList(count)),
            ("calendar.rVdirUnwritable", .rVdirUnwritable(a(1))),
            ("calendar.rVdirUnreadable", .rVdirUnreadable(a(1))),
            ("calendar.rVdirNotCalendar", .rVdirNotCalendar(a(1))),
            ("calendar.rVdirOtherList", .rVdirOtherList(a(1), a(2))),
            ("calendar.rVdirOtherStore", .rVdirOtherStore(a(1), a(2))),
            ("calendar.rVdirNeedsFolder", .rVdirNeedsFolder(a(1))),
            ("calendar.rFolderNeedsVdir", .rFolderNeedsVdir(a(1), a(2))),
        ]
    }
}

extension CalendarMessage {
    /// The line that names one kind of thing an import could not keep. What the file
    /// wrote (a property's name, a task's title) is said `clipped`, as typed text is
    /// said back, so that a name of 5 MB makes no line past what a screen reader says whole.
    /// `named`: the tasks it was on, said by the announcer (a few, then how many more);
    /// nil where no line of that kind names them.
    static func loss(_ c: ImportLossCount, clipped: (String) -> String, named: String? = nil) -> CalendarMessage {
        let n = c.count
        switch c.loss {
        case .repeatPart(let part) where named != nil: return .lossRepeatPartOn(n, clipped(part), named ?? "")
        case .unreadable where named != nil: return .lossUnreadableIn(n, named ?? "")
        case .property(let name): return .lossProperty(n, clipped(name))
        case .component(let kind): return .lossComponent(n, clipped(kind))
        case .timeOfDay(let name): return .lossTimeOfDay(n, clipped(name))
        case .repeatPart(let part): return .lossRepeatPart(n, clipped(part))
        case .status(let status): return .lossStatus(n, clipped(status))
        case .moreReminders: return .lossMoreReminders(n)
        case .reminderWithoutDate: return .lossReminderWithoutDate(n)
        case .moreCategories: return .lossMoreCategories(n)
        case .missingParent: return .lossMissingParent(n)
        case .repeatedUID: return .lossRepeatedUID(n)
        case .noSummary: return .lossNoSummary(n)
        case .unreadable: return .lossUnreadable(n)
        case .value(let name): return .lossValue(n, clipped(name), clipped(c.task ?? ""))
        }
    }
}
