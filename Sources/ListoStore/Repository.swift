import ListoModel

/// Everything the REPL reads from and writes to a store, and nothing else: the
/// seam between a session and a storage engine. `Store` (SQLite) and
/// `MemoryRepository` implement it; a session names only this protocol.
///
/// A repository holds `library`, the lists as far as this session has read
/// them, and keeps it in step with what is stored: reading a list or a section
/// puts it there, `commit` changes it and the store together, and `news` says
/// what other sessions committed so that the session can absorb it.
///
/// An engine conforms by implementing the reads, `settings`, `news`, and the
/// three writing primitives (`transaction`, `allocateIDs`, `persist`, which
/// also journals); `commit`, the unit of work, is built from them here.
public protocol Repository: AnyObject {
    /// Where the store is, as `where store` says it: a path, or ":memory:".
    var path: String { get }
    /// What a store that can't be reached is named by: a server's host; a file's path.
    var host: String { get }
    /// Whether the store lives only as long as this process.
    var isInMemory: Bool { get }
    var isReadOnly: Bool { get }
    /// A server's store this session's role may read and not change: who can let it.
    var readOnlyRole: ReadOnlyRole? { get }
    /// A store created by this opening: its first start.
    var isNew: Bool { get }
    /// The last journal entry this session has taken in or written.
    var appliedSeq: Int64 { get }
    /// The lists as this session has read them.
    var library: Library { get set }
    /// What the session worked out from them; see `ReadCache`. An engine holds one, empty to begin with.
    var cache: ReadCache { get set }

    // MARK: Reading

