// What an export could not write, said on standard error beside the file, as one
// case of `Message` (`.export`), worded here in English and Spanish.

/// What an export left out or changed to fit its format.
public enum ExportMessage: Sendable {
    /// Left out {1} on 1 row: todo.txt keeps other fields only as true or false. / Left out {1} on {n} rows: …
    case leftOut(Int, MessageArgument)
    /// Left out the swipe actions of 1 list, {1}: Markdown has no place for them; JSON keeps them. / … of {n} lists: {1}. …
    case actionsLeftOut(Int, MessageArgument)
    /// Left out the repeat, start or reminder of 1 row, {1}: Markdown has no place for them; JSON keeps them. / … of {n} rows: {1}. …
    case schedulesLeftOut(Int, MessageArgument)
    /// Flattened 1 subtask: todo.txt has no nesting, so it follows its parent. / Flattened {n} subtasks: …
    case flattened(Int)
    /// Left out the notes of 1 row, {1}: todo.txt has no place for them; JSON and Markdown keep them. / … of {n} rows: {1}. …
    case notesLeftOut(Int, MessageArgument)
    /// Wrote only {1}: a todo.txt file holds one list, and the store has 1 more. Add --list NAME to write another. / … {n} more. …
    /// todo.txt without --list, from a store of several lists: which one went out, said
    /// beside the file, where the others were left out without a word.
    case oneList(Int, MessageArgument)

    var english: String {
        switch self {
        case .leftOut(let n, let a1): return counted(n, none: nil, one: "Left out \(a1) on 1 row: todo.txt keeps other fields only as true or false.", many: "Left out \(a1) on \(n) rows: todo.txt keeps other fields only as true or false.")
        case .actionsLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Left out the swipe actions of 1 list, \(a1): Markdown has no place for them; JSON keeps them.",
                           many: "Left out the swipe actions of \(n) lists: \(a1). Markdown has no place for them; JSON keeps them.")
        case .schedulesLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Left out the repeat, start or reminder of 1 row, \(a1): Markdown has no place for them; JSON keeps them.",
                           many: "Left out the repeats, starts and reminders of \(n) rows: \(a1). Markdown has no place for them; JSON keeps them.")
        case .flattened(let n): return counted(n, none: nil, one: "Flattened 1 subtask: todo.txt has no nesting, so it follows its parent.", many: "Flattened \(n) subtasks: todo.txt has no nesting, so each follows its parent.")
        case .notesLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Left out the notes of 1 row, \(a1): todo.txt has no place for them; JSON and Markdown keep them.",
                           many: "Left out the notes of \(n) rows: \(a1). todo.txt has no place for them; JSON and Markdown keep them.")
        case .oneList(let n, let a1):
            return "Wrote only \(a1): a todo.txt file holds one list, and the store has \(n) more. Add --list NAME to write another."
        }
    }

    var spanish: String {
        switch self {
        case .leftOut(let n, let a1): return counted(n, none: nil, one: "Sin exportar \(a1) en 1 fila: todo.txt solo guarda otros campos como sí o no.", many: "Sin exportar \(a1) en \(n) filas: todo.txt solo guarda otros campos como sí o no.")
        case .actionsLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Sin exportar las acciones de deslizar de 1 lista, \(a1): Markdown no tiene sitio para ellas; JSON las guarda.",
                           many: "Sin exportar las acciones de deslizar de \(n) listas: \(a1). Markdown no tiene sitio para ellas; JSON las guarda.")
        case .schedulesLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Sin exportar la repetición, el inicio o el aviso de 1 fila, \(a1): Markdown no tiene sitio para ellos; JSON los guarda.",
                           many: "Sin exportar las repeticiones, inicios y avisos de \(n) filas: \(a1). Markdown no tiene sitio para ellos; JSON los guarda.")
        case .flattened(let n): return counted(n, none: nil, one: "Aplanada 1 subtarea: todo.txt no anida filas, así que va tras su madre.", many: "Aplanadas \(n) subtareas: todo.txt no anida filas, así que cada una va tras su madre.")
        case .notesLeftOut(let n, let a1):
            return counted(n, none: nil, one: "Sin exportar las notas de 1 fila, \(a1): todo.txt no tiene sitio para ellas; JSON y Markdown las guardan.",
                           many: "Sin exportar las notas de \(n) filas: \(a1). todo.txt no tiene sitio para ellas; JSON y Markdown las guardan.")
        case .oneList(let n, let a1):
            return "Solo se escribió \(a1): un archivo todo.txt guarda una lista, y el almacén tiene \(n) más. Añade --list NOMBRE para escribir otra."
        }
    }

    private func counted(_ n: Int, none: String?, one: String, many: String) -> String {
        if n == 0, let none { return none }
        return n == 1 ? one : many
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: ExportMessage)] {
        [
            ("exportedLeftOut", .leftOut(count, a(1))),
            ("exportedActionsLeftOut", .actionsLeftOut(count, a(1))),
            ("exportedSchedulesLeftOut", .schedulesLeftOut(count, a(1))),
            ("exportedFlat", .flattened(count)),
            ("exportedNotesLeftOut", .notesLeftOut(count, a(1))),
            ("exportedOneList", .oneList(count, a(1))),
        ]
    }
}
