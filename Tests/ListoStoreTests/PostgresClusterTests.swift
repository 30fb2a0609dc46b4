import Foundation
import ListoTestSupport
import Testing

/// The tests' own PostgreSQL server: made, reached on its socket and on 127.0.0.1, and gone after.
@Suite struct PostgresClusterTests {
    @Test func aThrowawayClusterStartsAnswersAndStopsLeavingNothingRunning() throws {
        let cluster = try PostgresCluster()
        defer { cluster.remove() }
        try cluster.start()
        let name = try cluster.createDatabase()
        #expect(try cluster.sql("SELECT 40 + 2", database: name).trimmingCharacters(in: .whitespacesAndNewlines) == "42")
        #expect(FileManager.default.fileExists(atPath: cluster.folder.appendingPathComponent(".s.PGSQL.\(cluster.port)").path))
        cluster.stop()
        #expect(!cluster.isRunning)
        #expect(!FileManager.default.fileExists(atPath: cluster.folder.appendingPathComponent("data/postmaster.pid").path))
    }
}
