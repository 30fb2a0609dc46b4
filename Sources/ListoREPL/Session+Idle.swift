import ListoAnnouncer
import ListoModel
import ListoStore

/// What is said at once while the person sits at the prompt, between answers:
/// what other sessions committed, as the store's watch notices it.
extension Session {
    /// What to wait on at the prompt for other sessions' commits: the store's
    /// descriptor and how often to ask it; nil for a store nobody else writes.
    public var changeWatch: (descriptor: Int32, interval: Int32)? {
        guard let watch = store as? any ChangeWatch else { return nil }
        return (watch.watchDescriptor, watch.watchInterval)
    }

    /// Other sessions' commits, taken in from the journal and said in one line,
    /// when the store's watch says there are any. A store that can't be reached
    /// says nothing here: the next command says so, in its answer.
    public func heardWhileIdle() -> [Announcement] {
        guard let watch = store as? any ChangeWatch, watch.othersCommitted() else { return [] }
        do {
            try takeInForeignChanges()
        } catch {
            return []
        }
        // Heard now, with where focus is: the next command's numbers and open alone are read as things are now.
        state.turn.listsBefore = nil
        state.turn.sidebarFocusGone = nil
        return takeHeard()
    }
}
