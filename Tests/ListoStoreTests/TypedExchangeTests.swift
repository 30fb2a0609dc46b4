import Foundation
import ListoModel
import ListoStore
import Testing

/// Field declarations and typed values survive the store, JSON, Markdown and todo.txt.
@Suite struct TypedExchangeTests {
    static let friday = CalendarDate(year: 2026, month: 12, day: 4)!

    /// The sample store with a due date, a number field and a text value set, written through the store.
    func typedStore() throws -> Store {
        let store = try Store(.memory, seed: true)
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        let bread = tasks.sections[0].rows[0].id
        let ana = tasks.sections[0].rows[1].id
        let operations: [ListoModel.Operation] = [
            .addField(list: tasks.id, FieldDeclaration("cost", .number), index: nil, values: [:]),
            .addField(list: tasks.id, FieldDeclaration("where", .text), index: nil, values: [:]),
            .setField(list: tasks.id, row: bread, field: "due", value: .date(Self.friday)),
            .setField(list: tasks.id, row: bread, field: "cost", value: .number(2.5)),
            .setField(list: tasks.id, row: ana, field: "where", value: .text("phone")),
            .setField(list: tasks.id, row: ana, field: "cost", value: .number(3)),
        ]
        for operation in operations {
            try store.transaction {
                let outcome = try apply(operation, to: &library)
                try store.persist(outcome.changes, from: library)
            }
        }
        return store
    }

    @Test func theStoreKeepsTypedValues() throws {
        let store = try typedStore()
        let tasks = try store.documents(named: "Tasks")[0]
        let bread = tasks.sections[0].rows[0]
        #expect(bread.fields["due"] == .date(Self.friday))
        #expect(bread.fields["cost"] == .number(2.5))
        #expect(tasks.sections[0].rows[1].fields["cost"] == .number(3))
        #expect(tasks.sections[1].rows[0].fields["done"] == .bool(true))
        #expect(tasks.settings.fields.map(\.name) == ["done", "due", "snoozed", "pinned", "cost", "where"])
    }

    @Test func everyFormatRoundTripsTypedValuesByteForByte() throws {
        let store = try typedStore()
        for format in Exchange.Format.allCases {
            let first = Exchange.export(try store.documents(), format: format)
            let target = try Store(.memory, seed: false)
            let imported = try target.importLists(first, format: format)
            #expect(Exchange.export(try target.documents(), format: format) == first, "\(format)")
            if format != .todotxt {
                let tasks = imported.first { $0.name == "Tasks" }!
                #expect(tasks.sections[0].rows[0].fields["due"] == .date(Self.friday), "\(format)")
                #expect(tasks.sections[0].rows[0].fields["cost"] == .number(2.5), "\(format)")
                #expect(tasks.settings.field(named: "cost")?.type == .number, "\(format)")
            }
        }
    }

    /// Issue 25, a fresh trial's finding: a number too big for 15 digits exported
    /// in exponent form (1e+20). Whole numbers are written in whole digits, as listo
    /// says them and Markdown writes them. Markdown imports them back to the same
    /// values and the same bytes; a JSON import refuses a number past the 15 digits
    /// `set` takes, in one line naming the field, as a store written before that
    /// rule may hold one.
    @Test(arguments: Exchange.Format.allCases.filter { $0 != .todotxt && $0 != .ics })
    func hugeWholeNumbersExportAsWholeDigitsAndRoundTrip(format: Exchange.Format) throws {
        let store = try typedStore()
        var library = try store.loadLibrary()
        let tasks = library.list(named: "Tasks")!
        let rows = tasks.sections[0].rows.map(\.id)
        // 9223372036854775807 and -12345678901234567, as a file may hold them, are more than a Double keeps.
        let values: [Double] = [1e20, Double("9223372036854775807")!, Double("-12345678901234567")!, 1e15]
        for (row, value) in zip(rows + [tasks.sections[1].rows[0].id], values) {
            try store.transaction {
                let outcome = try apply(.setField(list: tasks.id, row: row, field: "cost", value: .number(value)), to: &library)
                try store.persist(outcome.changes, from: library)
            }
        }
        let first = Exchange.export(try store.documents(named: "Tasks"), format: format)
        for digits in ["100000000000000000000", "9223372036854775808", "-12345678901234568", "1000000000000000"] {
            #expect(first.contains(digits), "\(format): \(digits) in \(first)")
        }
        #expect(!first.contains("e+") && !first.contains("E+"), "\(format): \(first)")
        let target = try Store(.memory, seed: false)
        if format == .json {
            #expect(throws: (any Error).self, "\(format): past 15 digits is refused") { try target.importLists(first, format: format) }
            #expect(try target.documents().isEmpty, "nothing imported")
            return
        }
        let imported = try target.importLists(first, format: format)
        let costs = imported[0].sections.flatMap(\.rows).compactMap { $0.fields["cost"] }
        #expect(costs == values.map(FieldValue.number), "\(format)")
        #expect(Exchange.export(try target.documents(), format: format) == first, "\(format)")
    }

