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
}
