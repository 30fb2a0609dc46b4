/// The whole store as values: every list, in sidebar order. A list whose rows the
/// store has not read yet is kept as a stub so that opening the store stays fast.
public struct Library: Hashable, Sendable {
    public internal(set) var lists: [ListDocument]
    public private(set) var stubs: Set<ListID>

    public init(lists: [ListDocument] = [], stubs: Set<ListID> = []) {
        self.lists = lists.sorted { $0.position < $1.position }
        self.stubs = stubs
    }

    public func list(_ id: ListID) -> ListDocument? { lists.first { $0.id == id } }

    public func list(named name: String) -> ListDocument? {
        lists.first(named: name) { $0.name }
    }

    public func isLoaded(_ id: ListID) -> Bool { !stubs.contains(id) }

    /// Puts a whole list in place, as read from the store.
    public mutating func replace(_ document: ListDocument, loaded: Bool = true) {
        if let i = lists.firstIndex(where: { $0.id == document.id }) {
            lists[i] = document
        } else {
            lists.append(document)
            lists.sort { $0.position < $1.position }
        }
        if loaded { stubs.remove(document.id) } else { stubs.insert(document.id) }
    }

    /// Changes one list where it lies: the session reads sections into it and lets them go.
    public mutating func update(_ id: ListID, _ body: (inout ListDocument) -> Void) {
        guard let i = lists.firstIndex(where: { $0.id == id }) else { return }
        body(&lists[i])
    }

    /// The sections of a list whose rows changed since last asked.
    mutating func takeTouchedSections(_ id: ListID) -> Set<SectionID> {
        guard let i = lists.firstIndex(where: { $0.id == id }) else { return [] }
        return lists[i].takeTouchedSections()
    }

    /// The windows of a list a change put rows into at ranks not known.
    mutating func takeWindowMisses(_ id: ListID) -> Set<SectionID> {
        guard let i = lists.firstIndex(where: { $0.id == id }) else { return [] }
        return lists[i].takeWindowMisses()
    }

    mutating func remove(_ id: ListID) -> ListDocument? {
        guard let i = lists.firstIndex(where: { $0.id == id }) else { return nil }
        stubs.remove(id)
        return lists.remove(at: i)
    }

    /// A position after every list, for a new one.
    public var nextListPosition: Int64 { Positions.after(lists.map(\.position).max() ?? 0) }
}
