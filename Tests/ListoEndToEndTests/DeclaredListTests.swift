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
        let heard = try runListo(["--store", fresh], script: "goto Water the plants\nactions\nread\ngoto Sweep the floor\nactions\n")
        // Done is not offered on a row already done and in Done, where it would change nothing,
        // so Later is the first leading action offered there, the one a full swipe runs.
        #expect(heard.lines == [
            "Chores, 2 sections, 2 rows.",
            "Done, section 2 of 2.",
            "Water the plants, 1 of 1, done, actions Later, Delete, Flag.",
            "Water the plants, 3 actions.",
            "1. Later, leading, full swipe, orange.",
            "2. Delete, trailing, destructive.",
            "3. Flag, trailing, yellow.",
            "Water the plants, 1 of 1, done, actions Later, Delete, Flag.",
            "In Done.",
            "Notes: The fern twice.",
            "To do, section 1 of 2.",
            "Sweep the floor, 1 of 1, actions Done, Later, Delete, Flag.",
            "Sweep the floor, 4 actions.",
            "1. Done, leading, full swipe, green.",
            "2. Later, leading, orange.",
            "3. Delete, trailing, destructive.",
            "4. Flag, trailing, yellow.",
        ])
    }

    /// A list from a file whose actions are named as commands (Read, next): typing the
    /// name runs the command, so the import says which they are and that do runs them,
    /// and so does each session the first time the list is open in it (issue 25 point 8).
    static let shelf = """
        {"lists":[{"name":"Shelf","style":"automatic","selection":"single","ordering":"manual","movable":true,"deletable":true,
        "fullSwipeLeading":true,"fullSwipeTrailing":true,"fields":[{"name":"read","type":"boolean"}],
        "leading":[{"name":"Read","role":"normal","effects":[{"toggle":"read"}]}],
        "trailing":[{"name":"next","role":"normal","effects":[{"set":{"read":true}}]},{"name":"Delete","role":"destructive","effects":[{"delete":true}]}],
        "sections":[{"header":"Books","rows":[{"title":"Dune"},{"title":"Emma"}]}]}]}
        """

    @Test func anImportedListWithActionsNamedAsCommandsSaysHowToReachThem() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("shelf.json")
        try Self.shelf.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("shelf.db").path
        let imported = try runListo(["--store", store, "import", file.path])
        #expect(imported.status == 0)
        #expect(imported.lines == [
            "Imported 1 list, 2 rows: Shelf.",
            "Read and next in Shelf are also commands: type do Read or do next to run the actions.",
        ], "\(imported.stdout) \(imported.stderr)")
        let heard = try runListo(["--store", store], script: "goto Dune\nRead\ndo Read\nopen Shelf\n")
        #expect(heard.lines == [
            "Shelf, 1 section, 2 rows.",
            "Read and next in Shelf are also commands: type do Read or do next to run the actions.",
            "Books, section 1 of 1.",
            "Dune, 1 of 2, unread, actions Read, next, Delete.",
            // Read is the command: it reads the row, the line said just before by goto, so it names Read as typed.
            "Dune, 1 of 2, unread, actions Read, next, Delete. Answer to Read.",
            "In Books.",
            "Also: move down.",
            // do Read is the action: it toggles read.
            "Read: Dune.",
            // Said once a session: opening the list again says only the list.
            "Shelf, 1 section, 2 rows.",
            "Hint: for Lists, type back.",
        ], "\(heard.stdout)")
    }

    @Test func theSameInSpanish() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("shelf.json")
        try Self.shelf.write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("shelf.db").path
        let imported = try runListo(["--store", store, "--language", "es", "import", file.path])
        #expect(imported.lines == [
            "Importada 1 lista, 2 filas: Shelf.",
            "Read y next en Shelf también son comandos: escribe hacer Read o hacer next para ejecutar las acciones.",
        ], "\(imported.stdout) \(imported.stderr)")
        let heard = try runListo(["--store", store, "--language", "es"], script: "ir Dune\nhacer next\n")
        #expect(heard.lines == [
            "Shelf, 1 sección, 2 filas.",
            "Read y next en Shelf también son comandos: escribe hacer Read o hacer next para ejecutar las acciones.",
            "Books, sección 1 de 1.",
            "Dune, 1 de 2, no leída, acciones Read, next, Borrar.",
            "next: Dune. Ahora leída.",
        ], "\(heard.stdout)")
    }
}
