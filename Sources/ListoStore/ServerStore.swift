import FoundationEssentials
import ListoModel

/// A store on a PostgreSQL server: the same lists, journal and answers as the
/// SQLite store, behind the same `Repository`. Writers are serialized by a short
/// transaction that locks the counter's one row (as SQLite's BEGIN IMMEDIATE
/// does the file), so the journal's positions are given out in the order their
/// transactions commit; each commit notifies the others with its last position,
/// and a notification is only a wake-up: what changed is read from the journal.
public final class ServerStore: Repository {
    public let address: ServerAddress
    let connection: ServerConnection
    let origin = Int64.random(in: 1...Int64.max)
    public private(set) var appliedSeq: Int64 = 0
    public var library = Library()
    /// What the session derived from its reads, good for one journal entry and one day.
    public var cache = ReadCache()
    let damage = DamageLog()
    public private(set) var isReadOnly = false
    /// The role that may only read, and who can let it write, while `isReadOnly`.
    public private(set) var readOnlyRole: ReadOnlyRole?
    /// A database this opening made a store of: its first start. Settable for a
    /// transcript recorded in memory, where there is no first start, replayed here.
    public var isNew = false
    public var isInMemory: Bool { false }
    /// `where store` and every message name the server this way, never with a password.
    public var path: String { address.description }
    /// The host and port, as the message for a server that can't be reached names it.
    public var host: String { address.host }
    /// The last journal position this session's open transaction wrote, until it commits.
    fileprivate var writing: Int64?
    /// A commit sent whose answer never came: its last journal position, looked up on reconnecting.
    private var unanswered: Int64?
    /// What reconnecting found of an unanswered commit, until `news` takes it in.
    private var commitFound: Bool?
    /// What `news` took in of it, until the session says it.
    private var commitLookedUp: Bool?
    /// The schema the connection's search_path names first, as opening found it.
    private var schemaNamed: String?
    /// A lost connection being made again while the prompt waits (see `ChangeWatch`).
    var reconnecting: ServerConnection.Resetting?
    /// The store's identity (`listo_meta`'s `store`, server migration 11), as this session read it.
    private var identity: String?
    /// The last journal position known to be committed: read from the journal, or this session's own commit.
    private var journalSeen: Int64 = 0
    /// A connection made again whose store has not yet been compared with the one this session read.
    private var unchecked = false
    /// The store found replaced on connecting again, until `news` says so.
    private var replacedFound = false

    /// The notification channel every listo session on a database listens on.
    static let channel = "listo_changes"

    /// Connects, decides what the database's schema holds, and makes it a store
    /// when it holds nothing: another application's tables are refused, untouched.
    public init(_ address: ServerAddress, seed: Bool, language: Language = .en) throws(StoreError) {
        do {
            connection = try ServerConnection(address)
        } catch {
            let said = address.settled(at: error.tried)
            if let refusal = Self.refusal(error, role: said.value("user") ?? "") { throw .serverRefused(path: said.description, refusal) }
            throw .cannotOpen(path: said.description, DatabaseError(code: -1, message: error.message, sql: nil))
        }
        self.address = connection.address
        do {
            try prepare(seed: seed, language: language)
            try connection.execute("LISTEN listo_changes")
            (identity, appliedSeq) = try mark()
            journalSeen = appliedSeq
        } catch {
            connection.close()
            throw Self.problem(error, at: self.address.description)
        }
    }

