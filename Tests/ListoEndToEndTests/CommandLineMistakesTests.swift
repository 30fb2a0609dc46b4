import Foundation
import ListoTestSupport
import Testing

/// Every kind of wrong argument to the process and its modes, through the built
/// listo: one `Error:` line on standard error, nothing on standard output, a
/// non-zero exit, and no file made or changed (issue 25's leftovers).
@Suite(.serialized) struct CommandLineMistakesTests {
    /// A mistake of the command line itself: exit 2, one line, saying where help is.
    static let usage: [(arguments: [String], en: String, es: String)] = [
        (["--frobnicate"], "unknown option --frobnicate", "no hay ninguna opción --frobnicate"),
        // The start of two options (--language, --layout) names neither.
        (["--la", "es"], "unknown option --la", "no hay ninguna opción --la"),
        (["--store"], "--store needs a value", "--store necesita un valor"),
        // Nothing, or SQLite's name for memory, would open a store that keeps nothing, every change lost at the end.
        (["--store", ""], "--store needs a file's path or a postgresql:// address, and it is empty",
         "--store necesita la ruta de un archivo o una dirección postgresql://, y está vacía"),
        (["--store", ":memory:", "-c", "new list Keep"], "--store :memory: would keep nothing once listo ends; for that, type --memory, or name a file",
         "--store :memory: no guardaría nada al terminar listo; para eso, escribe --memory, o nombra un archivo"),
        (["--width", "3"], "--width takes a number from 10 to 1000, not 3", "--width admite un número del 10 al 1000, no 3"),
        (["--store", "a.db", "--memory"], "--store and --memory can't be used together", "--store y --memory no se pueden usar juntas"),
        (["frob"], "frob is not a mode", "frob no es un modo"),
        (["where"], "where is not a mode; to run the command, type listo -c 'where'",
         "where no es un modo; para ejecutar el comando, escribe listo -c 'where'"),
        (["goto", "2"], "goto is not a mode; to run the command, type listo -c 'goto 2'",
         "goto no es un modo; para ejecutar el comando, escribe listo -c 'goto 2'"),
        (["--update"], "--update goes only with listo check", "--update solo va con listo check"),
        (["--list", "Tasks"], "--list goes only with listo export", "--list solo va con listo export"),
        (["--memory", "export", "--update"], "--update goes only with listo check", "--update solo va con listo check"),
        (["check", "--format", "json", "a.t"], "--format goes only with listo export", "--format solo va con listo export"),
        (["export", "--list"], "--list needs a value", "--list necesita un valor"),
        (["export", "a", "b"], "export takes one folder, or none", "export admite una carpeta, o ninguna"),
        (["export", "a", "b", "c"], "export takes one folder, or none", "export admite una carpeta, o ninguna"),
        (["copy", "a", "b", "c"], "copy takes the store to copy from and the store to copy into", "copy necesita el almacén de origen y el de destino"),
        (["recover", "a"], "recover takes the damaged store and a new file", "recover necesita el almacén dañado y un archivo nuevo"),
        (["recover", "a", "b", "c"], "recover takes the damaged store and a new file", "recover necesita el almacén dañado y un archivo nuevo"),
        (["record", "a", "b"], "record takes one file", "record necesita un archivo"),
        (["import"], "import takes one file", "import necesita un archivo"),
        (["import", "a", "b"], "import takes one file", "import necesita un archivo"),
        (["copy", "a"], "copy takes the store to copy from and the store to copy into", "copy necesita el almacén de origen y el de destino"),
        (["recover"], "recover takes the damaged store and a new file", "recover necesita el almacén dañado y un archivo nuevo"),
        (["check"], "check needs at least one transcript", "check necesita al menos una transcripción"),
        (["record"], "record takes one file", "record necesita un archivo"),
        // An operand given as nothing is named by its placeholder, where a file of no name was said with two spaces.
        (["import", ""], "import needs FILE, and it is empty", "import necesita ARCHIVO, y está vacío"),
        (["import", "  "], "import needs FILE, and it is empty", "import necesita ARCHIVO, y está vacío"),
        (["check", "a.t", ""], "check needs FILE, and it is empty", "check necesita ARCHIVO, y está vacío"),
        (["record", ""], "record needs FILE, and it is empty", "record necesita ARCHIVO, y está vacío"),
        (["copy", "", "b.db"], "copy needs FROM, and it is empty", "copy necesita ORIGEN, y está vacío"),
        (["recover", "a.db", ""], "recover needs NEW, and it is empty", "recover necesita NUEVO, y está vacío"),
    ]

