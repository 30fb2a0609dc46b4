import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// A database dropped and made again under an open session, another store copied
/// into it: the session's lists, focus, selection and undo were the old store's, and
/// reconnecting took them on silently, so `lists` said the old lists and `add` wrote
/// with the old ids into whatever list and section the new store gave those ids.
/// Reconnecting now compares the store's identity: another store is read again and
/// said so, and a change typed before that is refused, nothing written.
@Suite(.serialized) struct StoreReplacedTests {
    /// A session on the samples in a new database, focused on a row with a row selected;
    /// then the database replaced by one holding Home alone, whose ids overlap the samples'.
    static func replacedUnderSession(language: String = "en") throws -> (Harness, ServerStore, PostgresCluster, String) {
        let cluster = try PostgresCluster.shared()
        let database = try cluster.createDatabase()
        let uri = cluster.socketURI(database)
        let store = try ServerStore(uri: uri, seed: true)
        let h = try Harness(store: store, arguments: ["--language", language])
        let es = language == "es"
        h.say(es ? "ir Llamar a Ana" : "goto Call Ana")
        h.say(es ? "seleccionar" : "select")
        h.say(es ? "renombrar . a Llamar a Ana hoy" : "rename . to Call Ana today")
        try cluster.sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database)'", database: "postgres")
        try cluster.sql("DROP DATABASE \(database)", database: "postgres")
        try cluster.sql("CREATE DATABASE \(database)", database: "postgres")
        let otherStore = try ServerStore(uri: uri, seed: false)
        let other = try Harness(store: otherStore, arguments: ["--language", language])
        for line in es ? ["nueva lista Casa", "sección añadir Pendientes", "añadir Leche", "añadir Huevos"]
                       : ["new list Home", "section add Pending", "add Milk", "add Eggs"] {
            other.say(line)
        }
        otherStore.close()
        // The session's connection was ended with the old database: its next command
        // makes it again before it runs, and finds another store there.
        return (h, store, cluster, database)
    }

    static func titles(_ cluster: PostgresCluster, _ database: String) throws -> [String] {
        try cluster.sql("SELECT l.name || ': ' || r.title FROM rows r JOIN lists l ON l.id = r.list_id ORDER BY r.id", database: database)
            .split(separator: "\n").map(String.init)
    }

    @Test func aChangeTypedForTheOldStoreIsRefusedAndTheNewOneIsRead() throws {
        let (h, store, cluster, database) = try Self.replacedUnderSession()
        #expect(h.say("add After recopy") == ["Error: the store was replaced on the server, so nothing was changed. Lists read again; now in Home."])
        #expect(try Self.titles(cluster, database) == ["Home: Milk", "Home: Eggs"], "nothing was written")
        #expect(h.say("lists") == ["1 list.", "1. Home, 2 rows, open."])
        #expect(h.say("undo") == ["Error: undo: nothing to take back."], "the old store's steps are let go")
        #expect(h.say("selection") == ["Selection is empty."])
        h.say("goto Eggs")
        #expect(h.say("add After recopy") == ["Added After recopy, 3 of 3."])
        #expect(try Self.titles(cluster, database) == ["Home: Milk", "Home: Eggs", "Home: After recopy"])
        store.close()
    }

    @Test(arguments: ["en", "es"]) func aReadingAfterTheReplacementSaysItFirst(language: String) throws {
        let (h, store, cluster, database) = try Self.replacedUnderSession(language: language)
        let es = language == "es"
        #expect(h.say(es ? "lista todo" : "list all") == (es
            ? ["El almacén fue reemplazado en el servidor; las listas se leyeron de nuevo.", "Ahora en Casa, 1 sección, 2 filas.",
               "Pendientes, 1 de 1, 2 filas.", "Leche.", "Huevos."]
            : ["The store was replaced on the server; lists read again.", "Now in Home, 1 section, 2 rows.",
               "Pending, 1 of 1, 2 rows.", "Milk.", "Eggs."]))
        #expect(h.say(es ? "listas" : "lists").first == (es ? "1 lista." : "1 list."), "said once")
        #expect(try Self.titles(cluster, database).count == 2)
        store.close()
    }
}
