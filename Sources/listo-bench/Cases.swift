/// One line of a timed iteration: `label` names the figure it counts towards; nil runs it untimed.
struct Line {
    var label: String?
    var text: String
    var mayRefuse = false
}

func timed(_ label: String, _ text: String, mayRefuse: Bool = false) -> Line { Line(label: label, text: text, mayRefuse: mayRefuse) }
func untimed(_ text: String) -> Line { Line(label: nil, text: text) }

/// A group of commands measured together: `setup` once, then `iteration(i)` repeatedly.
struct Case {
    var setup: [String] = []
    var bulk = false
    /// How many iterations there can be, when each needs something not yet used.
    var limit: Int?
    var iteration: (Int) -> [Line]
}

/// Runs of a command whose cost may still be its hits on the largest lists: a few, not
/// one, so that a single run that met the disk's checkpoint is not taken for the median.
func bulkLimit(_ shape: Shape) -> Int? { shape.rows > 100_000 ? 5 : nil }

/// Row N of a long section, spread over the whole of it rather than its first rows:
/// a step of a large prime, so that `goto N` lands anywhere, as a person's would.
func spreadRow(_ i: Int, in rows: Int) -> Int { (i &* 104_729) % rows + 1 }

/// Every command the issue names, in three groups, each timed by a worker of its own
/// (a session opened afresh on a fresh copy of the store, bounded in time), so that a
/// command that reads a whole long list costs its own group's time and not the
/// others' figures: moving and reading; the whole list at once (select all, many
/// hits); changes. In each group the cases run in an order that leaves the store as
/// it found it where it can, and the changes that add, remove or move rows come last:
/// such a change may still read its section whole, and a session that has done so
/// pays for that section in every later command.
func caseGroups(_ shape: Shape) -> [[Case]] {
    let m = markers
    let perSection = shape.rowsPerSection
    let middle = "section \(shape.middleSection)"
    // The whole selection: up to 1,000 rows of one section (5 at 100 rows, 100 at 10,000).
    let many = min(1000, perSection)
    let moving = [
        // Moving and reading.
        Case(setup: ["rotor items", "first"]) { _ in [timed("next", "next")] },
        Case(setup: ["first"]) { i in (i % 50 == 0 ? [untimed("first")] : []) + [timed("section next", "section next", mayRefuse: shape.sectionsPerList == 1)] },
        Case(setup: [middle]) { i in [timed("goto N", "goto \(spreadRow(i, in: perSection))")] },
        Case { _ in [timed("where", "where")] },
        Case { i in [timed("goto by title", "goto \(m[i % 2 == 0 ? 2 : 0])")] },
        Case { i in [timed("goto by prefix", "goto \(i % 2 == 0 ? "Café del" : "Café bra")")] },
        Case { _ in [timed("read by title", "read \(m[3])")] },
        Case { i in [untimed("goto \(m[i % 3])"), timed("find, a hit", "find café")] },
        Case(setup: ["first"]) { _ in [timed("find, no match", "find zebra", mayRefuse: true)] },
        // A filter with few hits.
        Case { _ in [timed("filter on (4 matches)", "filter café"), timed("filter off", "filter off")] },
        Case(setup: ["filter café", "first"]) { i in [timed("next/previous while filtering", i % 2 == 0 ? "next" : "previous")] },
        Case { i in [timed("goto N while filtering", "goto \(i % markers.count + 1)")] },
        Case { i in [timed("first/last while filtering", i % 2 == 0 ? "last" : "first")] },
        // Readings, the sidebar, other lists.
        Case(setup: ["filter off", middle], bulk: true) { _ in [timed("list (one section, bulk)", "list")] },
        Case { _ in [timed("lists", "lists")] },
        Case(setup: ["first"]) { i in [timed("next/previous in the sidebar", i % 2 == 0 ? "next" : "previous")] },
        Case { _ in [untimed("open List 2"), timed("open a list already read (in process)", "open List 1")] },
        Case(limit: shape.lists + shape.emptyLists - 1) { i in [timed("open a list not yet read (in process)", "open List \(i + 2)")] },
        Case(setup: ["open List 1"]) { _ in [timed("sections", "sections")] },
        // The selection.
        Case(setup: ["edit on", middle, "goto 1"]) { i in [timed("select N", "select \(spreadRow(i, in: perSection))"), untimed("deselect all")] },
    ]
    let whole = [
        Case(setup: ["edit on"]) { _ in [timed("select all (the whole list)", "select all"), timed("deselect all (the whole list)", "deselect all")] },
        // Many hits: by words, by states, and a search.
        Case(setup: ["edit off", "first"], limit: bulkLimit(shape)) { _ in [
            timed("filter on (every row matches)", "filter task"), timed("next while filtering (every row matches)", "next"),
            timed("filter off (every row matched)", "filter off"),
        ] },
        // Far into such a filter: the Nth hit of a long section found in it.
        Case(setup: ["filter task"], limit: bulkLimit(shape)) { i in [
            timed("goto N while filtering (every row matches)", "goto \(spreadRow(i, in: max(1, shape.rowsInOpenList - markers.count)))"),
        ] },
        Case(setup: ["filter off", "first"], limit: bulkLimit(shape)) { _ in [
            timed("filter by states on (not done: every row)", "filter not done"), timed("next while filtering by states", "next"),
            timed("filter by states off", "filter off"),
        ] },
        Case(limit: bulkLimit(shape)) { _ in [timed("search (every row matches)", "search task")] },
    ]
    let changes = [
        // Changes that keep rows in place.
        Case { _ in [timed("do an action by title", "do Snooze \(m[1])")] },
        Case(setup: [middle, "goto 5"]) { _ in [timed("an action (Snooze)", "Snooze")] },
        Case { i in [timed("rename", i % 2 == 0 ? "rename Task renamed" : "rename Task named again")] },
        Case(setup: ["edit on", middle]) { _ in [
            untimed("select 1-\(many)"), timed("an action on the whole selection (Snooze, up to 1,000 rows)", "Snooze"),
            timed("undo of a whole-selection action", "undo"), untimed("deselect all"),
        ] },
        // Changes that add, remove or move rows.
        Case(setup: ["edit off", middle, "goto 3"]) { _ in [timed("add", "add Fresh row"), timed("delete (the row just added)", "delete")] },
        Case(setup: [middle, "goto 3"]) { _ in [timed("delete", "delete"), timed("undo of a delete", "undo")] },
        Case { _ in [timed("delete by title", "delete \(m[0])"), untimed("undo")] },
        Case(setup: [middle, "goto \(perSection / 2)"]) { i in [timed("move up/down", i % 2 == 0 ? "move up" : "move down")] },
        Case(setup: ["goto \(m[2])", "next"]) { i in [timed("move before/after a title", i % 2 == 0 ? "move before \(m[2])" : "move after \(m[2])")] },
        Case(setup: ["edit on", "filter café"]) { _ in [timed("select all (4 rows, filtered)", "select all"), timed("deselect all (4 rows, filtered)", "deselect all")] },
        Case { _ in [
            untimed("select all"), timed("delete selection (4 rows)", "delete selection"),
            timed("undo of a 4-row delete", "undo"), timed("redo of a 4-row delete", "redo"), untimed("undo"),
        ] },
        Case(setup: ["deselect all", "filter off", middle]) { _ in [
            untimed("select 1-\(many)"), timed("delete selection (up to 1,000 rows)", "delete selection"),
            timed("undo of a whole-selection delete", "undo"), untimed("deselect all"),
        ] },
    ]
    // A field's order and a section header's badges, where rows hold a due date (`Shape.dues`).
    let fields = [
        Case(setup: ["edit off", "filter off", "first"], limit: bulkLimit(shape)) { _ in [
            timed("sort due", "sort due"), timed("next, sorted by due", "next"), timed("sort manual (sorted by due)", "sort manual"),
        ] },
        Case(setup: ["first"], limit: bulkLimit(shape)) { _ in [
            timed("group due", "group due"), timed("next, grouped by due", "next"), timed("group off (grouped by due)", "group off"),
        ] },
        // Done set or cleared on a row counts its section's badges again.
        Case(setup: [middle, "goto 3"], limit: bulkLimit(shape)) { _ in [
            untimed("toggle done"), timed("a section header's badges, after done is toggled", middle), untimed("goto 3"),
        ] },
    ]
    return [moving, whole, changes, shape.dues ? fields : []]
}

/// The groups' names, for the log and for what was not measured.
let groupNames = ["moving and reading", "the whole list at once", "changes", "a field's order and badges"]
