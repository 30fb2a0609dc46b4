/// Why a store could not be opened or written. The words are the announcer's.
public enum StoreError: Error, Hashable, Sendable {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotOpen(path: String, DatabaseError)
    case notAStore(path: String)
    case newerSchema(path: String, version: Int64, known: Int64)
    case readOnly(path: String)
    case diskFull(path: String)
    case database(path: String, DatabaseError)
}
