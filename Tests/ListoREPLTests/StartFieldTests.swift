import ListoModel
@testable import ListoREPL
import ListoTestSupport
import Testing

/// `set start DATE` makes a row wait until that day. In a list that declares a field
/// named start, the line reads two ways: the declared field wins, as set sets every
/// field the list declares, the first such set says so once a session with the other
/// word, and `set waiting DATE` makes the row wait there as everywhere.
@Suite struct StartFieldTests {
    static let friday = CalendarDate(year: 2026, month: 12, day: 4)!

    @Test(arguments: [
        ([String](), "field add start date", "goto Buy bread", "set start friday", "set start monday", "unset start", "set waiting friday",
         ["Buy bread: start Friday.", "start is a field of Tasks: set waiting DATE makes a row wait until then."],
         "Buy bread: start Monday.", "Buy bread: start removed.", "Buy bread: waiting until Friday."),
        (["--language", "es"], "campo añadir inicio fecha", "ir Comprar pan", "poner inicio viernes", "poner inicio lunes", "quitar inicio", "poner espera viernes",
         ["Comprar pan: inicio el viernes.", "inicio es un campo de Tareas: poner espera FECHA deja una fila en espera hasta entonces."],
         "Comprar pan: inicio el lunes.", "Comprar pan: inicio quitado.", "Comprar pan: en espera hasta el viernes."),
    ])
    func aDeclaredStartIsTheFieldAndWaitingIsTheDay(
        _ arguments: [String], _ declare: String, _ focus: String, _ set: String, _ again: String, _ unset: String, _ waiting: String,
        _ saidFirst: [String], _ saidAgain: String, _ saidUnset: String, _ saidWaiting: String
    ) throws {
        let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"] + arguments)
        h.say(declare)
        h.say(focus)
        let field = try #require(h.session.storedDocument.settings.fields.last?.name)
        let row = { h.session.storedDocument.everyRow.first { $0.title == saidFirst[0].components(separatedBy: ":")[0] }! }
        #expect(h.say(set) == saidFirst, "the field, and once how to make the row wait")
        #expect(row().fields[field] == .date(Self.friday) && row().schedule.start == nil)
        #expect(h.say(again) == [saidAgain], "said once a session")
        #expect(h.say(unset) == [saidUnset])
        #expect(row().fields[field] == nil && row().schedule.start == nil)
        #expect(h.say(waiting).first == saidWaiting, "the other word makes the row wait")
        #expect(row().schedule.start == Self.friday && row().fields[field] == nil)
    }

    /// Where no field is named start, both words make the row wait, and nothing more is said.
    @Test func withoutADeclaredStartBothWordsAreTheDay() throws {
        for word in ["start", "waiting"] {
            let h = try Harness(arguments: ["--demo", "--today", "2026-12-01"])
            h.say("goto Buy bread")
            #expect(h.say("set \(word) friday") == ["Buy bread: waiting until Friday.", "Call Ana, 1 of 2."], "\(word)")
            h.say("goto Call Ana")
            #expect(h.say("set \(word) friday").first == "Call Ana: waiting until Friday.", "\(word)")
        }
    }
}
