// collapse and expand at a list's title, where neither has a row or a section to
// act on: one refusal for both, as one case of `Message` (`.worded`), in English and Spanish.

/// What collapse and expand say where they have nothing to fold or open.
public enum FoldMessage: WordedMessage {
    /// {1} needs a row or a section, and focus is on the title of {2}. Move to one with next.
    case atTitle(MessageArgument, MessageArgument)
    /// expand is only for the sidebar style, and {1} is {2}. Type style sidebar first.
    /// Said as collapse's refusal is, where sections neither fold nor open.
    case expandNotOffered(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) needs a row or a section, and focus is on the title of \(a2). Move to one with next."
        case .expandNotOffered(let a1, let a2): return "expand is only for the sidebar style, and \(a1) is \(a2). Type style sidebar first."
        }
    }

    public var spanish: String {
        switch self {
        case .atTitle(let a1, let a2): return "\(a1) necesita una fila o una sección, y el foco está en el título de \(a2). Ve a una con siguiente."
        case .expandNotOffered(let a1, let a2):
            return "expandir solo vale en el estilo barra lateral, y el estilo de \(a1) es \(a2). Escribe estilo barra lateral primero."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FoldMessage)] {
        [("foldAtTitle", .atTitle(a(1), a(2))), ("foldExpandNotOffered", .expandNotOffered(a(1), a(2)))]
    }
}
