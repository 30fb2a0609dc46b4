// find while a filter is on: it looks among the rows the filter shows, and a
// refusal says the filter's part, so that a row the filter hides never sounds
// missing. One case of `Message` (`.worded`), in English and Spanish.

/// What find says when it finds nothing while a filter is on, and what a search
/// hit or an agenda row of the open list says when the filter hides it.
public enum FindFilterMessage: WordedMessage {
    /// "{1}": no more rows in filter {2} after this one. To go back to the first, type first, then find.
    case noneAfter(MessageArgument, MessageArgument)
    /// "{1}" is only in {2}, hidden by filter {3}. Type filter off, then first, then find again.
    case onlyHiddenRow(MessageArgument, MessageArgument, MessageArgument)
    /// "{1}" is only in {n} rows, hidden by filter {2}. Type filter off, then first, then find again.
    case onlyHiddenRows(MessageArgument, Int, MessageArgument)
    /// "{1}" is in no row of {2}, even those filter {3} hides. Try a shorter text, or search to look in every list.
    case inNoRow(MessageArgument, MessageArgument, MessageArgument)
    /// hidden by filter {1}: on a search hit's or an agenda row's line, a row of the open list the filter hides.
    case hiddenBy(MessageArgument)

    public var english: String {
        switch self {
        case .noneAfter(let text, let filter):
            return "\"\(text)\": no more rows in filter \(filter) after this one. To go back to the first, type first, then find."
        case .onlyHiddenRow(let text, let row, let filter):
            return "\"\(text)\" is only in \(row), hidden by filter \(filter). Type filter off, then first, then find again."
        case .onlyHiddenRows(let text, let n, let filter):
            return "\"\(text)\" is only in \(n) rows, hidden by filter \(filter). Type filter off, then first, then find again."
        case .inNoRow(let text, let list, let filter):
            return "\"\(text)\" is in no row of \(list), even those filter \(filter) hides. Try a shorter text, or search to look in every list."
        case .hiddenBy(let filter):
            return "hidden by filter \(filter)"
        }
    }

    public var spanish: String {
        switch self {
        case .noneAfter(let text, let filter):
            return "\"\(text)\": no hay más filas del filtro \(filter) después de esta. Para volver a la primera, escribe primero y luego buscar."
        case .onlyHiddenRow(let text, let row, let filter):
            return "\"\(text)\" solo está en \(row), oculta por el filtro \(filter). Escribe filtrar no, luego primero, luego buscar otra vez."
        case .onlyHiddenRows(let text, let n, let filter):
            return "\"\(text)\" solo está en \(n) filas, ocultas por el filtro \(filter). Escribe filtrar no, luego primero, luego buscar otra vez."
        case .inNoRow(let text, let list, let filter):
            return "\"\(text)\" no está en ninguna fila de \(list), ni en las que oculta el filtro \(filter). Prueba un texto más corto, o rastrear para buscar en todas las listas."
        case .hiddenBy(let filter):
            return "oculta por el filtro \(filter)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: FindFilterMessage)] {
        [
            ("findFilter.noneAfter", .noneAfter(a(1), a(2))),
            ("findFilter.onlyHiddenRow", .onlyHiddenRow(a(1), a(2), a(3))),
            ("findFilter.onlyHiddenRows", .onlyHiddenRows(a(1), count, a(2))),
            ("findFilter.inNoRow", .inNoRow(a(1), a(2), a(3))),
            ("findFilter.hiddenBy", .hiddenBy(a(1))),
        ]
    }
}
