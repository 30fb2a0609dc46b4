import Foundation
import ListoTestSupport
import Testing

/// A list declared by commands alone, through the built binary: it is kept in the
/// store, exported, and imported into a fresh store exactly as it was.
@Suite(.serialized) struct DeclaredListTests {
    static let script = """
        new list Chores
        section add To do
        add Sweep the floor
        add Water the plants
        section add Done
        footer Cleared every Sunday.
        field add done boolean
        field add later boolean
        field add flagged boolean
        action add Done leading tint green set done then move to Done
        action add Later leading tint orange toggle later
        action add Delete trailing destructive
        action add Flag trailing tint yellow toggle flagged
        action full trailing off
        selection mode multiple
        style insetGrouped
        goto Water the plants
        note Water the plants: The fern twice.
        swipe leading full
        quit

        """

    @Test func aListBuiltByCommandsExportsAndImportsIntoAFreshStoreIdentical() throws {
        let folder = Fixture.temporaryFolder()
        let first = folder.appendingPathComponent("first.db").path
        let built = try runListo(["--store", first, "--bail"], script: DeclaredListTests.script)
        #expect(built.status == 0, "every command of the script succeeded: \(built.stdout)")
        let exported = try runListo(["--store", first, "export", "--list", "Chores"])
        #expect(exported.status == 0)
        let json = exported.stdout
        for expected in ["\"tint\" : \"green\"", "\"tint\" : \"yellow\"", "\"fullSwipeTrailing\" : false", "\"selection\" : \"multiple\"",
                         "\"moveTo\" : \"Done\"", "\"toggle\" : \"flagged\"", "\"role\" : \"destructive\"", "\"footer\" : \"Cleared every Sunday.\"",
                         "\"notes\" : \"The fern twice.\"", "\"style\" : \"insetGrouped\""] {
            #expect(json.contains(expected), "the export holds \(expected)")
        }
        let file = folder.appendingPathComponent("chores.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let fresh = folder.appendingPathComponent("fresh.db").path
        #expect(try runListo(["--store", fresh, "import", file.path]).status == 0)
        #expect(try runListo(["--store", fresh, "export", "--list", "Chores"]).stdout == json, "the imported list exports the same bytes")
        let heard = try runListo(["--store", fresh], script: "goto Water the plants\nactions\nread\n")
        #expect(heard.lines == [
            "Chores, 2 sections, 2 rows.",
            "Done, section 2 of 2.",
            "Water the plants, 1 of 1, done, actions Done, Later, Delete, Flag.",
            "Water the plants, 4 actions.",
            "1. Done, leading, full swipe, green.",
            "2. Later, leading, orange.",
            "3. Delete, trailing, destructive.",
            "4. Flag, trailing, yellow.",
            "Water the plants, 1 of 1, done, actions Done, Later, Delete, Flag.",
            "In Done.",
            "Notes: The fern twice.",
        ])
    }
}
