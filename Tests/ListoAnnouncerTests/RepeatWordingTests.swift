import ListoAnnouncer
import ListoModel
import Testing

/// What a repeat set again, a repeat set to a day of the month and a done on a
/// repeating row say, in English and Spanish, on Saturday 5 December 2026.
@Suite struct RepeatWordingTests {
    static let today = CalendarDate(iso: "2026-12-05")!
    static let daily = Recurrence(unit: .day)
    static let lastDay = Recurrence(unit: .month, monthDay: 31)
    static let fifteenth = Recurrence(unit: .month, interval: 2, monthDay: 15)

    static func set(_ title: String, to r: Recurrence, from before: Recurrence? = nil, due: String? = nil) -> Announcement {
        .changes([.scheduleChanged(title: title, before: Schedule(recurrence: before), after: Schedule(recurrence: r),
                                   due: due.flatMap(CalendarDate.init(iso:)))])
    }

    static let cases: [(Language, Announcement, [String])] = [
        (.en, .unchanged(.sameRepeat(title: "Water the plants", daily)), ["Water the plants already repeats daily; nothing changed."]),
        (.es, .unchanged(.sameRepeat(title: "Regar las plantas", daily)), ["Regar las plantas ya se repite cada día; no cambió nada."]),
        (.en, .unchanged(.sameRepeat(title: "Rent", lastDay)), ["Rent already repeats monthly on the last day; nothing changed."]),
        (.es, .unchanged(.sameRepeat(title: "Alquiler", lastDay)), ["Alquiler ya se repite cada mes el último día; no cambió nada."]),
        (.en, .unchanged(.sameRepeat(title: "Gas", fifteenth)), ["Gas already repeats every 2 months on the 15th; nothing changed."]),
        (.es, .unchanged(.sameRepeat(title: "Gas", fifteenth)), ["Gas ya se repite cada 2 meses el día 15; no cambió nada."]),
        // The day of the month a repeat is set to takes the due there, and the answer says the new due.
        (.en, set("Gas", to: Recurrence(unit: .month, monthDay: 15), from: lastDay, due: "2026-12-15"),
         ["Gas repeats monthly on the 15th. Due Tuesday 15 December."]),
        (.es, set("Gas", to: Recurrence(unit: .month, monthDay: 1), due: "2027-01-01"),
         ["Gas se repite cada mes el día 1. Vence el viernes 1 de enero de 2027."]),
        (.en, set("Rent", to: lastDay), ["Rent repeats monthly on the last day."]),
        (.es, set("Alquiler", to: lastDay), ["Alquiler se repite cada mes el último día."]),
        (.en, .changes([.occurrenceDone(title: "Rent", next: CalendarDate(iso: "2027-03-31")!, missed: 0, reopened: 0, count: 2)]),
         ["Done: Rent. Next due Wednesday 31 March 2027."]),
        (.es, .changes([.occurrenceDone(title: "Alquiler", next: CalendarDate(iso: "2027-03-31")!, missed: 0, reopened: 0, count: 2)]),
         ["Hecho: Alquiler. Vuelve a vencer el miércoles 31 de marzo de 2027."]),
        // Today and tomorrow are said as every other answer says them, not by their dates.
        (.en, set("Bread", to: Recurrence(unit: .week, fromDone: true), due: "2026-12-05"), ["Bread repeats weekly after done. Due today."]),
        (.es, set("Pan", to: Recurrence(unit: .week, fromDone: true), due: "2026-12-05"), ["Pan se repite cada semana después de hecha. Vence hoy."]),
        (.es, set("Pan", to: daily, due: "2026-12-06"), ["Pan se repite cada día. Vence mañana."]),
        (.en, .changes([.occurrenceDone(title: "Call Ana", next: CalendarDate(iso: "2026-12-06")!, missed: 0, reopened: 0, count: 1)]),
         ["Done: Call Ana. Next due tomorrow."]),
        (.es, .changes([.occurrenceDone(title: "Llamar a Ana", next: CalendarDate(iso: "2026-12-06")!, missed: 0, reopened: 0, count: 1)]),
         ["Hecho: Llamar a Ana. Vuelve a vencer mañana."]),
        (.es, .changes([.occurrenceDone(title: "Llamar a Ana", next: CalendarDate(iso: "2026-12-05")!, missed: 2, reopened: 0, count: 1)]),
         ["Hecho: Llamar a Ana, 2 veces sin hacer. Vuelve a vencer hoy."]),
        // A calendar folder's import, and a day done in another session.
        (.en, .doneRepeating(source: "cal/home", title: "Vitamins", next: CalendarDate(iso: "2026-12-06")!), ["Done in cal/home: Vitamins. Next due tomorrow."]),
        (.es, .doneRepeating(source: "cal/casa", title: "Vitaminas", next: CalendarDate(iso: "2026-12-06")!), ["Hecha en cal/casa: Vitaminas. Vuelve a vencer mañana."]),
        (.es, .doneRepeating(source: "cal/casa", title: "Vitaminas", next: CalendarDate(iso: "2026-12-08")!),
         ["Hecha en cal/casa: Vitaminas. Vuelve a vencer el martes 8 de diciembre."]),
        (.es, .refusal(.model(.occurrenceAlreadyDone(title: "Pan", next: CalendarDate(iso: "2026-12-06")!))),
         ["Error: Pan: ese día ya se hizo en otra sesión. Vuelve a vencer mañana."]),
        (.en, .refusal(.model(.occurrenceAlreadyDone(title: "Bread", next: CalendarDate(iso: "2026-12-06")!))),
         ["Error: Bread: that day was already done elsewhere. Next due tomorrow."]),
    ]

