// A store to read from that is not there (listo copy's FROM, export's and recover's
// store): said in listo's words, as a file to import or replay that is not there is,
// where the system's "No such file or directory" was said, in English whatever the
// language. One case of `Message` (`.worded`), in English and Spanish.

/// Why a store named to be read can't be.
public enum StoreNotThereMessage: WordedMessage {
    /// store {1} can't be opened: there is no such file.
    case noFile(MessageArgument)

    public var english: String {
        switch self {
        case .noFile(let store): return "store \(store) can't be opened: there is no such file."
        }
    }

    public var spanish: String {
        switch self {
        case .noFile(let store): return "no se puede abrir el almacén \(store): no existe ese archivo."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StoreNotThereMessage)] {
        [("storeNotThere.noFile", .noFile(a(1)))]
    }
}
