import Foundation
@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

/// Deciding what a file is before writing to it (issue 10, points 1 to 6).
@Suite struct StoreOpeningTests {
    func folder() -> URL { Fixture.temporaryFolder() }

    /// The bytes of the file and the names beside it, to show nothing changed.
    func snapshot(_ path: String) throws -> (Data, [String]) {
        let folder = (path as NSString).deletingLastPathComponent
        return (try Data(contentsOf: URL(fileURLWithPath: path)), try FileManager.default.contentsOfDirectory(atPath: folder).sorted())
    }

    func sqlite(_ path: String, _ sql: String) throws {
        let connection = try Connection(path: path)
        try connection.execute(sql)
        connection.close()
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftByteForByte() throws {
        let cases: [(sql: String, expected: (String) -> StoreError)] = [
            ("CREATE TABLE notes(x); INSERT INTO notes VALUES (1);", { .foreign(path: $0, applicationID: nil, tables: ["notes"]) }),
            // A table called lists is not enough to be a store.
            ("CREATE TABLE lists(x); PRAGMA user_version = 1;", { .foreign(path: $0, applicationID: nil, tables: ["lists"]) }),
            ("PRAGMA application_id = 1234; CREATE TABLE t(x);", { .foreign(path: $0, applicationID: 1234, tables: []) }),
            ("PRAGMA journal_mode = WAL; PRAGMA application_id = 7; CREATE TABLE t(x);", { .foreign(path: $0, applicationID: 7, tables: []) }),
        ]
        for (sql, expected) in cases {
            let path = folder().appendingPathComponent("other.sqlite").path
            try sqlite(path, sql)
            let before = try snapshot(path)
            #expect(throws: expected(path)) { try Store(.file(path), seed: true) }
            let after = try snapshot(path)
            #expect(after.0 == before.0, "\(sql): the file is byte-identical")
            #expect(after.1 == before.1, "\(sql): nothing beside it: \(after.1)")
        }
    }

    @Test func aStoreWithADamagedPageIsRefusedUntouchedAndRecovered() throws {
        let dir = folder()
        let path = dir.appendingPathComponent("listo.db").path
        let store = try Store(.file(path), seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        try store.transaction {
            for i in 0..<2000 {
                let id = try store.allocateIDs()
                let outcome = try apply(.addRow(list: tasks.id, section: tasks.sections[0].id, id: RowID(id), title: "Row \(i) " + String(repeating: "x", count: 40), placement: .bottom), to: &library)
                try store.persist(outcome.changes, from: library)
            }
        }
        store.close()
        // Scribble over a leaf page in the middle of the rows table.
        let reader = try Connection(path: path, mode: .immutable)
        let page = try #require(try reader.scalar("SELECT pageno FROM dbstat WHERE name = 'rows' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 10"))
        reader.close()
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64(page - 1) * 4096 + 100)
        handle.write(Data(repeating: 0xFF, count: 600))
        try handle.close()
        let before = try snapshot(path)
        #expect {
            try Store(.file(path), seed: false)
        } throws: { error in
            if case .damaged(let p, .sqlite) = error as? StoreError { return p == path }
            return false
        }
        let after = try snapshot(path)
        #expect(after.0 == before.0 && after.1 == before.1, "never written: \(after.1)")

        let saved = dir.appendingPathComponent("saved.db").path
        let report = try Store.recover(from: path, into: saved)
        #expect(report.lists == 4)
        #expect(report.rows > 1900 && report.rows < 2018, "most rows saved: \(report)")
        #expect(report.lost > 0 && report.rows + report.lost >= 2000, "what could not be read is counted: \(report)")
        #expect(report.lostRows > 0 && report.lostLists == 0, "and counted by kind, to be said by kind: \(report)")
        let recovered = try Store(.file(saved), seed: false)
        #expect(recovered.integrityCheck() == "ok")
        #expect(try recovered.loadLibrary().lists.count >= 4)
        #expect(throws: StoreError.recoveryTargetExists(path: saved)) { try Store.recover(from: path, into: saved) }
        #expect(try snapshot(path).0 == before.0, "recovering reads only")
    }

