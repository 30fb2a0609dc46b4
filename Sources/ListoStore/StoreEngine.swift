import ListoModel

/// A store as the command line opens it: a repository that can also be closed,
/// exported, imported into and copied, whichever engine holds it (a SQLite file,
/// memory, or a PostgreSQL server).
public protocol StoreEngine: Repository {
    func close()
    /// Why the session could not start on this store, as the one reason said for
    /// it: each engine reads its own errors (SQLite's codes, the server's messages).
    func startProblem(_ error: Error) -> StoreError
    @discardableResult
    func export(named name: String?, format: Exchange.Format, to write: @escaping (String) -> Void) throws -> (lists: Int, losses: ExportLosses)
    func importFile(_ bytes: [UInt8], format: Exchange.Format, listName: String, language: Language?) throws -> [ImportedList]
    /// Every list, or the one named, each read whole: what `copy` moves.
    func documents(named name: String?) throws -> [ListDocument]
    /// Writes copies of lists into the store under fresh ids, in one transaction.
    func insertCopies(_ lists: [ListDocument]) throws
    /// `listo copy`: the lists and settings of another store, written into this
    /// one in one transaction, refused (`CopyProblem.targetHoldsLists`) unless it holds no list.
    func copyIn(_ lists: [ListDocument], settings: [String: String]) throws
}

/// Why `listo copy` wrote nothing.
public enum CopyProblem: Error, Hashable, Sendable {
    /// The target already holds lists: a copy goes only into a new or empty store.
    case targetHoldsLists(Int)
}

extension Store: StoreEngine {
    public func startProblem(_ error: Error) -> StoreError { Store.problem(error, path: path) }

    public func insertCopies(_ lists: [ListDocument]) throws {
        try transaction { try StoreCopy.write(lists, into: self, existing: try loadLibrary(open: nil, withRows: false)) { try insert($0) } }
    }

    public func copyIn(_ lists: [ListDocument], settings: [String: String]) throws { try copyIntoEmpty(lists, settings: settings) }
}

extension SQLStore {
    /// Inside one transaction, under the write lock: no list there yet, then every
    /// list and setting. A failure anywhere rolls back all of it.
    func copyIntoEmpty(_ lists: [ListDocument], settings: [String: String]) throws {
        if isReadOnly { throw RepositoryError.readOnly }
        try transaction {
            let existing = try loadLibrary(open: nil, readingUpTo: 0)
            guard existing.lists.isEmpty else { throw CopyProblem.targetHoldsLists(existing.lists.count) }
            try StoreCopy.write(lists, into: self, existing: existing) { try writeLists($0) }
            try putSettings(settings)
            // Once more before the commit: a signal that came while the rows were written rolls the copy back.
            try LongWork.checkpoint()
        }
    }
}

/// How lists move between stores: read whole from one, given fresh ids, written to the other.
public enum StoreCopy {
    /// The list with every id taken from `next` on, in reading order, so that the
    /// copy's ids are its store's own and its order is the original's.
    static func renumbered(_ list: ListDocument, next: inout Int64) -> ListDocument {
        func take() -> Int64 { defer { next += 1 }; return next }
        func row(_ r: Row) -> Row {
            var r = r
            r.id = RowID(take())
            r.children = r.children.map(row)
            return r
        }
        let id = ListID(take())
        let sections = list.sections.map { s in
            let sid = SectionID(take())
            return Section(id: sid, header: s.header, footer: s.footer, collapsed: s.collapsed, prominence: s.prominence,
                           position: s.position, rows: s.rows.map(row))
        }
        return ListDocument(id: id, name: list.name, position: list.position, settings: list.settings, sections: sections)
    }

    /// Inside the target's transaction: refuses a name it already has, takes the
    /// ids the copies need from its counter, and writes them after its lists.
    static func write(_ lists: [ListDocument], into target: some Repository, existing: Library, insert: (Library) throws -> Void) throws {
        let needed = lists.reduce(0) { $0 + 1 + $1.sections.count + $1.allRowIDs.count }
        var next = try target.allocateIDs(needed)
        var position = existing.nextListPosition
        var copies: [ListDocument] = []
        for list in lists {
            // A list at a time, and once more before they are written: a signal ends the copy here, rolled back.
            try LongWork.checkpoint()
            if existing.list(named: list.name) != nil { throw ImportProblem.duplicateList(list.name, line: nil) }
            var copy = renumbered(list, next: &next)
            copy.position = position
            position += Positions.gap
            copies.append(copy)
        }
        try LongWork.checkpoint()
        try insert(Library(lists: copies))
        try LongWork.checkpoint()
    }

}