    /// Every list by its name; only `open` (or the first list) has its rows read,
    /// whole when it has at most `limit` top-level rows, else by its sections' counts.
    func loadLibrary(open: ListID?, readingUpTo limit: Int) throws -> Library
    /// One list, read as `loadLibrary` reads the open one.
    func loadList(_ id: ListID, readingUpTo limit: Int) throws -> ListDocument
    /// The rows of some sections, each top-level row with its subtree, by section.
    func sectionRows(_ ids: [SectionID]) throws -> [SectionID: [Row]]
    /// A section's top-level rows at these positions in reading order (0 is its
    /// first row), each with its subtree; positions past the end are left out.
    func rows(of section: SectionID, at positions: Range<Int>) throws -> [Row]
    /// The top-level rows of a section next to `position`: up to `count` before it
    /// and up to `count` from it on, in reading order, each with its subtree, and
    /// the rank of the first (0 is the section's first row). Where a row is put back.
    func rows(of section: SectionID, around position: Int64, count: Int) throws -> (start: Int, rows: [Row])
    /// Where a top-level row sits: its section and its place there in reading
    /// order (0 is the first row); nil for a row inside another, or one not stored.
    func rank(of row: RowID) throws -> (section: SectionID, index: Int)?
    /// The top-level row a row is inside, at any depth, or the row itself at the top;
    /// nil for one not stored. A row inside another is read with the window of the
    /// top-level row holding it, not with its whole section.
    func topRow(of row: RowID) throws -> RowID?
    /// The top-level rows of a list that hold rows inside them, up to `limit`: what
    /// `collapse all` and `expand all` fold or open, read with their windows, not the list whole.
    func rowsHoldingOthers(in list: ListID, limit: Int) throws -> [RowID]
    /// The sections rows are in; rows no longer stored are left out.
    func sections(holding rows: [RowID]) throws -> Set<SectionID>
    /// A section's top-level rows in the order a list sorted by `field` reads them
    /// (`Ordering.precedes`: by the field's value, rows without it last, position
    /// breaking ties), by their ids alone: the order a window of a sorted list is read in.
    func rowIDs(of section: SectionID, sortedBy field: String) throws -> [RowID]
    /// These top-level rows, each with its subtree, in the order of `ids`; rows no
    /// longer stored, or no longer at the top level, are left out.
    func rows(withIDs ids: [RowID]) throws -> [Row]
    /// The list's top-level rows grouped by `field` as a list with these settings is
    /// grouped on `today` (`Grouping.grouped`): each group's key and its rows' ids in
    /// the group's order, the groups in theirs, by ids alone, with its badges: the
    /// sections a long grouped list is read in windows of.
    func groupedRowIDs(of list: ListID, by field: String, settings: ListSettings, today: CalendarDate) throws -> [(key: GroupKey, ids: [RowID], badges: StateCounts)]
    /// Up to `limit` rows of a list whose indexed title (`Names.indexKey`) is `key`, or starts with it:
    /// the rows a name may be, which `Names.key` then narrows.
    func rows(titled key: String, prefix: Bool, in list: ListID, limit: Int) throws -> [RowID]
    /// The first `limit` top-level rows of a list in list order (its sections in turn, each
    /// one's rows by place) whose indexed title is `key`, or starts with it, and that
    /// `query` lets through when one is given: what a name offers first where the title
    /// index finds more rows than are read to put them in order.
    func rowsInListOrder(titled key: String, prefix: Bool, in list: ListID, holding query: HitQuery?, limit: Int) throws -> [RowID]
    /// Titles whose indexed form (`Names.indexKey`) starts with `key`, in that order.
    func titles(startingWith key: String, in list: ListID, limit: Int) throws -> [String]
    /// The last title in that order whose indexed form starts with `key`: with the first,
    /// what every title so begun starts with, where the first few are all that is read.
    func lastTitle(startingWith key: String, in list: ListID) throws -> String?
    /// The rows of a list holding every one of `words` (as `SearchWords.words`
    /// gives them) at the start of a word of their title or notes, with their sections.
    func rowsWithSections(matching words: [String], in list: ListID) throws -> [(row: RowID, section: SectionID)]
    /// Whether a list holds any row inside another, asked without reading its rows: a
    /// search whose words no top-level row of a list holds asks the list's rows inside
    /// others only when there are some (the word index, asked for a list, walks every
    /// row of the store holding the words).
    func holdsRowsInsideOthers(_ list: ListID) throws -> Bool
    /// How many rows inside top-level rows an outline shows, by section: each row every
    /// row above it is expanded over. Of one section's top-level rows after `position`
    /// (all of them when nil), or, `section` nil, of every section's, in one asking.
    /// Sections with none are left out. A reading of a long outline says what it has
    /// left by this and the sections' counts, where it read each section whole to count it.
    func shownRowsInside(of list: ListID, section: SectionID?, after position: Int64?) throws -> [SectionID: Int]
    /// How many top-level rows of each section of a list the query lets through
    /// (rows holding words, or a filter's words and states on a day), counted in the
    /// store's indexes without reading the rows: what a filter says it found.
    /// Sections with none are left out.
    func hitCounts(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int]
    /// For a filter every plain row meets (`filter not done`), the top-level rows of each
    /// section it leaves out, sections with none left out; nil when the store counts such a
    /// filter as any other (`hitCounts`). A section's count less these is its count of hits,
    /// so a list of 10,000 sections is not handed over section by section.
    func plainRowsLeftOut(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int]?
    /// Up to `limit` top-level rows of a section the query lets through, next to
    /// `position` in reading order: after it going forward (from the first when nil),
    /// before it going back (from the last when nil); returned in reading order. A page
    /// of a filter, read by a range of the section's index. `sparse` (few of the
    /// section's rows hold the words) asks the word index for them first, instead of
    /// asking it of each row in turn.
    func hits(matching query: HitQuery, in list: ListID, section: SectionID, beyond position: Int64?, forward: Bool,
              limit: Int, sparse: Bool) throws -> [Row]
    /// How many top-level rows of a section the query lets through lie before `position`;
    /// `hits`, when the caller knows them, is how many it lets through in the section and
    /// in the list, so that a row near either end of its section is placed by the rows
    /// beside it, where they cost less than gathering the list's hits.
    func hitRank(matching query: HitQuery, in list: ListID, section: SectionID, before position: Int64,
                 hits: (section: Int, list: Int)?) throws -> Int
    /// The position of the top-level row of a section the query lets through that has
    /// `offset` such rows before it; nil past the last. What `goto N` lands on while
    /// filtering, found without handing over the rows before it. `hits`, when the caller
    /// knows them, as for `hitRank`: far into many hits, the list's hits gathered once
    /// cost less than asking each row before it.
    func hitPosition(matching query: HitQuery, in list: ListID, section: SectionID, offset: Int,
                     hits: (section: Int, list: Int)?) throws -> Int64?
    /// The badge counts (overdue, due today, unread) of each section among the
    /// top-level rows the query lets through, counted together in one pass: a
    /// section's header while a filter is read a page at a time. Sections with none are left out.
    func hitStateCounts(matching query: HitQuery, in list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts]
    /// The ids of a section's top-level rows the query lets through, or, for a query
    /// every plain row meets (`HitQuery.plainRowMatches`), of those it leaves out
    /// (`leftOut` true): a list sorted by a field takes its hits in that order from its
    /// ids (`rowIDs(of:sortedBy:)`), 8 bytes a row, where its rows read cost the section.
    func hitIDs(matching query: HitQuery, in list: ListID, section: SectionID) throws -> (ids: Set<RowID>, leftOut: Bool)
    /// Which of these rows the query lets through.
    func holding(_ query: HitQuery, in list: ListID, among rows: [RowID]) throws -> Set<RowID>
    /// A list's top-level rows, without reading them.
    func rowCount(of list: ListID) throws -> Int
    /// A list's top-level rows that can't be selected (`selectionDisabled`), without reading the others.
    func unselectableCount(of list: ListID) throws -> Int
    /// A list's top-level rows whose boolean field `field` is true, counted among the
    /// rows that hold a field, without reading the others: what `select done` says.
    func flaggedCount(_ field: String, in list: ListID) throws -> Int
    /// Up to `limit` of a list's rows at any depth holding a value under the key `field`,
    /// found among the rows that hold a field, without reading the others: a field declared
    /// over a long list or taken away from it changes those rows alone.
    func rows(holding field: String, in list: ListID, limit: Int) throws -> [RowID]
    /// How many of a list's rows, at any depth, hold a value under the key `field`, counted
    /// among the rows that hold a field: what taking the field away from a long list says.
    func rowCount(holding field: String, in list: ListID) throws -> Int
    /// The names of the fields a list's top-level rows hold, declared or not, found among
    /// the rows that hold a field: what a sort by a field the list has not names, where
    /// the list was read whole to gather them.
    func fieldNames(heldIn list: ListID) throws -> Set<String>
    /// Up to `limit` top-level rows of a list whose boolean field `field` is true
    /// (`value`) or not, in reading order, without their children.
    func rows(flagged field: String, _ value: Bool, in list: ListID, limit: Int) throws -> [Row]
    /// A list's top-level rows that can't be selected, in reading order, without their children: they are few.
    func unselectableRows(of list: ListID) throws -> [Row]
    /// Every row of a list that holds a schedule (a repeat, a start or a reminder), subtasks
    /// included, without their children, in no order: the reminders of a list read in
    /// windows are found among them, those of rows not in memory too, without reading the list.
    func scheduledRows(of list: ListID) throws -> [Row]
    /// What a rule covers in a list now, counted in the store without handing out the
    /// rows: the rows of each section, the first titles, the rows inside them, the
    /// first that can't be deleted, and (for `focus`, a top-level row) the nearest rows
    /// either side of it the rule does not cover (and, for a rule made under a filter's
    /// words, that hold them: the rows the filter shows). What a change to all of them says.
    /// With `setting`, also how many covered rows hold other values than those fields
    /// (`RuleTally.differing`): what an action setting them would change; with `toggling`,
    /// how many hold that boolean field true and the first titles of those that do and don't.
    func tally(of rule: RowRule, in list: ListID, around focus: RowID?, setting: [String: FieldValue], toggling: String?) throws -> RuleTally
    /// The top-level rows a rule covers in a list, section by section in the order of
    /// their positions, each with its rank in its section, without the others: what the
    /// rule stands for, read when it is turned into ids. Asked of a list holding no rows
    /// inside others; the rows come without their children.
    func coveredRows(of rule: RowRule, in list: ListID) throws -> [SectionID: [(rank: Int, row: Row)]]
    /// The rows kept under `saved` by a change to a rule's rows, counted as `tally(of:)`
    /// counts: the first of them and its rank once put back, for undo to say.
    func tally(ofSaved saved: Int64, in list: ListID) throws -> RuleTally
    /// The ids of the top-level rows a change to a rule's rows kept under `saved`: the rows
    /// it changed, which stay selected once the change took them out of the rule's state.
    func savedRowIDs(_ saved: Int64) throws -> [RowID]
    /// Lets go of the rows kept under these keys: their undo steps were let go.
    func letGo(saved: [Int64]) throws
    /// Deletes for good lists this session deleted and kept aside: their undo steps were let go.
    func letGo(lists: [ListID]) throws
    /// Lets go of every row this session kept for undo, and of the lists it kept aside: it ends.
    func letGoSaved() throws
    /// A list's rows at any depth that an agenda through `end` may hold: with a due date on
    /// or before it, or with a schedule (a start, a repeat). Read through the indexes of
    /// rows holding fields and rows holding a schedule, never the list's other rows: an
    /// agenda of a long list costs its dated rows. Each with its section and the row it
    /// is inside, if any; the caller still asks each row, and puts them in order.
    func agendaRows(of list: ListID, through end: CalendarDate) throws -> [AgendaCandidate]
    /// A list's rows at any depth that wait for a start after `today`, without reading the others.
    func waitingCount(of list: ListID, today: CalendarDate) throws -> Int
    /// The id the next row will take: every id handed out so far is below it.
    func nextID() throws -> Int64
    /// A list's badge counts (overdue, due today, unread) among its top-level rows.
    func stateCounts(of list: ListID, today: CalendarDate) throws -> StateCounts
    /// The same counts for each section that has any.
    func sectionStateCounts(of list: ListID, today: CalendarDate) throws -> [SectionID: StateCounts]
    /// What other sessions committed since `appliedSeq`, read as it is now, and
    /// the position moved past it. `loaded` says which lists have rows in memory.
    func news(loaded: (ListID) -> Bool) throws -> ForeignNews
    /// Whether a commit whose answer never came (the connection lost after it was
    /// sent) was made, as `news` found it in the journal on reconnecting; nil when
    /// there was none. Asked after `news`, and said once. A `.fellBehind` from that
    /// `news` when it was made: memory had put the change back, and is read again.
    func takeCommitLookedUp() -> Bool?
    /// The damaged values (`DamagedValue`) met reading rows since the last time
    /// asked, each once a session: they were read as none, and are said.
    func takeDamage() -> [DamagedValue]
    /// Where `listo recover` reads this store from: its file; nil for memory or a server.
    var recoverable: String? { get }
    /// Settings kept between runs, by name.
    func settings() throws -> [String: String]
    /// Writes every value given and removes the names whose value is nil.
    func saveSettings(_ values: [String: String?]) throws

