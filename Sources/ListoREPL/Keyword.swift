import ListoModel

/// The keywords several commands take, each declared once here and named in
/// those commands' declarations.
extension Keyword {
    public static let on = Keyword("on", "sí")
    public static let off = Keyword("off", "no")
    /// The words that end a filter: off, and in Spanish no, what a Spanish listener
    /// says of a filter that is off (filtrar desactivado, filtrar apagado) and what one
    /// says to turn it off (filtrar quitar, filtrar desactivar). A word to find as text
    /// among them is typed in quotes, as any other.
    public static let filterOff = Keyword("off", "no", "desactivado", "apagado", "quitar", "desactivar")
    public static let all = Keyword("all", "todo", "todas", "todos")
    public static let selection = Keyword("selection", "selección")
    public static let next = Keyword("next", "siguiente")
    public static let previous = Keyword("previous", "anterior")
    public static let first = Keyword("first", "primero", "primera")
    public static let last = Keyword("last", "último", "última")
    public static let top = Keyword("top", "principio")
    public static let bottom = Keyword("bottom", "final")
    public static let to = Keyword("to", "a")
    public static let add = Keyword("add", "añadir")
    public static let rename = Keyword("rename", "renombrar")
    public static let delete = Keyword("delete", "borrar")
    public static let remove = Keyword("remove", "quitar")
    public static let move = Keyword("move", "mover")
    public static let list = Keyword("list", "lista")
    public static let section = Keyword("section", "sección")
    public static let leading = Keyword("leading", "inicio")
    public static let trailing = Keyword("trailing", "final")
    /// A swipe by its direction, as a phone's user says it: a finger swiping left
    /// uncovers the row's trailing edge, swiping right its leading edge.
    public static let left = Keyword("left", "izquierda")
    public static let right = Keyword("right", "derecha")
    public static let full = Keyword("full", "completo")
    public static let byDefault = Keyword("default", "predeterminada", "predeterminado")
    public static let before = Keyword("before", "antes")
    /// Words that turn a repeat or a reminder off, beside off itself.
    public static let never = Keyword("never", "nunca")
    public static let none = Keyword("none", "ninguno", "ninguna")
    /// The start date in `set start monday` and `unset start`: the row's own, not a declared field.
    public static let start = Keyword("start", "inicio", "empieza")
    /// The start date by the state it gives a row (`set waiting friday`, `poner espera
    /// viernes`): the way to it where a list declares a field named start, which `set start` sets.
    public static let waiting = Keyword("waiting", "espera")
    /// The words that clear a start date as a value (`set start off`), as `unset start` does.
    public static let startOff: [Keyword] = [.off, .none]
}
