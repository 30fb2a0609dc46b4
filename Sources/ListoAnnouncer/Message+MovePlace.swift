// move to top (to bottom, to up, to down): to takes a row, so top was looked for as a
// row's title and refused as one no row has, though the person named a place move takes
// without to. The refusal says so and the move to type. One group of `Message`
// (`.worded`), in English and Spanish.

/// A place move takes, as move's usage line names it.
public enum MovePlace: Sendable, Equatable {
    case up, down, top, bottom
}

/// What move to says when its words are a place, not a row.
public enum MovePlaceMessage: WordedMessage {
    /// "{1}" is not a row here. Type move top.
    case place(MessageArgument, MovePlace)

    public var english: String {
        switch self {
        case .place(let typed, let place):
            let word = switch place { case .up: "up"; case .down: "down"; case .top: "top"; case .bottom: "bottom" }
            return "\"\(typed)\" is not a row here. Type move \(word)."
        }
    }

    public var spanish: String {
        switch self {
        case .place(let typed, let place):
            let word = switch place { case .up: "arriba"; case .down: "abajo"; case .top: "al principio"; case .bottom: "al final" }
            return "\"\(typed)\" no nombra ninguna fila de aquí. Escribe mover \(word)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: MovePlaceMessage)] {
        [("movePlace.up", .place(a(1), .up)), ("movePlace.down", .place(a(1), .down)),
         ("movePlace.top", .place(a(1), .top)), ("movePlace.bottom", .place(a(1), .bottom))]
    }
}
