import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// `new list X like Y` copies every section of Y, whether this session has read Y
/// or not: a list not opened since the store was opened is held as its name and
/// settings only, and its sections were taken as none (`Copy, 1 section` where Y had 3).
@Suite struct NewListLikeUnreadTests {
    enum Engine: String, CaseIterable { case memory, sqlite, postgresql }

    /// A store whose second list has three sections and a row, written by one session,
    /// then opened by another as a new process opens it, on its first list.
    static func storeWithWork(_ engine: Engine, language: String) throws -> Harness {
        let es = language == "es"
        let setUp = es
            ? ["nueva lista Trabajo", "sección añadir Por hacer", "sección añadir En curso", "sección añadir Hecho", "añadir Plan"]
            : ["new list Work", "section add To do", "section add Doing", "section add Done", "add Plan"]
        let arguments = ["--language", language]
        switch engine {
        case .memory:
            let repository = MemoryRepository(seed: true)
            let writer = try Harness(store: repository, arguments: arguments)
            for line in setUp { writer.say(line) }
            return try Harness(store: repository, arguments: arguments)
        case .sqlite:
            let path = Fixture.temporaryFolder().appendingPathComponent("like.db").path
            let writer = try Harness(arguments: ["--store", path, "--demo"] + arguments)
            for line in setUp { writer.say(line) }
            return try Harness(arguments: ["--store", path] + arguments)
        case .postgresql:
            let cluster = try PostgresCluster.shared()
            let uri = cluster.socketURI(try cluster.createDatabase())
            let writer = try Harness(store: try ServerStore(uri: uri, seed: true), arguments: arguments)
            for line in setUp { writer.say(line) }
            return try Harness(store: try ServerStore(uri: uri, seed: false), arguments: arguments)
        }
    }

    @Test(arguments: Engine.allCases, ["en", "es"])
    func aListNotOpenedGivesEverySection(engine: Engine, language: String) throws {
        let es = language == "es"
        let h = try Self.storeWithWork(engine, language: language)
        #expect(h.session.library.isLoaded(h.session.library.list(named: es ? "Trabajo" : "Work")!.id) == false,
                "the list copied is not read yet")
        #expect(h.say(es ? "nueva lista Copia como trabajo" : "new list Copy like work")
                == (es ? ["Lista Copia creada.", "Copia, 3 secciones, sin filas."] : ["List Copy created.", "Copy, 3 sections, no rows."]))
        let sections = es ? ["1. Por hacer, sin filas.", "2. En curso, sin filas.", "3. Hecho, sin filas."]
                          : ["1. To do, no rows.", "2. Doing, no rows.", "3. Done, no rows."]
        #expect(h.say(es ? "secciones" : "sections") == [es ? "3 secciones." : "3 sections."] + sections)
        // The same after the list copied has been opened and left: once read or not, the copy is the same.
        h.say(es ? "abrir Trabajo" : "open Work")
        h.say(es ? "abrir Tareas" : "open Tasks")
        #expect(h.say(es ? "nueva lista Copia2 como Trabajo" : "new list Copy2 like Work").last
                == (es ? "Copia2, 3 secciones, sin filas." : "Copy2, 3 sections, no rows."))
        #expect(h.say(es ? "secciones" : "sections") == [es ? "3 secciones." : "3 sections."] + sections)
    }
}
