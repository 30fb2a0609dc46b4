import ListoTestSupport
import Testing

/// A session that starts on a list grouped by a field counts its rows, as the
/// first command then reads them: the grouped sections are made from the rows,
/// which the start had not read, so it said the list had none.
@Suite struct GroupedListStartTests {
    @Test(arguments: [("en", "group due", "Tasks, 1 section, 5 rows."), ("es", "agrupar vence", "Tareas, 1 sección, 5 filas.")])
    func aGroupedListStartsWithItsRows(_ language: String, _ group: String, _ said: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("grouped.db").path
        let first = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        _ = first.say(group)
        let again = try Harness(arguments: ["--store", path, "--language", language])
        #expect(again.started == [said])
    }
}
