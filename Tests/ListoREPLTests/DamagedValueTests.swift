import Foundation
import ListoModel
import ListoStore
import ListoTestSupport
import Testing

/// A store whose row holds a value no listo writes (edited by hand): text that is
/// not JSON, a number out of its range, a day not on the calendar, a value of
/// another type than its field's. Every command still answers, reads included,
/// the value is read as none, and the damage is said once, naming the row.
@Suite struct DamagedValueTests {
    static let schedule = "every 9223372036854775807 weeks"

    /// The damage done to Buy bread, and the line that names it.
    static let cases: [(set: String, value: String, says: String)] = [
        ("schedule", schedule, "Buy bread's schedule is damaged: listo reads it as none."),
        ("schedule", #"{"doneCount": 9223372036854775807}"#, "Buy bread's schedule is damaged: listo reads it as none."),
        ("schedule", #"{"doneCount": 0, "recurrence": {"unit": "week", "interval": 9223372036854775807}}"#,
         "Buy bread's schedule is damaged: listo reads it as none."),
        ("schedule", #"{"doneCount": 0, "recurrence": {"unit": "day", "interval": -1}}"#,
         "Buy bread's schedule is damaged: listo reads it as none."),
        ("schedule", #"{"doneCount": 0, "start": "9999999-99-99"}"#, "Buy bread's schedule is damaged: listo reads it as none."),
        ("schedule", "[1, 2", "Buy bread's schedule is damaged: listo reads it as none."),
        ("fields", "garbage", "Buy bread's fields are damaged: listo reads them as none."),
        ("fields", "[1]", "Buy bread's fields are damaged: listo reads them as none."),
        ("fields", #"{"due": "9999999-99-99"}"#, "Buy bread's due is damaged: listo reads it as none."),
        ("fields", #"{"due": {"date": "9999999-99-99"}}"#, "Buy bread's due is damaged: listo reads it as none."),
        ("fields", #"{"due": {}}"#, "Buy bread's due is damaged: listo reads it as none."),
        ("fields", #"{"due": 20261201, "pinned": true}"#, "Buy bread's due is damaged: listo reads it as none."),
    ]

    /// What a listener tries first, reads and counts among them.
    static let lines = ["lists", "open Tasks", "goto 1", "read", "list all", "filter pinned", "filter off", "filter overdue",
                        "filter off", "agenda", "reminders", "where", "edit", "select done", "deselect all", "edit off",
                        "rename Buy bread to Buy rye", "read"]

    static func damagedStore(_ column: String, _ value: String) throws -> String {
        let path = Fixture.temporaryFolder().appendingPathComponent("damaged.db").path
        let store = try Store(.file(path), seed: true)
        let quoted = value.replacingOccurrences(of: "'", with: "''")
        try store.executeForTesting("UPDATE rows SET \(column) = '\(quoted)' WHERE title = 'Buy bread'")
        store.close()
        return path
    }

    @Test(arguments: 0..<cases.count)
    func everyCommandAnswersAndTheDamageIsSaidOnce(_ index: Int) throws {
        let (column, value, says) = Self.cases[index]
        let path = try Self.damagedStore(column, value)
        let h = try Harness(arguments: ["--store", path])
        var heard = h.started
        for line in Self.lines { heard += h.say(line) }
        #expect(!heard.contains { $0.hasPrefix("Error:") }, "\(value): \(heard.filter { $0.hasPrefix("Error:") })")
        let told = heard.filter { $0.hasPrefix("Buy bread's") || $0.hasPrefix("Buy rye's") }
        #expect(told.count == 1, "\(value): \(told)")
        let way = column == "fields" && !value.hasPrefix("{") ? "without them." : "without it."
        #expect(told.first == says + " listo recover \(path) NEW saves a copy " + way, "\(value): \(told)")
        // Read as none: never the damaged text, never a number brought into range.
        #expect(!heard.contains { $0.contains("9999999") || $0.contains("2147483647") || $0.contains("999 weeks") || $0.contains("20261201") },
                "\(value): \(heard)")
        // The rename was saved: the row's value is what listo read, none.
        #expect(heard.contains("Renamed Buy bread to Buy rye."), "\(heard)")
    }

    @Test func spanishNamesTheRowFirst() throws {
        let path = try Self.damagedStore("schedule", Self.schedule)
        let h = try Harness(arguments: ["--store", path, "--language", "es"])
        let heard = h.started + h.say("lista")
        #expect(!heard.contains { $0.hasPrefix("Error:") }, "\(heard)")
        #expect(heard.filter { $0.hasPrefix("Buy bread:") } == [
            "Buy bread: su programación está dañada; listo la lee como ninguna. listo recover \(path) NUEVO guarda una copia sin ese dato.",
        ], "\(heard)")
    }

    /// Many damaged rows met at once: three named, the others counted, the way out once.
    @Test func manyAreCounted() throws {
        let path = Fixture.temporaryFolder().appendingPathComponent("many.db").path
        let store = try Store(.file(path), seed: true)
        try store.executeForTesting("UPDATE rows SET schedule = 'x' WHERE list_id = (SELECT id FROM lists WHERE name = 'Tasks')")
        store.close()
        let h = try Harness(arguments: ["--store", path])
        let heard = h.started + h.say("list all")
        let told = heard.filter { $0.contains("damaged") }
        #expect(told.count == 4, "\(heard)")
        #expect(told.last == "2 more damaged values: listo reads them as none. listo recover \(path) NEW saves a copy without them.", "\(told)")
    }
}
