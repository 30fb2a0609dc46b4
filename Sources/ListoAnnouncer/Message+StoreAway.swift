// A server that can't be reached, said beside an answer that needed nothing from it
// (`where store`, `where`, `history`), which is given all the same; and a store found
// replaced on the server when the connection was made again, or gone from its database.
// One case of `Message` (`.worded`) each, said as a fact of its own or as the refusal.

/// The store's server away while a command that needs nothing of it is answered, or
/// the store there not the one the session read.
public enum StoreAwayMessage: WordedMessage {
    /// The store at {1} can't be reached now.
    case unreachableNow(MessageArgument)
    /// The store was replaced on the server; lists read again.
    case replaced
    /// the store was replaced on the server, so nothing was changed. Lists read again; now in {1}.
    case replacedNothingChanged(MessageArgument)
    /// the store was replaced on the server, so nothing was changed. Lists read again: there are none.
    case replacedNothingChangedNoList
    /// store {1} is not in its database now: it holds no listo tables. Nothing was changed.
    case gone(MessageArgument)

    public var english: String {
        switch self {
        case .unreachableNow(let host): return "The store at \(host) can't be reached now."
        case .replaced: return "The store was replaced on the server; lists read again."
        case .replacedNothingChanged(let list):
            return "the store was replaced on the server, so nothing was changed. Lists read again; now in \(list)."
        case .replacedNothingChangedNoList:
            return "the store was replaced on the server, so nothing was changed. Lists read again: there are none."
        case .gone(let store): return "store \(store) is not in its database now: it holds no listo tables. Nothing was changed."
        }
    }

    public var spanish: String {
        switch self {
        case .unreachableNow(let host): return "No se puede llegar ahora al almacén en \(host)."
        case .replaced: return "El almacén fue reemplazado en el servidor; las listas se leyeron de nuevo."
        case .replacedNothingChanged(let list):
            return "el almacén fue reemplazado en el servidor, así que no cambió nada. Listas leídas de nuevo; ahora en \(list)."
        case .replacedNothingChangedNoList:
            return "el almacén fue reemplazado en el servidor, así que no cambió nada. Listas leídas de nuevo: no hay ninguna."
        case .gone(let store): return "el almacén \(store) ya no está en su base de datos: no tiene tablas de listo. No cambió nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StoreAwayMessage)] {
        [("storeAway.unreachableNow", .unreachableNow(a(1))),
         ("storeAway.replaced", .replaced),
         ("storeAway.replacedNothingChanged", .replacedNothingChanged(a(1))),
         ("storeAway.replacedNothingChangedNoList", .replacedNothingChangedNoList),
         ("storeAway.gone", .gone(a(1)))]
    }
}
