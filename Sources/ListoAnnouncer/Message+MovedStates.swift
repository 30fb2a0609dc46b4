// What rows moved into another list leave behind: the states that list does not
// keep (`StateTruth.movedIn`); and the values they keep that it declares no field
// for; said after the move, as one case of `Message` (`.worded`), in English and Spanish.

/// The states rows moved into a list left behind there, and the values they kept.
public enum MovedStatesMessage: WordedMessage {
    /// {1} left behind: {2} keeps no such state. ({1}: one state, or several joined.)
    case left(MessageArgument, MessageArgument, several: Bool)
    /// {1} kept, though {2} has no such field. ({1}: one field, or several joined.)
    case kept(MessageArgument, MessageArgument, several: Bool)

    public var english: String {
        switch self {
        case .left(let a1, let a2, let several): return "\(a1) left behind: \(a2) keeps no such \(several ? "states" : "state")."
        case .kept(let a1, let a2, let several): return "\(a1) kept, though \(a2) has no such \(several ? "fields" : "field")."
        }
    }

    public var spanish: String {
        switch self {
        case .left(let a1, let a2, let several):
            return several ? "\(a1) se quedan atrás: \(a2) no guarda esos estados." : "\(a1) se queda atrás: \(a2) no guarda ese estado."
        case .kept(let a1, let a2, let several):
            return several ? "\(a1) se conservan, aunque \(a2) no tiene esos campos." : "\(a1) se conserva, aunque \(a2) no tiene ese campo."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: MovedStatesMessage)] {
        [("movedStatesLeft", .left(a(1), a(2), several: false)), ("movedStatesLeftSeveral", .left(a(1), a(2), several: true)),
         ("movedStatesKept", .kept(a(1), a(2), several: false)), ("movedStatesKeptSeveral", .kept(a(1), a(2), several: true))]
    }
}