    /// What went wrong on the server, as the one reason said for it: a store error
    /// as it is, the server's message otherwise.
    static func problem(_ error: Error, at path: String) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case let error as ServerError: return .database(path: path, DatabaseError(code: -1, message: error.message, sql: nil))
        default: return .database(path: path, DatabaseError(code: -1, message: "\(error)", sql: nil))
        }
    }

    /// A connection refused for a cause listo says in its own words, nil for any other.
    /// Connecting gives no SQLSTATE, so the server's words are read: PostgreSQL's English,
    /// as a server with lc_messages in another language is said in libpq's words.
    static func refusal(_ error: ServerError, role: String) -> ServerRefusal? {
        let message = error.message
        if error.wantedPassword { return .noPassword(role: role) }
        if let user = message.firstMatch(of: /password authentication failed for user "([^"]*)"/)?.1 { return .passwordRefused(role: String(user)) }
        if let name = message.firstMatch(of: /FATAL:\s+database "([^"]*)" does not exist/)?.1 { return .noDatabase(String(name)) }
        if let name = message.firstMatch(of: /FATAL:\s+role "([^"]*)" does not exist/)?.1 { return .noRole(String(name)) }
        if let name = message.firstMatch(of: /could not translate host name "([^"]*)" to address/)?.1 { return .unknownHost(String(name)) }
        // Nothing listens on the port, or no socket is in the folder.
        if message.hasSuffix("Connection refused") || (message.contains("on socket") && message.hasSuffix("No such file or directory")) {
            return .noServer
        }
        return nil
    }

    /// A postgresql:// or postgres:// URI (or libpq's key=value form, which --store refuses
    /// before it gets here), with the PG* variables for what it leaves out.
    public convenience init(uri: String, seed: Bool, language: Language = .en) throws(StoreError) {
        let address: ServerAddress
        do {
            address = try ServerAddress(uri)
        } catch {
            throw .cannotOpen(path: ServerAddress.typedWithoutPassword(uri), DatabaseError(code: -1, message: error.message, sql: nil))
        }
        try self.init(address, seed: seed, language: language)
    }

    public func close() { connection.close() }

    /// SQL of the benchmark's own (its generator, a bare commit), sent as it is.
    public func executeForTesting(_ sql: String) throws { try connection.execute(constant: sql) }

    /// The tables (and views) of the schema the connection works in (its search_path's
    /// first), from the catalog, which every role may read: information_schema shows a
    /// role only the tables it has some privilege on, so a role with none saw an empty
    /// schema, tried to make listo's tables there, and was told it may not upgrade them.
    private func tables() throws(ServerError) -> [String] {
        var names: [String] = []
        try connection.query(
            """
            SELECT c.relname FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY c.relname
            """
        ) { c in names.append(c.text(0) ?? "") }
        return names
    }

    /// A role that may not read listo's tables (SELECT on each) is refused by name, with
    /// the grant their owner can run, before anything is read or tried.
    private func refuseUnreadable(_ found: [String]) throws {
        let listos = found.filter(ServerMigrations.tables.contains)
        var unreadable = 0, role = "", schema = "", owner = ""
        try connection.query(
            """
            SELECT count(*) FILTER (WHERE NOT has_table_privilege(c.oid, 'SELECT')), current_user, current_schema(),
                (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'listo_meta')
            FROM pg_class AS c JOIN pg_namespace AS n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relname = ANY($1::text[])
            """, [.text(Self.arrayLiteral(listos))]
        ) { c in
            unreadable = Int(c.integer(0))
            role = c.text(1) ?? ""
            schema = c.text(2) ?? ""
            owner = c.text(3) ?? ""
        }
        if unreadable > 0 { throw StoreError.schemaNotReadable(path: path, role: role, schema: schema, owner: owner) }
    }

    private func prepare(seed: Bool, language: Language) throws {
        try refuseMissingSchema()
        let found = try tables()
        var version: Int64 = 0
        if !found.isEmpty {
            guard found.contains("listo_meta") else {
                throw StoreError.foreign(path: path, applicationID: nil, tables: found)
            }
            try refuseUnreadable(found)
            var application = ""
            try connection.query("SELECT name, value FROM listo_meta WHERE name IN ('application', 'version')") { c in
                if c.text(0) == "application" { application = c.text(1) ?? "" } else { version = Int64(c.text(1) ?? "") ?? 0 }
            }
            guard application == ServerMigrations.application else {
                throw StoreError.foreign(path: path, applicationID: nil, tables: found)
            }
            if version > Int64(ServerMigrations.all.count) {
                throw StoreError.newerSchema(path: path, version: version, known: Int64(ServerMigrations.all.count))
            }
            // At the current version every table is there, unless one was dropped by hand:
            // damage named, where the first statement to read it said the server's words.
            if version == Int64(ServerMigrations.all.count), let gone = ServerMigrations.tables.sorted().first(where: { !found.contains($0) }) {
                throw StoreError.serverRefused(path: path, .missingTable(gone))
            }
        }
        if version < Int64(ServerMigrations.all.count) {
            isNew = found.isEmpty
            try migrate(seed: seed && found.isEmpty, language: language)
        }
        isReadOnly = try !mayWrite()
        readOnlyRole = try isReadOnly ? roleThatMayOnlyRead() : nil
        if seed, !isReadOnly { try seedIfEmpty(language) }
    }

    /// `--demo` fills a store that holds no lists, new or not, as it does a SQLite
    /// file: under the schema's advisory lock, so two sessions seed it once, and the
    /// write lock (the counter's row), so that lists a change is writing meanwhile
    /// (`listo copy` into the store) are counted once it commits: else the samples
    /// took the ids it took and wrote over its first lists, sections and rows.
    private func seedIfEmpty(_ language: Language) throws {
        try connection.execute("BEGIN")
        do {
            try connection.query("SELECT pg_advisory_xact_lock(8421)")
            try connection.query("SELECT next_id FROM counter FOR UPDATE")
            if try connection.scalar("SELECT count(*) FROM lists") == 0 { try seedSamples(language) }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Each migration not yet run, in its own transaction under an advisory lock,
    /// the version read again under the lock so that two sessions opening a new
    /// database at once make its schema once.
    private func migrate(seed: Bool, language: Language) throws {
        for (index, sql) in ServerMigrations.all.enumerated() {
            try connection.execute("BEGIN")
            do {
                try connection.query("SELECT pg_advisory_xact_lock(8421)")
                let present = try tables().contains("listo_meta")
                let done = present ? Int64(try versionText() ?? "") ?? 0 : 0
                if done <= Int64(index) {
                    let now = try tables()
                    if index == 0 ? !now.isEmpty : !present { throw StoreError.foreign(path: path, applicationID: nil, tables: now) }
                    try connection.execute(constant: sql)
                    try connection.query("UPDATE listo_meta SET value = $1 WHERE name = 'version'", [.text(String(index + 1))])
                    // The samples, once the schema is whole, with the migration that finishes it.
                    if index == ServerMigrations.all.count - 1 && seed { try seedSamples(language) }
                }
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                if let error = error as? ServerError, error.isPermission {
                    throw try notCreatable()
                }
                throw error
            }
        }
    }

    /// The schema the connection's search_path names first, when it is not there or
    /// the role may not use it: PostgreSQL then works in the next one named, or in none
    /// (`current_schema()` NULL), and libpq's words for what followed named neither the
    /// schema nor what to do.
    /// `"$user"`, which PostgreSQL passes over when the role has no schema of its name, is passed over alike.
    private func refuseMissingSchema() throws {
        var searchPath = "", current: String?, user = ""
        try connection.query("SELECT current_setting('search_path'), current_schema(), current_user") { c in
            searchPath = c.text(0) ?? ""
            current = c.isNull(1) ? nil : c.text(1)
            user = c.text(2) ?? ""
        }
        let named = searchPath.split(separator: ",").map { part -> String in
            let name = String(part).trimmingSpaces()
            return name.count > 1 && name.hasPrefix("\"") && name.hasSuffix("\"") ? String(name.dropFirst().dropLast()) : name
        }
        guard let first = named.first(where: { $0 != "$user" || current == user }) else { return }
        let wanted = first == "$user" ? user : first
        schemaNamed = wanted
        guard wanted != current else { return }
        let exists = try connection.scalar("SELECT count(*) FROM pg_namespace WHERE nspname = $1", [.text(wanted)]) ?? 0
        if exists == 0 { throw StoreError.schemaMissing(path: path, schema: wanted) }
        // There, and passed over all the same: the role may not use it.
        throw StoreError.schemaNotUsable(path: path, role: user, schema: wanted)
    }

    /// A role refused making listo's tables (a new store) or changing them (an upgrade):
    /// named with its schema, and the owner of the tables there to upgrade.
    private func notCreatable() throws -> StoreError {
        var role = "", schema = "", owner: String?
        try connection.query("""
            SELECT current_user, coalesce(current_schema(), ''),
                (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'listo_meta')
            """) { c in
            role = c.text(0) ?? ""
            schema = c.text(1).flatMap { $0.isEmpty ? nil : $0 } ?? schemaNamed ?? ""
            owner = c.isNull(2) ? nil : c.text(2)
        }
        return .schemaNotCreatable(path: path, role: role, schema: schema, upgradeOwner: owner)
    }

    private func versionText() throws(ServerError) -> String? {
        var out: String?
        try connection.query("SELECT value FROM listo_meta WHERE name = 'version'") { c in out = c.text(0) }
        return out
    }

    /// Whether this role may change the store: every table a change writes.
    private func mayWrite() throws(ServerError) -> Bool {
        var may = false
        try connection.query(
            """
            SELECT has_table_privilege('rows', 'INSERT, UPDATE, DELETE') AND has_table_privilege('sections', 'INSERT, UPDATE, DELETE')
                AND has_table_privilege('lists', 'INSERT, UPDATE, DELETE') AND has_table_privilege('row_words', 'INSERT, DELETE')
                AND has_table_privilege('journal', 'INSERT, DELETE') AND has_table_privilege('counter', 'UPDATE')
                AND has_table_privilege('settings', 'INSERT, UPDATE, DELETE')
                AND has_sequence_privilege('journal_seq_seq', 'USAGE')
            """
        ) { c in may = c.integer(0) != 0 }
        return may
    }

    /// The role, the schema and the owner of listo's tables, for the advice a change
    /// refused to a role that may only read gives: the owner's grant, where "open a
    /// writable store" was said of a store that is writable, to others.
    private func roleThatMayOnlyRead() throws(ServerError) -> ReadOnlyRole {
        var found = ReadOnlyRole(role: "", schema: "", owner: "")
        try connection.query(
            """
            SELECT current_user, current_schema(),
                (SELECT tableowner FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'listo_meta')
            """
        ) { c in found = ReadOnlyRole(role: c.text(0) ?? "", schema: c.text(1) ?? "", owner: c.text(2) ?? "") }
        return found
    }

    private func seedSamples(_ language: Language) throws {
        let first = try connection.scalar("SELECT next_id FROM counter") ?? 1
        let (samples, next) = Samples.library(firstID: first, language: language)
        try insert(samples)
        try connection.query("UPDATE counter SET next_id = $1", [.integer(next)])
    }

    /// Writes whole lists, for seeding, importing and copying.
    public func insert(_ lists: Library) throws { try writeLists(lists) }

    // MARK: Reaching the server

    /// Before a command: a connection found lost is made again, the store it reaches
    /// compared with the one this session read, and a commit whose answer never came
    /// looked up in the journal. Throws the server's error (`lost`) while it still
    /// can't be reached, and `StoreError.gone` while the database holds no store.
    func ensureConnected() throws {
        connection.readWaitingInput()
        if connection.isOpen && !unchecked { return }
        if !connection.isOpen {
            reconnecting = nil
            try connection.reconnect()
        }
        try listenAgain()
    }

    /// On a connection made again: listening again, the store compared with the one
    /// read (`checkSameStore`), and a commit whose answer never came looked up.
    func listenAgain() throws {
        unchecked = true
        try connection.execute("LISTEN listo_changes")
        try checkSameStore()
        unchecked = false
        if let pending = unanswered {
            // The transaction's last journal entry, under this session's mark: there
            // when the commit was made, and never made later, since the connection
            // that would have made it is gone.
            let found = try connection.scalar("SELECT count(*) FROM journal WHERE seq = $1 AND origin = $2", [.integer(pending), .integer(origin)]) ?? 0
            unanswered = nil
            commitFound = found > 0
        }
    }

    /// The store's identity and its journal's last position.
    private func mark() throws(ServerError) -> (identity: String?, newest: Int64) {
        var identity: String?
        try connection.query("SELECT value FROM listo_meta WHERE name = 'store'") { c in identity = c.text(0) }
        return (identity, try connection.scalar("SELECT coalesce(max(seq), 0) FROM journal") ?? 0)
    }

    /// The database reached again may hold another store than the one this session
    /// read: dropped and made again, a copy put in its place, a backup restored. Its
    /// ids are not this session's, so nothing may be written from what it holds: an
    /// identity other than the one read, or a journal behind the last position seen
    /// (an older copy of the same store), is another store. It is opened as a store
    /// is opened (its schema checked, and upgraded; the role's privileges read again),
    /// and `news` says it replaced, for the session to read everything again.
    /// A database that holds no listo store now is `StoreError.gone`, and is looked at
    /// again at the next command: nothing is made in it, as a copy may be under way.
    private func checkSameStore() throws {
        guard try tables().contains("listo_meta") else { throw StoreError.gone(path: path) }
        let now = try mark()
        guard now.identity != identity || now.newest < journalSeen else { return }
        let wasNew = isNew
        try prepare(seed: false, language: .en)
        isNew = wasNew
        (identity, appliedSeq) = try mark()
        journalSeen = appliedSeq
        unanswered = nil
        commitFound = nil
        writing = nil
        cache = ReadCache()
        replacedFound = true
    }

    public func takeDamage() -> [DamagedValue] { damage.take() }

    public func takeCommitLookedUp() -> Bool? {
        defer { commitLookedUp = nil }
        return commitLookedUp
    }

    /// The descriptor that becomes readable when a notification arrives, for a session idle at its prompt.
    public var notificationSocket: Int32 { connection.socket }

    /// Whether a notification from another session has arrived since the last look,
    /// without waiting; a lost connection counts as news, so the session looks and says so.
    public func hasNotifications() -> Bool {
        let (payloads, alive) = connection.notifications()
        return !alive || othersNotified(payloads)
    }

    /// Whether any of these notifications is another session's commit not taken in yet.
    func othersNotified(_ payloads: [String]) -> Bool {
        payloads.contains { payload in
            let parts = payload.split(separator: " ")
            guard parts.count == 2, let seq = Int64(parts[0]), let from = Int64(parts[1]) else { return false }
            return from != origin && seq > appliedSeq
        }
    }

    // MARK: Transactions

    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try ensureConnected()
        try connection.execute("BEGIN")
        writing = nil
        do {
            // The write lock: the counter's row, held until this short transaction ends.
            try connection.query("SELECT next_id FROM counter FOR UPDATE")
            let result = try body()
            // Ctrl-C while the change was made: it is rolled back whole, never committed in part.
            if CommandStop.take() { throw ServerError.stopped }
            if let seq = writing {
                try connection.query("SELECT pg_notify($1, $2)", [.text(ServerStore.channel), .text("\(seq) \(origin)")])
            }
            do {
                try connection.execute("COMMIT")
                if let seq = writing { journalSeen = max(journalSeen, seq) }
            } catch {
                // The commit may have been made: it is looked up when the server is reached again.
                var error = error
                if error.lost, let seq = writing {
                    unanswered = seq
                    error.unanswered = true
                }
                writing = nil
                throw error
            }
            writing = nil
            return result
        } catch {
            if connection.isOpen { try? connection.execute("ROLLBACK") }
            // A cancel that reached the server as the rollback ran: rolled back once more.
            if connection.isOpen, connection.inTransaction { try? connection.execute("ROLLBACK") }
            writing = nil
            throw error
        }
    }

    public func allocateIDs(_ count: Int) throws -> Int64 {
        let first = try connection.scalar("SELECT next_id FROM counter") ?? 1
        try connection.query("UPDATE counter SET next_id = $1", [.integer(first + Int64(count))])
        return first
    }

    // MARK: Reading

    public func loadLibrary(open: ListID?, readingUpTo limit: Int) throws -> Library {
        try loadLibrary(open: open, withRows: true, readingUpTo: limit)
    }

    public func loadLibrary(open: ListID? = nil, withRows: Bool, readingUpTo limit: Int = .max) throws -> Library {
        try ensureConnected()
        return try readLibrary(open: open, withRows: withRows, readingUpTo: limit)
    }

    public func loadList(_ id: ListID, readingUpTo limit: Int) throws -> ListDocument { try readList(id, readingUpTo: limit) }

    public func sectionRows(_ ids: [SectionID]) throws -> [SectionID: [Row]] { try readSectionRows(ids) }

    public func rows(of section: SectionID, at positions: Range<Int>) throws -> [Row] {
        guard !positions.isEmpty, positions.lowerBound >= 0 else { return [] }
        var top: [Row] = []
        try connection.query(
            "SELECT \(SQLRows.rowColumns) FROM rows WHERE section_id = $1 AND parent_id IS NULL ORDER BY position LIMIT $2 OFFSET $3",
            [.integer(section.raw), .integer(Int64(positions.count)), .integer(Int64(positions.lowerBound))]
        ) { c in top.append(SQLRows.row(c, from: 0, noting: damage)) }
        guard let first = top.first, let last = top.last else { return [] }
        var children: [RowID: [Row]] = [:]
        try connection.query(
            """
            WITH RECURSIVE below(id) AS (
                SELECT id FROM rows WHERE section_id = $1 AND parent_id IS NULL AND position BETWEEN $2 AND $3
                UNION ALL SELECT rows.id FROM rows JOIN below ON rows.parent_id = below.id)
            SELECT parent_id, \(SQLRows.rowColumns) FROM rows WHERE id IN (SELECT id FROM below) AND parent_id IS NOT NULL ORDER BY position
            """, [.integer(section.raw), .integer(first.position), .integer(last.position)]
        ) { c in children[RowID(c.integer(0)), default: []].append(SQLRows.row(c, from: 1, noting: damage)) }
        return children.isEmpty ? top : top.map { SQLRows.attach($0, children) }
    }

    /// Counted in the section's index: the server keeps no blocks of counts.
    public func rank(before position: Int64, in section: SectionID) throws -> Int {
        SQLRows.count(try connection.scalar(
            "SELECT count(*) FROM rows WHERE section_id = $1 AND parent_id IS NULL AND position < $2",
            [.integer(section.raw), .integer(position)]) ?? 0)
    }

    public func sections(holding rows: [RowID]) throws -> Set<SectionID> {
        var out: Set<SectionID> = []
        for id in rows {
            if let section = try connection.scalar("SELECT section_id FROM rows WHERE id = $1", [.integer(id.raw)]) {
                out.insert(SectionID(section))
            }
        }
        return out
    }

    /// Each word as a range of the words table's index: the rows holding a word
    /// that starts with it, intersected. The SQL's shape is made from how many
    /// words there are; the words themselves are parameters.
    public func rowsWithSections(matching words: [String], in list: ListID) throws -> [(row: RowID, section: SectionID)] {
        guard !words.isEmpty else { return [] }
        if !SearchWords.split(words).symbols.isEmpty { return try rowsWithSymbols(words, in: list) }
        var values: [Value] = [.integer(list.raw)]
        var parts: [String] = []
        for word in words {
            values.append(.text(word))
            values.append(.text(word + "\u{10FFFF}"))
            parts.append("SELECT row_id FROM row_words WHERE list_id = $1 AND word >= $\(values.count - 1) AND word < $\(values.count)")
        }
        var found: [(row: RowID, section: SectionID)] = []
        try connection.query(
            "SELECT rows.id, rows.section_id FROM rows WHERE rows.id IN (\(parts.joined(separator: " INTERSECT "))) ORDER BY rows.id", values
        ) { c in found.append((RowID(c.integer(0)), SectionID(c.integer(1)))) }
        return found
    }

    public func rowCount(of list: ListID) throws -> Int {
        Int(try connection.scalar("SELECT coalesce(sum(row_count), 0) FROM sections WHERE list_id = $1", [.integer(list.raw)]) ?? 0)
    }

    public func nextID() throws -> Int64 { try connection.scalar("SELECT next_id FROM counter") ?? 1 }

    public func waitingCount(of list: ListID, today: CalendarDate) throws -> Int {
        Int(try connection.scalar(
            "SELECT count(*) FROM rows WHERE list_id = $1 AND schedule IS NOT NULL AND (listo_json(schedule) ->> 'start') > $2",
            [.integer(list.raw), .text(today.iso)]) ?? 0)
    }

    public func unselectableCount(of list: ListID) throws -> Int {
        Int(try connection.scalar(
            "SELECT count(*) FROM rows WHERE list_id = $1 AND parent_id IS NULL AND (flags & 4) <> 0", [.integer(list.raw)]) ?? 0)
    }

    public func stateCounts(of list: ListID, today: CalendarDate) throws -> StateCounts {
        try stateCounts(of: list, today: today, bySection: false)[nil] ?? StateCounts()
    }

    public func sectionStateCounts(of list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts] {
        try stateCounts(of: list, today: today, bySection: true).sections
    }

    /// The counts from the table of badges (server migration 8), as the SQLite store's
    /// migration 20 keeps them: one entry a section, depth, kind and due day held, never
    /// a pass over the rows. `stateCountsOverRows` is the count it replaced, the rule it is held to.
    private func stateCounts(of list: ListID, today: CalendarDate, bySection: Bool) throws -> [SectionID?: StateCounts] {
        var counts: [SectionID?: StateCounts] = [:]
        func sum(_ top: Bool, _ test: String) -> String {
            "coalesce(sum(row_count) FILTER (WHERE \(top ? "" : "NOT ")top AND \(test)), 0)::bigint"
        }
        let tests = ["kind = 0 AND day < $1", "kind = 0 AND day = $1", "kind = 1"]
        try connection.query(
            """
            SELECT \(bySection ? "section_id" : "NULL::bigint"), \((tests.map { sum(true, $0) } + tests.map { sum(false, $0) }).joined(separator: ", "))
            FROM row_badges WHERE list_id = $2
            \(bySection ? "GROUP BY section_id" : "")
            """, [.text(today.iso), .integer(list.raw)]
        ) { c in counts[c.isNull(0) ? nil : SectionID(c.integer(0))] = Self.badges(c) }
        return counts
    }

    /// A row of badge counts as both counts read it: a section (or NULL), then the top
    /// level's overdue, due today and unread, then the same inside other rows.
    private static func badges(_ c: ServerCursor) -> StateCounts {
        StateCounts(overdue: Int(c.integer(1)), dueToday: Int(c.integer(2)), unread: Int(c.integer(3)),
                    inside: NestedStateCounts(overdue: Int(c.integer(4)), dueToday: Int(c.integer(5)), unread: Int(c.integer(6))))
    }

    /// The badge counts over every row holding a field, as they were counted before the
    /// table of badges: the rule the table must give back (RepositoryTests, both engines).
    func stateCountsOverRows(of list: ListID, today: CalendarDate, bySection: Bool) throws -> [SectionID?: StateCounts] {
        let (due, notDone, unread) = Self.badgeValues("f")
        var counts: [SectionID?: StateCounts] = [:]
        try connection.query(
            """
            SELECT \(bySection ? "section_id" : "NULL::bigint"),
                count(*) FILTER (WHERE top AND \(due) < $1 AND \(notDone)), count(*) FILTER (WHERE top AND \(due) = $1 AND \(notDone)),
                count(*) FILTER (WHERE top AND \(unread)),
                count(*) FILTER (WHERE NOT top AND \(due) < $1 AND \(notDone)), count(*) FILTER (WHERE NOT top AND \(due) = $1 AND \(notDone)),
                count(*) FILTER (WHERE NOT top AND \(unread))
            FROM (SELECT section_id, parent_id IS NULL AS top, fields_read AS f FROM rows WHERE list_id = $2 AND fields <> '{}') AS stated
            \(bySection ? "GROUP BY section_id" : "")
            """, [.text(today.iso), .integer(list.raw)]
        ) { c in counts[c.isNull(0) ? nil : SectionID(c.integer(0))] = Self.badges(c) }
        return counts
    }

    /// The same rules as `StateCounts`, in SQL over a row's fields as JSON (`f`, its
    /// `fields_read`): the fields by role, under any of their names (listo's own, never
    /// typed text). The one rule for the count over rows and for the table of badges.
    static func badgeValues(_ f: String) -> (due: String, notDone: String, unread: String) {
        func value(_ role: FieldRole, date: Bool = false) -> String {
            "coalesce(" + role.spellings.map { "\(f) -> '\($0)'" + (date ? " ->> 'date'" : "") }.joined(separator: ", ") + ")"
        }
        func truth(_ role: FieldRole) -> String {
            "(CASE jsonb_typeof(\(value(role))) WHEN 'boolean' THEN (\(value(role)))::text::boolean"
                + " WHEN 'number' THEN (\(value(role)))::text::numeric <> 0 ELSE NULL END)"
        }
        return (value(.due, date: true), "coalesce(\(truth(.done)), false) = false", "\(truth(.read)) = false")
    }

    /// A row's entries in the table of badges, as a SELECT of (list_id, section_id, top,
    /// kind, day), as the SQLite store's `badgeEntries` makes them: kind 0 with its due
    /// date where it has one and is not done, kind 1 with day '' where it is unread.
    /// `row` names the row (`NEW`, `OLD`, `r`).
    static func badgeEntries(_ row: String) -> String {
        let (due, notDone, unread) = badgeValues("\(row).fields_read")
        return """
            SELECT \(row).list_id, \(row).section_id, \(row).parent_id IS NULL, k.kind, CASE WHEN k.kind = 0 THEN v.due ELSE '' END
                FROM (SELECT \(due) AS due, \(notDone) AS not_done, \(unread) AS unread) AS v, (VALUES (0), (1)) AS k(kind)
                WHERE (k.kind = 0 AND v.due IS NOT NULL AND v.not_done) OR (k.kind = 1 AND v.unread)
            """
    }

    // MARK: The journal

    public func news(loaded: (ListID) -> Bool) throws -> ForeignNews {
        // A connection thought up and found lost by the journal's read (a server
        // restarted while the connection's socket said nothing yet) is made again
        // and the read done once more: reading the journal wrote nothing, so the
        // command runs on the server that is back, rather than being refused.
        connection.readWaitingInput()
        let thoughtUp = connection.isOpen && !unchecked && !connection.inTransaction
        do {
            return try readNews(loaded: loaded)
        } catch let error as ServerError where thoughtUp && error.lost && !error.unanswered {
            return try readNews(loaded: loaded)
        }
    }

    private func readNews(loaded: (ListID) -> Bool) throws -> ForeignNews {
        try ensureConnected()
        // Notifications that came meanwhile say nothing the journal does not.
        _ = connection.notifications()
        if replacedFound {
            replacedFound = false
            return .replaced
        }
        var entries: [JournalEntry] = []
        var lastPruned: Int64 = 0, newest = appliedSeq
        try connection.query(
            "SELECT seq, origin, list_id, kind, section_id, row_id, row_before FROM journal WHERE seq > $1 ORDER BY seq", [.integer(appliedSeq)]
        ) { c in
            newest = max(newest, c.integer(0))
            journalSeen = max(journalSeen, c.integer(0))
            if c.text(3) == JournalEntry.pruneMark {
                lastPruned = max(lastPruned, c.integer(5))
                return
            }
            guard let kind = JournalEntry.Kind(rawValue: c.text(3) ?? "") else { return }
            let row = c.isNull(5) ? nil : RowID(c.integer(5))
            entries.append(JournalEntry(
                seq: c.integer(0), origin: c.integer(1), list: ListID(c.integer(2)), kind: kind,
                section: c.isNull(4) ? nil : SectionID(c.integer(4)), row: row,
                before: row.flatMap { Codec.decodeBefore(c.text(6), row: $0) }))
        }
        if let found = commitFound {
            commitFound = nil
            commitLookedUp = found
            if found {
                // This session's own change was made after all: memory, which put it back, is read again.
                appliedSeq = newest
                return .fellBehind
            }
        }
        // Positions skip where a change rolled back (Ctrl-C, a lost connection): the
        // sequence gave them out all the same. Only a prune's mark naming an entry after
        // this session's last says entries it never read are gone.
        if lastPruned > appliedSeq {
            appliedSeq = newest
            return .fellBehind
        }
        appliedSeq = newest
        return try ForeignNews.gather(entries.filter { $0.origin != origin }, loaded: loaded, list: listMeta, section: readSection, row: readRow)
    }

    // MARK: Writing (SQLWriter.swift, shared with the SQLite store)

    public func persist(_ changes: Changes, from library: Library) throws { try writeChanges(changes, from: library) }

    // MARK: Settings

    public func settings() throws -> [String: String] {
        var values: [String: String] = [:]
        try connection.query("SELECT name, value FROM settings") { c in
            if let name = c.text(0), let value = c.text(1) { values[name] = value }
        }
        return values
    }

    public func saveSettings(_ values: [String: String?]) throws {
        if isReadOnly { throw RepositoryError.readOnly }
        try writeSettings(values)
    }
}

