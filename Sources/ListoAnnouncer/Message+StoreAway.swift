// A server that can't be reached, said beside an answer that needed nothing from it
// (`where store`, `history`), which is given all the same: one case of `Message`
// (`.worded`), said after the answer, as a fact of its own.

/// The store's server away while a command that needs nothing of it is answered.
public enum StoreAwayMessage: WordedMessage {
    /// The store at {1} can't be reached now.
    case unreachableNow(MessageArgument)

    public var english: String {
        switch self {
        case .unreachableNow(let host): return "The store at \(host) can't be reached now."
        }
    }

    public var spanish: String {
        switch self {
        case .unreachableNow(let host): return "No se puede llegar ahora al almacén en \(host)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StoreAwayMessage)] {
        [("storeAway.unreachableNow", .unreachableNow(a(1)))]
    }
}
