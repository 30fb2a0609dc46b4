import ListoTestSupport
import Testing

/// `collapse all` and `expand all`: on a row with subtasks its whole subtree, as
/// before; anywhere else in the list (a subtask, a row with none, a header, the
/// title) every row with subtasks in the list, where a subtask was refused.
@Suite struct CollapseAllTests {
    /// Tasks with Buy bread holding Buy cake, which holds Buy candles, and Call Ana holding Ring first.
    func outlined(_ language: String = "en") throws -> Harness {
        let h = try Harness(arguments: ["--demo", "--language", language])
        for line in language == "en"
            ? ["goto 1", "add child Buy cake", "goto Buy cake", "add child Buy candles", "goto Call Ana", "add child Ring first", "goto Buy cake"]
            : ["ir 1", "añadir hijo Comprar tarta", "ir Comprar tarta", "añadir hijo Comprar velas", "ir Llamar a Ana", "añadir hijo Llamar antes", "ir Comprar tarta"] {
            h.say(line)
        }
        return h
    }

    @Test func onASubtaskEveryRowWithSubtasksFolds() throws {
        let h = try outlined()
        h.say("goto Ring first")
        // Focus inside what folded climbs to the row that folded it, and says so.
        #expect(h.say("collapse all") == ["Tasks collapsed in full, 3 rows with subtasks at all levels.", "Call Ana, level 1, 2 of 3, collapsed, 0 of 1 done."])
        #expect(h.say("goto Buy bread") == ["Buy bread, 1 of 3, collapsed, 0 of 2 done."])
        #expect(h.say("goto 3") == ["Pay the rent, 3 of 3, pinned, actions Snooze."])
        #expect(h.say("expand all") == ["Tasks expanded in full, 3 rows with subtasks at all levels."])
        #expect(h.say("goto Buy candles") == ["Buy candles, level 3, 1 of 1."])
        #expect(h.say("expand all") == ["All of Tasks is already expanded, 3 rows with subtasks at all levels."])
        // At the list's title too.
        h.say("first")
        #expect(h.say("collapse all") == ["Tasks collapsed in full, 3 rows with subtasks at all levels."])
    }

    @Test func onARowWithSubtasksItIsThatRowAsBefore() throws {
        let h = try outlined()
        h.say("goto Buy bread")
        #expect(h.say("collapse all") == ["Buy bread collapsed in full, 0 of 2 done at all levels."])
        #expect(h.say("goto Call Ana") == ["Call Ana, 2 of 3, expanded, 0 of 1 done."])
    }

    @Test func aListWithoutSubtasksSaysSo() throws {
        let h = try Harness()
        h.say("goto 1")
        #expect(h.say("collapse all") == ["Error: Tasks has no subtasks to expand or collapse."])
        h.say("lists")
        #expect(h.say("collapse all").first?.hasPrefix("Error:") == true)
    }

    @Test func spanish() throws {
        let h = try outlined("es")
        h.say("ir Llamar antes")
        #expect(h.say("plegar todo") == ["Tareas plegada entera, 3 filas con subtareas en todos los niveles.", "Llamar a Ana, nivel 1, 2 de 3, plegada, 0 de 1 hecha."])
        // Focus climbed to Llamar a Ana, whose own subtree plegar todo would fold: from the title, the list.
        h.say("primero")
        #expect(h.say("plegar todo") == ["Tareas ya está plegada entera, 3 filas con subtareas en todos los niveles."])
    }

    /// In a list of messages the rows inside rows are replies, and all says so, as each row's
    /// own line does: Inbox said 3 rows with subtasks where its rows said 1 reply.
    static let inbox: [(language: String, line: String, said: String)] = [
        ("en", "expand all", "Inbox expanded in full, 3 rows with replies at all levels."),
        ("en", "expand all\nexpand all", "All of Inbox is already expanded, 3 rows with replies at all levels."),
        ("en", "expand all\ncollapse all", "Inbox collapsed in full, 3 rows with replies at all levels."),
        ("en", "collapse all", "All of Inbox is already collapsed, 3 rows with replies at all levels."),
        ("es", "expandir todo", "Entrada expandida entera, 3 filas con respuestas en todos los niveles."),
        ("es", "expandir todo\nplegar todo", "Entrada plegada entera, 3 filas con respuestas en todos los niveles."),
        ("es", "plegar todo", "Entrada ya está plegada entera, 3 filas con respuestas en todos los niveles."),
    ]

    @Test(arguments: inbox.indices)
    func aListOfMessagesSaysReplies(_ index: Int) throws {
        let c = Self.inbox[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        h.say(c.language == "es" ? "abrir Entrada" : "open Inbox")
        let lines = c.line.split(separator: "\n").map(String.init)
        for line in lines.dropLast() { h.say(line) }
        #expect(h.say(lines.last!) == [c.said], "\(c.line)")
    }
}