    /// A reminder's time said as people say it, where it was 9:00, heard as "nine zero zero":
    /// on the hour without minutes, English on a twelve-hour clock, Spanish with a las (a la 1);
    /// 0:00 and 12:00 by name (midnight, noon; a medianoche, a mediodía), not 12am or a las 0.
    static let reminderTimes: [(Language, Int, String)] = [
        (.en, 9 * 60, "Bread: reminder tomorrow 9am."), (.es, 9 * 60, "Pan: aviso mañana a las 9."),
        (.en, 18 * 60 + 30, "Bread: reminder tomorrow 6:30pm."), (.es, 18 * 60 + 30, "Pan: aviso mañana a las 18:30."),
        (.en, 60, "Bread: reminder tomorrow 1am."), (.es, 60, "Pan: aviso mañana a la 1."),
        (.en, 13 * 60, "Bread: reminder tomorrow 1pm."), (.es, 13 * 60, "Pan: aviso mañana a las 13."),
        (.en, 12 * 60, "Bread: reminder tomorrow noon."), (.es, 12 * 60, "Pan: aviso mañana a mediodía."),
        (.en, 0, "Bread: reminder tomorrow midnight."), (.es, 0, "Pan: aviso mañana a medianoche."),
        (.en, 5, "Bread: reminder tomorrow 12:05am."), (.es, 7 * 60 + 5, "Pan: aviso mañana a las 7:05."),
        (.en, 30, "Bread: reminder tomorrow 12:30am."), (.es, 30, "Pan: aviso mañana a las 0:30."),
        (.en, 12 * 60 + 30, "Bread: reminder tomorrow 12:30pm."), (.es, 12 * 60 + 30, "Pan: aviso mañana a las 12:30."),
        (.en, 9 * 60 + 30, "Bread: reminder tomorrow 9:30am."), (.es, 9 * 60 + 30, "Pan: aviso mañana a las 9:30."),
        (.en, 11 * 60, "Bread: reminder tomorrow 11am."), (.es, 11 * 60, "Pan: aviso mañana a las 11."),
        (.en, 23 * 60, "Bread: reminder tomorrow 11pm."), (.es, 23 * 60, "Pan: aviso mañana a las 23."),
        (.en, 23 * 60 + 59, "Bread: reminder tomorrow 11:59pm."), (.es, 23 * 60 + 59, "Pan: aviso mañana a las 23:59."),
    ]

    @Test(arguments: reminderTimes.indices) func saysAReminderTime(_ i: Int) {
        let (language, minute, expected) = Self.reminderTimes[i]
        let title = language == .es ? "Pan" : "Bread"
        let reminder = Reminder.at(CalendarDate(iso: "2026-12-06")!, minute: minute)
        let set = Announcement.changes([.scheduleChanged(title: title, before: Schedule(), after: Schedule(reminder: reminder), due: nil)])
        #expect(Announcer(language: language, today: Self.today).lines(set) == [expected])
        // What is said is read back as the same time.
        let said = String(expected.split(separator: " ").dropFirst(2).joined(separator: " ").dropLast())
        #expect(Reminder.parse(said, now: Moment(day: Self.today, minute: 0), dayMonth: language == .es) == reminder, "\(said)")
    }

    @Test(arguments: cases.indices) func saysExactly(_ i: Int) {
        let (language, announcement, expected) = Self.cases[i]
        #expect(Announcer(language: language, today: Self.today).lines(announcement) == expected)
    }
}