/// A row's stored fields are read from `fields_read` (server migration 6), and its
/// schedule through `listo_json` (migration 5): JSON where the text is a JSON
/// object, else none, as SQLite's statements read them through `Store.readable`.
extension ServerStore: SQLStore {
    /// A server store is always brought to the latest schema before it is written.
    var journalKeepsBefore: Bool { true }
    static let statements = WriterStatements(.dollar, wordsByTrigger: false, marksPrunes: true)
    static let reads = ReaderStatements(.dollar)
    static var placeholders: Placeholders { .dollar }
    static let flagTest = "coalesce((r.fields_read -> ?::text) = 'true'::jsonb, false)"
    static let rowsWithFields = "rows AS r"
    static let fieldKeys = "jsonb_object_keys(CASE WHEN jsonb_typeof(r.fields_read) = 'object' THEN r.fields_read ELSE '{}'::jsonb END) AS j(key)"
    static let rowsUnselectable = "rows AS r"
    static let rowsScheduled = "rows AS r"
    /// No index of a field's values yet: a sorted section reads its rows' fields (SQLOrder.swift).
    static func dateOrder(_ field: String) -> (rows: String, key: String)? { nil }
    static var notDoneTest: String { badgeValues("fields_read").notDone }
    static var badgeStates: (due: String, notDone: String, unread: String) { badgeValues("fields_read") }
    static func fieldTruth(_ name: String) -> (sql: String, value: Value) { ("((fields_read -> ?::text)::text)", .text(name)) }
    static func fieldDate(_ name: String) -> (sql: String, value: Value) { ("(fields_read -> ?::text ->> 'date')", .text(name)) }
    static let topLevel = "coalesce(parent_id, 0) = 0"
    static func fieldsPatched(_ patch: String) -> String { "(coalesce(r.fields_read, '{}') || (\(patch))::jsonb)::text" }
    static func fieldsWithout(_ name: String) -> (sql: String, value: Value) {
        ("(coalesce(r.fields_read, '{}') - ?::text)::text", .text(name))
    }
    static func fieldDiffers(_ name: String, from patch: String, absentHolds: Bool) -> (sql: String, values: [Value]) {
        let differs = "((r.fields_read -> ?::text) IS DISTINCT FROM (?::jsonb -> ?::text))"
        let values: [Value] = [.text(name), .text(patch), .text(name)]
        guard absentHolds else { return (differs, values) }
        return ("((r.fields_read -> ?::text) IS NOT NULL AND \(differs))", [.text(name)] + values)
    }

