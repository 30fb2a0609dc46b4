import ListoModel
@testable import ListoStore
import ListoTestSupport
import Testing

/// The repository protocol, asked the same questions of each engine: SQLite in
/// memory and the in-memory repository must answer alike.
@Suite struct RepositoryTests {
    enum Engine: String, CaseIterable, Sendable {
        case sqlite, memory, postgresql
        func open() throws -> any Repository {
            switch self {
            case .sqlite: return try Store(.memory, seed: true)
            case .memory: return MemoryRepository(seed: true)
            case .postgresql:
                let cluster = try PostgresCluster.shared()
                return try ServerStore(uri: cluster.socketURI(try cluster.createDatabase()), seed: true)
            }
        }
    }

    static func tasks(_ r: any Repository) throws -> ListDocument {
        r.library = try r.loadLibrary(open: nil, readingUpTo: .max)
        return r.library.list(named: "Tasks")!
    }

    @Test(arguments: Engine.allCases) func readsTheSameListsCountsAndLookups(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        #expect(r.library.lists.map(\.name) == ["Tasks", "Articles", "Inbox", "Archive"])
        #expect(try r.rowCount(of: tasks.id) == tasks.rowCount)
        let buy = try r.rows(titled: Names.key("buy"), prefix: true, in: tasks.id, limit: 10)
        #expect(buy.map { tasks.row($0)!.title } == ["Buy bread"])
        #expect(try r.rows(titled: Names.key("BÚY BREAD"), prefix: false, in: tasks.id, limit: 10).count == 1)
        #expect(try r.titles(startingWith: "pay", in: tasks.id, limit: 5) == ["Pay the rent"])
        let words = try r.rowsWithSections(matching: SearchWords.words("bread"), in: tasks.id)
        #expect(words.map { tasks.row($0.row)!.title } == ["Buy bread"])
        #expect(try r.sections(holding: words.map(\.row)) == [words[0].section])
        let day = CalendarDate(year: 2026, month: 1, day: 1)!
        #expect(try r.stateCounts(of: tasks.id, today: day) == StateCounts(tasks.sections.flatMap(\.rows), today: day))
        // Whether a list holds rows inside others, as its rows read whole say; the samples hold lists of both kinds.
        var nested: Set<Bool> = []
        for list in r.library.lists {
            let read = try r.loadList(list.id, readingUpTo: .max)
            #expect(try r.holdsRowsInsideOthers(list.id) == read.isNested, "\(list.name)")
            nested.insert(read.isNested)
        }
        #expect(nested == [true, false])
    }

