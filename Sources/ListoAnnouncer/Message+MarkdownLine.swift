// A Markdown line an import refuses, said with the line and how it is written: one
// case of `Message` (`.worded`), in English and Spanish, after "line N: ".

/// What is wrong with a Markdown line, and how a list, a section or a row is written.
public enum MarkdownLineMessage: WordedMessage {
    /// "{1}" is no row: a row is written - [ ] or - [x], then its title.
    case notARow(MessageArgument)
    /// "{1}" is no list or section: a list is written # and its name, a section ## and its name.
    case notAHeading(MessageArgument)
    /// "{1}" goes deeper than {2} levels, the most rows go inside others.
    case tooDeep(MessageArgument, Int)

    public var english: String {
        switch self {
        case .notARow(let line): return "\"\(line)\" is no row: a row is written - [ ] or - [x], then its title."
        case .notAHeading(let line): return "\"\(line)\" is no list or section: a list is written # and its name, a section ## and its name."
        case .tooDeep(let line, let levels): return "\"\(line)\" goes deeper than \(levels) levels, the most rows go inside others."
        }
    }

    public var spanish: String {
        switch self {
        case .notARow(let line): return "\"\(line)\" no es una fila: una fila se escribe - [ ] o - [x], y luego su título."
        case .notAHeading(let line): return "\"\(line)\" no es una lista ni una sección: una lista se escribe # y su nombre; una sección, ## y su nombre."
        case .tooDeep(let line, let levels): return "\"\(line)\" pasa de \(levels) niveles, lo más que una fila puede estar dentro de otras."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: MarkdownLineMessage)] {
        [("markdownLine.notARow", .notARow(a(1))), ("markdownLine.notAHeading", .notAHeading(a(1))),
         ("markdownLine.tooDeep", .tooDeep(a(1), count))]
    }
}