    /// None kept: the server's table of badges reads done by SQL's truth of its value
    /// (`badgeValues`: a done of 1 is done, one of "yes" is not), and a filter reads only
    /// true as done, so a filter by overdue is counted over the rows.
    func countedHits(_ query: HitQuery, in list: ListID) throws -> [SectionID: Int]? { nil }
    func countedHitStateCounts(_ query: HitQuery, in list: ListID) throws -> [SectionID: StateCounts]? { nil }

    /// The words table asked for each word as a range of its index: driven by the
    /// list's words, or of one row by its id.
    func indexedWordMatch(_ words: [String], in list: ListID) throws -> WordMatch? {
        var ids: [String] = []
        var idValues: [Value] = []
        var probes: [String] = []
        var probeValues: [Value] = []
        for word in words {
            ids.append("SELECT row_id FROM row_words WHERE list_id = ? AND word >= ? AND word < ?")
            idValues += [.integer(list.raw), .text(word), .text(word + "\u{10FFFF}")]
            probes.append("EXISTS (SELECT 1 FROM row_words WHERE row_id = rows.id AND word >= ? AND word < ?)")
            probeValues += [.text(word), .text(word + "\u{10FFFF}")]
        }
        return WordMatch(ids: ids.joined(separator: " INTERSECT "), idValues: idValues,
                         probe: "(" + probes.joined(separator: " AND ") + ")", probeValues: probeValues,
                         sectionCounts: "SELECT section_id, count(*) FROM rows WHERE rows.id IN (" + ids.joined(separator: " INTERSECT ")
                            + ") AND list_id = ? AND parent_id IS NULL GROUP BY section_id",
                         sectionCountValues: idValues + [.integer(list.raw)])
    }