    // MARK: Writing primitives, for `commit`

    /// Runs `body` as one transaction that holds the store's write lock, rolling back if it throws.
    func transaction<T>(_ body: () throws -> T) throws -> T
    /// Takes `count` fresh ids; inside a transaction.
    func allocateIDs(_ count: Int) throws -> Int64
    /// Writes what an operation touched, reading the new values from `library`,
    /// and journals it under this session; inside a transaction.
    func persist(_ changes: Changes, from library: Library) throws
}

/// A change refused before it is tried.
public enum RepositoryError: Error, Hashable, Sendable {
    /// The store may only be read.
    case readOnly
}

/// What one committed unit of work did.
public struct Committed: Sendable {
    public var operation: ListoModel.Operation
    public var outcome: Outcome
    /// The journal entry that committed it.
    public var seq: Int64
}

/// A role that may read a server's store and not change it, in the schema listo works
/// in, and the role that owns listo's tables there, which can grant it the rest.
public struct ReadOnlyRole: Hashable, Sendable {
    public var role: String
    public var schema: String
    public var owner: String

    public init(role: String, schema: String, owner: String) {
        self.role = role
        self.schema = schema
        self.owner = owner
    }
}

extension Repository {
    /// A file, or memory, is read-only for everyone alike: no role to name.
    public var readOnlyRole: ReadOnlyRole? { nil }

