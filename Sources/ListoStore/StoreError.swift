/// Why a store could not be opened or written. The words are the announcer's.
public enum StoreError: Error, Hashable, Sendable {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotOpen(path: String, DatabaseError)
    case notAStore(path: String)
    /// A folder given where a store file was meant.
    case folder(path: String)
    case newerSchema(path: String, version: Int64, known: Int64)
    case readOnly(path: String)
    case diskFull(path: String)
    case database(path: String, DatabaseError)
    /// Another program's SQLite file: its application id, or its own tables.
    case foreign(path: String, applicationID: Int32?, tables: [String])
    case damaged(path: String, Damage)
    /// An empty file that may not be written can't become a store.
    case readOnlyAndEmpty(path: String)
    /// A new store's folder may not be written.
    case folderReadOnly(path: String, folder: String)
    /// `listo recover` writes only to a path that holds nothing yet.
    case recoveryTargetExists(path: String)
    /// A server's schema that the connection's search_path names first and is not there.
    case schemaMissing(path: String, schema: String)
    /// A schema the search_path names first that the role may not use (no USAGE).
    case schemaNotUsable(path: String, role: String, schema: String)
    /// A role that may not read listo's tables in the schema (SELECT), owned by `owner`.
    case schemaNotReadable(path: String, role: String, schema: String, owner: String)
    /// A role that may not make listo's tables in the schema: `upgrade` names the
    /// tables' owner when they are there at an older version, nil when there are none yet.
    case schemaNotCreatable(path: String, role: String, schema: String, upgradeOwner: String?)
    /// A server's database that held the store when the session opened it, reached
    /// again holding no listo store: dropped and made again, perhaps while a copy is put in.
    case gone(path: String)
    /// A store to read from (copy's, export's, recover's) that is not there.
    case notThere(path: String)
    /// A server that would not open its store, for a cause listo has words for.
    case serverRefused(path: String, ServerRefusal)
    /// Work on the store at `path` stopped by a signal (`LongWork`): what it wrote was taken back.
    case stopped(path: String)

    /// A store to read from that is not there: no file is made for it.
    public static func missing(_ path: String) -> StoreError { .notThere(path: path) }
}

/// Why a server would not open its store, where libpq's words put the cause last, after
/// the socket's path and the server's "FATAL:" (a wrong password ran to 225 characters).
/// What listo has no words for is still said in libpq's, as `cannotOpen`.
public enum ServerRefusal: Hashable, Sendable {
    /// The server refused the password given for `role`.
    case passwordRefused(role: String)
    /// The server asked `role` for a password, and none was found.
    case noPassword(role: String)
    /// Nothing listens at the address: the server is not running there.
    case noServer
    /// No address is known for the host's name (DNS, /etc/hosts): a name mistyped, or a network away.
    case unknownHost(String)
    /// The server has no database of that name.
    case noDatabase(String)
    /// The server has no role of that name.
    case noRole(String)
    /// One of listo's tables is gone from a store at the current schema version: dropped by hand.
    case missingTable(String)
}

/// What is wrong with a damaged store.
public enum Damage: Hashable, Sendable {
    case missingTable(String)
    case missingColumn(table: String, column: String)
    case truncated(expected: Int64, found: Int64)
    /// A schema version (`PRAGMA user_version`) no listo writes: below zero.
    case schemaVersion(Int64)
    /// A section's count of rows that its tree of counts disagrees with: one was
    /// changed by hand, so numbers, pages and counts in that list would be wrong.
    case countsDisagree(list: String)
    /// SQLite's own words: a quick check's finding or a corrupt page met while reading.
    case sqlite(String)
}