    static func holdsText(_ column: String) -> String { "strpos(\(column), ?) > 0" }

    func recorded(_ seq: Int64) {
        appliedSeq = seq
        writing = seq
    }

    static func idSet(_ ids: [Int64]) -> (sql: String, value: Value) {
        ("SELECT unnest(?::bigint[])", .text("{" + ids.map(String.init).joined(separator: ",") + "}"))
    }

    /// The words of the rows kept under `saved`, kept beside them: deleting the rows deletes theirs.
    func keepWords(_ saved: Int64) throws {
        try connection.query("""
            INSERT INTO saved_words(saved, list_id, word, row_id)
            SELECT $1, w.list_id, w.word, w.row_id FROM row_words AS w JOIN saved_rows AS s ON s.id = w.row_id WHERE s.saved = $1
            """, [.integer(saved)])
    }

    func putWordsBack(_ saved: Int64) throws {
        try connection.query("INSERT INTO row_words(list_id, word, row_id) SELECT list_id, word, row_id FROM saved_words WHERE saved = $1",
                             [.integer(saved)])
    }

    func forgetWords(_ saved: [Int64]) throws {
        let (set, value) = Self.idSet(saved)
        try connection.query(Self.placeholders.apply("DELETE FROM saved_words WHERE saved IN (\(set))"), [value])
    }

