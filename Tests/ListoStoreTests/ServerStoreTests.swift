import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// The store on a PostgreSQL server, in a throwaway cluster: what only a server
/// store does (its schema, roles, notifications and faults). What every engine
/// does alike is asked in RepositoryTests and the transcripts.
@Suite(.serialized) struct ServerStoreTests {
    static func fresh(seed: Bool = true) throws -> (PostgresCluster, String) {
        let cluster = try PostgresCluster.shared()
        return (cluster, try cluster.createDatabase())
    }

    static func tasks(_ r: ServerStore) throws -> ListDocument {
        r.library = try r.loadLibrary(open: nil, readingUpTo: .max)
        return r.library.list(named: "Tasks")!
    }

    @Test func theSchemaIsMadeOnceByNumberedMigrationsAndOpensAgain() throws {
        let (cluster, database) = try Self.fresh()
        let first = try ServerStore(uri: cluster.socketURI(database), seed: true)
        #expect(first.isNew)
        first.close()
        let again = try ServerStore(uri: cluster.socketURI(database), seed: true)
        #expect(!again.isNew)
        #expect(try again.loadLibrary(open: nil, readingUpTo: .max).lists.count == 4, "the samples are written once")
        let meta = try cluster.sql("SELECT name || '=' || value FROM listo_meta ORDER BY name", database: database).split(separator: "\n")
        #expect(meta.count == 3 && meta[0] == "application=listo" && meta[2] == "version=11")
        // The store's identity, drawn when the schema was made: 32 hexadecimal digits.
        #expect(meta[1].hasPrefix("store=") && meta[1].dropFirst(6).count == 32 && meta[1].dropFirst(6).allSatisfy(\.isHexDigit))
    }

    /// As on a SQLite file: a store opened once without the samples, and empty,
    /// gets them from `--demo`; one that holds a list is left as it is.
    @Test func theSamplesFillAStoreThatHoldsNoListsOnce() throws {
        let (cluster, database) = try Self.fresh()
        try ServerStore(uri: cluster.socketURI(database), seed: false).close()
        let bare = try ServerStore(uri: cluster.socketURI(database), seed: false)
        #expect(try bare.loadLibrary(open: nil, readingUpTo: .max).lists.isEmpty)
        bare.close()
        let demo = try ServerStore(uri: cluster.socketURI(database), seed: true)
        #expect(try demo.loadLibrary(open: nil, readingUpTo: .max).lists.count == 4)
        demo.close()
        let again = try ServerStore(uri: cluster.socketURI(database), seed: true)
        #expect(try again.loadLibrary(open: nil, readingUpTo: .max).lists.count == 4, "the samples are written once")
        again.close()
    }