    /// The start of one long option is that option, as getopt_long takes it: `--lang es` is `--language es`.
    @Test func theStartOfOneOptionIsThatOption() throws {
        let whole = try runListo(["--memory", "--demo", "--language", "es", "-c", "where"])
        let short = try runListo(["--memory", "--demo", "--lang", "es", "-c", "where"])
        #expect(whole.status == 0 && short.status == 0, "\(short.stderr)")
        #expect(short.stdout == whole.stdout)
        #expect(short.stdout.contains("Tareas"), "\(short.stdout)")
    }

    @Test(arguments: ["en", "es"])
    func aUsageMistakeIsOneLineSayingWhereHelpIs(_ language: String) throws {
        let folder = Fixture.temporaryFolder().path
        for (arguments, en, es) in Self.usage {
            let result = try runListo(["--language", language] + arguments.map { $0.hasSuffix(".db") ? folder + "/" + $0 : $0 })
            let help = language == "es" ? "Escribe listo --help para ver las opciones y los modos." : "Type listo --help for the options and modes."
            let said = language == "es" ? es : en
            #expect(result.stderr == "Error: \(said). \(help)\n", "\(arguments)")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no store made")
    }

    /// A script with a quote left open runs none of its commands: the rest would be one title.
    @Test(arguments: ["en", "es"])
    func aScriptWithAQuoteLeftOpenRunsNothing(_ language: String) throws {
        let folder = Fixture.temporaryFolder().path
        let store = folder + "/q.db"
        let result = try runListo(["--language", language, "--store", store, "--demo", "-c", "goto 1; add \"; set due friday"])
        let said = language == "es"
            ? "-c tiene una comilla abierta en el carácter 13 que no se cierra, así que no se ejecutó nada. Ciérrala con otra comilla, o quítala."
            : "-c has a quote opened at character 13 that is not closed, so nothing was run. Close it with a second quote, or take it out."
        #expect(result.stderr == "Error: \(said)\n")
        #expect(result.stdout.isEmpty)
        #expect(result.status == 2)
        #expect(!FileManager.default.fileExists(atPath: store), "no store made")
    }

    /// export --list names a list that is not there: the store's lists, by how many there are.
    @Test(arguments: ["en", "es"])
    func exportOfAListNotThereNamesTheLists(_ language: String) throws {
        let folder = Fixture.temporaryFolder().path
        let es = language == "es"
        let empty = folder + "/empty.db", one = folder + "/one.db", many = folder + "/many.db"
        #expect(try runListo(["--store", empty, "-c", "where"]).status == 0)
        #expect(try runListo(["--store", one, "-c", "new list Chores"]).status == 0)
        #expect(try runListo(["--store", many, "--demo", "-c", "new list Chores; new list Garden; new list Books"]).status == 0)
        let cases: [(store: String, said: String)] = [
            (empty, es ? "\"Nope\" no es ninguna lista; el almacén no tiene listas." : "\"Nope\" is not a list; the store has no lists."),
            (one, es ? "\"Nope\" no es ninguna lista; la única lista es Chores." : "\"Nope\" is not a list; the only list is Chores."),
            (many, es ? "\"Nope\" no es ninguna lista; las listas son Tasks, Articles, Inbox y 4 más."
                : "\"Nope\" is not a list; the lists are Tasks, Articles, Inbox and 4 more."),
        ]
        for (store, said) in cases {
            let result = try runListo(["--language", language, "--store", store, "export", "--list", "Nope"])
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: \(said)\n", "\(store)")
            #expect(result.status == 2)
        }
    }

    /// A mode given something that is not there: its one refusal, nothing written, nothing made.
    @Test(arguments: ["en", "es"])
    func aModeGivenWhatIsNotThereSaysSoAndWritesNothing(_ language: String) throws {
        let folder = Fixture.temporaryFolder().path
        let store = folder + "/kept.db"
        #expect(try runListo(["--store", store, "--demo", "-c", "where"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        try FileManager.default.createDirectory(atPath: folder + "/papers", withIntermediateDirectories: false)
        try "not a calendar\n".write(toFile: folder + "/papers/notes.txt", atomically: true, encoding: .utf8)
        let es = language == "es"
        let cases: [(arguments: [String], status: Int32, said: String)] = [
            // At the shell there is no lists to type: the store's lists are named, and it is a usage error.
            (["--store", store, "export", "--list", "Nope"], 2,
             es ? "\"Nope\" no es ninguna lista; las listas son Tasks, Articles, Inbox, Archive."
                : "\"Nope\" is not a list; the lists are Tasks, Articles, Inbox, Archive."),
            (["--store", store, "export", "--list", "Nope", "--format", "markdown"], 2,
             es ? "\"Nope\" no es ninguna lista; las listas son Tasks, Articles, Inbox, Archive."
                : "\"Nope\" is not a list; the lists are Tasks, Articles, Inbox, Archive."),
            (["--store", store, "export", "--list", "Nope", "--format", "vdir", folder + "/cal"], 2,
             es ? "\"Nope\" no es ninguna lista; las listas son Tasks, Articles, Inbox, Archive."
                : "\"Nope\" is not a list; the lists are Tasks, Articles, Inbox, Archive."),
            (["--store", store, "export", "--list", "Taks"], 2,
             es ? "\"Taks\" no es ninguna lista. ¿Querías decir Tasks?" : "\"Taks\" is not a list. Did you mean Tasks?"),
            (["--store", folder + "/none.db", "export"], 2,
             es ? "no se puede abrir el almacén \(folder)/none.db: no existe ese archivo."
                : "store \(folder)/none.db can't be opened: there is no such file."),
            // A store named in a folder that is not there is refused by that folder, and no folder is made.
            (["--store", folder + "/no/such/x.db", "-c", "lists"], 2,
             es ? "no se puede crear el almacén \(folder)/no/such/x.db: no hay carpeta \(folder)/no/such. Crea la carpeta antes, o nombra un almacén en una que exista."
                : "store \(folder)/no/such/x.db can't be created: there is no folder \(folder)/no/such. Make the folder first, or name a store in one that is there."),
            // A file name given to a format that writes standard output: the redirection that writes it,
            // from the store named, so that the command copied exports that store and not the default one.
            (["--store", store, "export", "--format", "todotxt", "todo.txt"], 2,
             es ? "export escribe en la salida estándar, no en todo.txt; redirígela: listo export --store \(store) --format todotxt > todo.txt. Solo --format vdir escribe en una carpeta."
                : "export writes to standard output, not into todo.txt; redirect it: listo export --store \(store) --format todotxt > todo.txt. Only --format vdir writes into a folder."),
            (["--store", store, "export", "--list", "Tasks", "my tasks.md", "--format", "markdown"], 2,
             es ? "export escribe en la salida estándar, no en my tasks.md; redirígela: listo export --store \(store) --format markdown --list Tasks > 'my tasks.md'. Solo --format vdir escribe en una carpeta."
                : "export writes to standard output, not into my tasks.md; redirect it: listo export --store \(store) --format markdown --list Tasks > 'my tasks.md'. Only --format vdir writes into a folder."),
            // A folder that is there is given a file inside it, as a redirection to the folder would fail.
            (["--store", store, "export", "--format", "json", "--list", "Tasks", folder + "/papers"], 2,
             es ? "export escribe en la salida estándar, no en \(folder)/papers; redirígela: listo export --store \(store) --format json --list Tasks > \(folder)/papers/Tasks.json. Solo --format vdir escribe en una carpeta."
                : "export writes to standard output, not into \(folder)/papers; redirect it: listo export --store \(store) --format json --list Tasks > \(folder)/papers/Tasks.json. Only --format vdir writes into a folder."),
            (["--store", store, "export", "--format", "todotxt", folder + "/papers/"], 2,
             es ? "export escribe en la salida estándar, no en \(folder)/papers/; redirígela: listo export --store \(store) --format todotxt > \(folder)/papers/kept.txt. Solo --format vdir escribe en una carpeta."
                : "export writes to standard output, not into \(folder)/papers/; redirect it: listo export --store \(store) --format todotxt > \(folder)/papers/kept.txt. Only --format vdir writes into a folder."),
            (["--demo", "export", "--format", "todotxt", "todo.txt"], 2,
             es ? "export escribe en la salida estándar, no en todo.txt; redirígela: listo export --demo --format todotxt > todo.txt. Solo --format vdir escribe en una carpeta."
                : "export writes to standard output, not into todo.txt; redirect it: listo export --demo --format todotxt > todo.txt. Only --format vdir writes into a folder."),
            (["--store", store, "export", "--format", "vdir", "--list", "Tasks"], 2,
             es ? "--format vdir escribe en una carpeta: listo export --store \(store) --format vdir --list Tasks CARPETA."
                : "--format vdir writes into a folder: listo export --store \(store) --format vdir --list Tasks FOLDER."),
            (["--store", store, "import", folder + "/papers"], 1,
             es ? "\(folder)/papers no tiene ningún archivo .ics: no es una carpeta de calendario. No se importó nada."
                : "\(folder)/papers holds no .ics file: it is not a calendar folder. Nothing was imported."),
        ]
        for (arguments, status, said) in cases {
            let result = try runListo(["--language", language] + arguments)
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            #expect(result.stderr == "Error: \(said)\n", "\(arguments)")
            #expect(result.status == status, "\(arguments)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before, "the store is unchanged")
        #expect(!FileManager.default.fileExists(atPath: folder + "/none.db"), "export made no store")
        #expect(!FileManager.default.fileExists(atPath: folder + "/no"), "no folder made for a store named in one that is not there")
        #expect(!FileManager.default.fileExists(atPath: folder + "/cal"), "no calendar folder made for a list that is not there")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/papers") == ["notes.txt"], "nothing written into the folder")
    }

    /// A store's path of thousands of characters is said back clipped, as typed text is,
    /// where it made one line of thousands; a real path (under 200) is said whole.
    @Test func aVeryLongStorePathIsSaidBackClipped() throws {
        let long = "/tmp/" + String(repeating: "d", count: 5000) + "/x.db"
        let run = try runListo(["--store", long, "-c", "where"])
        #expect(run.status == 2)
        #expect(run.stderr.count < 500 && run.stderr.contains("... (5010 characters) can't be created"), "\(run.stderr.prefix(300))")
        let server = try runListo(["--store", "postgresql://u@" + String(repeating: "h", count: 5000) + "/db", "-c", "where"])
        #expect(server.status == 2 && server.stderr.count < 500, "\(server.stderr.prefix(300))")
        let missing = try runListo(["copy", "/tmp/" + String(repeating: "m", count: 5000) + ".db", Fixture.temporaryFolder().appendingPathComponent("x.db").path])
        #expect(missing.status == 2 && missing.stderr.count < 500 && missing.stderr.contains("... (5008 characters) can't be opened"), "\(missing.stderr.prefix(300))")
    }
}