    /// The row's words (as `SearchWords.words` makes them) in place of its old ones, as one array parameter.
    func indexWords(of row: Row, in list: ListID) throws {
        let words = Array(Set(SearchWords.words(row.title) + SearchWords.words(row.notes ?? ""))).sorted()
        try connection.query("DELETE FROM row_words WHERE row_id = $1", [.integer(row.id.raw)])
        if !words.isEmpty {
            try connection.query(
                "INSERT INTO row_words(list_id, word, row_id) SELECT $1, unnest($2::text[]), $3",
                [.integer(list.raw), .text(ServerStore.arrayLiteral(words)), .integer(row.id.raw)])
        }
    }
}

extension ServerStore: StoreEngine {
    public func startProblem(_ error: Error) -> StoreError { Self.problem(error, at: address.description) }

    public func documents(named name: String?) throws -> [ListDocument] {
        let lists = try loadLibrary(withRows: false)
        return try lists.lists.filter { name == nil || Names.same($0.name, name!) }
            .map { try loadList($0.id, readingUpTo: .max) }
    }

    @discardableResult
    public func export(named name: String?, format: Exchange.Format, to write: @escaping (String) -> Void) throws -> (lists: Int, losses: ExportLosses) {
        var lists = try loadLibrary(withRows: false).lists.filter { name == nil || Names.same($0.name, name!) }
        // A calendar names its sections before its rows.
        if format == .ics { lists = try lists.map { try loadList($0.id, readingUpTo: 0) } }
        let losses = try Exchange.write(lists, format: format, sections: { list, each in
            for section in try loadList(list.id, readingUpTo: .max).sections {
                // A section at a time: a signal ends the export here.
                try LongWork.checkpoint()
                each(section)
            }
        }, to: write)
        return (lists.count, losses)
    }