    /// Counted as any other filter, section by section.
    public func plainRowsLeftOut(matching query: HitQuery, in list: ListID) throws -> [SectionID: Int]? { nil }

    /// What a rule covers, counted with no values asked about.
    public func tally(of rule: RowRule, in list: ListID, around focus: RowID?) throws -> RuleTally {
        try tally(of: rule, in: list, around: focus, setting: [:], toggling: nil)
    }

    /// A file, or memory, is named by its path when it can't be reached.
    public var host: String { path }

    /// A store on this machine always hears its commit's answer.
    public func takeCommitLookedUp() -> Bool? { nil }

    /// A store that reads no stored text (memory) meets no damage.
    public func takeDamage() -> [DamagedValue] { [] }
    public var recoverable: String? { nil }

    /// A row's rank found by reading its section whole: for an engine that keeps
    /// no count of rows by position (SQLite's answers from its tree of counts).
    public func rank(of row: RowID) throws -> (section: SectionID, index: Int)? {
        guard let section = try sections(holding: [row]).first,
              let index = try sectionRows([section])[section]?.firstIndex(where: { $0.id == row }) else { return nil }
        return (section, index)
    }


    /// The unit of work: under the write lock, catch up with what others
    /// committed (`catchUp`, which reads `news` and absorbs it), make the
    /// operation (`make` is handed a way to take a fresh id), read what it needs,
    /// apply it to `library` in place, persist and journal it, commit. If any step
    /// throws, the store rolls back and memory is put back as the store still has
    /// it: by the inverse, or failing that by reading the library again (`open`
    /// being the list to read). Nothing is half written, in the store or in memory.
    @discardableResult
    public func commit(
        open: ListID?, readingUpTo limit: Int, catchUp: () throws -> Void,
        _ make: (_ newID: () throws -> Int64) throws -> ListoModel.Operation
    ) throws -> Committed {
        if isReadOnly { throw RepositoryError.readOnly }
        var applied: Outcome?
        do {
            return try transaction {
                // Memory is brought up to what others committed before anything is
                // checked, so a change is never made from a stale copy.
                try catchUp()
                let operation = try make { try allocateIDs(1) }
                for id in operation.lists { library.update(id) { $0.forgetHighest() } }
                // What one reading brings in (a row named) can make more needed (the rows beside it).
                for _ in 0..<3 { try read(operation.needs(in: library), readingUpTo: limit) }
                let outcome: Outcome
                do {
                    outcome = try ListoModel.apply(operation, to: &library)
                } catch ModelError.windowNotRead(_, let missed) {
                    // The rows read did not give a rank (or a window needs respacing):
                    // the lists, changed in part, are read again with the sections
                    // they held and the ones missed read whole, and it is applied to those.
                    for id in operation.lists { try readAgain(id, whole: Set(missed), readingUpTo: limit) }
                    outcome = try ListoModel.apply(operation, to: &library)
                }
                applied = outcome
                for changes in outcome.allChanges { try persist(changes, from: library) }
                return Committed(operation: operation, outcome: outcome, seq: appliedSeq)
            }
        } catch {
            if let applied { restore(after: applied, open: open, readingUpTo: limit) }
            throw error
        }
    }