    /// A filter's hits a page at a time: counted by section, read after and before a
    /// position, ranked, and picked out of rows, as the rows' own words say.
    @Test(arguments: Engine.allCases) func hitsOfWordsAreCountedAndReadAPageAtATime(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let firstWords = Set(tasks.sections.flatMap(\.rows).compactMap { SearchWords.words($0.title).first }).sorted()
        #expect(!firstWords.isEmpty)
        for word in firstWords + ["zzzz"] {
            let words = [word]
            let holds = { (row: Row) in SearchWords.match(words, title: row.title, notes: row.notes) }
            var expected: [SectionID: Int] = [:]
            for section in tasks.sections {
                let n = section.rows.filter(holds).count
                if n > 0 { expected[section.id] = n }
            }
            #expect(try r.hitCounts(matching: .words(words), in: tasks.id) == expected, "\(word)")
            for section in tasks.sections {
                let found = section.rows.filter(holds)
                for sparse in [false, true] {
                    #expect(try r.hits(matching: .words(words), in: tasks.id, section: section.id, beyond: nil, forward: true, limit: 100,
                                       sparse: sparse).map(\.id) == found.map(\.id), "\(word)")
                    #expect(try r.hits(matching: .words(words), in: tasks.id, section: section.id, beyond: nil, forward: false, limit: 1,
                                       sparse: sparse).map(\.id) == found.suffix(1).map(\.id), "\(word)")
                }
                for (k, row) in section.rows.enumerated() {
                    let before = section.rows[..<k].filter(holds), after = section.rows[(k + 1)...].filter(holds)
                    #expect(try r.hitRank(matching: .words(words), in: tasks.id, section: section.id, before: row.position) == before.count)
                    #expect(try r.hits(matching: .words(words), in: tasks.id, section: section.id, beyond: row.position, forward: true, limit: 2,
                                       sparse: false).map(\.id) == after.prefix(2).map(\.id), "\(word) after \(row.title)")
                    #expect(try r.hits(matching: .words(words), in: tasks.id, section: section.id, beyond: row.position, forward: false, limit: 2,
                                       sparse: true).map(\.id) == before.suffix(2).map(\.id), "\(word) before \(row.title)")
                }
                #expect(try r.holding(.words(words), in: tasks.id, among: section.rows.map(\.id)) == Set(found.map(\.id)))
            }
        }
    }

    /// What a rule of `select all` under a filter stands for, read when it is turned into
    /// ids: every hit of each section counted, read in one page of that count, each at the
    /// rank of its place in its section, and the rows that can't be selected, as the rows'
    /// own words and flags say.
    @Test(arguments: Engine.allCases) func everyHitOfASectionIsReadWithItsRank(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let words = Set(tasks.sections.flatMap(\.rows).flatMap { SearchWords.words($0.title) }).sorted()
        #expect(words.count > 3)
        for word in words {
            let query = HitQuery.words([word])
            let counts = try r.hitCounts(matching: query, in: tasks.id)
            for section in tasks.sections {
                let found = section.rows.filter { query.matches($0) }
                #expect(counts[section.id] ?? 0 == found.count, "\(word)")
                guard let count = counts[section.id] else { continue }
                for sparse in [false, true] {
                    let read = try r.hits(matching: query, in: tasks.id, section: section.id, beyond: nil, forward: true, limit: count, sparse: sparse)
                    #expect(read.map(\.id) == found.map(\.id), "\(word)")
                }
                for row in found {
                    let rank = try r.rank(of: row.id)
                    #expect(rank?.section == section.id)
                    #expect(rank?.index == section.rows.firstIndex { $0.id == row.id }, "\(word): \(row.title)")
                }
            }
        }
        #expect(try r.unselectableRows(of: tasks.id).map(\.id) == tasks.sections.flatMap(\.rows).filter(\.selectionDisabled).map(\.id))
    }

    /// The rows that can't be selected, counted and read through their own index (SQLite
    /// names it: its own choice walked every row of the list, a second on a million rows
    /// for each `select all`), in reading order, as the rows' own flags say; in a list of
    /// none, none.
    @Test(arguments: [Engine.sqlite, .memory]) func theRowsThatCantBeSelectedAreCountedAndRead(_ engine: Engine) throws {
        let tasks = Samples.library().library.list(named: "Tasks")!.settings
        var id: Int64 = 100
        let sections = (0..<3).map { s in
            Section(id: SectionID(Int64(s + 1)), header: "Part \(s + 1)", position: Positions.spaced(s), rows: (0..<400).map { r in
                id += 1
                return Row(id: RowID(id), title: "Item \(s)-\(r)", selectionDisabled: (s * 400 + r) % 97 == 5, position: Positions.spaced(r))
            })
        }
        let lists = [ListDocument(id: ListID(1), name: "Long", position: Positions.gap, settings: tasks, sections: sections),
                     ListDocument(id: ListID(2), name: "Free", position: 2 * Positions.gap, settings: tasks)]
        let r: any Repository
        switch engine {
        case .memory: r = MemoryRepository(lists: lists, nextID: id + 1)
        default:
            let store = try Store(.memory, seed: false)
            try store.transaction { try store.insert(Library(lists: lists)) }
            r = store
        }
        let off = sections.flatMap(\.rows).filter(\.selectionDisabled)
        #expect(off.count == 13)
        #expect(try r.unselectableCount(of: ListID(1)) == off.count)
        #expect(try r.unselectableRows(of: ListID(1)).map(\.id) == off.map(\.id))
        #expect(try r.unselectableCount(of: ListID(2)) == 0)
        #expect(try r.unselectableRows(of: ListID(2)).isEmpty)
    }

    /// Words that start more words than the store asks for by name (`w` starts 90 here)
    /// are a prefix: counted, read after and before a position in either order, ranked,
    /// found by their place and picked out of rows as the rows' own words say, alone
    /// and beside words spelled out, in the title or the notes.
    @Test(arguments: Engine.allCases) func aShortPrefixIsCountedAndReadAsItsWordsAre(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let sections = try (0..<2).map { s in
                Section(id: SectionID(try newID()), header: "Part \(s)", position: Positions.spaced(s), rows: try (0..<45).map { k in
                    Row(id: RowID(try newID()), title: "Row w\(s * 45 + k) x\(k % 3)", notes: k % 4 == 0 ? "Note wz\(k)" : nil,
                        position: Positions.spaced(k))
                })
            }
            return .createList(ListDocument(id: ListID(try newID()), name: "Words", position: Positions.gap * 100, settings: settings,
                                            sections: sections))
        }
        guard case .createList(let document) = made.operation else { Issue.record("no list made"); return }
        for words in [["w"], ["w1"], ["w", "x1"], ["x2", "w"], ["row", "w5"], ["wz"], ["w", "wz1"], ["q"]] {
            let query = HitQuery.words(words)
            let holds = { (row: Row) in SearchWords.match(words, title: row.title, notes: row.notes) }
            var expected: [SectionID: Int] = [:]
            for section in document.sections where section.rows.contains(where: holds) {
                expected[section.id] = section.rows.filter(holds).count
            }
            #expect(try r.hitCounts(matching: query, in: document.id) == expected, "\(words)")
            for section in document.sections {
                let found = section.rows.filter(holds)
                for sparse in [false, true] {
                    #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: nil, forward: true, limit: 100,
                                       sparse: sparse).map(\.id) == found.map(\.id), "\(words) \(sparse)")
                    for k in stride(from: 0, to: section.rows.count, by: 7) {
                        let row = section.rows[k]
                        let before = section.rows[..<k].filter(holds), after = section.rows[(k + 1)...].filter(holds)
                        #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: row.position, forward: true,
                                           limit: 3, sparse: sparse).map(\.id) == after.prefix(3).map(\.id), "\(words) after \(row.title)")
                        #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: row.position, forward: false,
                                           limit: 3, sparse: sparse).map(\.id) == before.suffix(3).map(\.id), "\(words) before \(row.title)")
                        #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position) == before.count)
                    }
                }
                for offset in [0, 1, found.count - 1, found.count] where offset >= 0 {
                    #expect(try r.hitPosition(matching: query, in: document.id, section: section.id, offset: offset)
                            == (offset < found.count ? found[offset].position : nil), "\(words) at \(offset)")
                }
                #expect(try r.holding(query, in: document.id, among: section.rows.map(\.id)) == Set(found.map(\.id)), "\(words)")
            }
        }
    }

    /// Symbols (🎂, €, #), which no engine's word index holds, found as typed in a title
    /// or notes, alone, with others and beside words: counted, read after and before a
    /// position, ranked, found by their place, picked out of rows and listed with their
    /// sections as the rows' own text says, by every engine alike.
    @Test(arguments: Engine.allCases) func symbolsAreCountedAndReadAsTheirWordsAre(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let sections = try (0..<2).map { s in
                Section(id: SectionID(try newID()), header: "Part \(s)", position: Positions.spaced(s), rows: try (0..<40).map { k in
                    let title = "Row \(s * 40 + k)" + (k % 3 == 0 ? " 🎂" : "") + (k % 5 == 0 ? " €5" : "") + (k == 7 ? " 100%_off" : "")
                    return Row(id: RowID(try newID()), title: title, notes: k % 4 == 1 ? "Paid in € #tip" : nil, position: Positions.spaced(k))
                })
            }
            return .createList(ListDocument(id: ListID(try newID()), name: "Symbols", position: Positions.gap * 100, settings: settings,
                                            sections: sections))
        }
        guard case .createList(let document) = made.operation else { Issue.record("no list made"); return }
        for text in ["🎂", "€", "row 🎂", "🎂 €", "#", "%", "_", "%_", "row1 €", "tip #", "☕", "zzz 🎂"] {
            let terms = SearchWords.query(text)
            let query = HitQuery.words(terms)
            let holds = { (row: Row) in SearchWords.match(terms, title: row.title, notes: row.notes) }
            var expected: [SectionID: Int] = [:]
            for section in document.sections where section.rows.contains(where: holds) {
                expected[section.id] = section.rows.filter(holds).count
            }
            #expect(try r.hitCounts(matching: query, in: document.id) == expected, "\(text)")
            let listed = try r.rowsWithSections(matching: terms, in: document.id)
            #expect(Set(listed.map(\.row)) == Set(document.sections.flatMap { $0.rows.filter(holds).map(\.id) }), "\(text)")
            for section in document.sections {
                let found = section.rows.filter(holds)
                #expect(listed.filter { $0.section == section.id }.count == found.count, "\(text)")
                for sparse in [false, true] {
                    #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: nil, forward: true, limit: 100,
                                       sparse: sparse).map(\.id) == found.map(\.id), "\(text) \(sparse)")
                    for k in stride(from: 0, to: section.rows.count, by: 6) {
                        let row = section.rows[k]
                        let before = section.rows[..<k].filter(holds), after = section.rows[(k + 1)...].filter(holds)
                        #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: row.position, forward: true,
                                           limit: 3, sparse: sparse).map(\.id) == after.prefix(3).map(\.id), "\(text) after \(row.title)")
                        #expect(try r.hits(matching: query, in: document.id, section: section.id, beyond: row.position, forward: false,
                                           limit: 3, sparse: sparse).map(\.id) == before.suffix(3).map(\.id), "\(text) before \(row.title)")
                        #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position) == before.count)
                        #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position,
                                              hits: (found.count, found.count * 100)) == before.count, "\(text) among more hits")
                    }
                }
                for offset in [0, 1, found.count - 1, found.count] where offset >= 0 {
                    #expect(try r.hitPosition(matching: query, in: document.id, section: section.id, offset: offset)
                            == (offset < found.count ? found[offset].position : nil), "\(text) at \(offset)")
                }
                #expect(try r.holding(query, in: document.id, among: section.rows.map(\.id)) == Set(found.map(\.id)), "\(text)")
                #expect(try r.hitIDs(matching: query, in: document.id, section: section.id).ids == Set(found.map(\.id)), "\(text)")
            }
        }
        // A filter's query of a symbol and a state is asked of the store as one condition.
        let day = CalendarDate(year: 2026, month: 1, day: 1)!
        let filter = HitQuery.filter(.and(.words("🎂"), .not(.flag("done"))), today: day)
        let counted = try r.hitCounts(matching: filter, in: document.id)
        #expect(counted == Dictionary(uniqueKeysWithValues: document.sections.map { ($0.id, $0.rows.filter(filter.matches).count) }))
    }

    /// A row near either end of a section most of whose rows are hits is placed by the
    /// rows between it and that end; given the section's count of hits, the rank is the
    /// one found without it, for one word and for two, at every distance from the ends.
    @Test(arguments: Engine.allCases) func aRowNearAnEndOfManyHitsIsRankedByTheRowsBesideIt(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let rows = try (0..<400).map { k in
                Row(id: RowID(try newID()), title: "\(k % 37 == 3 ? "Chore" : "Task") \(k) \(k % 2 == 0 ? "even" : "odd")",
                    position: Positions.spaced(k))
            }
            let section = Section(id: SectionID(try newID()), header: "All", position: Positions.spaced(0), rows: rows)
            return .createList(ListDocument(id: ListID(try newID()), name: "Many", position: Positions.gap * 100, settings: settings,
                                            sections: [section]))
        }
        guard case .createList(let document) = made.operation, let section = document.sections.first else {
            Issue.record("no list made"); return
        }
        for words in [["task"], ["task", "even"]] {
            let query = HitQuery.words(words)
            let holds = { (row: Row) in SearchWords.match(words, title: row.title, notes: row.notes) }
            let hits = section.rows.filter(holds).count
            #expect(hits > 100, "most rows are hits")
            for k in Array(0..<12) + [100, 200, 300] + Array(388..<400) {
                let row = section.rows[k]
                let before = section.rows[..<k].filter(holds).count
                #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position, hits: (hits, hits)) == before,
                        "\(words) at \(k)")
                // Among many more hits in other sections, every row of this one is placed by the rows beside it.
                #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position,
                                      hits: (hits, hits * 100)) == before, "\(words) at \(k), among more hits")
                #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position) == before,
                        "\(words) at \(k), hits not given")
            }
        }
    }

    /// Given the section's and the list's counts of hits, a hit's place far into a section
    /// most of whose rows are hits, or few, and a row's rank among them, are those found
    /// without the counts, whether the list's hits are gathered once (many rows to ask,
    /// the section walked or, its hits few, each looked up) or each row is asked.
    @Test(arguments: Engine.allCases) func aHitFarIntoASectionIsPlacedAsWithoutItsCounts(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let rows = try (0..<400).map { k in
                Row(id: RowID(try newID()), title: "\(k % 37 == 3 ? "Chore" : "Task") \(k) \(k % 2 == 0 ? "even" : "odd")",
                    position: Positions.spaced(k))
            }
            let section = Section(id: SectionID(try newID()), header: "All", position: Positions.spaced(0), rows: rows)
            return .createList(ListDocument(id: ListID(try newID()), name: "Deep", position: Positions.gap * 100, settings: settings,
                                            sections: [section]))
        }
        guard case .createList(let document) = made.operation, let section = document.sections.first else {
            Issue.record("no list made"); return
        }
        for words in [["task"], ["task", "even"], ["chore"], ["chore", "odd"]] {
            let query = HitQuery.words(words)
            let found = section.rows.filter { SearchWords.match(words, title: $0.title, notes: $0.notes) }
            for totals in [(found.count, found.count), (found.count, found.count * 100)] {
                for offset in 0...found.count {
                    #expect(try r.hitPosition(matching: query, in: document.id, section: section.id, offset: offset, hits: totals)
                            == (offset < found.count ? found[offset].position : nil), "\(words) at \(offset) of \(totals)")
                }
                for (k, row) in section.rows.enumerated() {
                    let before = section.rows[..<k].filter { SearchWords.match(words, title: $0.title, notes: $0.notes) }.count
                    #expect(try r.hitRank(matching: query, in: document.id, section: section.id, before: row.position, hits: totals)
                            == before, "\(words) before \(k) of \(totals)")
                }
            }
        }
        // Each way of telling the hits apart is met above.
        if let store = r as? Store {
            let many = (section: 390, list: 390), few = (section: 11, list: 11)
            #expect(store.gathering(.words(["task"]), rowsAsked: 300, sectionRows: 400, hits: many) == .walked)
            #expect(store.gathering(.words(["task"]), rowsAsked: 3, sectionRows: 400, hits: many) == .probed)
            #expect(store.gathering(.words(["chore"]), rowsAsked: 36, sectionRows: 400, hits: few) == .byIDs)
            #expect(store.gathering(.words(["task"]), rowsAsked: 300, sectionRows: 400, hits: nil) == .probed)
        }
    }

    /// Rows by a boolean field's state, as `select done` counts and names them on a list
    /// read in windows: counted among the top-level rows, read in reading order (sections
    /// by position, then rows), and the rows that can't be selected read on their own;
    /// every engine takes a value as `Row.flag` does (only true is true: not 1, not "true").
    @Test(arguments: Engine.allCases) func rowsInABooleanStateAreCountedAndReadInReadingOrder(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let values: [FieldValue?] = [.bool(true), nil, .bool(false), .number(1), .text("true"), .bool(true), .bool(true)]
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let later = SectionID(try newID()), first = SectionID(try newID())
            var sections: [Section] = []
            for (s, section) in [first, later].enumerated() {
                var rows: [Row] = []
                for (k, value) in values.enumerated() {
                    var row = Row(id: RowID(try newID()), title: "Row \(s)-\(k)", selectionDisabled: k == 5 || (s == 1 && k == 1),
                                  position: Positions.spaced(k))
                    if let value { row.fields["done"] = value }
                    if k == 1 {
                        row.children = [Row(id: RowID(try newID()), title: "Inside \(s)", fields: ["done": .bool(true)], selectionDisabled: true,
                                            position: Positions.spaced(0))]
                    }
                    rows.append(row)
                }
                sections.append(Section(id: section, header: "Part \(s)", position: Positions.spaced(s), rows: rows))
            }
            return .createList(ListDocument(id: ListID(try newID()), name: "States", position: Positions.gap * 100, settings: settings,
                                            sections: sections))
        }
        guard case .createList(let document) = made.operation else { Issue.record("no list made"); return }
        let top = document.sections.flatMap(\.rows)
        #expect(top.count == 2 * values.count)
        #expect(try r.flaggedCount("done", in: document.id) == 6)
        #expect(try r.flaggedCount("snoozed", in: document.id) == 0)
        for value in [true, false] {
            for limit in [1, 3, 100] {
                let expected = top.filter { $0.flag("done") == value }.prefix(limit)
                let found = try r.rows(flagged: "done", value, in: document.id, limit: limit)
                #expect(found.map(\.id) == expected.map(\.id), "\(value) \(limit)")
                #expect(found.map(\.title) == expected.map(\.title))
            }
        }
        #expect(try r.rows(flagged: "snoozed", false, in: document.id, limit: 100).count == top.count)
        let unselectable = try r.unselectableRows(of: document.id)
        #expect(unselectable.map(\.title) == ["Row 0-5", "Row 1-1", "Row 1-5"])
        #expect(unselectable.map(\.id) == top.filter(\.selectionDisabled).map(\.id))
        #expect(try r.unselectableCount(of: document.id) == unselectable.count)
    }

    /// The rows a rule covers (every row, a state, rows deselected), read with their
    /// ranks in their sections and without the others: what an action on `select all`
    /// or `select done` reads, where it read the whole list.
    @Test(arguments: Engine.allCases) func theRowsARuleCoversAreReadWithTheirRanks(_ engine: Engine) throws {
        let r = try engine.open()
        let settings = try Self.tasks(r).settings
        let values: [FieldValue?] = [.bool(true), nil, .bool(false), .number(1), .text("true"), .bool(true), .bool(true)]
        let made = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { newID in
            let later = SectionID(try newID()), first = SectionID(try newID())
            let sections = try [first, later].enumerated().map { s, section in
                Section(id: section, header: "Part \(s)", position: Positions.spaced(s), rows: try values.enumerated().map { k, value in
                    Row(id: RowID(try newID()), title: "Row \(s)-\(k)", fields: value.map { ["done": $0] } ?? [:],
                        selectionDisabled: k == 5, position: Positions.spaced(k))
                })
            }
            return .createList(ListDocument(id: ListID(try newID()), name: "States", position: Positions.gap * 100, settings: settings,
                                            sections: sections))
        }
        guard case .createList(let document) = made.operation else { Issue.record("no list made"); return }
        let below = try r.nextID()
        let second = document.sections[1].rows[2].id
        let rules = [RowRule(below: below), RowRule(below: below, excluded: [second]), RowRule(below: below, state: .init(field: "done", value: true)),
                     RowRule(below: below, excluded: [second], state: .init(field: "done", value: false)), RowRule(below: 0),
                     // Under a filter of words: the rows holding them alone, none where no row does.
                     RowRule(below: below, query: .words(SearchWords.query("1"))),
                     RowRule(below: below, excluded: [second], state: .init(field: "done", value: true), query: .words(SearchWords.query("row 1"))),
                     RowRule(below: below, query: .words(SearchWords.query("zebra"))),
                     // The rows an action took out of a state, by id: those alone, whatever their state now.
                     RowRule(below: below, only: [second, document.sections[0].rows[0].id, document.sections[1].rows[6].id]),
                     RowRule(below: below, excluded: [second], query: .words(SearchWords.query("row 1")),
                             only: [second, document.sections[1].rows[0].id, document.sections[1].rows[5].id]),
                     RowRule(below: below, only: []),
                     // Rows selected by id beside the rule: covered whatever its state says, unless they can't be selected.
                     RowRule(below: below, state: .init(field: "done", value: true),
                             also: [second, document.sections[0].rows[1].id, document.sections[0].rows[5].id]),
                     RowRule(below: 0, excluded: [second], also: [second, document.sections[1].rows[3].id])]
        for rule in rules {
            let covered = try r.coveredRows(of: rule, in: document.id)
            for section in document.sections {
                let expected = section.rows.enumerated().filter { rule.covers($0.element, parent: nil) }
                let found = covered[section.id] ?? []
                #expect(found.map(\.rank) == expected.map(\.offset), "\(rule)")
                #expect(found.map(\.row) == expected.map(\.element), "\(rule)")
            }
            #expect(Set(covered.keys).isSubset(of: Set(document.sections.map(\.id))))
            // The nearest rows beside a covered one that stay: under a filter's words, only those holding them.
            for section in document.sections {
                guard let i = section.rows.firstIndex(where: { rule.covers($0, parent: nil) }) else { continue }
                let stays = { (row: Row) in !rule.covers(row, parent: nil) && rule.query?.matches(row) != false }
                let tally = try r.tally(of: rule, in: document.id, around: section.rows[i].id)
                #expect(tally.nextUncovered == section.rows[(i + 1)...].first(where: stays)?.id, "\(rule)")
                #expect(tally.previousUncovered == section.rows[..<i].last(where: stays)?.id, "\(rule)")
            }
        }
        // An action setting the field the rule's state names takes its rows out of it: the store
        // hands back their ids, and a rule of those ids alone covers them, done now.
        let notDone = RowRule(below: below, excluded: [second], state: .init(field: "done", value: false))
        let taken = document.sections.flatMap(\.rows).filter { notDone.covers($0, parent: nil) }.map(\.id)
        let tally = try r.tally(of: notDone, in: document.id, around: nil, setting: ["done": .bool(true)], toggling: nil)
        var saved: Int64 = 0
        try r.commit(open: document.id, readingUpTo: .max, catchUp: {}) { newID in
            saved = try newID()
            return .actOnCovered(list: document.id, rule: notDone, action: SwipeAction(name: "Done", effects: [.setField("done", .bool(true))]),
                                 tally: tally, saved: saved)
        }
        #expect(taken.count > 2)
        #expect(try r.savedRowIDs(saved).map(\.raw) == taken.map(\.raw).sorted())
        #expect(try r.tally(of: notDone, in: document.id, around: nil).count == 0)
        #expect(try r.tally(of: RowRule(below: below, only: Set(taken)), in: document.id, around: nil).count == taken.count)
    }

    /// A filter by states (and by states and words) a page at a time: counted by
    /// section, read after and before a position, ranked, found by its place and picked
    /// out of rows as the rows' own fields say on the day asked, in every sample list.
    /// A filter keeping the detail's row (`HitQuery.filter`'s `keeping`) lets it through
    /// whatever its states, and every engine counts, reads, ranks, places and picks it so,
    /// whether the filter's rows holding no field are never let through (unread), always
    /// (not unread), or words decide; the badge table's counts are not used for it (overdue).
    @Test(arguments: Engine.allCases) func aFilterKeepingARowCountsAndReadsItAsAHit(_ engine: Engine) throws {
        let r = try engine.open()
        r.library = try r.loadLibrary(open: nil, readingUpTo: .max)
        let day = CalendarDate(year: 2026, month: 1, day: 1)!
        for listed in r.library.lists {
            let list = try r.loadList(listed.id, readingUpTo: .max)
            let top = list.sections.flatMap(\.rows)
            for q in [RowQuery.unread, .not(.unread), .overdue, .and(.words("the"), .not(.flag("done")))] {
                for kept in top.filter({ !$0.fields.isEmpty && !q.matches($0, today: day) }).prefix(2) {
                    let query = try #require(HitQuery(filter: q, today: day)).keeping(kept.id)
                    let holds = { (row: Row) in q.matches(row, today: day) || row.id == kept.id }
                    #expect(query.matches(kept))
                    var expected: [SectionID: Int] = [:]
                    for section in list.sections where section.rows.contains(where: holds) { expected[section.id] = section.rows.filter(holds).count }
                    #expect(try r.hitCounts(matching: query, in: list.id) == expected, "\(q) keeping \(kept.title)")
                    for section in list.sections {
                        let hits = section.rows.filter(holds)
                        for sparse in [false, true] {
                            #expect(try r.hits(matching: query, in: list.id, section: section.id, beyond: nil, forward: true, limit: 100,
                                               sparse: sparse).map(\.id) == hits.map(\.id), "\(q) keeping \(kept.title)")
                        }
                        for (k, row) in section.rows.enumerated() {
                            #expect(try r.hitRank(matching: query, in: list.id, section: section.id, before: row.position)
                                    == section.rows[..<k].filter(holds).count, "\(q) keeping \(kept.title)")
                        }
                        for (k, hit) in hits.enumerated() {
                            #expect(try r.hitPosition(matching: query, in: list.id, section: section.id, offset: k) == hit.position)
                        }
                        #expect(try r.holding(query, in: list.id, among: section.rows.map(\.id)) == Set(hits.map(\.id)))
                        let (ids, leftOut) = try r.hitIDs(matching: query, in: list.id, section: section.id)
                        #expect(Set(section.rows.filter { ids.contains($0.id) != leftOut }.map(\.id)) == Set(hits.map(\.id)), "\(q)")
                    }
                }
            }
        }
    }

    @Test(arguments: Engine.allCases) func hitsOfStatesAreCountedAndReadAPageAtATime(_ engine: Engine) throws {
        let r = try engine.open()
        r.library = try r.loadLibrary(open: nil, readingUpTo: .max)
        let queries: [RowQuery] = [
            .flag("done"), .not(.flag("done")), .overdue, .dueToday, .unread, .not(.unread), .has("due"),
            .date("due", .before, CalendarDate(year: 2026, month: 6, day: 1)!), .or(.flag("snoozed"), .flag("pinned")),
            .and(.words("pay"), .not(.flag("done"))), .or(.words("bread"), .flag("done")), .equals("read", .bool(false)),
            .not(.and(.flag("read"), .not(.overdue))),
        ]
        var found = 0
        for listed in r.library.lists {
            let list = try r.loadList(listed.id, readingUpTo: .max)
            let rows = list.sections.flatMap(\.rows)
            let days = Set(rows.compactMap(\.dueDate)).sorted() + [CalendarDate(year: 2026, month: 1, day: 1)!]
            for day in days.prefix(4) {
                for q in queries {
                    let query = try #require(HitQuery(filter: q, today: day))
                    let holds = { (row: Row) in q.matches(row, today: day) }
                    var expected: [SectionID: Int] = [:]
                    for section in list.sections {
                        let n = section.rows.filter(holds).count
                        if n > 0 { expected[section.id] = n }
                    }
                    found += expected.values.reduce(0, +)
                    #expect(try r.hitCounts(matching: query, in: list.id) == expected, "\(q) on \(day) in \(list.name)")
                    var badges: [SectionID: StateCounts] = [:]
                    for section in list.sections {
                        let hits = section.rows.filter(holds)
                        let counts = StateCounts(overdue: hits.filter { $0.isOverdue(today: day) }.count,
                                                 dueToday: hits.filter { $0.value(.due) == .date(day) && !$0.isDone }.count,
                                                 unread: hits.filter(\.isUnread).count)
                        if counts != StateCounts() { badges[section.id] = counts }
                    }
                    #expect(try r.hitStateCounts(matching: query, in: list.id, today: day) == badges, "\(q) on \(day) in \(list.name)")
                    for section in list.sections {
                        let hits = section.rows.filter(holds)
                        #expect(try r.hits(matching: query, in: list.id, section: section.id, beyond: nil, forward: true, limit: 100,
                                           sparse: false).map(\.id) == hits.map(\.id), "\(q)")
                        for (k, hit) in hits.enumerated() {
                            #expect(try r.hitPosition(matching: query, in: list.id, section: section.id, offset: k) == hit.position, "\(q)")
                        }
                        #expect(try r.hitPosition(matching: query, in: list.id, section: section.id, offset: hits.count) == nil)
                        for (k, row) in section.rows.enumerated() {
                            let before = section.rows[..<k].filter(holds), after = section.rows[(k + 1)...].filter(holds)
                            #expect(try r.hitRank(matching: query, in: list.id, section: section.id, before: row.position) == before.count,
                                    "\(q) before \(row.title)")
                            #expect(try r.hits(matching: query, in: list.id, section: section.id, beyond: row.position, forward: true,
                                               limit: 2, sparse: true).map(\.id) == after.prefix(2).map(\.id), "\(q) after \(row.title)")
                            #expect(try r.hits(matching: query, in: list.id, section: section.id, beyond: row.position, forward: false,
                                               limit: 2, sparse: false).map(\.id) == before.suffix(2).map(\.id), "\(q) before \(row.title)")
                        }
                        #expect(try r.holding(query, in: list.id, among: section.rows.map(\.id)) == Set(hits.map(\.id)), "\(q)")
                    }
                }
            }
        }
        #expect(found > 0)
        // What a store can't test from a row's fields is not asked of it.
        #expect(HitQuery(filter: .waiting, today: days2026) == nil)
        #expect(HitQuery(filter: .and(.flag("done"), .equals("due", .text("x"))), today: days2026) == nil)
    }
    private var days2026: CalendarDate { CalendarDate(year: 2026, month: 1, day: 1)! }

    @Test(arguments: Engine.allCases) func rowsOfASectionByPositionRange(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let section = tasks.sections.first { $0.rows.count >= 2 }!
        #expect(try r.rows(of: section.id, at: 1..<2).map(\.id) == [section.rows[1].id])
        #expect(try r.rows(of: section.id, at: 0..<100).map(\.id) == section.rows.map(\.id))
        #expect(try r.rows(of: section.id, at: 100..<200).isEmpty)
        for (i, row) in section.rows.enumerated() {
            let rank = try r.rank(of: row.id)
            #expect(rank?.section == section.id && rank?.index == i)
        }
        if let child = tasks.sections.flatMap(\.rows).first(where: { !$0.children.isEmpty })?.children.first {
            #expect(try r.rank(of: child.id) == nil, "a subtask has no rank among its section's rows")
        }
    }

    /// A section in a field's order by its ids alone, as a list sorted by the field
    /// sorts it in memory (values in their order, equal ones and rows without one by
    /// position, those last), and rows read back by their ids in the order asked.
    @Test(arguments: Engine.allCases) func aSectionsRowsAreOrderedByAFieldAsASortedListOrdersThem(_ engine: Engine) throws {
        let r = try engine.open()
        var tasks = try Self.tasks(r)
        let section = tasks.sections.max { $0.rows.count < $1.rows.count }!
        let rows = section.rows
        #expect(rows.count >= 3)
        let march = CalendarDate(year: 2026, month: 3, day: 1)!, january = CalendarDate(year: 2026, month: 1, day: 1)!
        // The first and last rows share a date (their positions break the tie); the second is earlier.
        for (row, day) in [(rows[0], march), (rows[rows.count - 1], march), (rows[1], january)] {
            _ = try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
                .setField(list: tasks.id, row: row.id, field: "due", value: .date(day))
            }
        }
        tasks = try Self.tasks(r)
        let now = tasks.section(section.id)!.rows
        for field in ["due", "done", "nothing"] {
            let expected = now.sorted(by: Ordering.field(field).precedes).map(\.id)
            #expect(try r.rowIDs(of: section.id, sortedBy: field) == expected, "\(field)")
        }
        let due = try r.rowIDs(of: section.id, sortedBy: "due")
        #expect(due.prefix(3) == [rows[1].id, rows[0].id, rows[rows.count - 1].id])
        let wanted = Array(due.reversed())
        #expect(try r.rows(withIDs: wanted).map(\.id) == wanted)
        if let parent = tasks.sections.flatMap(\.rows).first(where: { !$0.children.isEmpty }) {
            #expect(try r.rows(withIDs: [parent.id]).first?.children.map(\.id) == parent.children.map(\.id), "with their subtrees")
            #expect(try r.rows(withIDs: [parent.children[0].id]).isEmpty, "a row inside another is not read as a top-level row")
        }
    }

    /// A list's groups by a field by their ids alone, as a list grouped in memory
    /// groups them: date buckets relative to today (a past due date overdue unless
    /// done), rows without the value in their group, one group a value for other
    /// fields, the rows of a group in the list's order or by the date, ties by position.
    @Test(arguments: Engine.allCases) func aListsRowsAreGroupedByAFieldAsAGroupedListGroupsThem(_ engine: Engine) throws {
        let r = try engine.open()
        var tasks = try Self.tasks(r)
        let rows = tasks.sections.flatMap(\.rows)
        #expect(rows.count >= 5)
        let today = CalendarDate(year: 2026, month: 3, day: 10)!
        let days = [-3, 0, 4, -3]
        var changes: [Operation] = [.addField(list: tasks.id, FieldDeclaration("kind", .text), index: nil, values: [:])]
        if tasks.settings.field(named: "due") == nil { changes.append(.addField(list: tasks.id, FieldDeclaration("due", .date), index: nil, values: [:])) }
        for (i, ahead) in days.enumerated() where i < rows.count {
            let row = rows[rows.count - 1 - i]
            changes.append(.setField(list: tasks.id, row: row.id, field: "due", value: .date(today.adding(days: ahead))))
            changes.append(.setField(list: tasks.id, row: row.id, field: "kind", value: .text(i % 2 == 0 ? "home" : "Work")))
        }
        changes.append(.setField(list: tasks.id, row: rows[rows.count - 4].id, field: "done", value: .bool(true)))
        for change in changes {
            _ = try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in change }
        }
        tasks = try Self.tasks(r)
        for ordering in [Ordering.manual, .field("kind"), .field("due")] {
            var settings = tasks.settings
            settings.ordering = ordering
            let document = ListDocument(id: tasks.id, name: tasks.name, settings: settings, sections: tasks.sections)
            for field in ["due", "kind", "done", "nothing"] {
                let grouped = Grouping.grouped(document, by: field, today: today) { _ in "" }
                let expected = grouped.document.sections.compactMap { s in grouped.keys[s.id].map { GroupedIDs(key: $0, ids: s.rows.map(\.id)) } }
                let given = try r.groupedRowIDs(of: tasks.id, by: field, settings: settings, today: today)
                let got = given.map { GroupedIDs(key: $0.key, ids: $0.ids) }
                #expect(got == expected, "\(ordering) \(field)")
                // Each group's badges, counted as the rows are read and not kept, are its rows' counts.
                let badges = grouped.document.sections.compactMap { s in grouped.keys[s.id].map { _ in StateCounts(s.rows, today: today) } }
                #expect(given.map(\.badges) == badges, "badges: \(ordering) \(field)")
                #expect(got.reduce(0) { $0 + $1.ids.count } == rows.count, "every top-level row in one group")
            }
        }
        let due = try r.groupedRowIDs(of: tasks.id, by: "due", settings: tasks.settings, today: today).map(\.key)
        #expect(Array(due.suffix(4)) == [.date(.earlier), .date(.today), .date(.thisWeek), .date(.noDate)])
    }

    struct GroupedIDs: Equatable {
        var key: GroupKey
        var ids: [RowID]
    }

    /// The rows beside a position, where a row is put back, with the rank of the first, on every engine.
    @Test(arguments: Engine.allCases) func rowsOfASectionAroundAPosition(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let section = tasks.sections.first { $0.rows.count >= 3 }!
        let rows = section.rows
        // Between the first two rows: the first before, the second on.
        let between = try r.rows(of: section.id, around: rows[0].position + 1, count: 1)
        #expect(between.start == 0 && between.rows.map(\.id) == [rows[0].id, rows[1].id])
        // At a row's own position it is the first from it on.
        let at = try r.rows(of: section.id, around: rows[1].position, count: 1)
        #expect(at.start == 0 && at.rows.map(\.id) == [rows[0].id, rows[1].id])
        let wide = try r.rows(of: section.id, around: rows[2].position, count: 100)
        #expect(wide.start == 0 && wide.rows.map(\.id) == rows.map(\.id))
        let past = try r.rows(of: section.id, around: Int64.max, count: 1)
        #expect(past.start == rows.count - 1 && past.rows.map(\.id) == [rows.last!.id])
        let before = try r.rows(of: section.id, around: Int64.min, count: 2)
        #expect(before.start == 0 && before.rows.map(\.id) == Array(rows.prefix(2)).map(\.id))
        if let parent = tasks.sections.flatMap(\.rows).first(where: { !$0.children.isEmpty }),
           let home = tasks.sections.first(where: { $0.rows.contains { $0.id == parent.id } }) {
            let found = try r.rows(of: home.id, around: parent.position, count: 1)
            #expect(found.rows.first { $0.id == parent.id }?.children.map(\.id) == parent.children.map(\.id), "with their subtrees")
        }
    }

    @Test(arguments: Engine.allCases) func aListLongerThanTheLimitIsReadBySectionCounts(_ engine: Engine) throws {
        let r = try engine.open()
        let whole = try Self.tasks(r)
        let counted = try r.loadList(whole.id, readingUpTo: 1)
        #expect(counted.isWindowed)
        #expect(counted.rowCount == whole.rowCount)
        #expect(counted.readRowCount == 0)
    }

    /// A repeat, a start and a reminder are stored with the row and read back, on every engine.
    @Test(arguments: Engine.allCases) func aRowsScheduleIsKept(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        let day = CalendarDate(year: 2026, month: 12, day: 5)!
        let schedule = Schedule(recurrence: Recurrence(unit: .week), start: day, reminder: .at(day, minute: 9 * 60), doneCount: 2)
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .setSchedule(list: tasks.id, row: row.id, schedule: schedule, firstDue: day) }
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.schedule == schedule)
        // It waits until its start, counted without reading the list.
        #expect(try r.waitingCount(of: tasks.id, today: day.adding(days: -1)) == 1)
        #expect(try r.waitingCount(of: tasks.id, today: day) == 0)
        // An agenda asks for the rows due by its end and the rows holding a schedule, with their places.
        let read = try r.loadList(tasks.id, readingUpTo: .max)
        for end in [day.adding(days: -400), day, day.adding(days: 400)] {
            let expected = read.sections.flatMap { section in
                section.everyRow.filter { row in
                    if !row.schedule.isEmpty { return true }
                    if case .date(let due) = row.value(.due) { return due <= end }
                    return false
                }.map { "\($0.title) in \(section.id.raw) under \(read.parent(of: $0.id).map { "\($0.raw)" } ?? "none")" }
            }
            let asked = try r.agendaRows(of: tasks.id, through: end).map { "\($0.row.title) in \($0.section.raw) under \($0.parent.map { "\($0.raw)" } ?? "none")" }
            #expect(asked.sorted() == expected.sorted(), "through \(end.iso)")
            #expect(asked.contains { $0.hasPrefix("Buy bread ") })
        }
    }

    @Test(arguments: Engine.allCases) func commitAppliesPersistsAndJournals(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        let before = r.appliedSeq
        var caughtUp = 0
        let done = try r.commit(open: tasks.id, readingUpTo: .max, catchUp: { caughtUp += 1 }) { _ in
            .renameRow(list: tasks.id, row: row.id, title: "Milk")
        }
        #expect(caughtUp == 1, "catching up happens once, inside the unit of work")
        #expect(done.seq > before)
        #expect(r.library.list(tasks.id)?.row(row.id)?.title == "Milk")
        #expect(try r.rows(titled: "milk", prefix: false, in: tasks.id, limit: 1) == [row.id])
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.title == "Milk")
    }

    @Test(arguments: Engine.allCases) func aFailedCommitRollsBackTheStoreAndMemory(_ engine: Engine) throws {
        let r = try engine.open()
        let tasks = try Self.tasks(r)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
                _ = try newID()
                throw Refused()
            }
        }
        // A model refusal after the ids were taken leaves nothing behind either.
        #expect(throws: ModelError.self) {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: RowID(999_999), title: "x") }
        }
        #expect(r.library.list(tasks.id)?.row(row.id)?.title == "Buy bread")
        #expect(try r.loadList(tasks.id, readingUpTo: .max) == tasks)
        #expect(try r.loadList(tasks.id, readingUpTo: .max).row(row.id)?.title == "Buy bread")
    }

    /// The rows a rule covers: counted without handing them out, deleted with what is
    /// inside them in a few statements, kept aside and put back exactly as they were,
    /// words and all; a row that can't be deleted is named; what was kept is let go.
    @Test(arguments: Engine.allCases) func rowsARuleCoversAreCountedDeletedAndPutBack(_ engine: Engine) throws {
        let r = try engine.open()
        var tasks = try Self.tasks(r)
        // A subtask under the first row, so that what is inside the rows goes and comes back with them.
        let first = tasks.sections.flatMap(\.rows)[0]
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            .addChild(list: tasks.id, parent: first.id, id: RowID(try newID()), title: "Inner zebra step", placement: .bottom)
        }
        tasks = try r.loadList(tasks.id, readingUpTo: .max)
        let rows = tasks.sections.flatMap(\.rows)
        let pinned = rows.filter(\.deleteDisabled)
        let everyRow = RowRule(below: try r.nextID())
        let refused = try r.tally(of: everyRow, in: tasks.id, around: nil)
        #expect(refused.blocked?.title == pinned.first?.title)
        let rule = RowRule(below: everyRow.below, excluded: Set(pinned.map(\.id) + [rows[1].id]))
        let covered = rows.filter { rule.covers($0, parent: nil) }
        let focus = rows[2].id
        let tally = try r.tally(of: rule, in: tasks.id, around: focus)
        #expect(tally.count == covered.count)
        #expect(tally.first == Array(covered.prefix(RuleTally.named).map(\.title)))
        #expect(tally.firstRow == covered.first?.id)
        #expect(tally.below == covered.reduce(0) { $0 + $1.descendantCount })
        #expect(tally.below > 0)
        #expect(tally.blocked == nil)
        #expect(tally.lastSection == tasks.sections.last { $0.rows.contains { rule.covers($0, parent: nil) } }?.id)
        for section in tasks.sections {
            let n = section.rows.filter { rule.covers($0, parent: nil) }.count
            #expect(tally.counts[section.id] == (n == 0 ? nil : n))
        }
        let home = tasks.sections.first { $0.rows.contains { $0.id == focus } }!.rows
        let at = home.firstIndex { $0.id == focus }!
        #expect(tally.nextUncovered == home[(at + 1)...].first { !rule.covers($0, parent: nil) }?.id)
        #expect(tally.previousUncovered == home[..<at].last { !rule.covers($0, parent: nil) }?.id)

        var saved: Int64 = 0
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            saved = try newID()
            return .deleteCovered(list: tasks.id, rule: rule, tally: tally, saved: saved)
        }
        let after = try r.loadList(tasks.id, readingUpTo: .max)
        #expect(after.sections.flatMap(\.rows).map(\.id) == rows.filter { !rule.covers($0, parent: nil) }.map(\.id))
        #expect(try r.rowsWithSections(matching: SearchWords.words("zebra"), in: tasks.id).isEmpty)
        #expect(try r.rowCount(of: tasks.id) == rows.count - covered.count)

        let back = try r.tally(ofSaved: saved, in: tasks.id)
        #expect(back.count == covered.count)
        #expect(back.firstRow == covered.first?.id)
        #expect(back.firstRank == tasks.sections.first { $0.rows.contains { $0.id == covered.first?.id } }!.rows.firstIndex { $0.id == covered.first?.id })
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .putBackSaved(list: tasks.id, rule: rule, saved: saved, tally: back)
        }
        #expect(try r.loadList(tasks.id, readingUpTo: .max) == tasks)
        #expect(try r.rowsWithSections(matching: SearchWords.words("zebra"), in: tasks.id).count == 1)
        #expect(try r.tally(ofSaved: saved, in: tasks.id).count == 0, "put back, they are no longer kept")

        // Kept again, then let go by key: the rows stay deleted.
        var again: Int64 = 0
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            again = try newID()
            return .deleteCovered(list: tasks.id, rule: rule, tally: tally, saved: again)
        }
        #expect(try r.tally(ofSaved: again, in: tasks.id).count == covered.count)
        try r.letGo(saved: [again])
        #expect(try r.tally(ofSaved: again, in: tasks.id).count == 0)
        #expect(try r.rowCount(of: tasks.id) == rows.count - covered.count)
        // And by the session's end.
        let rest = RowRule(below: try r.nextID(), excluded: Set(pinned.map(\.id)))
        let restTally = try r.tally(of: rest, in: tasks.id, around: nil)
        #expect(restTally.count == rows.count - covered.count - pinned.count)
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            again = try newID()
            return .deleteCovered(list: tasks.id, rule: rest, tally: restTally, saved: again)
        }
        #expect(try r.tally(ofSaved: again, in: tasks.id).count == restTally.count)
        try r.letGoSaved()
        #expect(try r.tally(ofSaved: again, in: tasks.id).count == 0)
        #expect(try r.rowCount(of: tasks.id) == pinned.count)
    }

    /// An action that sets fields, or turns one over, on the rows a rule covers (every row
    /// but one, or those holding a filter's words): counted
    /// (the rows it would change, those holding the field and the first titles of each
    /// side), written by the store in a few statements, leaving the rows as the same
    /// action on their ids does, and put back from what was kept.
    @Test(arguments: Engine.allCases) func rowsARuleCoversTakeAnActionAndGiveItBack(_ engine: Engine) throws {
        let r = try engine.open()
        // An action sets only declared fields: a text field holds the quoted value below.
        let declared = try Self.tasks(r)
        try r.commit(open: declared.id, readingUpTo: .max, catchUp: {}) { _ in
            .addField(list: declared.id, FieldDeclaration("note", .text), index: nil, values: [:])
        }
        let tasks = try Self.tasks(r)
        let rows = tasks.sections.flatMap(\.rows)
        let below = try r.nextID()
        // Every row but one, and under a filter of words the rows holding them.
        for rule in [RowRule(below: below, excluded: [rows[1].id]), RowRule(below: below, query: .words(SearchWords.query("the")))] {
            let covered = rows.filter { rule.covers($0, parent: nil) }
            #expect(!covered.isEmpty && covered.count < rows.count)
            let actions = [
                SwipeAction(name: "Snooze", effects: [.toggle("done")]),
                SwipeAction(name: "Later", effects: [.setField("snoozed", .bool(true)), .setField("note", .text("later \"soon\""))]),
                // False where a row has no done is what it holds already: counted apart, as the model has it.
                SwipeAction(name: "Reopen", effects: [.setField("done", .bool(false))]),
            ]
            for action in actions {
                let change = try #require(action.fieldChange)
                let tally = try r.tally(of: rule, in: tasks.id, around: nil, setting: change.fields, toggling: change.toggled)
                #expect(tally.count == covered.count)
                if let field = change.toggled {
                    let holding = covered.filter { $0.flag(field) }
                    #expect(tally.holding == holding.count && (rule.query != nil || holding.count > 0 && holding.count < covered.count))
                    #expect(tally.firstHolding == Array(holding.prefix(RuleTally.named).map(\.title)))
                    #expect(tally.firstNotHolding == Array(covered.filter { !$0.flag(field) }.prefix(RuleTally.named).map(\.title)))
                } else {
                    let differing = covered.filter { row in change.fields.contains { !fieldHolds(row.fields, $0.key, $0.value) } }
                    #expect(tally.differing == differing.count)
                    // Where some rows differ and some hold the values, the first of each are named.
                    if !differing.isEmpty && differing.count < covered.count {
                        let ids = Set(differing.map(\.id))
                        #expect(tally.firstDiffering == Array(differing.prefix(RuleTally.named).map(\.title)))
                        #expect(tally.firstSame == Array(covered.filter { !ids.contains($0.id) }.prefix(RuleTally.named).map(\.title)))
                    }
                }
                var byIds = Library(lists: [tasks])
                _ = try ListoModel.apply(.runAction(list: tasks.id, rows: covered.map(\.id), action: action), to: &byIds)
                var saved: Int64 = 0
                try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
                    saved = try newID()
                    return .actOnCovered(list: tasks.id, rule: rule, action: action, tally: tally, saved: saved)
                }
                #expect(try r.loadList(tasks.id, readingUpTo: .max) == byIds.lists[0])
                let again = try r.tally(of: rule, in: tasks.id, around: nil, setting: change.fields, toggling: nil)
                #expect(change.toggled != nil || again.differing == 0, "every row holds the values set")
                let back = try r.tally(ofSaved: saved, in: tasks.id)
                #expect(back.count == covered.count)
                try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
                    .putBackValues(list: tasks.id, rule: rule, action: action, saved: saved, tally: back)
                }
                #expect(try r.loadList(tasks.id, readingUpTo: .max) == tasks)
                #expect(try r.tally(ofSaved: saved, in: tasks.id).count == 0, "put back, they are no longer kept")
            }
        }
    }

    /// A list deleted is kept aside, unseen, its rows not read nor written: the lists
    /// read leave it out and its name is free; undo shows it again as it was, words
    /// and all; once its step is let go, or the session ends, it is deleted for good.
    @Test(arguments: Engine.allCases) func aDeletedListIsKeptAsideUnseenUntilLetGo(_ engine: Engine) throws {
        let r = try engine.open()
        let whole = try Self.tasks(r)
        let bread = try r.rowsWithSections(matching: SearchWords.words("bread"), in: whole.id)
        #expect(!bread.isEmpty)
        // Read by its sections' counts alone, as a long list is.
        r.library = try r.loadLibrary(open: whole.id, readingUpTo: 0)
        #expect(r.library.list(whole.id)?.isWindowed == true)
        let deleted = try r.commit(open: whole.id, readingUpTo: 0, catchUp: {}) { _ in .deleteList(whole.id) }
        #expect(deleted.outcome.events == [.listDeleted(name: "Tasks", rows: whole.rowCount)])
        guard case .restoreList(let kept) = deleted.outcome.inverse else { Issue.record("no list to put back"); return }
        #expect(kept.isWindowed, "nothing of it was read to delete it")
        #expect(try r.loadLibrary(open: nil, readingUpTo: .max).lists.map(\.name) == ["Articles", "Inbox", "Archive"])
        // Its name is free meanwhile: a list made and deleted under it leaves it so.
        let other = ListDocument(id: ListID(try r.nextID()), name: "Tasks", position: 1)
        try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .createList(other) }
        try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .deleteList(other.id) }

        let back = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .restoreList(kept) }
        #expect(back.outcome.events == [.listCreated(name: "Tasks")])
        #expect(try r.loadLibrary(open: nil, readingUpTo: .max).lists.map(\.name) == ["Tasks", "Articles", "Inbox", "Archive"])
        #expect(try r.loadList(whole.id, readingUpTo: .max) == whole)
        #expect(try r.rowsWithSections(matching: SearchWords.words("bread"), in: whole.id).map(\.row) == bread.map(\.row))

        // Deleted again and its step let go: gone for good, and no undo brings it back.
        try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .deleteList(whole.id) }
        try r.letGo(lists: [whole.id])
        #expect(try r.rowCount(of: whole.id) == 0)
        #expect(throws: (any Error).self) { try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .restoreList(kept) } }
        #expect(try r.loadLibrary(open: nil, readingUpTo: .max).lists.map(\.name) == ["Articles", "Inbox", "Archive"])
        // Another deleted, then the session ends: gone for good too.
        let inbox = try #require(r.library.list(named: "Inbox"))
        r.library = try r.loadLibrary(open: inbox.id, readingUpTo: .max)
        let gone = try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in .deleteList(inbox.id) }
        try r.letGoSaved()
        #expect(try r.rowCount(of: inbox.id) == 0)
        #expect(throws: (any Error).self) { try r.commit(open: nil, readingUpTo: .max, catchUp: {}) { _ in gone.outcome.inverse } }
        #expect(try r.loadLibrary(open: nil, readingUpTo: .max).lists.map(\.name) == ["Articles", "Archive"])
    }

    /// A field taken from every row holding it, subtasks too, by the store: the rows are
    /// left as the same removal row by row leaves them, and undo puts every value back
    /// from what was kept; taken again (redo), then let go, the values stay gone.
    /// The names of the fields a list's top-level rows hold come from the store as the
    /// rows read give them: a field only a subtask holds is not among them.
    @Test(arguments: Engine.allCases) func theFieldsTheRowsHoldAreNamedByTheStore(_ engine: Engine) throws {
        let r = try engine.open()
        var tasks = try Self.tasks(r)
        func heldByTopRows(_ list: ListDocument) -> Set<String> { Set(list.sections.flatMap(\.rows).flatMap(\.fields.keys)) }
        #expect(!heldByTopRows(tasks).isEmpty)
        #expect(try r.fieldNames(heldIn: tasks.id) == heldByTopRows(tasks))
        let first = tasks.sections.flatMap(\.rows)[0]
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            .addChild(list: tasks.id, parent: first.id, id: RowID(try newID()), title: "Inner step", placement: .bottom)
        }
        tasks = try Self.tasks(r)
        let inner = try #require(tasks.row(first.id)?.children.first)
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .addField(list: tasks.id, FieldDeclaration("depth", .number), index: nil, values: [inner.id: .number(2)])
        }
        #expect(try !r.fieldNames(heldIn: tasks.id).contains("depth"), "a subtask's field")
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .addField(list: tasks.id, FieldDeclaration("size", .number), index: nil, values: [first.id: .number(4)])
        }
        tasks = try Self.tasks(r)
        #expect(try r.fieldNames(heldIn: tasks.id) == heldByTopRows(tasks))
        #expect(try r.fieldNames(heldIn: tasks.id).contains("size"))
    }

    @Test(arguments: Engine.allCases) func aFieldManyRowsHoldIsTakenOutAndPutBack(_ engine: Engine) throws {
        let r = try engine.open()
        var tasks = try Self.tasks(r)
        let first = tasks.sections.flatMap(\.rows)[0]
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            .addChild(list: tasks.id, parent: first.id, id: RowID(try newID()), title: "Inner step", placement: .bottom)
        }
        tasks = try Self.tasks(r)
        let every = tasks.everyRow
        let values = Dictionary(uniqueKeysWithValues: every.enumerated().map { ($1.id, FieldValue.number(Double($0 + 1))) })
        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .addField(list: tasks.id, FieldDeclaration("size", .number), index: nil, values: values)
        }
        tasks = try Self.tasks(r)
        #expect(tasks.everyRow.allSatisfy { $0.fields["size"] != nil })
        #expect(try r.rowCount(holding: "size", in: tasks.id) == every.count)
        #expect(try r.rowCount(holding: "done", in: tasks.id) == every.filter { $0.fields["done"] != nil }.count)
        var byIds = Library(lists: [tasks])
        _ = try ListoModel.apply(.removeField(list: tasks.id, name: "size"), to: &byIds)
        let taken = byIds.lists[0]
        #expect(taken.everyRow.allSatisfy { $0.fields["size"] == nil })

        var saved: Int64 = 0
        let outcome = try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { newID in
            saved = try newID()
            return .takeField(list: tasks.id, name: "size", rows: every.count, saved: saved)
        }.outcome
        #expect(outcome.events == [.fieldRemoved(list: tasks.name, FieldDeclaration("size", .number), rows: every.count)])
        #expect(r.library.list(tasks.id)?.everyRow.allSatisfy { $0.fields["size"] == nil } == true, "the rows read forget it")
        #expect(try r.loadList(tasks.id, readingUpTo: .max) == taken)
        #expect(try r.rowCount(holding: "size", in: tasks.id) == 0)
        #expect(try r.rows(holding: "size", in: tasks.id, limit: 10).isEmpty)

        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .putBackField(list: tasks.id, FieldDeclaration("size", .number), index: tasks.settings.fields.count - 1, rows: every.count, saved: saved)
        }
        #expect(try r.loadList(tasks.id, readingUpTo: .max) == tasks)
        #expect(try r.rowCount(holding: "size", in: tasks.id) == every.count)

        try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in
            .takeField(list: tasks.id, name: "size", rows: every.count, saved: saved)
        }
        try r.letGo(saved: [saved])
        #expect(try r.loadList(tasks.id, readingUpTo: .max) == taken)
    }

    @Test func anotherSessionOnTheSameMemoryHearsTheCommitAsNews() throws {
        let a = MemoryRepository(seed: true)
        let b = MemoryRepository(sharing: a)
        let tasks = try Self.tasks(a)
        b.library = try b.loadLibrary(open: tasks.id, readingUpTo: .max)
        let row = tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" }!
        try a.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameRow(list: tasks.id, row: row.id, title: "Milk") }
        guard case .changes(let changes) = try b.news(loaded: { _ in true }) else { Issue.record("fell behind"); return }
        #expect(changes.flatMap(\.rows).map(\.row.title) == ["Milk"])
        guard case .changes(let again) = try b.news(loaded: { _ in true }) else { return }
        #expect(again.isEmpty, "heard once")
        guard case .changes(let own) = try a.news(loaded: { _ in true }) else { return }
        #expect(own.isEmpty, "a session never hears its own commits")
    }

    @Test func aReadOnlyRepositoryRefusesACommit() throws {
        let r = MemoryRepository(seed: true, readOnly: true)
        let tasks = try Self.tasks(r)
        #expect(throws: RepositoryError.readOnly) {
            try r.commit(open: tasks.id, readingUpTo: .max, catchUp: {}) { _ in .renameList(list: tasks.id, name: "x") }
        }
    }
    /// A row's fields or schedule that are not JSON (written by hand) can be held by
    /// SQLite and PostgreSQL alike, both keeping them as text: each engine reads them
    /// as none and notes them, and every count, filter and rule over the list still
    /// answers, the other rows counted as before.
    @Test(arguments: [Engine.sqlite, .postgresql]) func textThatIsNotJSONIsReadAsNone(_ engine: Engine) throws {
        let r = try engine.open()
        let damage = "UPDATE rows SET fields = 'garbage', schedule = '[1, 2' WHERE title = 'Buy bread'"
        if let store = r as? Store { try store.executeForTesting(damage) }
        if let store = r as? ServerStore {
            try store.executeForTesting(damage)
            // Every read in a parallel plan, as a big table gets: the try of damaged text
            // may not run there (a subtransaction), so no read may ask for it.
            try store.executeForTesting("""
                SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
                    THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false)
                """)
        }
        let tasks = try Self.tasks(r)
        let bread = try #require(tasks.sections.flatMap(\.rows).first { $0.title == "Buy bread" })
        #expect(bread.fields.isEmpty)
        let day = CalendarDate(year: 2026, month: 1, day: 1)!
        let rows = tasks.sections.flatMap(\.rows)
        #expect(try r.stateCounts(of: tasks.id, today: day) == StateCounts(rows, today: day))
        #expect(try r.sectionStateCounts(of: tasks.id, today: day).count <= tasks.sections.count)
        _ = try r.waitingCount(of: tasks.id, today: day)
        // Held as a schedule, the row is still read with the others that have one, its schedule none.
        #expect(try r.scheduledRows(of: tasks.id).allSatisfy { $0.title != "Buy bread" || $0.schedule == Schedule() })
        #expect(try r.flaggedCount("done", in: tasks.id) == rows.filter(\.isDone).count)
        _ = try r.rows(flagged: "pinned", true, in: tasks.id, limit: 10)
        for q: RowQuery in [.flag("done"), .not(.flag("done")), .overdue, .has("due"), .date("due", .before, day)] {
            let query = try #require(HitQuery(filter: q, today: day))
            let expected = rows.filter { q.matches($0, today: day) }.count
            #expect(try r.hitCounts(matching: query, in: tasks.id).values.reduce(0, +) == expected, "\(q)")
            _ = try r.hitStateCounts(matching: query, in: tasks.id, today: day)
        }
        let rule = RowRule(below: try r.nextID(), state: .init(field: "done", value: false))
        #expect(try r.coveredRows(of: rule, in: tasks.id).values.flatMap { $0 }.contains { $0.row.title == "Buy bread" })
        let met = r.takeDamage().filter { $0.title == "Buy bread" }.map(\.part)
        #expect(met.contains(.fields) && met.contains(.schedule), "\(met)")
    }
}