    @Test func markdownSaysFieldsReadably() throws {
        let text = Exchange.export(try typedStore().documents(named: "Tasks"), format: .markdown)
        #expect(text.contains("Fields: done boolean, due date, snoozed boolean, pinned boolean, cost number, where text.\n"))
        #expect(text.contains("- [ ] Buy bread (due 2026-12-04, cost 2.5)\n"))
        #expect(text.contains("- [ ] Call Ana (cost 3, where phone)\n"))
        #expect(text.contains("- [ ] Pay the rent (pinned)\n"))
        #expect(text.contains("- [x] Renew passport\n"))
    }

    @Test func markdownBracketsThatAreNoFieldsStayInTheTitle() throws {
        let store = try Store(.memory, seed: false)
        let text = "# Jobs\nFields: due date, urgent boolean.\n\n- [ ] Paint (the shed)\n- [ ] Call (urgent, due 2026-12-04)\n- [ ] Fix (due soon)\n"
        let jobs = try store.importLists(text, format: .markdown)[0]
        #expect(jobs.sections[0].rows.map(\.title) == ["Paint (the shed)", "Call", "Fix (due soon)"])
        #expect(jobs.sections[0].rows[1].fields == ["urgent": .bool(true), "due": .date(Self.friday)])
        #expect(Exchange.export([jobs], format: .markdown) == "# Jobs\n\nFields: due date, urgent boolean.\n\n- [ ] Paint (the shed)\n- [ ] Call (due 2026-12-04, urgent)\n- [ ] Fix (due soon)\n")
    }