    /// Puts memory back as the store has it after a write that rolled back.
    private func restore(after applied: Outcome, open: ListID?, readingUpTo limit: Int) {
        do {
            _ = try ListoModel.apply(applied.inverse, to: &library)
        } catch {
            // The inverse did not fit: the store, which rolled back, is read again.
            // The error the caller hears is the write's; a second one would hide it.
            if let fresh = try? loadLibrary(open: open, readingUpTo: limit) { library = fresh }
        }
    }

    /// Reads into `library` what an operation needs.
    public func read(_ needs: [ListoModel.Operation.Need], readingUpTo limit: Int) throws {
        for need in needs {
            switch need {
            case .list(let id):
                if library.list(id) != nil && !library.isLoaded(id) { library.replace(try loadList(id, readingUpTo: limit)) }
            case .wholeList(let id):
                if library.list(id)?.isWindowed == true { library.replace(try loadList(id, readingUpTo: .max)) }
            case .sections(let ids, let list):
                try readSections(ids, of: list)
            case .windows(let id):
                try readSections(library.list(id)?.windowSections ?? [], of: id)
            case .rows(let ids, let list):
                try readWindows(around: ids, of: list)
            case .ranks(let ranks, let section, let list):
                guard library.isLoaded(list), let held = library.list(list)?.section(section), !held.isLoaded,
                      !held.holds(ranks) else { continue }
                let rows = try self.rows(of: section, at: ranks)
                library.update(list) { $0.fillWindow(section, from: ranks.lowerBound, rows: rows) }
            case .around(let position, let section, let list):
                guard library.isLoaded(list), library.list(list)?.section(section)?.isLoaded == false else { continue }
                let (start, rows) = try self.rows(of: section, around: position, count: 2)
                library.update(list) { $0.fillWindow(section, from: start, rows: rows) }
            case .adding(let rows, let section, let top, let list):
                try readAdding(rows, to: section, atTop: top, of: list)
            case .placing(let rows, let section, let list):
                try readPlaces(of: rows, in: section, of: list)
            }
        }
    }

