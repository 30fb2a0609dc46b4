import ListoAnnouncer
import ListoStore

extension Session {
    /// The damaged values the store met reading rows for this answer, read as
    /// none: said once each, after the answer, with the way out for a store file.
    func damageMet() -> [Announcement] {
        let met = store.takeDamage()
        return met.isEmpty ? [] : [.damaged(met, recover: store.recoverable)]
    }
}
