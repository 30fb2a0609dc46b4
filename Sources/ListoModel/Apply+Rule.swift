/// Changes to the rows a rule covers (`RowRule`), made by the store in a few
/// statements (`Changes.bulk`): in memory, each section they are in lets go of its
/// rows and keeps its count, less or more the rows the store counted there
/// (`RuleTally`), and the session reads again the rows it goes to.

func deleteCovered(
    _ document: inout ListDocument, _ rule: RowRule, _ tally: RuleTally, saved: Int64, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    guard document.settings.rowsDeletable || document.settings.declaresActions else {
        throw .listRowsNotDeletable(list: document.name)
    }
    if let blocked = tally.blocked {
        if let subtask = blocked.subtask { throw .subtaskDeleteDisabled(title: blocked.title, subtask: subtask, pinned: blocked.pinned) }
        throw .deleteDisabled(title: blocked.title, pinned: blocked.pinned)
    }
    try recount(&document, tally, by: -1)
    changes.bulk = .deleteCovered(rule, saved: saved)
    let remaining = tally.lastSection.flatMap { document.section($0)?.count } ?? 0
    return (
        [.coveredDeleted(first: tally.first, count: tally.count, remaining: remaining, below: tally.below)],
        .putBackSaved(list: document.id, rule: rule, saved: saved, tally: tally)
    )
}

func putBackSaved(
    _ document: inout ListDocument, _ rule: RowRule, saved: Int64, _ tally: RuleTally, _ changes: inout Changes
) throws(ModelError) -> ([Event], Operation) {
    try recount(&document, tally, by: 1)
    changes.bulk = .putBack(saved: saved)
    var places: [RowPlace] = []
    if let first = tally.firstRow, let title = tally.first.first,
       let sid = tally.firstSection, let section = document.section(sid) {
        places.append(RowPlace(id: first, title: title, index: tally.firstRank + 1, count: section.count, section: section.header))
    }
    return ([.rowsRestored(places, removed: [])], .deleteCovered(list: document.id, rule: rule, tally: tally, saved: saved))
}

/// Each section the tally counts rows in lets go of its rows, its count moved by
/// theirs (`sign` -1 where they go, 1 where they come back).
private func recount(_ document: inout ListDocument, _ tally: RuleTally, by sign: Int) throws(ModelError) {
    for (id, n) in tally.counts.sorted(by: { $0.key < $1.key }) {
        guard let section = document.section(id) else { throw .sectionMissing(id) }
        let count = section.count + sign * n
        guard count >= 0 else { throw .windowNotRead(document.id, [id]) }
        document.letGo(id, count: count)
    }
}