    /// For rows added or moved to the bottom of a section of a list sorted by a field,
    /// read in windows: the section's row of the highest position (the last in manual
    /// order), read with the rows beside it in the field's order, its position noted for
    /// the change (`ListDocument.highestRead`), and the rows beside where each row, placed
    /// after it in turn, goes in that order. To the top, the row of the lowest position
    /// (`lowestRead`), each row placed before it, after the one before. What the store
    /// does not give reads the section whole.
    private func readAdding(_ arriving: [Row], to section: SectionID, atTop top: Bool, of list: ListID) throws {
        guard library.isLoaded(list), let held = library.list(list)?.section(section), !held.isLoaded, held.count > 0,
              case .field(let field) = library.list(list)?.settings.ordering else { return }
        let end = top ? 0..<1 : (held.count - 1)..<held.count
        guard let edge = try rows(of: section, at: end).first else {
            try readSections([section], of: list)
            return
        }
        var ids: [RowID]?
        if library.list(list)?.contains(edge.id) == false {
            let order = try rowIDs(of: section, sortedBy: field)
            ids = order
            if let rank = order.firstIndex(of: edge.id) {
                let ranks = max(0, rank - 1)..<min(order.count, rank + 2)
                let rows = try self.rows(withIDs: Array(order[ranks]))
                library.update(list) { $0.fillWindow(section, from: ranks.lowerBound, rows: rows) }
            }
        }
        guard library.list(list)?.contains(edge.id) == true else {
            try readSections([section], of: list)
            return
        }
        library.update(list) { top ? $0.noteLowest(edge.position, of: section) : $0.noteHighest(edge.position, of: section) }
        // Placed one after another, as the change places them.
        var placed: [Row] = []
        var previous: Int64?
        for row in arriving {
            guard let position = top ? Positions.between(previous, edge.position) : Positions.between(previous ?? edge.position, nil) else {
                try readSections([section], of: list)
                return
            }
            var row = row
            row.position = position
            placed.append(row)
            previous = position
        }
        try readPlaces(of: placed, in: section, of: list, order: ids)
    }

    /// For top-level rows going into a section of a list sorted by a field, read in
    /// windows: where each goes is found among the section's ids in the field's order
    /// (8 bytes a row, asked once), by comparing it with the rows there, one read at a
    /// step halving the rows left; the rows either side of that place are read as a window.
    private func readPlaces(of arriving: [Row], in section: SectionID, of list: ListID, order known: [RowID]? = nil) throws {
        guard library.isLoaded(list), let document = library.list(list), case .field(let field) = document.settings.ordering,
              document.section(section)?.isLoaded == false else { return }
        let ordering = document.settings.ordering
        var ids = known
        for row in arriving {
            // A row held in another section is moving here: its place here is found as a new row's.
            guard let now = library.list(list), now.section(section)?.isLoaded == false, now.sectionID(of: row.id) != section,
                  !now.holdsPlace(of: row, in: section) else { continue }
            if ids == nil { ids = try rowIDs(of: section, sortedBy: field) }
            let order = ids ?? []
            // The first row the new one precedes; most rows added go last, so the last is asked first.
            var low = 0, high = order.count
            if let last = order.last, let stored = try rows(withIDs: [last]).first, !ordering.precedes(row, stored) { low = order.count }
            while low < high {
                let mid = (low + high) / 2
                guard let stored = try rows(withIDs: [order[mid]]).first else {
                    try readSections([section], of: list)
                    return
                }
                if ordering.precedes(row, stored) { high = mid } else { low = mid + 1 }
            }
            let ranks = max(0, low - 1)..<min(order.count, low + 1)
            guard !ranks.isEmpty else { continue }
            let rows = try self.rows(withIDs: Array(order[ranks]))
            library.update(list) { $0.fillWindow(section, from: ranks.lowerBound, rows: rows) }
        }
    }

