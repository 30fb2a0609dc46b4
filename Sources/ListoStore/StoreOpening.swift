import FoundationEssentials
import Glibc
import ListoModel

/// Deciding what a file is before a byte of it is written, and opening it the
/// only way that is safe for what it is. A path with nothing there, or an empty
/// file, becomes a new store; a listo store opens; anything else is refused and
/// left exactly as it was, with no -wal or -shm beside it.
public enum StoreMark {
    /// `PRAGMA application_id` of every store listo makes: "LSTO" in ASCII.
    public static let applicationID: Int32 = 0x4C53_544F
}

/// What a path holds, found by reading and never writing.
enum StoreKind: Equatable {
    /// Nothing there, an empty file, or an SQLite file with nothing in it: it becomes a store.
    case fresh(existed: Bool)
    /// A listo store; `marked` is false for one made before listo wrote its mark.
    case listo(version: Int64, marked: Bool)
}

/// A connection opened for a store, with what must go if opening fails half-way.
struct OpenedStore {
    let path: String
    let connection: Connection
    let readOnly: Bool
    var kind: StoreKind
    /// Files and folders that were not there before, removed if the store can't be made.
    let created: [String]
    /// Whether the file was there but empty, and is emptied again on failure.
    let wasEmpty: Bool

    /// Closes the connection and removes what opening made, so a failed start
    /// (a full disk, say) leaves the folder as it was.
    func discard() {
        connection.close()
        if wasEmpty { _ = truncate(path, 0) }
        for file in created.reversed() { try? FileManager.default.removeItem(atPath: file) }
    }
}

enum StoreOpening {
    /// Stores up to this many pages (1 MB, a few thousand rows) are checked whole at
    /// open, in 5 ms at most: SQLite's check reads every page of every table in one
    /// step that nothing can stop partway (0.4 s for 1,000,000 rows). A larger one
    /// has its lists, sections and counter checked, so that it opens at once: the rows
    /// table's damage is caught from SQLite's result codes when a page of it is read,
    /// and `listo recover` saves the rest.
    static let wholeCheckPages: Int64 = 256

    // MARK: Deciding

    /// Looks at `path` without writing anything and says what it is, or why it
    /// can't be a store.
    static func inspect(_ path: String) throws(StoreError) -> StoreKind {
        switch try examine(path) {
        case .decided(let kind): return kind
        case .sqlite(let wal, _):
            let probe = try lookingConnection(path, hasWAL: wal > 0)
            defer { probe.close() }
            return try classifying(probe, path: path)
        }
    }

    /// What the file system and the file's first 100 bytes say, before SQLite opens it.
    enum Examined {
        /// Nothing there or nothing in it: a new store.
        case decided(StoreKind)
        /// An SQLite file whose header is whole, with the size of the -wal beside it.
        case sqlite(wal: Int64, header: [UInt8])
    }

