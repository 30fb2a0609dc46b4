@testable import ListoStore
import ListoModel
import ListoTestSupport
import Testing

/// Rows found by their words through the store's indexes, kept in step with every write.
@Suite struct StoreSearchTests {
    func tasks(_ store: Store) throws -> (Library, ListDocument) {
        let library = try store.loadLibrary()
        return (library, library.list(named: "Tasks")!)
    }

    /// Applies one operation and writes it, as a session does.
    func change(_ store: Store, _ library: inout Library, _ operation: ListoModel.Operation) throws {
        try store.transaction {
            let outcome = try apply(operation, to: &library)
            try store.persist(outcome.changes, from: library)
        }
    }

    func titles(_ ids: [RowID], _ document: ListDocument) -> [String] {
        document.readingOrder(ids).compactMap { document.row($0)?.title }
    }

    @Test func wordsAreFoundFromTheirStartInTitlesAndNotesWhateverTheirCaseOrAccents() throws {
        let store = try Store(.memory, seed: true)
        let (_, tasks) = try tasks(store)
        #expect(titles(try store.rows(matching: SearchWords.words("THE"), in: tasks.id), tasks) == ["Pay the rent", "Water the plants"])
        #expect(titles(try store.rows(matching: SearchWords.words("pa"), in: tasks.id), tasks) == ["Pay the rent", "Renew passport"])
        #expect(try store.rows(matching: SearchWords.words("ent"), in: tasks.id).isEmpty, "a word matches from its start")
        #expect(try store.rows(matching: [], in: tasks.id).isEmpty)
    }

    @Test func theIndexesFollowRenamesNotesAndDeletes() throws {
        let store = try Store(.memory, seed: true)
        var (library, tasks) = try tasks(store)
        let bread = tasks.sections[0].rows[0].id
        try change(store, &library, .renameRow(list: tasks.id, row: bread, title: "Café crème"))
        try change(store, &library, .setNotes(list: tasks.id, row: bread, notes: "Fresh BEANS"))
        #expect(try store.rows(matching: SearchWords.words("cafe"), in: tasks.id) == [bread])
        #expect(try store.rows(matching: SearchWords.words("beans creme"), in: tasks.id) == [bread])
        #expect(try store.rows(matching: SearchWords.words("bread"), in: tasks.id).isEmpty, "the old title is gone from the index")
        #expect(try store.rows(titled: "cafe creme", prefix: false, in: tasks.id, limit: 10) == [bread])
        #expect(try store.rows(titled: "cafe c", prefix: true, in: tasks.id, limit: 10) == [bread])
        #expect(try store.rows(titled: "cafe", prefix: false, in: tasks.id, limit: 10).isEmpty)
        try change(store, &library, .deleteRows(list: tasks.id, rows: [bread]))
        #expect(try store.rows(matching: SearchWords.words("cafe"), in: tasks.id).isEmpty)
        #expect(try store.rows(titled: "cafe c", prefix: true, in: tasks.id, limit: 10).isEmpty)
        #expect(store.integrityCheck() == "ok")
    }

    @Test func aStoreFromBeforeTheIndexesGainsThemWithItsRows() throws {
        let file = Fixture.temporaryFolder().appendingPathComponent("old.db").path
        let before = Int64(Migrations.all.firstIndex { $0.contains("rows_words") }!)
        try Store(.file(file), seed: false, version: before).executeForTesting(Fixture.oldStoreRows)
        let store = try Store(.file(file), seed: false)
        let old = try store.loadList(ListID(1))
        #expect(try store.rows(matching: SearchWords.words("creme"), in: old.id) == [RowID(3)])
        #expect(try store.rows(matching: SearchWords.words("beans"), in: old.id) == [RowID(3)])
        #expect(try store.rows(titled: "cafe", prefix: true, in: old.id, limit: 10) == [RowID(3)])
    }

    @Test func everyWordOfTheIndexIsInTheWordListAndAWordWithManyCompletionsIsStillFound() throws {
        let store = try Store(.memory, seed: true)
        var (library, tasks) = try tasks(store)
        let bread = tasks.sections[0].rows[0].id
        // More words starting with "ka" than are asked for by name.
        let many = (1...(Store.spelledOut + 5)).map { "ka\($0)" }.joined(separator: " ")
        try change(store, &library, .renameRow(list: tasks.id, row: bread, title: "Ölçü Straße \(many)"))
        try change(store, &library, .setNotes(list: tasks.id, row: bread, notes: "ÉCOLE d'été, 東京 x²"))
        #expect(try store.rows(matching: SearchWords.words("ka"), in: tasks.id) == [bread])
        #expect(try store.rows(matching: SearchWords.words("ka3 olcu"), in: tasks.id) == [bread])
        #expect(try store.rows(matching: SearchWords.words("ecole ete"), in: tasks.id) == [bread])
        #expect(try store.rows(matching: SearchWords.words("kb"), in: tasks.id).isEmpty)
        try store.executeForTesting("CREATE VIRTUAL TABLE temp.index_words USING fts5vocab(main, rows_words, row)")
        let indexed = try store.connection.scalar("SELECT count(*) FROM temp.index_words") ?? 0
        let missing = try store.connection.scalar("SELECT count(*) FROM temp.index_words WHERE term NOT IN (SELECT term FROM rows_terms)")
        #expect(indexed > Int64(Store.spelledOut) && missing == 0)
    }
}
