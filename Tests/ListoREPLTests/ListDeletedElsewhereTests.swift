import Foundation
@testable import ListoREPL
import ListoTestSupport
import Testing

/// Issue 25, point 13: when another session deletes the list this one has open,
/// the answer says the list went and names the list this session is in now.
@Suite struct ListDeletedElsewhereTests {
    @Test(arguments: ["en", "es"])
    func theAnswerSaysWhereYouAreNow(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let inbox = es ? "Entrada" : "Inbox", tasks = es ? "Tareas" : "Tasks"
        a.say(es ? "abrir \(inbox)" : "open \(inbox)")
        #expect(a.session.document.name == inbox)
        #expect(b.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)").first?.contains(inbox) == true)
        let heard = a.say(es ? "siguiente" : "next")
        let gone = es ? "Lista \(inbox) borrada en otra sesión." : "List \(inbox) deleted elsewhere."
        let now = es ? "Ahora en \(tasks), 2 secciones, 5 filas." : "Now in \(tasks), 2 sections, 5 rows."
        #expect(Array(heard.prefix(2)) == [gone, now], "\(heard)")
        #expect(a.session.document.name == tasks)
        #expect(a.say(es ? "dónde" : "where").contains(now) == false, "said once")
    }

    /// The other session's undo brings the list back, and a list it makes is new
    /// in the sidebar: each is said once, leading with the list's name.
    @Test(arguments: ["en", "es"])
    func aListBroughtBackOrMadeElsewhereIsSaid(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let inbox = es ? "Entrada" : "Inbox"
        b.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)")
        #expect(a.say(es ? "dónde" : "where").first == (es ? "Lista \(inbox) borrada en otra sesión." : "List \(inbox) deleted elsewhere."))
        b.say(es ? "deshacer" : "undo")
        let back = es ? "Lista \(inbox) de vuelta en otra sesión." : "List \(inbox) back elsewhere."
        let heard = a.say(es ? "dónde" : "where")
        #expect(heard.first == back, "\(heard)")
        #expect(a.say(es ? "dónde" : "where").contains(back) == false, "said once")
        b.say(es ? "nueva lista Compras" : "new list Groceries")
        #expect(a.say(es ? "listas" : "lists").first == (es ? "Lista Compras añadida en otra sesión." : "List Groceries added elsewhere."))
    }

    /// Another session deletes the open list and the list after it together (trial
    /// finding 13a): both are said, the open one first, and "Now in" names a list
    /// that is there.
    @Test(arguments: ["en", "es"])
    func theOpenListAndTheNextGoTogether(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", articles = es ? "Artículos" : "Articles", inbox = es ? "Entrada" : "Inbox"
        #expect(a.session.document.name == tasks)
        b.say(es ? "borrar lista \(tasks)" : "delete list \(tasks)")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        let heard = a.say(es ? "dónde" : "where")
        let gone = { (list: String) in es ? "Lista \(list) borrada en otra sesión." : "List \(list) deleted elsewhere." }
        #expect(Array(heard.prefix(3)) == [gone(tasks), gone(articles), es ? "Ahora en \(inbox), 3 filas." : "Now in \(inbox), 3 rows."], "\(heard)")
        #expect(a.session.document.name == inbox)
    }

    /// Another session deletes the last two lists, the open one among them (trial
    /// finding 13b): both are said, and the session is in the sidebar with no lists,
    /// as when it deletes the last list itself; where says so.
    @Test(arguments: ["en", "es"])
    func theLastListsGoTogether(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", articles = es ? "Artículos" : "Articles"
        let inbox = es ? "Entrada" : "Inbox", archive = es ? "Archivo" : "Archive"
        a.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)")
        a.say(es ? "borrar lista \(tasks)" : "delete list \(tasks)")
        #expect(a.session.document.name == articles)
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        b.say(es ? "borrar lista \(archive)" : "delete list \(archive)")
        let heard = a.say(es ? "dónde" : "where")
        let gone = { (list: String) in es ? "Lista \(list) borrada en otra sesión." : "List \(list) deleted elsewhere." }
        let none = es ? "Listas: ninguna aún. Escribe nueva lista y un nombre." : "Lists: none yet. Type new list and a name."
        #expect(Array(heard.prefix(3)) == [gone(articles), gone(archive), none], "\(heard)")
        #expect(Array(heard.dropFirst(3).prefix(2)) == (es ? ["Columna lateral: aún no hay listas. Escribe nueva lista y un nombre.", "División: equilibrada."]
                                                           : ["Sidebar column: no lists yet. Type new list and a name.", "Split: balanced."]), "\(heard)")
        #expect(!heard.contains("."), "\(heard)")
        #expect(a.say(es ? "listas" : "lists") == [none])
    }

    /// In the sidebar when another session deletes the open list, the person stays in
    /// the sidebar, on the item focus was on, and hears the list went (issue 25).
    @Test(arguments: ["en", "es"])
    func inTheSidebarYouStayThere(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", articles = es ? "Artículos" : "Articles"
        a.say(es ? "atrás" : "back")
        a.say(es ? "siguiente" : "next")
        b.say(es ? "borrar lista \(tasks)" : "delete list \(tasks)")
        let heard = a.say(es ? "dónde" : "where")
        let gone = es ? "Lista \(tasks) borrada en otra sesión." : "List \(tasks) deleted elsewhere."
        let now = es ? "Ahora en \(articles), 1 de 3." : "Now on \(articles), 1 of 3."
        #expect(Array(heard.prefix(2)) == [gone, now], "\(heard)")
        #expect(a.session.state.column == .sidebar)
        #expect(heard.contains(es ? "Columna lateral: Listas." : "Sidebar column: Lists."), "\(heard)")
    }

    /// Another session's rename of a list is heard, by its old name and its new one.
    @Test(arguments: ["en", "es"])
    func aListRenamedElsewhereIsSaid(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", inbox = es ? "Entrada" : "Inbox"
        b.say(es ? "renombrar lista \(tasks) como Faenas" : "rename list \(tasks) to Chores")
        b.say(es ? "renombrar lista \(inbox) como Correo" : "rename list \(inbox) to Mail")
        let heard = a.say(es ? "dónde" : "where")
        let expected = es ? ["Lista \(tasks) renombrada como Faenas en otra sesión.", "Lista \(inbox) renombrada como Correo en otra sesión."]
            : ["List \(tasks) renamed to Chores elsewhere.", "List \(inbox) renamed to Mail elsewhere."]
        #expect(Array(heard.prefix(2)) == expected, "\(heard)")
        #expect(!a.say(es ? "dónde" : "where").contains(expected[0]), "said once")
    }

    /// The open list deleted elsewhere while editing, with rows selected and a filter
    /// on: each is said as it goes, after where the person is now (issue 25).
    @Test(arguments: ["en", "es"])
    func whatTheDeletedListHeldIsSaidAsItGoes(language: String) throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        let a = try Harness(arguments: ["--store", path, "--demo", "--language", language])
        let b = try Harness(arguments: ["--store", path, "--language", language])
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", articles = es ? "Artículos" : "Articles"
        a.say(es ? "editar" : "edit")
        a.say(es ? "seleccionar 1" : "select 1")
        a.say(es ? "filtrar pan" : "filter bread")
        b.say(es ? "borrar lista \(tasks)" : "delete list \(tasks)")
        let heard = a.say(es ? "dónde" : "where")
        let expected = es ? ["Lista \(tasks) borrada en otra sesión.", "Ahora en \(articles), 2 secciones, 5 filas.", "Selección quitada.", "Edición terminada.", "Filtro pan quitado."]
            : ["List \(tasks) deleted elsewhere.", "Now in \(articles), 2 sections, 5 rows.", "Selection cleared.", "Editing ended.", "Filter bread off."]
        #expect(Array(heard.prefix(expected.count)) == expected, "\(heard)")
        #expect(a.session.state.editing == false)
    }
    /// Where the session is now is said with the list's size, on one line, not a
    /// second line led by the same name: `read` on its title then adds nothing, and
    /// a command that says something else says it after (trial 25g, N3).
    @Test(arguments: ["en", "es"])
    func nowInSaysTheListsSizeOnce(language: String) throws {
        let (a, b, _) = try Harness.twoOnOneStore(language: language)
        let es = language == "es"
        let tasks = es ? "Tareas" : "Tasks", articles = es ? "Artículos" : "Articles", inbox = es ? "Entrada" : "Inbox"
        let gone = { (list: String) in es ? "Lista \(list) borrada en otra sesión." : "List \(list) deleted elsewhere." }
        let now = es ? "Ahora en \(tasks), 2 secciones, 5 filas." : "Now in \(tasks), 2 sections, 5 rows."
        a.say(es ? "abrir \(articles)" : "open \(articles)")
        b.say(es ? "borrar lista \(articles)" : "delete list \(articles)")
        #expect(a.say(es ? "leer" : "read") == [gone(articles), now])
        a.say(es ? "abrir \(inbox)" : "open \(inbox)")
        b.say(es ? "borrar lista \(inbox)" : "delete list \(inbox)")
        let heard = a.say(es ? "siguiente" : "next")
        #expect(heard == [gone(inbox), now, es ? "Pendientes, sección 1 de 2, 3 filas." : "Pending, section 1 of 2, 3 rows."], "\(heard)")
    }
}