    @Test func damageMetDuringASessionStopsEveryWrite() throws {
        let path = folder().appendingPathComponent("listo.db").path
        try Store(.file(path), seed: true).close()
        let store = try Store(.file(path), seed: false)
        #expect(!store.isDamaged)
        // The page that holds the rows, spoiled after the store was opened and checked.
        let connection = try Connection(path: path, mode: .immutable)
        let root = try connection.scalar("SELECT rootpage FROM sqlite_master WHERE name = 'rows'")!
        connection.close()
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64(root - 1) * 4096)
        handle.write(Data(repeating: 0xFF, count: 16))
        try handle.close()
        #expect(throws: (any Error).self) { try store.loadLibrary() }
        #expect(store.isDamaged)
        #expect(throws: DatabaseError.self) { try store.transaction { try store.executeForTesting("UPDATE counter SET next_id = next_id + 1") } }
    }

    @Test func aMissingTableIsDamage() throws {
        let path = folder().appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        try sqlite(path, "DROP TABLE counter")
        #expect(throws: StoreError.damaged(path: path, .missingTable("counter"))) { try Store(.file(path), seed: true) }
        // A marked store at the current schema is checked through the one connection that writes; it made the -wal and -shm, and took them away.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm"))
        try sqlite(path, "CREATE TABLE counter(other INTEGER)")
        #expect(throws: StoreError.damaged(path: path, .missingColumn(table: "counter", column: "next_id"))) { try Store(.file(path), seed: true) }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal") && !FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// The check names every column in one statement it only prepares: a view with the
    /// table's columns, or a column that only a neighbouring table has, still fails it.
    @Test func aViewOrAnotherTablesColumnIsNotTheTable() throws {
        let path = folder().appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        try sqlite(path, "DROP TABLE counter; CREATE VIEW counter AS SELECT 1 AS next_id")
        #expect(throws: StoreError.damaged(path: path, .missingTable("counter"))) { try Store(.file(path), seed: true) }
        try sqlite(path, "DROP VIEW counter; CREATE TABLE counter(next_id INTEGER)")
        try sqlite(path, "ALTER TABLE settings RENAME COLUMN name TO label")
        #expect(throws: StoreError.damaged(path: path, .missingColumn(table: "settings", column: "name"))) { try Store(.file(path), seed: true) }
    }

    @Test func theLatestSchemaWrittenOutIsWhatTheMigrationsMake() {
        #expect(Migrations.count == Int64(Migrations.all.count), "a new migration: count it in Migrations.count")
        #expect(StoreOpening.latestSchema.version == Store.knownSchemaVersion, "a new migration: write its tables and columns into latestSchema")
        #expect(StoreOpening.latestSchema.tables == StoreOpening.migratedSchema(version: Store.knownSchemaVersion))
        #expect(StoreOpening.expectedSchema(version: 1) == StoreOpening.migratedSchema(version: 1))
        #expect(StoreOpening.firstTables == Set(StoreOpening.migratedSchema(version: 1).keys), "the first migration's tables, written out")
    }

    @Test func aFileCutShortIsDamage() throws {
        let path = folder().appendingPathComponent("listo.db").path
        let store = try Store(.file(path), seed: true)
        store.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 8192)
        try handle.close()
        #expect(throws: StoreError.damaged(path: path, .truncated(expected: Int64(size), found: 8192))) { try Store(.file(path), seed: true) }
    }

    @Test func anEmptyFileOrANewPathBecomesAMarkedStore() throws {
        let dir = folder()
        let empty = dir.appendingPathComponent("empty.db").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        for path in [empty, dir.appendingPathComponent("new/listo.db").path] {
            let store = try Store(.file(path), seed: true)
            #expect(try store.loadLibrary().lists.count == 4)
            store.close()
            let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(72)
            #expect(Array(header[68..<72]) == [0x4C, 0x53, 0x54, 0x4F], "application id LSTO in the header")
        }
    }

    @Test func aStoreFromTheEarlierReleaseIsAcceptedAndMarked() throws {
        let path = folder().appendingPathComponent("old.db").path
        let store = try Store(.file(path), seed: true)
        try store.executeForTesting("PRAGMA application_id = 0")
        store.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path))[68..<72].allSatisfy { $0 == 0 })
        let reopened = try Store(.file(path), seed: false)
        #expect(try reopened.loadLibrary().lists.count == 4)
        reopened.close()
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))[68..<72]) == [0x4C, 0x53, 0x54, 0x4F])
    }

    @Test func aStoreWhoseFolderCantTakeTheSharedMemoryFileIsReadWhole() throws {
        let dir = folder()
        let path = dir.appendingPathComponent("theirs.db").path
        let store = try Store(.file(path), seed: true)
        store.close()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        // A folder where the -shm can't be made: a folder stands in its place (root ignores modes).
        try FileManager.default.createDirectory(atPath: path + "-shm", withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path) }
        let before = try snapshot(path)
        let reader = try Store(.file(path), seed: true)
        #expect(reader.isReadOnly)
        let library = try reader.loadLibrary()
        #expect(library.lists.map(\.name) == ["Tasks", "Articles", "Inbox", "Archive"])
        #expect(try reader.loadList(library.list(named: "Inbox")!.id).rowCount == 3)
        reader.close()
        let after = try snapshot(path)
        #expect(after.0 == before.0 && after.1 == before.1, "\(before.1) \(after.1)")
    }

    @Test func anEmptyReadOnlyFileCantBecomeAStore() throws {
        let path = folder().appendingPathComponent("empty.db").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o444]))
        #expect(throws: StoreError.readOnlyAndEmpty(path: path)) { try Store(.file(path), seed: true) }
    }

    @Test func aNewStoreInAFolderThatCantBeWrittenIsRefusedWithTheFolderNamed() throws {
        let dir = folder()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path) }
        let path = dir.appendingPathComponent("new.db").path
        #expect(throws: StoreError.folderReadOnly(path: path, folder: dir.path)) { try Store(.file(path), seed: true) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aFolderIsNotAStoreAndIsSaidToBeAFolder() throws {
        let path = folder().path
        #expect(throws: StoreError.folder(path: path)) { try Store(.file(path), seed: true) }
    }
}