    /// `listo copy` into an empty store while `--demo` opens it: the samples wait for
    /// the copy's commit, find its list and are not written. They used to take the ids
    /// the copy took and write over its list, sections and first rows, the counter put
    /// back below its rows, so that `select all` then covered a dozen rows of 200,000.
    @Test func theSamplesWaitForAListBeingCopiedInAndLeaveIt() throws {
        let (cluster, database) = try Self.fresh()
        try ServerStore(uri: cluster.socketURI(database), seed: false).close()
        let copying = try ServerStore(uri: cluster.socketURI(database), seed: false)
        // As a copy's transaction holds them: the write lock, its ids taken, its list written.
        try copying.executeForTesting("BEGIN")
        try copying.executeForTesting("SELECT next_id FROM counter FOR UPDATE")
        try copying.executeForTesting("UPDATE counter SET next_id = next_id + 100")
        try copying.executeForTesting("INSERT INTO lists(id, name, position, settings) VALUES (1, 'Copied', 0, '{}')")
        final class Opened: @unchecked Sendable { var names: [String] = []; var error: (any Error)? }
        let opened = Opened()
        let done = DispatchSemaphore(value: 0)
        let uri = cluster.socketURI(database)
        Thread.detachNewThread {
            do {
                let demo = try ServerStore(uri: uri, seed: true)
                opened.names = try demo.loadLibrary(open: nil, readingUpTo: .max).lists.map(\.name)
                demo.close()
            } catch { opened.error = error }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 0.5) == .timedOut, "the demo session waits for the copy")
        try copying.executeForTesting("COMMIT")
        copying.close()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(opened.error == nil)
        #expect(opened.names == ["Copied"])
        #expect(try cluster.sql("SELECT string_agg(name, ',') || ' ' || (SELECT next_id FROM counter) FROM lists", database: database)
            .trimmingCharacters(in: .whitespacesAndNewlines) == "Copied 101")
    }

    @Test func aDatabaseHoldingAnotherApplicationsTablesIsRefusedAndLeftUntouched() throws {
        let (cluster, database) = try Self.fresh()
        try cluster.sql("CREATE TABLE invoices(id int PRIMARY KEY, total numeric); INSERT INTO invoices VALUES (1, 9.5)", database: database)
        #expect(throws: StoreError.foreign(path: "postgresql://listo@/\(database)?host=\(cluster.folder.path)&port=\(cluster.port)",
                                           applicationID: nil, tables: ["invoices"])) {
            try ServerStore(uri: cluster.socketURI(database), seed: true)
        }
        let tables = try cluster.sql("SELECT string_agg(table_name, ',') FROM information_schema.tables WHERE table_schema = 'public'", database: database)
        #expect(tables.trimmingCharacters(in: .whitespacesAndNewlines) == "invoices")
        #expect(try cluster.sql("SELECT total FROM invoices", database: database).trimmingCharacters(in: .whitespacesAndNewlines) == "9.5")
    }

    @Test func aTitleHoldingSQLIsStoredAndReadAsText() throws {
        let (cluster, database) = try Self.fresh()
        let r = try ServerStore(uri: cluster.socketURI(database), seed: true)
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        let title = "x'); DROP TABLE rows; -- \"quoted\" \\ back"
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: title) }
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.title == title)
        #expect(try r.rowsWithSections(matching: SearchWords.words("quoted back"), in: tasks.id).map(\.row) == [row.id])
    }

    @Test func anotherSessionHearsTheCommitByNotificationAndReadsItFromTheJournal() throws {
        let (cluster, database) = try Self.fresh()
        let a = try ServerStore(uri: cluster.socketURI(database), seed: true)
        let b = try ServerStore(uri: cluster.tcpURI(database), seed: true)
        let tasks = try Self.tasks(a)
        b.library = try b.loadLibrary(open: tasks.id, readingUpTo: .max)
        #expect(!b.hasNotifications())
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        try a.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Milk") }
        var heard = false
        for _ in 0..<200 where !heard {
            heard = b.hasNotifications()
            if !heard { usleep(10_000) }
        }
        #expect(heard, "the commit's notification arrives")
        guard case .changes(let changes) = try b.news(loaded: { _ in true }) else { Issue.record("fell behind"); return }
        #expect(changes.flatMap(\.rows).map(\.row.title) == ["Milk"])
        guard case .changes(let again) = try b.news(loaded: { _ in true }) else { return }
        #expect(again.isEmpty, "heard once")
        guard case .changes(let own) = try a.news(loaded: { _ in true }) else { return }
        #expect(own.isEmpty, "a session never hears its own commits")
    }

    /// A change rolled back (Ctrl-C on a bulk delete) used up journal positions of
    /// the server's sequence: the import after it is heard by another session as the
    /// list it added, where the skip was taken for a pruned journal and that session
    /// read its list again, hearing "many changes elsewhere".
    @Test func positionsARolledBackChangeUsedUpAreNotChangesElsewhere() throws {
        let (cluster, database) = try Self.fresh()
        let a = try ServerStore(uri: cluster.socketURI(database), seed: true)
        let b = try ServerStore(uri: cluster.socketURI(database), seed: true)
        defer { a.close(); b.close() }
        let tasks = try Self.tasks(b)
        // What a bulk delete stopped by Ctrl-C leaves: more positions taken than the journal keeps, none kept.
        try cluster.sql("""
            BEGIN; INSERT INTO journal(origin, list_id, kind, row_id) SELECT 7, \(tasks.id.raw), 'row-removed', g FROM generate_series(1, 25000) AS g;
            ROLLBACK
            """, database: database)
        _ = try a.importFile(Array("# Groceries\n\n- [ ] Milk\n".utf8), format: .markdown, listName: "Groceries")
        guard case .changes(let changes) = try b.news(loaded: { _ in true }) else { Issue.record("read again, as if behind"); return }
        #expect(changes.compactMap(\.listMeta?.name) == ["Groceries"])
    }

    /// Entries pruned before a session read them are still heard as its list read again,
    /// from the mark the prune leaves, however the positions skipped before them.
    @Test func entriesPrunedBeforeASessionReadThemAreStillHeardAsFallingBehind() throws {
        let (cluster, database) = try Self.fresh()
        let a = try ServerStore(uri: cluster.socketURI(database), seed: true)
        let b = try ServerStore(uri: cluster.socketURI(database), seed: true)
        defer { a.close(); b.close() }
        let tasks = try Self.tasks(a)
        b.library = try b.loadLibrary(open: tasks.id, readingUpTo: .max)
        let row = tasks.sections.flatMap(\.rows)[0]
        // Another session's entries b has not read, then positions skipped past what the journal keeps.
        try cluster.sql("""
            INSERT INTO journal(origin, list_id, kind, row_id) VALUES (7, \(tasks.id.raw), 'row', \(row.id.raw));
            SELECT setval('journal_seq_seq', (SELECT max(seq) FROM journal) + 30000)
            """, database: database)
        try a.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Milk") }
        guard case .fellBehind = try b.news(loaded: { _ in true }) else { Issue.record("the pruned entry went unheard"); return }
        guard case .changes(let again) = try b.news(loaded: { _ in true }) else { Issue.record("read again twice"); return }
        #expect(again.isEmpty)
    }

    /// A database replaced under the connection, found on reconnecting: another store's
    /// identity, or the same identity with a journal behind what was read (an older copy
    /// of the store put back), is news of its own, said once; a database holding no store
    /// is refused until it holds one, and nothing is made in it.
    @Test func aStoreReplacedUnderTheConnectionIsNewsOfItsOwn() throws {
        let (cluster, database) = try Self.fresh()
        let uri = cluster.socketURI(database)
        let r = try ServerStore(uri: uri, seed: true)
        defer { r.close() }
        let tasks = try Self.tasks(r)
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: tasks.sections[0].rows[0].id, title: "Rye") }
        let identity = try cluster.sql("SELECT value FROM listo_meta WHERE name = 'store'", database: database)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        func replace(identity: String?) throws {
            try cluster.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database)'", database: "postgres")
            try cluster.sql("DROP DATABASE \(database)", database: "postgres")
            try cluster.sql("CREATE DATABASE \(database)", database: "postgres")
            // The connection was ended: the next look makes it again before reading, and finds no store there.
            #expect(throws: StoreError.gone(path: r.path)) { _ = try r.news(loaded: { _ in true }) }
            guard let identity else { return }
            try ServerStore(uri: uri, seed: true).close()
            if !identity.isEmpty { try cluster.sql("UPDATE listo_meta SET value = '\(identity)' WHERE name = 'store'", database: database) }
        }
        try replace(identity: nil)
        #expect(throws: StoreError.gone(path: r.path)) { _ = try r.news(loaded: { _ in true }) }
        #expect(try cluster.sql("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'", database: database)
            .trimmingCharacters(in: .whitespacesAndNewlines) == "0", "nothing was made in it")
        try ServerStore(uri: uri, seed: true).close()
        guard case .replaced = try r.news(loaded: { _ in true }) else { Issue.record("another store's identity went unheard"); return }
        guard case .changes(let none) = try r.news(loaded: { _ in true }), none.isEmpty else { Issue.record("said twice"); return }
        // The same identity, and a journal behind the one read: an older copy, another store all the same.
        let again = try Self.tasks(r)
        try r.commit(open: again.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: again.id, row: again.sections[0].rows[0].id, title: "Oat") }
        let now = try cluster.sql("SELECT value FROM listo_meta WHERE name = 'store'", database: database).trimmingCharacters(in: .whitespacesAndNewlines)
        try replace(identity: now)
        guard case .replaced = try r.news(loaded: { _ in true }) else { Issue.record("a journal gone back went unheard"); return }
        #expect(now != identity)
    }

    @Test func aRoleThatMayOnlySelectOpensReadOnlyAndIsRefusedAChange() throws {
        let (cluster, database) = try Self.fresh()
        try ServerStore(uri: cluster.socketURI(database), seed: true).close()
        let role = "reader_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(role) LOGIN; GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)", database: database)
        let r = try ServerStore(uri: cluster.socketURI(database, user: role), seed: true)
        #expect(r.isReadOnly)
        let tasks = try Self.tasks(r)
        #expect(throws: RepositoryError.readOnly) {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: tasks.sections[0].rows[0].id, title: "x") }
        }
    }

    /// A role that may not create in the schema is told so, with what to grant, where
    /// it was told the store was read-only and needed an upgrade; granted, it opens.
    @Test func aRoleThatMayNotCreateInTheSchemaIsToldWhatToGrant() throws {
        let (cluster, database) = try Self.fresh()
        let role = "maker_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(role) LOGIN; REVOKE CREATE ON SCHEMA public FROM PUBLIC", database: database)
        let uri = cluster.socketURI(database, user: role)
        #expect(throws: StoreError.schemaNotCreatable(path: try ServerAddress(uri).description, role: role, schema: "public", upgradeOwner: nil)) {
            try ServerStore(uri: uri, seed: true)
        }
        try cluster.sql("GRANT CREATE ON SCHEMA public TO \(role)", database: database)
        let opened = try ServerStore(uri: uri, seed: true)
        #expect(!opened.isReadOnly)
        opened.close()
    }

    /// A role given nothing on a store at the current schema is told it may not read
    /// listo's tables, with the grant their owner can run, where it was told it may not
    /// upgrade them (the catalog view it read hid every table it had no privilege on, so
    /// the schema looked empty). Granted SELECT, it opens, read-only.
    @Test func aRoleGivenNothingIsToldWhatToGrantToRead() throws {
        let (cluster, database) = try Self.fresh()
        let owner = "owner_\(database.suffix(6))", role = "nothing_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(owner) LOGIN; CREATE ROLE \(role) LOGIN; ALTER DATABASE \(database) OWNER TO \(owner)", database: "postgres")
        try cluster.sql("ALTER SCHEMA public OWNER TO \(owner)", database: database)
        try ServerStore(uri: cluster.socketURI(database, user: owner), seed: true).close()
        let uri = cluster.socketURI(database, user: role)
        #expect(throws: StoreError.schemaNotReadable(path: try ServerAddress(uri).description, role: role, schema: "public", owner: owner)) {
            try ServerStore(uri: uri, seed: true)
        }
        #expect(try cluster.sql("SELECT count(*) FROM lists", database: database).trimmingCharacters(in: .whitespacesAndNewlines) == "4",
                "nothing was tried")
        try cluster.sql("GRANT SELECT ON ALL TABLES IN SCHEMA public TO \(role)", database: database)
        let opened = try ServerStore(uri: uri, seed: true)
        #expect(opened.isReadOnly)
        opened.close()
    }

    /// A schema the search_path names that is not there is named, where PostgreSQL
    /// worked in none (or the next one named) and libpq's words said neither.
    @Test func aSchemaThatIsNotThereIsNamed() throws {
        let (cluster, database) = try Self.fresh()
        for options in ["-csearch_path%3Dnope", "-csearch_path%3Dnope,public"] {
            let uri = cluster.socketURI(database) + "&options=" + options
            #expect(throws: StoreError.schemaMissing(path: try ServerAddress(uri).description, schema: "nope")) {
                try ServerStore(uri: uri, seed: true)
            }
        }
        #expect(try cluster.sql("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'", database: database)
            .trimmingCharacters(in: .whitespacesAndNewlines) == "0", "nothing was made in public")
        try cluster.sql("CREATE SCHEMA nope", database: database)
        try ServerStore(uri: cluster.socketURI(database) + "&options=-csearch_path%3Dnope", seed: true).close()
        // There, but not the role's to use: named too, rather than listo working in public.
        let role = "user_\(database.suffix(6))"
        try cluster.sql("CREATE ROLE \(role) LOGIN", database: database)
        let theirs = cluster.socketURI(database, user: role) + "&options=-csearch_path%3Dnope,public"
        #expect(throws: StoreError.schemaNotUsable(path: try ServerAddress(theirs).description, role: role, schema: "nope")) {
            try ServerStore(uri: theirs, seed: true)
        }
    }

    /// A URI that names no host is said as the Unix socket libpq tried, its own
    /// default folder, where it was said as localhost:5432, TCP, which it never tried.
    @Test func aURIWithoutAHostIsSaidAsTheSocketLibpqTried() throws {
        let typed = "postgresql:///nowhere?port=1"
        let address = try ServerAddress(typed)
        guard (address.value("host") ?? "").isEmpty else { return }
        do {
            _ = try ServerStore(address, seed: false)
            Issue.record("nothing listens on port 1")
        } catch .serverRefused(let path, .noServer) {
            let socket = try #require(path.firstMatch(of: /host=(\/[^&]+)&port=1$/)?.1, "\(path)")
            #expect(path == "postgresql://\(address.value("user")!)@/nowhere?host=\(socket)&port=1")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// The URI's parameters reach libpq as given: the server sees the application
    /// it names, and listo only when it names none.
    @Test func theURIsApplicationNameIsTheOneTheServerSees() throws {
        let (cluster, database) = try Self.fresh()
        func seen() throws -> [String] {
            try cluster.sql("SELECT application_name FROM pg_stat_activity WHERE datname = '\(database)' ORDER BY 1", database: "postgres")
                .split(separator: "\n").map(String.init)
        }
        let named = try ServerStore(uri: cluster.socketURI(database) + "&application_name=kitchen&connect_timeout=3", seed: true)
        #expect(try seen() == ["kitchen"])
        named.close()
        let plain = try ServerStore(uri: cluster.socketURI(database), seed: true)
        #expect(try seen() == ["listo"])
        plain.close()
    }

    /// A failure as the session starts is explained by the engine that failed: the
    /// server's own message, where the SQLite store's reading said the Swift value.
    @Test func theServerExplainsItsOwnFailure() throws {
        let (cluster, database) = try Self.fresh()
        let store = try ServerStore(uri: cluster.socketURI(database), seed: false)
        defer { store.close() }
        do {
            try store.executeForTesting("SELECT * FROM no_such_table")
            Issue.record("the table does not exist")
        } catch {
            guard case .database(let path, let reason) = store.startProblem(error) else {
                Issue.record("not a database failure: \(store.startProblem(error))")
                return
            }
            #expect(path == store.path)
            #expect(reason.message.contains("no_such_table"))
            #expect(!reason.message.contains("ServerError"), "the server's message, not the Swift value: \(reason.message)")
        }
    }

    @Test func thePasswordIsNeverInTheStoresNameOrItsErrors() throws {
        let address = try ServerAddress("postgresql://ana:s3cr%21t@127.0.0.1:1/shop?sslmode=disable&connect_timeout=2")
        // The parameters given stay in the name, so `where store` can be given to --store again.
        #expect(address.description == "postgresql://ana@127.0.0.1:1/shop?connect_timeout=2&sslmode=disable")
        #expect(address.host == "127.0.0.1:1")
        let schema = try ServerAddress("postgresql://ana:s3cr%21t@/shop?host=/run/postgresql&port=5433&options=-csearch_path%3Dlisto")
        #expect(schema.description == "postgresql://ana@/shop?host=/run/postgresql&port=5433&options=-csearch_path%3Dlisto")
        do {
            _ = try ServerStore(address, seed: true)
            Issue.record("nothing listens on port 1")
        } catch {
            #expect(!"\(error)".contains("s3cr"))
        }
    }

    @Test func aStoppedServerIsOneErrorNothingChangedAndTheNextCommandReconnects() throws {
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let database = try cluster.createDatabase()
        let r = try ServerStore(uri: cluster.tcpURI(database), seed: true)
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        cluster.stop(immediately: true)
        #expect(throws: ServerError.self) {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Lost") }
        }
        #expect(r.library.list(tasks.id)?.row(row.id)?.title == "Buy bread", "memory is put back")
        do {
            _ = try r.news(loaded: { _ in true })
            Issue.record("the server is still stopped")
        } catch let error as ServerError {
            #expect(error.lost)
        }
        try cluster.start()
        _ = try r.news(loaded: { _ in true })
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Kept") }
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.title == "Kept")
    }

    /// The connection lost after COMMIT was sent: the error says the change may have
    /// been made, and reconnecting looks it up in the journal, made or not, never guessed.
    @Test(arguments: [DroppingProxy.Drop.afterCommit, .beforeCommit])
    func aCommitWhoseAnswerNeverCameIsLookedUpOnReconnecting(_ drop: DroppingProxy.Drop) throws {
        let (cluster, database) = try Self.fresh()
        let proxy = try DroppingProxy(to: cluster.port)
        defer { proxy.stop() }
        let r = try ServerStore(uri: "postgresql://listo@127.0.0.1:\(proxy.port)/\(database)?sslmode=disable", seed: true)
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        proxy.arm(drop)
        do {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Rye") }
            Issue.record("the commit's answer was dropped")
        } catch let error as ServerError {
            #expect(error.lost && error.unanswered, "\(error)")
        }
        #expect(proxy.drops == 1)
        #expect(r.library.list(tasks.id)?.row(row.id)?.title == "Buy bread", "memory is put back until the journal says")
        let made = drop == .afterCommit
        let news = try r.news(loaded: { _ in true })
        #expect(r.takeCommitLookedUp() == made)
        #expect(r.takeCommitLookedUp() == nil, "said once")
        if made {
            guard case .fellBehind = news else { Issue.record("memory is read again: \(news)"); return }
        } else {
            guard case .changes(let changes) = news else { Issue.record("nothing to read again: \(news)"); return }
            #expect(changes.isEmpty)
        }
        let stored = try cluster.sql("SELECT title FROM rows WHERE id = \(row.id.raw)", database: database)
        #expect(stored.trimmingCharacters(in: .whitespacesAndNewlines) == (made ? "Rye" : "Buy bread"))
        // The next change goes through on the new connection.
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Kept") }
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.title == "Kept")
    }
}
