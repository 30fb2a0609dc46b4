// --store given libpq's key=value words, which listo would take for a file's name:
// one case of `Message` (`.worded`), said before the usage hint, never with the password.

/// A --store value written as a libpq connection string, and the URI to write instead.
public enum StoreKeyValueMessage: WordedMessage {
    /// --store takes a PostgreSQL server as a postgresql:// URI, not as key=value words: write {1}
    case writeURI(MessageArgument)

    public var english: String {
        switch self {
        case .writeURI(let uri): return "--store takes a PostgreSQL server as a postgresql:// URI, not as key=value words: write \(uri)"
        }
    }

    public var spanish: String {
        switch self {
        case .writeURI(let uri): return "--store toma un servidor PostgreSQL como URI postgresql://, no como palabras clave=valor: escribe \(uri)"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: StoreKeyValueMessage)] {
        [("storeKeyValue.writeURI", .writeURI(a(1)))]
    }
}