    /// The checks that need no connection: what the path is, the header's magic and
    /// application id, and a file no shorter than its header says.
    static func examine(_ path: String) throws(StoreError) -> Examined {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return .decided(.fresh(existed: false)) }
            throw .cannotOpen(path: path, .cannotOpen(String(cString: strerror(errno))))
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw .folder(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAStore(path: path) }
        let wal = fileSize(path + "-wal") ?? 0
        if info.st_size == 0 && wal == 0 { return .decided(.fresh(existed: true)) }
        var header: [UInt8] = []
        if info.st_size > 0 {
            guard let read = readHeader(path) else {
                throw .cannotOpen(path: path, .cannotOpen(String(cString: strerror(errno))))
            }
            header = read
            guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else { throw .notAStore(path: path) }
            let id = Int32(bitPattern: bigEndian(header, at: 68))
            if id != 0 && id != StoreMark.applicationID { throw .foreign(path: path, applicationID: id, tables: []) }
            // A file shorter than its header says was cut short, unless a write-ahead
            // log beside it still holds the pages: a checkpoint killed after writing
            // page 1 and before the pages past the file's end, which SQLite completes.
            let pageSize = Int64(header[16]) << 8 | Int64(header[17])
            let pages = Int64(bigEndian(header, at: 28))
            let valid = bigEndian(header, at: 24) == bigEndian(header, at: 92)
            let bytes = (pageSize == 1 ? 65536 : pageSize) * pages
            if wal == 0 && valid && pages > 0 && bytes > Int64(info.st_size) {
                throw .damaged(path: path, .truncated(expected: bytes, found: Int64(info.st_size)))
            }
        }
        return .sqlite(wal: wal, header: header)
    }

    /// Whether the header is that of a store listo marked, at the schema this build
    /// writes, with no -wal beside it (closed cleanly): such a file is opened once,
    /// for writing, and checked through that connection, where any other file is
    /// first looked at through a connection that can write nothing. Opening it for
    /// writing creates only the -wal and -shm, removed again if the check fails.
    static func isCurrentStore(_ examined: Examined) -> Bool {
        guard case .sqlite(wal: 0, let header) = examined, header.count == 100 else { return false }
        return Int32(bitPattern: bigEndian(header, at: 68)) == StoreMark.applicationID
            && Int64(Int32(bitPattern: bigEndian(header, at: 60))) == Migrations.count
    }

    /// `classify`, its failures said as what they mean for the store.
    private static func classifying(_ connection: Connection, path: String) throws(StoreError) -> StoreKind {
        do {
            return try classify(connection, path: path)
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError {
            if error.isDamage { throw .damaged(path: path, .sqlite(error.message)) }
            throw .cannotOpen(path: path, error)
        } catch {
            throw .cannotOpen(path: path, DatabaseError(code: -1, message: "\(error)", sql: nil))
        }
    }

    /// A connection that can write nothing, for deciding what a file is and for
    /// someone else's store in a folder this user can't write. With a -wal to read,
    /// mode=ro; without one, or where SQLite can't make the -shm it needs, immutable:
    /// the main file alone, and nothing created beside it.
    private static func lookingConnection(_ path: String, hasWAL: Bool) throws(StoreError) -> Connection {
        if hasWAL, let connection = try? Connection(path: path, mode: .readOnly),
           (try? connection.scalar("SELECT count(*) FROM sqlite_master")) != nil {
            return connection
        }
        do {
            let connection = try Connection(path: path, mode: .immutable)
            _ = try connection.scalar("SELECT count(*) FROM sqlite_master")
            return connection
        } catch {
            if error.isDamage { throw .damaged(path: path, .sqlite(error.message)) }
            throw .cannotOpen(path: path, error)
        }
    }

    private static func classify(_ probe: Connection, path: String) throws -> StoreKind {
        let id = Int32(truncatingIfNeeded: try probe.scalar("PRAGMA application_id") ?? 0)
        let version = try probe.scalar("PRAGMA user_version") ?? 0
        let tables = try names(probe, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if id != 0 && id != StoreMark.applicationID { throw StoreError.foreign(path: path, applicationID: id, tables: []) }
        let holdsListo = !tables.isEmpty && firstTables.allSatisfy(tables.contains)
        if id == 0 {
            if tables.isEmpty && version == 0 { return .fresh(existed: true) }
            guard holdsListo else { throw StoreError.foreign(path: path, applicationID: nil, tables: tables) }
        }
        let known = Migrations.count
        // listo's tables under a version no listo writes (0 or less, as a hand or
        // another tool may leave it): damaged, never migrated again over what it holds.
        if version < 0 || (version == 0 && !tables.isEmpty) { throw StoreError.damaged(path: path, .schemaVersion(version)) }
        if version > known { throw StoreError.newerSchema(path: path, version: version, known: known) }
        try checkSchema(probe, path: path, version: version)
        try quickCheck(probe, path: path)
        if version >= 14 { try countsCheck(probe, path: path, version: version) }
        return .listo(version: version, marked: id == StoreMark.applicationID)
    }

    /// Every table and column the store's version should have is there: asked at
    /// once of the schema SQLite has parsed, and only when something is missing read
    /// table by table to say what.
    private static func checkSchema(_ probe: Connection, path: String, version: Int64) throws {
        let expected = expectedSchema(version: version)
        if schemaHolds(probe, expected) { return }
        var present: [String: Set<String>] = [:]
        try probe.query("SELECT m.name, p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p WHERE m.type = 'table'") { c in
            present[c.text(0) ?? "", default: []].insert(c.text(1) ?? "")
        }
        for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
            let found = present[table] ?? []
            if found.isEmpty { throw StoreError.damaged(path: path, .missingTable(table)) }
            if let column = columns.sorted().first(where: { !found.contains($0) }) {
                throw StoreError.damaged(path: path, .missingColumn(table: table, column: column))
            }
        }
    }

    /// Whether every table `expected` names is a table of the store (not a view) with
    /// every column it lists, asked of the schema SQLite has already parsed, a name at a
    /// time, where a statement naming every column was compiled (0.3 ms, a twentieth
    /// of a process that reads one row, and the connection of the word index's module
    /// with it). A virtual table (the word index) has its columns checked in the
    /// statement that made it, since SQLite knows them only once its module connects.
    private static func schemaHolds(_ probe: Connection, _ expected: [String: Set<String>]) -> Bool {
        guard !expected.isEmpty else { return false }
        var unresolved: [String: Set<String>] = [:]
        for (table, columns) in expected {
            guard probe.hasColumn(table, nil) else { return false }
            if columns.contains(where: { !probe.hasColumn(table, $0) }) { unresolved[table] = columns }
        }
        for (table, columns) in unresolved {
            guard let sql = try? names(probe, "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = '\(table)'").first,
                  sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE")
            else { return false }
            // Split as bytes: a search of a String of separators for each Character cost more than the look-ups above.
            let bytes = Array(sql.utf8), separators = Array(",() \n\t".utf8)
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return false }
            let declared = Set(bytes[(open + 1)...].split(whereSeparator: separators.contains).map { String(decoding: $0, as: UTF8.self) })
            if !columns.isSubset(of: declared) { return false }
        }
        return true
    }

    /// SQLite's quick check: of the whole file when it is small, else of its small tables.
    private static func quickCheck(_ probe: Connection, path: String) throws {
        var answers: [String]
        if try probe.scalar("PRAGMA page_count") ?? 0 <= wholeCheckPages {
            answers = try names(probe, "PRAGMA quick_check(3)")
        } else {
            answers = try ["lists", "sections", "counter"].flatMap { try names(probe, "PRAGMA quick_check('\($0)')") }
            answers = answers.allSatisfy { $0 == "ok" } ? ["ok"] : answers.filter { $0 != "ok" }
        }
        if answers != ["ok"] {
            // SQLite's findings come several to an answer, under a heading; the first one says enough.
            let findings = answers.flatMap { $0.split(separator: "\n") }.filter { !$0.hasPrefix("***") }
            throw StoreError.damaged(path: path, .sqlite(findings.first.map(String.init) ?? "the quick check failed"))
        }
    }

    /// The tables the first migration makes, which a file without listo's mark must
    /// hold to be taken for an early store. Written out, as `latestSchema` is, so that
    /// opening a store runs no migration in memory; a test keeps it equal.
    static let firstTables: Set<String> = ["counter", "lists", "rows", "sections"]

    /// The tables and columns `version` migrations make.
    static func expectedSchema(version: Int64) -> [String: Set<String>] {
        version == latestSchema.version ? latestSchema.tables : migratedSchema(version: version)
    }

    /// The tables and columns of the latest version, written out so that opening a
    /// store needn't run every migration in memory first (a seventh of a listo
    /// process's start). A test keeps it equal to what the migrations make.
    static let latestSchema: (version: Int64, tables: [String: Set<String>]) = (26, [
        "counter": ["next_id"],
        "journal": ["seq", "origin", "list_id", "kind", "section_id", "row_id", "row_before"],
        "lists": ["id", "name", "position", "settings", "deleted_by"],
        "row_badges": ["list_id", "section_id", "top", "kind", "day", "row_count"],
        "row_tree": ["section_id", "level", "block", "row_count"],
        "rows": ["id", "list_id", "section_id", "parent_id", "title", "notes", "fields", "flags", "position", "expanded", "title_key", "schedule"],
        "rows_bulk_write": ["writing"],
        "rows_terms": ["term"],
        "rows_term_counts": ["term", "list_id", "section_id", "row_count"],
        "rows_words": ["title", "notes"],
        "rows_words_config": ["k", "v"],
        "rows_words_data": ["id", "block"],
        "rows_words_docsize": ["id", "sz"],
        "rows_words_idx": ["segid", "term", "pgno"],
        "sections": ["id", "list_id", "header", "footer", "collapsed", "prominence", "position", "row_count"],
        "saved_rows": [
            "saved", "origin", "depth", "id", "list_id", "section_id", "parent_id", "title", "title_key", "notes", "fields", "flags",
            "position", "expanded", "schedule",
        ],
        "settings": ["name", "value"],
    ])

    /// The tables and columns `version` migrations make, found by running them on
    /// an empty database in memory, so the check follows every new migration.
    static func migratedSchema(version: Int64) -> [String: Set<String>] {
        guard let memory = try? Connection(path: ":memory:"), (try? memory.define("listo_fold", SearchWords.fold)) != nil,
              (try? memory.defineTokens("listo_terms", tokenizer: "unicode61", arguments: Store.wordTokenizerArguments, distinct: true)) != nil
        else { return [:] }
        var schema: [String: Set<String>] = [:]
        for sql in Migrations.all.prefix(Int(version)) { try? memory.execute(sql) }
        for table in (try? names(memory, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")) ?? [] {
            schema[table] = Set((try? names(memory, "SELECT name FROM pragma_table_info('\(table)')")) ?? [])
        }
        return schema
    }

    static func names(_ connection: Connection, _ sql: String) throws(DatabaseError) -> [String] {
        var out: [String] = []
        try connection.query(sql) { c in out.append(c.text(0) ?? "") }
        return out
    }

    static func fileSize(_ path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }

    private static func readHeader(_ path: String) -> [UInt8]? {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var header = [UInt8](repeating: 0, count: 100)
        var filled = 0
        while filled < header.count {
            let n = header.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        return Array(header[..<filled])
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    // MARK: Opening

    /// Decides what `location` is, then connects: read-write where the file and
    /// its folder may be written, read-only otherwise, and immutable where even
    /// the -shm can't be made.
    static func open(_ location: Store.Location) throws(StoreError) -> OpenedStore {
        guard case .file(let path) = location else {
            do {
                let connection = try Connection(path: ":memory:")
                return OpenedStore(path: ":memory:", connection: connection, readOnly: false, kind: .fresh(existed: false), created: [], wasEmpty: false)
            } catch {
                throw .cannotOpen(path: ":memory:", error)
            }
        }
        let folders = try makeFolders(for: path)
        let examined: Examined
        do {
            examined = try examine(path)
        } catch {
            for folder in folders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
        if folders.isEmpty, isCurrentStore(examined), Store.writable(path) {
            let folder = FilePaths.folder(of: path)
            if Store.writable(folder.isEmpty ? "." : folder) { return try openOnce(path) }
        }
        let kind: StoreKind
        do {
            switch examined {
            case .decided(let decided): kind = decided
            case .sqlite(let wal, _):
                let probe = try lookingConnection(path, hasWAL: wal > 0)
                defer { probe.close() }
                kind = try classifying(probe, path: path)
            }
        } catch {
            for folder in folders.reversed() { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
        let folder = FilePaths.folder(of: path)
        let folderWritable = Store.writable(folder.isEmpty ? "." : folder)
        if kind == .fresh(existed: false) && !folderWritable {
            for made in folders.reversed() { try? FileManager.default.removeItem(atPath: made) }
            throw .folderReadOnly(path: path, folder: folder.isEmpty ? "." : folder)
        }
        let writable = kind == .fresh(existed: false) || (Store.writable(path) && folderWritable)
        if !writable {
            if case .fresh = kind { throw .readOnlyAndEmpty(path: path) }
            let wal = fileSize(path + "-wal") ?? 0
            return OpenedStore(path: path, connection: try lookingConnection(path, hasWAL: wal > 0), readOnly: true, kind: kind, created: [], wasEmpty: false)
        }
        let beside = ["", "-wal", "-shm", "-journal"].map { path + $0 }.filter { !FilePaths.exists($0) }
        do {
            let connection = try Connection(path: path, mode: .readWrite)
            return OpenedStore(path: path, connection: connection, readOnly: connection.isReadOnly, kind: kind,
                               created: folders + beside, wasEmpty: kind == .fresh(existed: true))
        } catch {
            for file in (folders + beside).reversed() { try? FileManager.default.removeItem(atPath: file) }
            throw .cannotOpen(path: path, error)
        }
    }

    /// A store listo marked at the current schema, in a file and folder that may be
    /// written: one connection for writing, checked as `inspect` checks through its
    /// own, and closed with the -wal and -shm it made removed when the check fails.
    private static func openOnce(_ path: String) throws(StoreError) -> OpenedStore {
        let beside = ["-wal", "-shm", "-journal"].map { path + $0 }.filter { !FilePaths.exists($0) }
        let connection: Connection
        do {
            connection = try Connection(path: path, mode: .readWrite)
        } catch {
            for file in beside.reversed() { try? FileManager.default.removeItem(atPath: file) }
            throw .cannotOpen(path: path, error)
        }
        // Another session closing the store holds it for a moment: the check waits as the session's reads will.
        connection.waitWhenBusy(milliseconds: 5000)
        // Temporary storage is chosen before the check: the check's statements open the
        // temporary database, and changing where it is kept after that drops the schema
        // the check parsed, so the session's first statement would parse it again.
        do {
            try connection.execute(Store.temporaryStorage)
        } catch {
            connection.close()
            for file in beside.reversed() { try? FileManager.default.removeItem(atPath: file) }
            throw .cannotOpen(path: path, error)
        }
        var opened = OpenedStore(path: path, connection: connection, readOnly: connection.isReadOnly, kind: .fresh(existed: true),
                                 created: beside, wasEmpty: false)
        do {
            opened.kind = try classifying(connection, path: path)
        } catch {
            opened.discard()
            throw error
        }
        // The pages the check read go from the connection's cache, so that the session
        // reads each from the file when it first needs it, as after a check made through
        // a connection of its own: damage done to the file since is met there.
        connection.releaseMemory()
        return opened
    }

    /// Creates the folders a new store needs, returning those it made.
    private static func makeFolders(for path: String) throws(StoreError) -> [String] {
        var missing: [String] = []
        var folder = FilePaths.folder(of: path)
        while !folder.isEmpty && folder != "/" && !FilePaths.exists(folder) {
            missing.insert(folder, at: 0)
            folder = FilePaths.folder(of: folder)
        }
        for (made, folder) in missing.enumerated() where mkdir(folder, 0o777) != 0 && errno != EEXIST {
            let reason = String(cString: strerror(errno))
            for undo in missing[..<made].reversed() { rmdir(undo) }
            throw .cannotCreateDirectory(path: folder, reason: reason)
        }
        return missing
    }
}

extension Store {
    /// Brings an opened file up to date: marks it, switches it to WAL, runs the
    /// migrations it lacks and seeds it. Nothing here runs before the file is
    /// known to be a store or a new one.
    func prepare(_ opened: OpenedStore, seed: Bool, language: Language, version last: Int64) throws {
        let version = try connection.scalar("PRAGMA user_version") ?? 0
        if opened.readOnly {
            if version < Migrations.count { throw StoreError.readOnly(path: opened.path) }
            return
        }
        if case .listo(_, marked: true) = opened.kind {} else {
            try connection.execute("PRAGMA application_id = \(StoreMark.applicationID)")
        }
        try connection.execute("PRAGMA foreign_keys = ON")
        if location != .memory { try connection.execute("PRAGMA journal_mode = WAL") }
        try connection.execute("PRAGMA synchronous = FULL")
        try migrate(from: version, to: last)
        if seed, try connection.scalar("SELECT count(*) FROM lists") == 0 {
            try transaction { () throws(DatabaseError) in try seedSamples(language) }
        }
    }

    /// What went wrong while opening, as the one reason said for it.
    public static func problem(_ error: Error, path: String) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case is LongWork.Stopped: return .stopped(path: path)
        case let error as DatabaseError:
            if error.isDamage { return .damaged(path: path, .sqlite(error.message)) }
            if error.isFull { return .diskFull(path: path) }
            return .database(path: path, error)
        default: return .database(path: path, DatabaseError(code: -1, message: "\(error)", sql: nil))
        }
    }

    /// Whether SQLite has reported damage on this store; from then on nothing is written to it.
    public var isDamaged: Bool { connection.damaged }

    /// Refuses a write once the store has been seen damaged.
    func refuseIfDamaged() throws(DatabaseError) {
        if connection.damaged { throw .damage("the store is damaged") }
    }

    /// Ends the session with the store: the main file is brought up to date with
    /// the WAL, so the .db alone holds everything, and the connection is closed.
    /// The last connection to close also removes the -wal.
    ///
    /// Every commit synced the WAL already (synchronous FULL), so the pages are copied
    /// back without SQLite's checkpoint syncing the WAL again first; the main file is
    /// synced before the WAL is emptied, so that what a commit made durable stays so.
    /// A process that changed one row synced four times, not five (`strace -e
    /// trace=fdatasync` of `listo -c 'do Snooze …'`); one that changed nothing, none.
    /// With the -wal empty (no session wrote since it was last emptied) there is
    /// nothing to copy, and none of the three statements is compiled.
    public func close() {
        if !isReadOnly && !isDamaged && location != .memory && !connection.walIsEmpty {
            do {
                try connection.execute("PRAGMA synchronous = OFF")
                var copied: Int64 = 0
                try connection.query("PRAGMA wal_checkpoint(FULL)") { c in copied = c.integer(0) == 0 ? c.integer(2) : -1 }
                if copied != 0 { try connection.syncMainFile() }
                if copied >= 0 { try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
            } catch {}
            // Whatever is left for the close's own checkpoint is synced as a commit is.
            try? connection.execute("PRAGMA synchronous = FULL")
        }
        connection.close()
    }
}
