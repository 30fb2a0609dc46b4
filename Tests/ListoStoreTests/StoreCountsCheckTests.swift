import Foundation
@testable import ListoStore
import ListoTestSupport
import Testing

/// A section's count of rows changed by hand no longer opens
/// silently with wrong counts; the store is refused as damaged, and recover
/// counts the rows again.
@Suite struct StoreCountsCheckTests {
    func sqlite(_ path: String, _ sql: String) throws {
        let connection = try Connection(path: path)
        try connection.execute(sql)
        connection.close()
    }

    @Test func aSectionCountChangedByHandIsDamage() throws {
        let folder = Fixture.temporaryFolder()
        let path = folder.appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        try sqlite(path, "UPDATE sections SET row_count = row_count + 2 WHERE id = (SELECT min(id) FROM sections)")
        #expect(throws: StoreError.damaged(path: path, .countsDisagree(list: "Tasks"))) { try Store(.file(path), seed: true) }
        let copy = folder.appendingPathComponent("recovered.db").path
        _ = try Store.recover(from: path, into: copy)
        #expect(throws: Never.self) { try Store(.file(copy), seed: false) }
    }

    @Test func aTreeCountChangedByHandIsDamage() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        try sqlite(path, "UPDATE row_tree SET row_count = row_count - 1 WHERE level = 10 AND section_id = (SELECT min(id) FROM sections)")
        #expect(throws: StoreError.damaged(path: path, .countsDisagree(list: "Tasks"))) { try Store(.file(path), seed: true) }
    }

    /// The list of the last section: the section read last in the side-by-side pass.
    func lastSectionsList(_ path: String) throws -> String {
        let connection = try Connection(path: path)
        defer { connection.close() }
        var name = ""
        try connection.query("SELECT l.name FROM sections AS s JOIN lists AS l ON l.id = s.list_id ORDER BY s.id DESC LIMIT 1") { c in
            name = c.text(0) ?? ""
        }
        return name
    }

    /// The sections and the tops of their trees are read side by side in order
    /// (migration 18): a count changed in the last section is found there, and named by its own list.
    @Test func theLastSectionsCountChangedNamesItsList() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        let list = try lastSectionsList(path)
        #expect(list != "Tasks")
        try sqlite(path, "UPDATE sections SET row_count = row_count + 1 WHERE id = (SELECT max(id) FROM sections)")
        #expect(throws: StoreError.damaged(path: path, .countsDisagree(list: list))) { try Store(.file(path), seed: true) }
    }

    /// A section whose rows are counted but whose tree has lost its top disagrees, as
    /// one whose tree counts rows its section does not.
    @Test func aTreeTopGoneIsDamage() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("listo.db").path
        _ = try Store(.file(path), seed: true)
        try sqlite(path, "DELETE FROM row_tree WHERE level = 10 AND section_id = (SELECT max(section_id) FROM row_tree)")
        let connection = try Connection(path: path)
        var list = ""
        try connection.query("""
            SELECT l.name FROM sections AS s JOIN lists AS l ON l.id = s.list_id
            WHERE s.id = (SELECT max(section_id) FROM row_tree)
            """) { c in list = c.text(0) ?? "" }
        connection.close()
        #expect(!list.isEmpty)
        #expect(throws: StoreError.damaged(path: path, .countsDisagree(list: list))) { try Store(.file(path), seed: true) }
    }
}
