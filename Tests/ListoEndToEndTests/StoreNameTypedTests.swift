import Foundation
import ListoTestSupport
import Testing

/// A PostgreSQL store named in a way libpq can't read, or in libpq's key=value words
/// that listo does not take: one Error line naming the store as typed, or the URI to
/// write instead, and never the password.
@Suite struct StoreNameTypedTests {
    /// A URI libpq refuses is named as typed, its password taken out, as a server's
    /// address is named in every other error (`postgresql://ana@…`), not cut to `postgresql://`.
    @Test func aURILibpqCantReadIsNamedAsTypedWithoutThePassword() throws {
        let run = try runListo(["--store", "postgresql://ana:secret@127.0.0.1:55433/shopping?nonsense=1", "-c", "lists"])
        #expect(run.status == 2)
        #expect(run.stderr == "Error: store postgresql://ana@127.0.0.1:55433/shopping?nonsense=1 can't be opened: invalid URI query parameter: \"nonsense\".\n",
                "\(run.stderr)")
        let inQuery = try runListo(["--store", "postgresql://ana@127.0.0.1:55433/shopping?password=secret&nonsense=1", "-c", "lists"])
        #expect(inQuery.stderr.hasPrefix("Error: store postgresql://ana@127.0.0.1:55433/shopping?nonsense=1 can't be opened: "), "\(inQuery.stderr)")
        for text in [run.stdout, run.stderr, inQuery.stdout, inQuery.stderr] { #expect(!text.contains("secret")) }
    }

    @Test(arguments: [
        ("en", "host=127.0.0.1 password=secret dbname=shopping",
         "Error: --store takes a PostgreSQL server as a postgresql:// URI, not as key=value words: write postgresql://127.0.0.1/shopping. Type listo --help for the options and modes."),
        ("en", "host = 127.0.0.1 port=5433 user=ana password='se cret' dbname=shopping sslmode=require",
         "Error: --store takes a PostgreSQL server as a postgresql:// URI, not as key=value words: write postgresql://ana@127.0.0.1:5433/shopping?sslmode=require. Type listo --help for the options and modes."),
        ("es", "host=/run/postgresql dbname=compra password=secret",
         "Error: --store toma un servidor PostgreSQL como URI postgresql://, no como palabras clave=valor: escribe postgresql:///compra?host=/run/postgresql. Escribe listo --help para ver las opciones y los modos."),
    ])
    func aKeyValueStringIsRefusedWithTheURIToWrite(language: String, store: String, refusal: String) throws {
        let folder = Fixture.temporaryFolder()
        let run = try runListo(["--language", language, "--store", store, "-c", "where store"], environment: ["HOME": folder.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == refusal + "\n", "\(run.stderr)")
        #expect(!run.stderr.contains("secret") && !run.stderr.contains("se cret"))
        #expect(!FileManager.default.fileExists(atPath: store), "no SQLite file made of the words")
    }

    /// A file's name that only holds an equals sign is still a file.
    @Test func aFileNameWithAnEqualsSignIsAFile() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("a=b.db").path
        let run = try runListo(["--store", path, "-c", "where store"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("a=b.db"), "\(run.stdout)")
    }
}
