// collapse and expand at a list's title, where neither has a row or a section to
// act on: one refusal for both; and collapse all and expand all where focus is on no
// row with subtasks, which fold or open every row with subtasks in the list. One case
// of `Message` (`.worded`), in English and Spanish.

/// What collapse and expand say where they have nothing to fold or open, and what
/// all says of a whole list.
public enum FoldMessage: WordedMessage {
    /// {1} needs a row or a section, and focus is on the title of {2}. Move to one with next.
    case atTitle(MessageArgument, MessageArgument)
    /// expand is only for the sidebar style, and {1} is {2}. Type style sidebar first.
    /// Said as collapse's refusal is, where sections neither fold nor open.
    case expandNotOffered(MessageArgument, MessageArgument)
    /// {1} collapsed in full, 1 row with subtasks at all levels. / … {n} rows with subtasks …
    /// collapse all with focus on no row with subtasks: every such row of the list, as
    /// a row's own `collapse all` is said ("Buy bread collapsed in full, …").
    case listCollapsed(Int, MessageArgument)
    /// {1} expanded in full, 1 row with subtasks at all levels. / … {n} rows with subtasks …
    case listExpanded(Int, MessageArgument)
    /// All of {1} is already collapsed, 1 row with subtasks at all levels. / … {n} rows …
    case listAlreadyCollapsed(Int, MessageArgument)
    /// All of {1} is already expanded, 1 row with subtasks at all levels. / … {n} rows …
    case listAlreadyExpanded(Int, MessageArgument)

    public var english: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) needs a row or a section, and focus is on the title of \(a2). Move to one with next."
        case .expandNotOffered(let a1, let a2): return "expand is only for the sidebar style, and \(a1) is \(a2). Type style sidebar first."
        case .listCollapsed(let n, let list): return "\(list) collapsed in full, \(rows(n)) at all levels."
        case .listExpanded(let n, let list): return "\(list) expanded in full, \(rows(n)) at all levels."
        case .listAlreadyCollapsed(let n, let list): return "All of \(list) is already collapsed, \(rows(n)) at all levels."
        case .listAlreadyExpanded(let n, let list): return "All of \(list) is already expanded, \(rows(n)) at all levels."
        }
    }

    public var spanish: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) necesita una fila o una sección, y el foco está en el título de \(a2). Ve a una con siguiente."
        case .expandNotOffered(let a1, let a2):
            return "expandir solo vale en el estilo barra lateral, y el estilo de \(a1) es \(a2). Escribe estilo barra lateral primero."
        case .listCollapsed(let n, let list): return "\(list) plegada entera, \(filas(n)) en todos los niveles."
        case .listExpanded(let n, let list): return "\(list) expandida entera, \(filas(n)) en todos los niveles."
        case .listAlreadyCollapsed(let n, let list): return "\(list) ya está plegada entera, \(filas(n)) en todos los niveles."
        case .listAlreadyExpanded(let n, let list): return "\(list) ya está expandida entera, \(filas(n)) en todos los niveles."
        }
    }

    private func rows(_ n: Int) -> String { n == 1 ? "1 row with subtasks" : "\(n) rows with subtasks" }
    private func filas(_ n: Int) -> String { n == 1 ? "1 fila con subtareas" : "\(n) filas con subtareas" }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: FoldMessage)] {
        [("foldAtTitle", .atTitle(a(1), a(2))), ("foldExpandNotOffered", .expandNotOffered(a(1), a(2))),
         ("foldListCollapsed", .listCollapsed(count, a(1))), ("foldListExpanded", .listExpanded(count, a(1))),
         ("foldListAlreadyCollapsed", .listAlreadyCollapsed(count, a(1))), ("foldListAlreadyExpanded", .listAlreadyExpanded(count, a(1)))]
    }
}
