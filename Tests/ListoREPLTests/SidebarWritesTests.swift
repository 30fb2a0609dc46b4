@testable import ListoREPL
import ListoTestSupport
import Testing

/// With focus on the lists, a command that writes into the list open would change
/// that list while another is focused, unsaid: every one is refused there, by its
/// name, with the advice to open the focused list. The table holds a line for every
/// command of the grammar that changes a list, so a command added to it later is
/// decided here too.
@Suite struct SidebarWritesTests {
    /// Commands that change and are taken in the sidebar: they name what they change
    /// (new list NAME), or take back what was said (undo, redo).
    static let takenThere: Set<String> = ["new", "undo", "redo"]

    /// A line for each command that changes a list, in the sidebar with Tasks open, edit mode
    /// on and two of its rows selected, and Inbox focused; each is refused naming Inbox.
    static let english = [
        "section add Later", "footer Hi", "add Milk", "add child Yeast",
        "sort due", "style plain", "group due", "field add cost number", "field remove due",
        "action add Later trailing set snoozed", "action remove Snooze", "action full trailing off", "selection mode single",
        "expand", "collapse Pending", "expand all",
        "swipe leading", "do 1", "delete", "delete Buy bread", "delete selection", "move up", "move to list Archive",
        "indent", "outdent", "rename Buy bread to Rye", "note Buy bread: fresh", "set due today", "set Buy bread due today",
        "unset due", "toggle snoozed", "pin", "unpin Pay the rent", "mark done", "mark done Buy bread", "Snooze Buy bread",
        "repeat every week", "remind tomorrow", "filter bread", "filter off",
    ]

    static let spanish = [
        "sección añadir Luego", "pie Hola", "añadir Leche", "añadir hijo Levadura",
        "ordenar vence", "estilo simple", "agrupar vence", "campo añadir coste número", "campo quitar vence",
        "acción añadir Luego final poner pospuesta", "acción quitar Posponer", "selección modo única",
        "expandir", "plegar Pendientes", "deslizar inicio", "borrar", "borrar Comprar pan", "borrar selección",
        "mover arriba", "renombrar Comprar pan como Pan", "poner vence hoy", "quitar vence", "alternar pospuesta",
        "fijar", "marcar hecha", "Posponer Comprar pan", "repetir cada semana", "avisar mañana", "filtrar pan", "filtrar no",
    ]

    @Test func everyCommandThatChangesAListIsInTheTable() {
        let changing = Grammar.entries.filter { $0.traits.contains(.changes) && !Self.takenThere.contains($0.name) }.map(\.name)
        let tried = Set(Self.english.compactMap { Grammar.entry(named: String($0.prefix { $0 != " " }))?.name })
        #expect(changing.filter { !tried.contains($0) } == [])
        #expect(tried.contains("selection"))
    }

    @Test(arguments: [("en", english), ("es", spanish)])
    func eachIsRefusedAndNothingChanges(language: String, lines: [String]) throws {
        let es = language == "es"
        let h = try Harness(arguments: ["--memory", "--demo", "--language", language])
        for line in es ? ["editar", "seleccionar 1-2", "atrás", "ir 3"] : ["edit", "select 1-2", "back", "goto 3"] { h.say(line) }
        let before = h.session.library.lists
        let rows = h.session.storedDocument.everyRow
        let advice = es ? "el foco está en las listas. Escribe abrir para entrar en Entrada." : "focus is on the lists. Type open to go into Inbox."
        for line in lines {
            let heard = h.say(line)
            #expect(heard.count == 1 && heard[0].hasPrefix("Error: ") && heard[0].contains(advice), "\(line): \(heard)")
        }
        #expect(h.session.library.lists.map(\.settings) == before.map(\.settings))
        #expect(h.session.storedDocument.everyRow == rows)
        #expect(h.session.state.selection.count == 2)
    }
}