    /// A bracket that gives a date field something written as a day that is none is
    /// refused with its line, declared or not, where other text stays in the title.
    @Test func markdownRefusesADayThatIsNone() throws {
        for (text, day, line) in [("# Jobs\nFields: due date.\n\n- [ ] Paint (due 2026-02-30)\n", "2026-02-30", 4),
                                  ("# Jobs\n\n- [ ] Fix (due soon)\n- [x] Call (due 2026-13-01)\n", "2026-13-01", 4)] {
            #expect(throws: ImportProblem.unknownValue(day, field: "due", line: line)) {
                _ = try Store(.memory, seed: false).importLists(text, format: .markdown)
            }
        }
    }

    @Test func pinnedInMarkdownPinsTheRow() throws {
        let jobs = try Store(.memory, seed: false).importLists("# Jobs\nFields: pinned boolean.\n- [ ] Rent (pinned)\n", format: .markdown)[0]
        let rent = jobs.sections[0].rows[0]
        #expect(rent.isPinned && rent.moveDisabled && rent.deleteDisabled)
    }

    static let todo = """
        x 2026-11-30 2026-11-20 Renew passport +admin
        (A) Call Ana +family @phone due:2026-12-04
        (B) 2026-11-28 Buy bread @shop
        Water the plants
        x 2026-11-29 Pay the rent due:2026-11-28 pri:A

        """

    @Test func todoTxtReadsStatesAndWritesTheSameBytes() throws {
        let store = try Store(.memory, seed: false)
        let list = try store.importLists(TypedExchangeTests.todo, format: .todotxt, listName: "todo")[0]
        #expect(list.name == "todo")
        let rows = list.sections[0].rows
        #expect(rows.map(\.title) == ["Renew passport +admin", "Call Ana +family @phone", "Buy bread @shop", "Water the plants", "Pay the rent"])
        #expect(rows[0].fields == [
            "done": .bool(true), "completed": .date(CalendarDate(year: 2026, month: 11, day: 30)!),
            "created": .date(CalendarDate(year: 2026, month: 11, day: 20)!),
        ])
        #expect(rows[1].fields == ["priority": .text("A"), "due": .date(Self.friday)])
        #expect(rows[2].fields == ["priority": .text("B"), "created": .date(CalendarDate(year: 2026, month: 11, day: 28)!)])
        #expect(rows[3].fields.isEmpty)
        #expect(rows[4].fields["priority"] == .text("A"))
        #expect(Exchange.export([list], format: .todotxt) == TypedExchangeTests.todo.replacingOccurrences(of: "\n\n", with: "\n"))
        #expect(list.settings.fields.map(\.name) == ["done", "priority", "due", "created", "completed"])
    }

    @Test func todoTxtKeepsPinnedAndOtherBooleansAsTagsAndCountsWhatItLeavesOut() throws {
        let store = try typedStore()
        let tasks = try store.documents(named: "Tasks")
        var lines: [String] = []
        let losses = Exchange.write(tasks, format: .todotxt, sections: { list, each in list.sections.forEach(each) }) { lines.append($0) }
        #expect(lines.contains("Pay the rent pinned:true\n"))
        #expect(lines.contains("Buy bread due:2026-12-04\n"))
        #expect(losses.fieldsLeftOut == ["cost", "where"])
        #expect(losses.rowsLeftOut == 2)
        let back = try Store(.memory, seed: false).importLists(lines.joined(), format: .todotxt, listName: "Tasks")[0]
        let rent = back.sections[0].rows[2]
        #expect(rent.title == "Pay the rent")
        #expect(rent.isPinned && rent.moveDisabled && rent.deleteDisabled)
        #expect(back.settings.field(named: "pinned")?.type == .boolean)
        let articles = Exchange.export(try store.documents(named: "Articles"), format: .todotxt)
        #expect(articles.hasPrefix("Lists by ear read:false\nBraille displays explained read:true\n"))
    }

    @Test func todoTxtTagsThatAreNotTrueOrFalseStayInTheTitle() throws {
        let text = "Plan h:1 done:true pinned:maybe\n"
        let list = try Store(.memory, seed: false).importLists(text, format: .todotxt, listName: "todo")[0]
        #expect(list.sections[0].rows[0].title == "Plan h:1 done:true pinned:maybe")
        #expect(list.sections[0].rows[0].fields.isEmpty)
        #expect(Exchange.export([list], format: .todotxt) == text)
    }

    @Test func aTodoTxtLineWithNoTaskIsRefusedWithItsLine() throws {
        let store = try Store(.memory, seed: false)
        #expect(throws: ImportProblem.syntax(line: 2)) { try store.importLists("Buy milk\nx 2026-11-30\n", format: .todotxt) }
        #expect(try store.documents().isEmpty)
    }

    @Test func aJSONDateThatIsNoDateIsRefused() throws {
        let store = try typedStore()
        let text = Exchange.export(try store.documents(named: "Tasks"), format: .json).replacingOccurrences(of: "2026-12-04", with: "friday")
        // Refused by the row it is in and its line (25, P5).
        do {
            _ = try Store(.memory, seed: false).importLists(text, format: .json)
            Issue.record("a date that is no date was imported")
        } catch ImportProblem.fieldValue(let value, let field, let type, _, let line) {
            #expect(value == "\"friday\"" && field == "due" && type == .date && line != nil)
        }
    }

    @Test func theSidebarCountsBadgesInTheStore() throws {
        let store = try typedStore()
        let library = try store.loadLibrary()
        let today = CalendarDate(year: 2026, month: 12, day: 5)!
        #expect(try store.stateCounts(of: library.list(named: "Tasks")!.id, today: today) == StateCounts(overdue: 1))
        #expect(try store.stateCounts(of: library.list(named: "Tasks")!.id, today: Self.friday) == StateCounts(dueToday: 1))
        #expect(try store.stateCounts(of: library.list(named: "Articles")!.id, today: today) == StateCounts(unread: 3))
    }
}
