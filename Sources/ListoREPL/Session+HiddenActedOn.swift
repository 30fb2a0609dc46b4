import ListoAnnouncer
import ListoModel

/// The selected rows a filter hides, counted as a command on the whole selection
/// starts: said after its answer, since the command changes them too.
struct HiddenActedOn: Equatable {
    var count: Int
    var filter: String
}

extension Session {
    /// The most rows a list has for its filter to be read whole to count the selected
    /// rows it hides: every list is opened by its sections' counts, and one this short
    /// is read whole in well under a millisecond; a longer one keeps its filter read a
    /// page at a time, and says its selection as it does without a filter.
    static let countsHiddenUpTo = 1_000

    /// A command on the whole selection (an action, a field set, a move, `delete
    /// selection`) acts on the selected rows the filter hides as well as on those it
    /// shows; the answer names the rows changed but not that some of them are out of
    /// sight, so `1 of the selected rows was hidden by filter done.` follows it: the
    /// answer may end with the rows left, so "of them" would read as those.
    /// Counted before the change, while the filter still hides them (`hiddenSelected`).
    func noteHiddenActedOn() throws {
        guard let hidden = try hiddenSelected() else { return }
        state.turn.hiddenActedOn = HiddenActedOn(count: hidden.count, filter: hidden.filter)
    }
}