    /// A file is read as the SQLite store reads it (into one in memory), then its
    /// lists are copied here in one transaction: all of them, or none.
    public func importFile(_ bytes: [UInt8], format: Exchange.Format, listName: String, language: Language? = nil) throws -> [ImportedList] {
        if isReadOnly { throw RepositoryError.readOnly }
        let staging = try Store(.memory, seed: false)
        defer { staging.close() }
        // The staging store holds neither this store's language nor its lists: named as they would be here.
        let named = Store.fieldLanguage(chosen: try settings()["language"].flatMap(Language.init(rawValue:)),
                                        try loadLibrary(withRows: false), spoken: language)
        let staged = try staging.importFile(bytes, format: format, listName: listName, language: named)
        let lists = try staging.documents(named: nil)
        try insertCopies(lists)
        let after = try loadLibrary(withRows: false)
        return lists.compactMap { list in
            after.list(named: list.name).map {
                let made = staged.first { Names.same($0.name, list.name) }
                return ImportedList(id: $0.id, name: list.name, rows: list.allRowIDs.count,
                                    notKept: made?.notKept ?? [], actions: list.settings.allActions.map(\.action),
                                    doneRepeating: made?.doneRepeating ?? [])
            }
        }
    }

    public func copyIn(_ lists: [ListDocument], settings: [String: String]) throws { try copyIntoEmpty(lists, settings: settings) }

    public func insertCopies(_ lists: [ListDocument]) throws {
        if isReadOnly { throw RepositoryError.readOnly }
        try transaction { try StoreCopy.write(lists, into: self, existing: try loadLibrary(withRows: false)) { try insert($0) } }
    }
}
