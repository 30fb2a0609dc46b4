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
    /// (with replies, in a list of messages)
    /// collapse all with focus on no row with subtasks: every such row of the list, as
    /// a row's own `collapse all` is said ("Buy bread collapsed in full, …").
    case listCollapsed(Int, MessageArgument, replies: Bool = false)
    /// {1} expanded in full, 1 row with subtasks at all levels. / … {n} rows with subtasks …
    case listExpanded(Int, MessageArgument, replies: Bool = false)
    /// All of {1} is already collapsed, 1 row with subtasks at all levels. / … {n} rows …
    case listAlreadyCollapsed(Int, MessageArgument, replies: Bool = false)
    /// All of {1} is already expanded, 1 row with subtasks at all levels. / … {n} rows …
    case listAlreadyExpanded(Int, MessageArgument, replies: Bool = false)

    public var english: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) needs a row or a section, and focus is on the title of \(a2). Move to one with next."
        case .expandNotOffered(let a1, let a2): return "expand is only for the sidebar style, and \(a1) is \(a2). Type style sidebar first."
        case .listCollapsed(let n, let list, let replies): return "\(list) collapsed in full, \(rows(n, replies)) at all levels."
        case .listExpanded(let n, let list, let replies): return "\(list) expanded in full, \(rows(n, replies)) at all levels."
        case .listAlreadyCollapsed(let n, let list, let replies): return "All of \(list) is already collapsed, \(rows(n, replies)) at all levels."
        case .listAlreadyExpanded(let n, let list, let replies): return "All of \(list) is already expanded, \(rows(n, replies)) at all levels."
        }
    }

    public var spanish: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) necesita una fila o una sección, y el foco está en el título de \(a2). Ve a una con siguiente."
        case .expandNotOffered(let a1, let a2):
            return "expandir solo vale en el estilo barra lateral, y el estilo de \(a1) es \(a2). Escribe estilo barra lateral primero."
        case .listCollapsed(let n, let list, let replies): return "\(list) plegada entera, \(filas(n, replies)) en todos los niveles."
        case .listExpanded(let n, let list, let replies): return "\(list) expandida entera, \(filas(n, replies)) en todos los niveles."
        case .listAlreadyCollapsed(let n, let list, let replies): return "\(list) ya está plegada entera, \(filas(n, replies)) en todos los niveles."
        case .listAlreadyExpanded(let n, let list, let replies): return "\(list) ya está expandida entera, \(filas(n, replies)) en todos los niveles."
        }
    }

    /// In a list of messages, rows inside rows are replies, as the rows' own lines say them.
    private func rows(_ n: Int, _ replies: Bool) -> String {
        let inside = replies ? "replies" : "subtasks"
        return n == 1 ? "1 row with \(inside)" : "\(n) rows with \(inside)"
    }

    private func filas(_ n: Int, _ replies: Bool) -> String {
        let inside = replies ? "respuestas" : "subtareas"
        return n == 1 ? "1 fila con \(inside)" : "\(n) filas con \(inside)"
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: FoldMessage)] {
        [("foldAtTitle", .atTitle(a(1), a(2))), ("foldExpandNotOffered", .expandNotOffered(a(1), a(2))),
         ("foldListCollapsed", .listCollapsed(count, a(1))), ("foldListExpanded", .listExpanded(count, a(1))),
         ("foldListAlreadyCollapsed", .listAlreadyCollapsed(count, a(1))), ("foldListAlreadyExpanded", .listAlreadyExpanded(count, a(1))),
         ("foldListCollapsedReplies", .listCollapsed(count, a(1), replies: true)), ("foldListExpandedReplies", .listExpanded(count, a(1), replies: true))]
    }
}
