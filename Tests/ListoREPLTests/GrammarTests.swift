import ListoAnnouncer
import ListoModel
import ListoREPL
import Testing

/// Lines as typed and the command the grammar reads from them.
@Suite struct GrammarTests {
    static let cases: [(String, Command)] = [
        ("next", .next),
        ("N", .next),
        ("goto 3", .goto(.number(3))),
        ("goto .", .goto(.focused)),
        ("g \"Buy bread\"", .goto(.title("Buy bread"))),
        ("ns", .section(.next)),
        ("ps", .section(.previous)),
        ("section add Later", .section(.add("Later"))),
        ("section heading main", .section(.heading(.increased))),
        ("section 2", .section(.to(.number(2)))),
        ("list all", .list(.all)),
        ("move to 2", .move(.to(2))),
        ("move after Call Ana", .move(.after(.title("Call Ana")))),
        ("delete selection", .delete(.selection)),
        ("delete", .delete(.row(nil))),
        ("swipe trailing full", .swipe(.trailing, full: true)),
        ("do 2 Call", .doAction(.number(2), row: .title("Call"))),
        ("rename \"Buy milk\" to Buy oat milk", .rename(RowAndText(row: .title("Buy milk"), text: "Buy oat milk"))),
        ("note 'Call Ana': bring cake", .note(RowAndText(row: .title("Call Ana"), text: "bring cake"))),
        ("note off", .note(RowAndText(row: nil, text: "off"))),
        ("3", .bareNumber(3)),
        ("filter off", .filter(nil)),
        ("width 40", .width(.cells(40))),
        ("verbosity low", .verbosity(.low)),
        ("columns prominentDetail", .columns(.style(.prominentDetail))),
        ("new list Trips like Tasks", .newList(name: "Trips", like: "Tasks")),
        ("sort manual", .sort(.manual)),
        ("quit", .quit),
        ("exit", .quit),
    ]

    @Test(arguments: cases) func readsLinesIntoCommands(line: String, command: Command) throws {
        #expect(try Grammar.parse(line).command() == command)
    }

    @Test func anActionsOwnNameIsACommandWithARow() throws {
        let context = ParseContext(actionNames: ["Done", "Snooze"])
        #expect(try Grammar.parse("snooze 2", context: context).command() == .runAction("Snooze", row: .number(2)))
        #expect(try Grammar.parse("do Snooze Call", context: context).command() == .doAction(.name("Snooze"), row: .title("Call")))
    }

    @Test func aNumberWhileASwipeIsOpenChoosesItsAction() throws {
        #expect(try Grammar.parse("2", context: ParseContext(swipeActions: ["Done"])).command() == .swipeChoice(2))
    }