    /// Reads rows a change names that the list does not hold: a top-level row with
    /// the row either side of it, as a window of its section, and a row inside another
    /// with the top-level row holding it so; in a list sorted by a field, a row inside
    /// another with its whole section. A row not stored is left out.
    private func readWindows(around ids: [RowID], of list: ListID) throws {
        guard let document = library.list(list), library.isLoaded(list) else { return }
        var whole: [RowID] = []
        // Sorted by a field, ungrouped: a row's rank is its place among its section's ids
        // in the field's order (8 bytes a row, asked once a section), and the row is read
        // with the row either side of it there.
        if case .field(let field) = document.settings.ordering, document.settings.grouping == nil {
            var orders: [SectionID: [RowID]] = [:], ranksOf: [SectionID: [RowID: Int]] = [:]
            for id in ids where library.list(list)?.contains(id) == false {
                if let section = try sections(holding: [id]).first, let held = library.list(list)?.section(section), !held.isLoaded {
                    if orders[section] == nil { orders[section] = try rowIDs(of: section, sortedBy: field) }
                    let order = orders[section] ?? []
                    if ids.count > 8 && ranksOf[section] == nil {
                        ranksOf[section] = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
                    }
                    if let rank = ranksOf[section].map({ $0[id] }) ?? order.firstIndex(of: id) {
                        let ranks = max(0, rank - 1)..<min(order.count, rank + 2)
                        let rows = try self.rows(withIDs: Array(order[ranks]))
                        library.update(list) { $0.fillWindow(section, from: ranks.lowerBound, rows: rows) }
                        if library.list(list)?.contains(id) == true { continue }
                    }
                }
                whole.append(id)
            }
            if !whole.isEmpty { try readSections(sections(holding: whole), of: list) }
            return
        }
        for id in ids where library.list(list)?.contains(id) == false {
            if document.settings.ordering == .manual, let (section, rank) = try rank(of: id) ?? topRow(of: id).flatMap(rank(of:)),
               let held = library.list(list)?.section(section), !held.isLoaded {
                let ranks = max(0, rank - 1)..<(rank + 2)
                let rows = try self.rows(of: section, at: ranks)
                library.update(list) { $0.fillWindow(section, from: ranks.lowerBound, rows: rows) }
                if library.list(list)?.contains(id) == true { continue }
            }
            whole.append(id)
        }
        if !whole.isEmpty { try readSections(sections(holding: whole), of: list) }
    }

    /// Reads a list again after a change to it failed part way in memory: by its
    /// counts, then every section it held rows of, and those in `whole`, read whole.
    private func readAgain(_ id: ListID, whole: Set<SectionID>, readingUpTo limit: Int) throws {
        guard let before = library.list(id), library.isLoaded(id) else { return }
        let held = before.sections.filter { !$0.rows.isEmpty || $0.isLoaded }.map(\.id)
        library.replace(try loadList(id, readingUpTo: limit))
        try readSections(whole.union(held), of: id)
    }

    /// Reads whichever of these sections of a list are not read yet; none when
    /// the list itself is not read. Says whether it read any.
    @discardableResult
    public func readSections(_ ids: some Sequence<SectionID>, of list: ListID) throws -> Bool {
        guard let document = library.list(list), library.isLoaded(list) else { return false }
        let wanted = Set(ids).filter { document.section($0)?.isLoaded == false }
        guard !wanted.isEmpty else { return false }
        let rows = try sectionRows(wanted.sorted())
        library.update(list) { document in
            for id in wanted { document.fill(id, rows: rows[id] ?? []) }
        }
        return true
    }
}

extension Repository {
    /// `hitRank` without the section's count of hits.
    public func hitRank(matching query: HitQuery, in list: ListID, section: SectionID, before position: Int64) throws -> Int {
        try hitRank(matching: query, in: list, section: section, before: position, hits: nil)
    }

    /// `hitPosition` without the section's count of hits.
    public func hitPosition(matching query: HitQuery, in list: ListID, section: SectionID, offset: Int) throws -> Int64? {
        try hitPosition(matching: query, in: list, section: section, offset: offset, hits: nil)
    }
}

/// A row an agenda may hold, as a long list's store hands it out: where it is, for its order.
public struct AgendaCandidate: Sendable {
    public var row: Row
    public var section: SectionID
    public var parent: RowID?
    public init(row: Row, section: SectionID, parent: RowID?) {
        self.row = row
        self.section = section
        self.parent = parent
    }
}
