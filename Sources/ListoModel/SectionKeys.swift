import Synchronization

/// A list's sections by their headers' folded keys, each key to the first section
/// holding it, made the first time a section is named rather than when the list is
/// read: folding and hashing every header of a list of 10,000 sections at open took
/// 6% of a listo process's first prompt (perf, DWARF call graphs), and most commands
/// name no section. A list whose sections or headers change takes a new one, so copies of a
/// list made before the change keep the index of their own sections.
final class SectionKeys: Sendable {
    private let built = Mutex<[String: Int]?>(nil)

    init() {}

    /// The index of the first of `sections` whose header folds to `key`.
    func first(named key: String, among sections: [Section]) -> Int? {
        built.withLock { keys -> Int? in
            if keys == nil {
                var made: [String: Int] = [:]
                made.reserveCapacity(sections.count)
                for (i, s) in sections.enumerated().reversed() {
                    if let header = s.header { made[Names.key(header)] = i }
                }
                keys = made
            }
            return keys?[key]
        }
    }
}