    @Test func argumentMistakesNameTheCommandAndItsUsage() {
        #expect(throws: Refusal.badArgument(command: "edit", argument: "maybe", usage: "edit, edit on, or edit off")) {
            try Grammar.parse("edit maybe").command()
        }
        #expect(throws: Refusal.missingArgument(command: "goto", usage: "goto ROW")) { try Grammar.parse("goto").command() }
        #expect(throws: Refusal.unknownCommand("nxt", suggestion: "next")) { try Grammar.parse("nxt") }
    }

    @Test func aRowAndATextKeepEveryReading() throws {
        let line = try Grammar.parse("rename Go to bed to Sleep").command()
        #expect(line == .rename(RowAndText([
            .init(row: .title("Go"), text: "bed to Sleep", separator: "to"),
            .init(row: .title("Go to bed"), text: "Sleep", separator: "to"),
            .init(row: nil, text: "Go to bed to Sleep", fallback: true),
        ])))
        let bare = try Grammar.parse("note 3 eggs").command()
        #expect(bare == .note(RowAndText([.init(row: .number(3), text: "eggs", exact: true), .init(row: nil, text: "3 eggs")])))
    }

    @Test func typosNeverTurnIntoACommandThatChangesData() {
        #expect(Grammar.entry(named: "more")?.name == "more", "more goes on reading; it is no typo of move")
        #expect(Grammar.suggestion(for: "remove") == nil)
        #expect(Grammar.suggestion(for: "undp") == "undo", "p is struck for o, the key beside it")
        #expect(Grammar.suggestion(for: "mode") != "move", "d and v are not neighbours")
        #expect(Grammar.suggestion(for: "novr") == nil, "two letters off is no slip")
        #expect(Grammar.suggestion(for: "delte") == "delete")
        #expect(Grammar.suggestion(for: "mvoe") == "move")
        #expect(Grammar.suggestion(for: "nxt") == "next")
        #expect(Grammar.suggestion(for: "raed") == "read")
    }

    /// A guess is offered only when it is close for the word's length: a word of one
    /// or two letters gets none unless it begins exactly one command.
    static let guesses: [(typed: String, guess: String?)] = [
        ("ñ", nil),
        ("Ñ", nil),
        ("xy", nil),
        ("q", nil),
        ("zz", nil),
        ("nxt", "next"),
        ("Nxt", "next"),
        ("hlep", "help"),
        ("delte", "delete"),
        ("raed", "read"),
    ]

    @Test(arguments: guesses.indices) func aGuessIsCloseForTheWordsLength(_ i: Int) {
        let (typed, guess) = Self.guesses[i]
        #expect(Grammar.suggestion(for: typed) == guess, "\(typed)")
    }

    /// A word of one or two letters that begins two or three commands is answered with them
    /// all, as Tab offers them; more than three, or none, is no guess.
    static let begun: [(typed: String, language: Language, said: String)] = [
        ("ne", .en, "Error: \"ne\" is not a command. Did you mean next or new?"),
        ("un", .en, "Error: \"un\" is not a command. Did you mean undo, unset or unpin?"),
        ("de", .en, "Error: \"de\" is not a command. Did you mean delete or deselect?"),
        ("re", .en, "Error: \"re\" is not a command. Type help for the commands."),
        ("ma", .es, "Error: \"ma\" no es un comando. ¿Querías decir más o marcar?"),
        ("ne", .es, "Error: \"ne\" no es un comando. Escribe ayuda para los comandos."),
    ]

    @Test(arguments: begun.indices) func aShortWordIsAnsweredWithTheCommandsItBegins(_ i: Int) {
        let (typed, language, said) = Self.begun[i]
        do {
            _ = try Grammar.parse(typed, context: ParseContext(language: language))
            Issue.record("\(typed) was read as a command")
        } catch let refusal as Refusal {
            #expect(Announcer(language: language).lines(.refusal(refusal)) == [said])
        } catch {
            Issue.record("\(error)")
        }
    }

    /// The word refused is said back as typed, case kept, in quotes in both languages.
    @Test func anUnknownWordIsSaidBackAsTyped() {
        #expect(throws: Refusal.unknownCommand("Ñ", suggestion: nil)) { try Grammar.parse("Ñ") }
        #expect(Announcer().lines(.refusal(.unknownCommand("Ñ", suggestion: nil))) == ["Error: \"Ñ\" is not a command. Type help for the commands."])
        #expect(Announcer(language: .es).lines(.refusal(.unknownCommand("Ñ", suggestion: nil)))
            == ["Error: \"Ñ\" no es un comando. Escribe ayuda para los comandos."])
    }

    @Test func usageIsWrittenForTheEar() {
        for entry in Grammar.entries {
            #expect(!entry.usage.contains("|") && !entry.usage.contains("["), "\(entry.name): \(entry.usage)")
        }
    }

    @Test func everyCommandHasItsSpanishWordsAndHelp() {
        for entry in Grammar.entries {
            let spanish = entry.spanish
            #expect(spanish != nil, "\(entry.name) has no Spanish")
            guard let spanish else { continue }
            #expect(!spanish.words.isEmpty && !spanish.usage.isEmpty && !spanish.summary.isEmpty, "\(entry.name)")
            #expect(spanish.detail.isEmpty == entry.detail.isEmpty, "\(entry.name): detail in one language only")
            #expect(!spanish.usage.contains("|") && !spanish.usage.contains("["), "\(entry.name): \(spanish.usage)")
        }
    }

    /// The Spanish help says what each command does, in the third person as most of it
    /// does (`dice o cambia`, `sale de`), never bidding the listener (`di`, `sal`) beside it.
    @Test func spanishSummariesSayWhatACommandDoes() {
        let bidding: Set<String> = ["di", "sal", "ve", "pon", "haz", "ten", "ven", "dales", "elige:", "mira"]
        for entry in Grammar.entries {
            guard let summary = entry.spanish?.summary else { continue }
            let words = summary.split(separator: " ").map { $0.lowercased() }
            #expect(words.allSatisfy { !bidding.contains($0) }, "\(entry.name): \(summary)")
        }
    }

    /// Every word a command's arguments take has its Spanish words, so that what Tab
    /// offers and what the help says can be typed in Spanish; the language codes en and
    /// es alone are typed the same in both.
    @Test func everyKeywordHasItsSpanishWords() {
        for entry in Grammar.entries {
            for keyword in entry.keywords where keyword.es.isEmpty && !["en", "es"].contains(keyword.en) {
                Issue.record("\(entry.name) takes \(keyword.en), which has no Spanish words")
            }
        }
    }

    static let spanishCases: [(String, Command)] = [
        ("siguiente", .next),
        ("ULTIMO", .last),
        ("último", .last),
        ("ir 3", .goto(.number(3))),
        ("seccion siguiente", .section(.next)),
        ("sección añadir Luego", .section(.add("Luego"))),
        ("mover despues Llamar a Ana", .move(.after(.title("Llamar a Ana")))),
        ("mover final", .move(.bottom)),
        ("mover al final", .move(.bottom)),
        ("mover al principio", .move(.top)),
        ("mover principio", .move(.top)),
        ("mover a sección Completadas al principio", .move(.toSection(.name("Completadas"), top: true))),
        ("desplegar", .expand(nil)),
        ("sección encabezado destacado", .section(.heading(.increased))),
        ("deslizar final completo", .swipe(.trailing, full: true)),
        ("borrar selección", .delete(.selection)),
        ("renombrar 2 como Comprar pan integral", .rename(RowAndText([
            .init(row: .number(2), text: "Comprar pan integral", separator: "como"),
            .init(row: nil, text: "2 como Comprar pan integral", fallback: true),
        ]))),
        ("filtrar no", .filter(nil)),
        ("estilo barra lateral", .style(.sidebar)),
        ("estilo sidebar", .style(.sidebar)),
        ("verbosidad alta", .verbosity(.high)),
        ("nueva lista Viajes como Tareas", .newList(name: "Viajes", like: "Tareas")),
        ("idioma en", .language(.en)),
        ("next", .next),
        ("move to 2", .move(.to(2))),
    ]

    @Test(arguments: spanishCases) func readsSpanishAndEnglishWordsInSpanish(line: String, command: Command) throws {
        #expect(try Grammar.parse(line, context: ParseContext(language: .es)).command() == command)
    }

    @Test func spanishRefusalsNameTheSpanishCommand() {
        let es = ParseContext(language: .es)
        #expect(throws: Refusal.missingArgument(command: "ir", usage: "ir FILA")) { try Grammar.parse("ir", context: es).command() }
        #expect(throws: Refusal.unknownCommand("sigiente", suggestion: "siguiente")) { try Grammar.parse("sigiente", context: es) }
        #expect(throws: Refusal.unknownCommand("borar", suggestion: "borrar")) { try Grammar.parse("borar", context: es) }
    }

    @Test func theLocaleChoosesTheLanguageUnlessTheOptionDoes() throws {
        let plain = try Options.parse([]).0
        #expect(plain.language(environment: ["LANG": "es_ES.UTF-8"]) == .es)
        #expect(plain.language(environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "es_ES.UTF-8"]) == .en)
        #expect(plain.language(environment: ["LC_MESSAGES": "es_MX", "LANG": "C"]) == .es)
        #expect(plain.language(environment: ["LC_ALL": "", "LANG": "es_AR.UTF-8"]) == .es)
        #expect(plain.language(environment: [:]) == .en)
        #expect(try Options.parse(["--language", "en"]).0.language(environment: ["LANG": "es_ES.UTF-8"]) == .en)
    }

    @Test func noWordNamesTwoCommands() {
        var owner: [String: String] = [:]
        for entry in Grammar.entries {
            for word in Set(entry.allWords.map(Names.key)) {
                #expect(owner[word] == nil, "\(word) names both \(owner[word] ?? "") and \(entry.name)")
                owner[word] = entry.name
            }
        }
    }

    @Test func everyGroupHasCommands() {
        for group in CommandGroup.allCases { #expect(Grammar.entries.contains { $0.group == group }) }
    }

    /// A command declared with a typed argument completes what its descriptor
    /// completes and reads its words as the descriptor does, in either language.
    @Test func anArgumentDescriptorGivesCompletionAndParsing() throws {
        #expect(Grammar.entry(named: "pin")?.completes == [.row])
        #expect(Grammar.entry(named: "goto")?.completes == [.row])
        #expect(Grammar.entry(named: "edit")?.completes == [.words([.on, .off])])
        #expect(Grammar.entry(named: "layout")?.completes == [.values(.of(LayoutChoice.self))])
        #expect(Grammar.entry(named: "indent")?.completes == [])
        #expect(try Grammar.parse("pin 2").command() == .pin(.number(2)))
        #expect(try Grammar.parse("fijar").command() == .pin(nil))
        #expect(try Grammar.parse("editar sí", context: ParseContext(language: .es)).command() == .edit(true))
        #expect(try Grammar.parse("disposición compacta", context: ParseContext(language: .es)).command() == .layout(.compact))
        #expect(throws: Refusal.missingArgument(command: "goto", usage: "goto ROW")) { try Grammar.parse("goto").command() }
        #expect(throws: Refusal.badArgument(command: "edit", argument: "maybe", usage: "edit, edit on, or edit off")) {
            try Grammar.parse("edit maybe").command()
        }
    }

    /// A command whose argument is a small language of its own is declared as the
    /// ways to type it: the same ways say its usage in each language, give what Tab
    /// offers and the keywords it reads, and read a line, keywords first.
    @Test func theWaysToTypeACommandGiveItsUsageCompletionAndParsing() throws {
        let es = ParseContext(language: .es)
        let section = try #require(Grammar.entry(named: "section"))
        #expect(section.usage == "section next, previous, first, last, N or NAME; section add NAME, section rename NAME, section delete, or section heading main or standard")
        #expect(section.usage(in: .es) == "sección siguiente, anterior, primera, última, N o NOMBRE; sección añadir NOMBRE, sección renombrar NOMBRE, sección borrar, o sección encabezado principal o normal")
        #expect(section.completes.first == .words([.next, .previous, Keyword("first", "primera", "primero"), Keyword("last", "última", "último"),
                                                   .add, .rename, .delete, Keyword("heading", "encabezado")]))
        #expect(section.keywords.contains(Keyword("standard", "normal")), "a keyword after the first word is the command's too")
        #expect(try Grammar.parse("section add Later").command() == .section(.add("Later")))
        #expect(try Grammar.parse("sección encabezado principal", context: es).command() == .section(.heading(.increased)))
        #expect(try Grammar.parse("section Done").command() == .section(.to(.name("Done"))))
        // A way's own forms are its usage when its words are wrong; nothing typed says the first group.
        #expect(throws: Refusal.missingArgument(command: "section", usage: "section add NAME")) { try Grammar.parse("section add").command() }
        #expect(throws: Refusal.missingArgument(command: "section", usage: "section next, previous, first, last, N or NAME")) {
            try Grammar.parse("section").command()
        }
        // A keyword way takes nothing more than it declares.
        #expect(throws: Refusal.badArgument(command: "section", argument: "2", usage: section.usage)) { try Grammar.parse("section next 2").command() }
        let list = try #require(Grammar.entry(named: "list"))
        #expect(list.usage == "list, list all, or list SECTION")
        #expect(list.completes == [.words([.all]), .section])
        #expect(try Grammar.parse("list all things").command() == .list(.section(.name("all things"))), "a keyword alone is the whole argument")
        let move = try #require(Grammar.entry(named: "move"))
        #expect(try Grammar.parse("move to section Done top").command() == .move(.toSection(.name("Done"), top: true)))
        #expect(try Grammar.parse("move to 3").command() == .move(.to(3)))
        #expect(try Grammar.parse("move selection to list Shopping").command() == .moveSelection(.toList("Shopping", section: nil)))
        #expect(try Grammar.parse("mover antes de 2", context: es).command() == .move(.before(.number(2))))
        #expect(throws: Refusal.badArgument(command: "move", argument: "sideways", usage: move.usage)) { try Grammar.parse("move sideways now").command() }
        #expect(throws: Refusal.badArgument(command: "move", argument: "3", usage: move.usage)) { try Grammar.parse("move up 3").command() }
    }
}
