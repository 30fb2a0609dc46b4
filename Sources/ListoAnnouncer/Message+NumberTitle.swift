// A number past the rows, when a row is titled with that number: said after the
// refusal of the number, as one case of `Message` (`.worded`), in English and Spanish.

/// What a number typed says where it could mean something else: a row titled with
/// it, a list named with it, or a search result.
public enum NumberTitleMessage: WordedMessage {
    /// For the row titled {1}, put it in quotes: "{1}".
    case quoteIt(MessageArgument)
    /// For the list named {1}, type open "{1}": after open N opened row N where a list has that name.
    case quoteList(MessageArgument)
    /// For row {1} of {2}, type goto {1}, then open: after open N in the detail found no subtask or reply N.
    case listRow(MessageArgument, MessageArgument)
    /// {1} alone does nothing here; type open {1} for search result {1}, or goto {1} for row {1}.
    case searchNumber(MessageArgument)

    public var english: String {
        switch self {
        case .quoteIt(let a1): return "For the row titled \(a1), put it in quotes: \"\(a1)\"."
        case .quoteList(let a1): return "For the list named \(a1), type open \"\(a1)\"."
        case .listRow(let a1, let a2): return "For row \(a1) of \(a2), type goto \(a1), then open."
        case .searchNumber(let a1): return "\(a1) alone does nothing here; type open \(a1) for search result \(a1), or goto \(a1) for row \(a1)."
        }
    }

    public var spanish: String {
        switch self {
        case .quoteIt(let a1): return "Para la fila titulada \(a1), ponla entre comillas: \"\(a1)\"."
        case .quoteList(let a1): return "Para la lista llamada \(a1), escribe abrir \"\(a1)\"."
        case .listRow(let a1, let a2): return "Para la fila \(a1) de \(a2), escribe ir \(a1) y luego abrir."
        case .searchNumber(let a1): return "\(a1) solo no hace nada aquí; escribe abrir \(a1) para el resultado \(a1) de la búsqueda, o ir \(a1) para la fila \(a1)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NumberTitleMessage)] {
        [("numberTitleQuoteIt", .quoteIt(a(1))), ("numberTitleQuoteList", .quoteList(a(1))),
         ("numberTitleListRow", .listRow(a(1), a(2))), ("numberTitleSearchNumber", .searchNumber(a(1)))]
    }
}
