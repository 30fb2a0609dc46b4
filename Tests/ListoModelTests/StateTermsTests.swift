import ListoModel
import Testing

/// State terms read into queries, and the rows they mean.
@Suite struct StateTermsTests {
    static let today = CalendarDate(year: 2026, month: 12, day: 1)!
    static let fields = [
        FieldDeclaration("done", .boolean), FieldDeclaration("due", .date), FieldDeclaration("read", .boolean),
        FieldDeclaration("pinned", .boolean), FieldDeclaration("priority", .text),
    ]
    static func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }
    static func parse(_ text: String) throws(QueryProblem) -> RowQuery { try StateTerms.parse(text, fields: fields, today: today) }

    static let cases: [(String, RowQuery)] = [
        ("unread", .not(.flag("read"))),
        ("bread", .words("bread")),
        ("buy bread", .words("buy bread")),
        ("not done and due before friday", .and(.not(.flag("done")), .date("due", .before, day("2026-12-04")))),
        ("overdue or pinned", .or(.overdue, .flag("pinned"))),
        ("bread and not done", .and(.words("bread"), .not(.flag("done")))),
        ("done or pinned and not overdue", .or(.flag("done"), .and(.flag("pinned"), .not(.overdue)))),
        ("not (done or pinned)", .not(.or(.flag("done"), .flag("pinned")))),
        ("\"done\"", .words("done")),
        ("due", .has("due")),
        ("due today", .date("due", .on, day("2026-12-01"))),
        ("due by in 3 days", .date("due", .by, day("2026-12-04"))),
        ("due after dec 9", .date("due", .after, day("2026-12-09"))),
        ("priority A", .equals("priority", .text("A"))),
        ("undone bread", .and(.not(.flag("done")), .words("bread"))),
        // The state words listo says in either language reach the field, whatever it is named.
        ("no hecho o vencido", .or(.not(.flag("done")), .overdue)),
        ("sin leer", .not(.flag("read"))),
        // The negation is the one commands take (`Keyword.not`): sin negates any state, as marcar sin hecha does.
        ("sin hecha", .not(.flag("done"))),
        ("bread sin hecha", .and(.words("bread"), .not(.flag("done")))),
        ("Sin fijada o vencida", .or(.not(.flag("pinned")), .overdue)),
        ("sin fecha", .not(.has("due"))),
        ("no leída and bread", .and(.not(.flag("read")), .words("bread"))),
        ("unleído", .not(.flag("read"))),
        // And in the plural, as listo says the states of several rows.
        ("hechas", .flag("done")),
        ("no hechos o vencidas", .or(.not(.flag("done")), .overdue)),
        ("no leídas", .not(.flag("read"))),
        ("fijadas", .flag("pinned")),
        ("hechas and bread", .and(.flag("done"), .words("bread"))),
        ("casas", .words("casas")),
    ]

    @Test(arguments: cases.indices)
    func readsTheExpression(_ index: Int) throws {
        let (text, expected) = StateTermsTests.cases[index]
        #expect(try StateTermsTests.parse(text) == expected, "\(text)")
    }

    static let problems: [(String, QueryProblem)] = [
        ("", .empty), ("not", .missingTerm(after: "not")), ("sin", .missingTerm(after: "sin")), ("done and", .missingTerm(after: "and")),
        ("(done", .unbalanced), ("done)", .unbalanced), ("due before someday", .notADate(field: "due", text: "someday")),
        ("due before", .missingDate(field: "due", after: "before")),
        ("due on", .missingDate(field: "due", after: "on", comparison: .on)),
        ("due after de", .missingDate(field: "due", after: "after de", comparison: .after)),
        ("due on someday", .notADate(field: "due", text: "someday", comparison: .on)),
    ]

    @Test(arguments: problems.indices)
    func refusesWhatItCannotRead(_ index: Int) {
        let (text, problem) = StateTermsTests.problems[index]
        #expect(throws: problem) { try StateTermsTests.parse(text) }
    }

    @Test func matchesRowsByTheirStates() throws {
        let today = StateTermsTests.today
        let late = Row(id: RowID(1), title: "Call Ana", fields: ["due": .date(StateTermsTests.day("2026-11-29"))])
        let lateDone = Row(id: RowID(2), title: "Pay", fields: ["due": .date(StateTermsTests.day("2026-11-29")), "done": .bool(true)])
        let bread = Row(id: RowID(3), title: "Buy bread", fields: ["due": .date(StateTermsTests.day("2026-12-04"))])
        let query = try StateTermsTests.parse("not done and due before friday")
        #expect(query.matches(late, today: today))
        #expect(!query.matches(lateDone, today: today))
        #expect(!query.matches(bread, today: today))
        #expect(RowQuery.overdue.matches(late, today: today))
        #expect(!RowQuery.overdue.matches(lateDone, today: today), "a done row is never overdue")
        #expect(try StateTermsTests.parse("BREAD").matches(bread, today: today))
    }

    @Test func theRotorOffersEachStateTheListDeclares() {
        #expect(StateTerms.terms(for: StateTermsTests.fields) == ["done", "unread", "pinned", "overdue"])
        #expect(StateTerms.terms(for: []) == [])
        #expect(StateTerms.terms(for: [], language: .es, waiting: true) == ["espera"])
        #expect(StateTerms.terms(for: StateTermsTests.fields, waiting: true).last == "waiting")
    }
}
