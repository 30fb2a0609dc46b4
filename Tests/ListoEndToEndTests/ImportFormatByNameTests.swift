import Foundation
import ListoTestSupport
import Testing

/// Issue 25, N8: a file whose name says no format is read by its first line, and one
/// that opens as JSON and is not says so and what name each format takes, where it
/// said only that line 1 was wrong.
@Suite struct ImportFormatByNameTests {
    /// A name that says no format (tasks.todo, /dev/fd/63 from `listo import
    /// <(cat list.md)`, - for standard input) is read by its first line: { or [ is
    /// JSON, # - or * Markdown, BEGIN:VCALENDAR iCalendar, other text todo.txt.
    @Test(arguments: [
        ("tasks.todo", "Buy bread\nx 2026-11-30 Call Ana\n", "Imported 1 list, 2 rows: tasks."),
        ("63", "# Shop\n\n- [ ] Milk\n- [x] Eggs\n", "Imported 1 list, 2 rows: Shop."),
        ("-", "- [ ] Milk\n", nil),
    ])
    func aNameThatSaysNoFormatIsReadByItsLines(name: String, text: String, expected: String?) throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("todo.db").path
        let result: ProcessResult
        if name == "-" {
            result = try runListo(["--store", store, "import", "-"], script: "# Piped\n" + text)
        } else {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            result = try runListo(["--store", store, "import", file.path])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.first == expected ?? "Imported 1 list, 1 row: Piped.", "\(result.stdout)")
    }

    /// What opens as JSON and is not JSON says that it was read so, and what name each format takes.
    @Test(arguments: [
        ("en", "Error: tasks.todo can't be imported as JSON: line 1 is not JSON. Nothing was imported.\nFor another format: a todo.txt file's name ends in .txt, Markdown's in .md, iCalendar's in .ics."),
        ("es", "Error: no se puede importar tasks.todo como JSON: la línea 1 no es JSON. No se importó nada.\nPara otro formato: el nombre de un archivo todo.txt acaba en .txt, el de Markdown en .md, el de iCalendar en .ics."),
    ])
    func aFileThatOpensAsJSONIsSaidReadAsJSON(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("tasks.todo")
        try "{Buy bread\n".write(to: file, atomically: true, encoding: .utf8)
        let store = folder.appendingPathComponent("todo.db").path
        let result = try runListo(["--store", store, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines) == expected, "\(result.stderr)")
    }

    /// A long path would take the refusal past 200 characters, which a console
    /// screen reader cuts mid-word: the file is named by its own name (25).
    @Test(arguments: [
        ("en", "Error: todo can't be imported as JSON: line 1 is not JSON. Nothing was imported.\nFor another format: a todo.txt file's name ends in .txt, Markdown's in .md, iCalendar's in .ics."),
        ("es", "Error: no se puede importar todo como JSON: la línea 1 no es JSON. No se importó nada.\nPara otro formato: el nombre de un archivo todo.txt acaba en .txt, el de Markdown en .md, el de iCalendar en .ics."),
    ])
    func aLongPathIsSaidByTheFileName(language: String, expected: String) throws {
        let folder = Fixture.temporaryFolder().appendingPathComponent("a-very/long/path/of/folders/that/goes/on/and/on/and/on/until/the/line/is/too/long/to/say/whole")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("todo")
        try "[Buy bread\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", folder.appendingPathComponent("c.db").path, "--language", language, "import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.trimmingCharacters(in: .newlines) == expected, "\(result.stderr)")
    }

    /// A file named .json is JSON by its name: a mistake in it is not said read as JSON for want of a name.
    @Test func aJSONFileIsNotToldItsName() throws {
        let folder = Fixture.temporaryFolder()
        let file = folder.appendingPathComponent("tasks.json")
        try "Buy bread\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try runListo(["--store", folder.appendingPathComponent("j.db").path, "import", file.path])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("as JSON") && !result.stderr.contains("For another format"), "\(result.stderr)")
    }

    /// A file that can't be read says which of the causes it is, where one line named
    /// missing, unreadable and not UTF-8 text alike and left the person to find which.
    @Test func aFileNotReadSaysWhy() throws {
        let folder = Fixture.temporaryFolder()
        let store = folder.appendingPathComponent("r.db").path
        let missing = try runListo(["--store", store, "import", folder.appendingPathComponent("nope.md").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines) == "Error: nope.md can't be read: there is no such file.", "\(missing.stderr)")
        let latin = folder.appendingPathComponent("latin.md")
        try Data([0x23, 0x20, 0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: latin)
        let notText = try runListo(["--store", store, "--language", "es", "import", latin.path])
        #expect(notText.status == 1)
        #expect(notText.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines) == "Error: no se puede leer latin.md: no es texto UTF-8.", "\(notText.stderr)")
        // Root reads a file whatever its mode: the import runs as a user the file is closed to.
        let closed = folder.appendingPathComponent("closed.md")
        try "# Trip\n".write(to: closed, atomically: true, encoding: .utf8)
        chmod(closed.path, 0)
        let refused = try runListoAsAnotherUser(["--store", folder.appendingPathComponent("theirs.db").path, "import", closed.path], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.replacingOccurrences(of: folder.path + "/", with: "").trimmingCharacters(in: .newlines) == "Error: closed.md can't be read: you have no permission to read it.", "\(refused.stderr)")
    }
}
