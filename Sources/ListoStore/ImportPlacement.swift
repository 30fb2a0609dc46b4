/// Where each top-level row an import writes lies (its list and section), by its
/// id: the new ids run from the counter's on, so a slot an id is enough, and the
/// word counts of migration 16 are then made from the word index's own list of
/// where each word is (ImportIndexing), without tokenizing each row again or
/// looking each up in `rows`. Four bytes an id, and one entry a section.
struct ImportPlacement {
    /// The first id the import hands out.
    let first: Int64
    /// For each id from `first` on, the index in `places` of its row's section, or -1:
    /// not a row, or a row inside another.
    private var slots: [Int32] = []
    /// Each section the rows went into, in the order they came.
    private var places: [(list: Int64, section: Int64)] = []

    init(first: Int64) {
        self.first = first
    }

    /// Notes a top-level row written into `section` of `list`.
    mutating func place(_ id: Int64, list: Int64, section: Int64) {
        guard id >= first, id - first < Int64(Int32.max) else { return }
        if places.last.map({ $0.list != list || $0.section != section }) ?? true {
            places.append((list, section))
        }
        let slot = Int(id - first)
        if slot >= slots.count { slots.append(contentsOf: repeatElement(-1, count: slot - slots.count + 1)) }
        slots[slot] = Int32(places.count - 1)
    }

    /// The place (an index of `place(at:)`) of the top-level row `id` was given to, nil for any other id.
    func placeIndex(of id: Int64) -> Int? {
        guard id >= first, id - first < Int64(slots.count) else { return nil }
        let index = slots[Int(id - first)]
        return index < 0 ? nil : Int(index)
    }

    /// The list and section of a place.
    func place(at index: Int) -> (list: Int64, section: Int64) { places[index] }
}
