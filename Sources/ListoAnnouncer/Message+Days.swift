// Repeats, start dates and reminders: every text they say, as one case of
// `Message` (`.days`), worded here in English and Spanish, so that the days'
// messages are added in one place and the compiler holds both languages to them.

/// What is said about days that repeat, start dates and reminders.
public enum DaysMessage: Sendable {
    case repeatDaily
    case repeatWeekly
    case repeatMonthly
    case repeatYearly
    case repeatWeekdays
    case repeatEveryDays(MessageArgument)
    case repeatEveryWeeks(MessageArgument)
    case repeatEveryMonths(MessageArgument)
    case repeatEveryYears(MessageArgument)
    case repeatOnDay(MessageArgument)
    case repeatOnLast
    case repeatAfterDone
    case repeatState(MessageArgument)
    case startWaiting(MessageArgument)
    case stateWaiting
    case agendaStarts
    case readDoneCount(Int)
    case helpRepeat
    case remindAt(MessageArgument, MessageArgument)
    case remindOnDue(MessageArgument)
    case remindBefore(Int, MessageArgument)
    case remindWhen(MessageArgument, MessageArgument)
    /// A reminder's time of day, hour and minute: 9am, 6:30pm, midnight, noon; a las 9, a la 1,
    /// a las 18:30, a medianoche, a mediodía. On the hour it has no minutes, which were heard
    /// as "nine zero zero"; 0:00 and 12:00 are said by name, as 12am and a las 0 are not.
    case clock(Int, Int)
    case missedWeeks(Int)
    case missedMonths(Int)
    case missedYears(Int)
    case missedTimes(Int)
    case badgeWaiting(Int)
    case evRepeats(MessageArgument, MessageArgument)
    case evFirstDue(MessageArgument)
    case evRepeatOff(MessageArgument)
    case evRepeatsSame(MessageArgument)
    case evWaiting(MessageArgument, MessageArgument)
    case evStarted(MessageArgument, MessageArgument)
    case evStartOff(MessageArgument)
    case evRemind(MessageArgument, MessageArgument)
    case evRemindOff(MessageArgument)
    case evOccurrenceDone(MessageArgument)
    case evOccurrenceDoneMissed(Int, MessageArgument)
    case evNextDue(MessageArgument)
    case evReopened(Int)
    case uSchedule(MessageArgument)
    case uRepeat(MessageArgument, MessageArgument)
    case uRepeatOff(MessageArgument)
    case uStart(MessageArgument, MessageArgument)
    case uStartOff(MessageArgument)
    case uReminder(MessageArgument, MessageArgument)
    case uReminderOff(MessageArgument)
    case rScheduleUnchanged(MessageArgument)
    /// `repeat off`, `set start off` and `remind off` on a row with none: which one it has not.
    case rAlreadyNoRepeat(MessageArgument)
    case rAlreadyNoStart(MessageArgument)
    case rAlreadyNoReminder(MessageArgument)
    case rNoDueField(MessageArgument)
    case rNotRepeating(MessageArgument)
    case rNoLaterOccurrence(MessageArgument)
    case rOccurrenceDone(MessageArgument, MessageArgument)
    case rOccurrenceDoneNoDue(MessageArgument)
    case rBadRepeat(MessageArgument)
    case rBadReminder(MessageArgument)
    case rBadStart(MessageArgument)
    /// The right words with a number out of range: the words as typed, the command, the range's ends.
    case rOutOfRangeDays(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    case rOutOfRangeWeeks(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    case rOutOfRangeMonths(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    case rOutOfRangeYears(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// A day of the month past the month's days: the words as typed, the command.
    case rOutOfRangeMonthDay(MessageArgument, MessageArgument)
    /// A weekday with after done (`every monday after done`): the words as typed, and them without after done.
    case rWeekdayAfterDone(MessageArgument, MessageArgument)
    /// A day typed to be kept further from today than it may be: the words as typed, the field, the years.
    case rOutOfReach(MessageArgument, MessageArgument, MessageArgument)
    case rReminderNeedsDue(MessageArgument)
    case remindersNone
    case remindersHead(Int)
    case reminderNow(MessageArgument)
    case optNow(MessageArgument)
    case icsExported(Int, MessageArgument)

    var english: String {
        switch self {
        case .repeatDaily: return "daily"
        case .repeatWeekly: return "weekly"
        case .repeatMonthly: return "monthly"
        case .repeatYearly: return "yearly"
        case .repeatWeekdays: return "every weekday"
        case .repeatEveryDays(let a1): return "every \(a1) days"
        case .repeatEveryWeeks(let a1): return "every \(a1) weeks"
        case .repeatEveryMonths(let a1): return "every \(a1) months"
        case .repeatEveryYears(let a1): return "every \(a1) years"
        case .repeatOnDay(let a1): return "on the \(a1)"
        case .repeatOnLast: return "on the last day"
        case .repeatAfterDone: return "after done"
        case .repeatState(let a1): return "repeats \(a1)"
        case .startWaiting(let a1): return "waiting until \(a1)"
        case .stateWaiting: return "waiting"
        case .agendaStarts: return "starts"
        case .readDoneCount(let n): return counted(n, one: "Done once.", many: "Done \(n) times.")
        case .helpRepeat: return "Repeats: every day, every 2 days, every week, every monday, weekdays, every month on the 1st, every year; after done counts from the day done. Done keeps the row and moves its due."
        case .remindAt(let a1, let a2): return "reminder \(a1) \(a2)"
        case .remindOnDue(let a1): return "reminder on the due day \(a1)"
        case .remindBefore(let n, let a1): return counted(n, one: "reminder 1 day before, \(a1)", many: "reminder \(n) days before, \(a1)")
        case .remindWhen(let a1, let a2): return "\(a1) \(a2)"
        case .clock(let hour, let minute):
            if minute == 0, hour == 0 { return "midnight" }
            if minute == 0, hour == 12 { return "noon" }
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve)" + (minute == 0 ? "" : ":" + (minute < 10 ? "0" : "") + "\(minute)") + (hour < 12 ? "am" : "pm")
        case .missedWeeks(let n): return counted(n, one: "overdue 1 week", many: "overdue \(n) weeks")
        case .missedMonths(let n): return counted(n, one: "overdue 1 month", many: "overdue \(n) months")
        case .missedYears(let n): return counted(n, one: "overdue 1 year", many: "overdue \(n) years")
        case .missedTimes(let n): return counted(n, one: "1 time missed", many: "\(n) times missed")
        case .badgeWaiting(let n): return counted(n, one: "1 waiting", many: "\(n) waiting")
        case .evRepeats(let a1, let a2): return "\(a1) repeats \(a2)."
        case .evFirstDue(let a1): return "Due \(a1)."
        case .evRepeatOff(let a1): return "\(a1) no longer repeats."
        case .evRepeatsSame(let a1): return "\(a1): nothing changed."
        case .evWaiting(let a1, let a2): return "\(a1): waiting until \(a2)."
        case .evStarted(let a1, let a2): return "\(a1): started \(a2)."
        case .evStartOff(let a1): return "\(a1) no longer waits."
        case .evRemind(let a1, let a2): return "\(a1): \(a2)."
        case .evRemindOff(let a1): return "\(a1): no reminder."
        case .evOccurrenceDone(let a1): return "Done: \(a1)."
        case .evOccurrenceDoneMissed(let n, let a1): return counted(n, one: "Done: \(a1).", many: "Done: \(a1), \(n) times missed.")
        case .evNextDue(let a1): return "Next due \(a1)."
        case .evReopened(let n): return counted(n, one: "1 subtask not done again.", many: "\(n) subtasks not done again.")
        case .uSchedule(let a1): return "the days of \(a1)"
        case .uRepeat(let a1, let a2): return "repeat \(a1) on \(a2)"
        case .uRepeatOff(let a1): return "repeat off on \(a1)"
        case .uStart(let a1, let a2): return "start \(a1) on \(a2)"
        case .uStartOff(let a1): return "start off on \(a1)"
        case .uReminder(let a1, let a2): return "\(a1) on \(a2)"
        case .uReminderOff(let a1): return "reminder off on \(a1)"
        case .rScheduleUnchanged(let a1): return "\(a1) is already so; nothing changed."
        case .rAlreadyNoRepeat(let a1): return "\(a1) does not repeat; nothing changed."
        case .rAlreadyNoStart(let a1): return "\(a1) has no start date; nothing changed."
        case .rAlreadyNoReminder(let a1): return "\(a1) has no reminder; nothing changed."
        case .rNoDueField(let a1): return "\(a1) has no due field, and a repeat moves the due. Type field add due date."
        case .rNotRepeating(let a1): return "\(a1) does not repeat."
        case .rNoLaterOccurrence(let a1): return "\(a1) has no next due: it would fall after 31 December 9999. Type repeat off, then mark done."
        case .rOccurrenceDone(let a1, let a2): return "\(a1): that day was already done elsewhere. Next due \(a2)."
        case .rOccurrenceDoneNoDue(let a1): return "\(a1): that day was already done elsewhere."
        case .rBadRepeat(let a1): return "\"\(a1)\" is not a repeat: repeat takes every week, every 2 days, every monday, every month on the 1st, every year, weekdays, every week after done, or off."
        case .rBadReminder(let a1): return "\"\(a1)\" is not a reminder: remind takes 9:00, tomorrow at 18:00, 1 day before, or off."
        case .rBadStart(let a1): return "\"\(a1)\" is not a start: start takes a day, as monday, tomorrow or 2026-12-09, or off."
        case .rOutOfRangeDays(let a1, let a2, let a3, let a4): return "\(a1) is out of range: \(a2) takes from \(a3) to \(a4) days."
        case .rOutOfRangeWeeks(let a1, let a2, let a3, let a4): return "\(a1) is out of range: \(a2) takes from \(a3) to \(a4) weeks."
        case .rOutOfRangeMonths(let a1, let a2, let a3, let a4): return "\(a1) is out of range: \(a2) takes from \(a3) to \(a4) months."
        case .rOutOfRangeYears(let a1, let a2, let a3, let a4): return "\(a1) is out of range: \(a2) takes from \(a3) to \(a4) years."
        case .rOutOfRangeMonthDay(let a1, let a2): return "\(a1) is out of range: \(a2) takes a day of the month from the 1st to the 31st."
        case .rOutOfReach(let a1, let a2, let a3): return "\(a1) is out of range: \(a2) takes a day within \(a3) years of today."
        case .rWeekdayAfterDone(let a1, let a2): return "\(a1): a repeat on a weekday comes back on that weekday, so it can't count from the day it is done. Type repeat \(a2), or repeat every week after done."
        case .rReminderNeedsDue(let a1): return "\(a1) has no due date, so a reminder before it has nothing to count from. Set a due first."
        case .remindersNone: return "No reminders to come."
        case .remindersHead(let n): return counted(n, one: "1 reminder to come.", many: "\(n) reminders to come.")
        case .reminderNow(let a1): return "Reminder: \(a1)."
        case .optNow(let a1): return "--now takes a day and a time as 2026-12-01T09:00, not \(a1)"
        case .icsExported(let n, let a1): return counted(n, one: "Exported 1 row as iCalendar to \(a1).", many: "Exported \(n) rows as iCalendar to \(a1).")
        }
    }

    var spanish: String {
        switch self {
        case .repeatDaily: return "cada día"
        case .repeatWeekly: return "cada semana"
        case .repeatMonthly: return "cada mes"
        case .repeatYearly: return "cada año"
        case .repeatWeekdays: return "cada día laborable"
        case .repeatEveryDays(let a1): return "cada \(a1) días"
        case .repeatEveryWeeks(let a1): return "cada \(a1) semanas"
        case .repeatEveryMonths(let a1): return "cada \(a1) meses"
        case .repeatEveryYears(let a1): return "cada \(a1) años"
        case .repeatOnDay(let a1): return "el día \(a1)"
        case .repeatOnLast: return "el último día"
        case .repeatAfterDone: return "después de hecha"
        case .repeatState(let a1): return "se repite \(a1)"
        case .startWaiting(let a1): return "en espera hasta \(a1)"
        case .stateWaiting: return "en espera"
        case .agendaStarts: return "empieza"
        case .readDoneCount(let n): return counted(n, one: "Hecha una vez.", many: "Hecha \(n) veces.")
        case .helpRepeat: return "Repeticiones: cada día, cada 2 días, cada semana, cada lunes, días laborables, cada mes el 1, cada año; después de hecha cuenta desde el día en que se hizo. Hecha deja la fila y mueve su vencimiento."
        case .remindAt(let a1, let a2): return "aviso \(a1) \(a2)"
        case .remindOnDue(let a1): return "aviso el día que vence \(a1)"
        case .remindBefore(let n, let a1): return counted(n, one: "aviso 1 día antes, \(a1)", many: "aviso \(n) días antes, \(a1)")
        case .remindWhen(let a1, let a2): return "\(a1) \(a2)"
        case .clock(let hour, let minute):
            if minute == 0, hour == 0 { return "a medianoche" }
            if minute == 0, hour == 12 { return "a mediodía" }
            return (hour == 1 ? "a la " : "a las ") + "\(hour)" + (minute == 0 ? "" : ":" + (minute < 10 ? "0" : "") + "\(minute)")
        case .missedWeeks(let n): return counted(n, one: "vencida hace 1 semana", many: "vencida hace \(n) semanas")
        case .missedMonths(let n): return counted(n, one: "vencida hace 1 mes", many: "vencida hace \(n) meses")
        case .missedYears(let n): return counted(n, one: "vencida hace 1 año", many: "vencida hace \(n) años")
        case .missedTimes(let n): return counted(n, one: "1 vez sin hacer", many: "\(n) veces sin hacer")
        case .badgeWaiting(let n): return counted(n, one: "1 en espera", many: "\(n) en espera")
        case .evRepeats(let a1, let a2): return "\(a1) se repite \(a2)."
        case .evFirstDue(let a1): return "Vence \(a1)."
        case .evRepeatOff(let a1): return "\(a1) ya no se repite."
        case .evRepeatsSame(let a1): return "\(a1): no ha cambiado nada."
        case .evWaiting(let a1, let a2): return "\(a1): en espera hasta \(a2)."
        case .evStarted(let a1, let a2): return "\(a1): empezó \(a2)."
        case .evStartOff(let a1): return "\(a1) ya no espera."
        case .evRemind(let a1, let a2): return "\(a1): \(a2)."
        case .evRemindOff(let a1): return "\(a1): sin aviso."
        case .evOccurrenceDone(let a1): return "Hecho: \(a1)."
        case .evOccurrenceDoneMissed(let n, let a1): return counted(n, one: "Hecho: \(a1).", many: "Hecho: \(a1), \(n) veces sin hacer.")
        case .evNextDue(let a1): return "Vuelve a vencer \(a1)."
        case .evReopened(let n): return counted(n, one: "1 subtarea vuelve a estar sin hacer.", many: "\(n) subtareas vuelven a estar sin hacer.")
        case .uSchedule(let a1): return "los días de \(a1)"
        case .uRepeat(let a1, let a2): return "repetir \(a1) en \(a2)"
        case .uRepeatOff(let a1): return "repetir no en \(a1)"
        case .uStart(let a1, let a2): return "inicio \(a1) en \(a2)"
        case .uStartOff(let a1): return "inicio no en \(a1)"
        case .uReminder(let a1, let a2): return "\(a1) en \(a2)"
        case .uReminderOff(let a1): return "aviso no en \(a1)"
        case .rScheduleUnchanged(let a1): return "\(a1) ya está así; no cambió nada."
        case .rAlreadyNoRepeat(let a1): return "\(a1) no se repite; no cambió nada."
        case .rAlreadyNoStart(let a1): return "\(a1) no tiene inicio; no cambió nada."
        case .rAlreadyNoReminder(let a1): return "\(a1) no tiene aviso; no cambió nada."
        case .rNoDueField(let a1): return "\(a1) no tiene campo de vencimiento, y repetir mueve el vencimiento. Escribe campo añadir vence fecha."
        case .rNotRepeating(let a1): return "\(a1) no se repite."
        case .rNoLaterOccurrence(let a1): return "\(a1) no tiene otro vencimiento: caería después del 31 de diciembre de 9999. Escribe repetir no y después marcar hecha."
        case .rOccurrenceDone(let a1, let a2): return "\(a1): ese día ya se hizo en otra sesión. Vuelve a vencer \(a2)."
        case .rOccurrenceDoneNoDue(let a1): return "\(a1): ese día ya se hizo en otra sesión."
        case .rBadRepeat(let a1): return "\"\(a1)\" no vale para repetir: admite cada semana, cada 2 días, cada lunes, cada mes el 1, cada año, días laborables, cada semana después de hecha, o no."
        case .rBadReminder(let a1): return "\"\(a1)\" no vale para avisar: admite 9:00, mañana a las 18:00, 1 día antes, o no."
        case .rBadStart(let a1): return "\"\(a1)\" no vale para inicio: admite un día, como lunes, mañana o 2026-12-09, o no."
        case .rOutOfRangeDays(let a1, let a2, let a3, let a4): return "\(a1) está fuera de rango: \(a2) admite de \(a3) a \(a4) días."
        case .rOutOfRangeWeeks(let a1, let a2, let a3, let a4): return "\(a1) está fuera de rango: \(a2) admite de \(a3) a \(a4) semanas."
        case .rOutOfRangeMonths(let a1, let a2, let a3, let a4): return "\(a1) está fuera de rango: \(a2) admite de \(a3) a \(a4) meses."
        case .rOutOfRangeYears(let a1, let a2, let a3, let a4): return "\(a1) está fuera de rango: \(a2) admite de \(a3) a \(a4) años."
        case .rOutOfRangeMonthDay(let a1, let a2): return "\(a1) está fuera de rango: \(a2) admite un día del mes del 1 al 31."
        case .rOutOfReach(let a1, let a2, let a3): return "\(a1) está fuera de rango: \(a2) admite un día a menos de \(a3) años de hoy."
        case .rWeekdayAfterDone(let a1, let a2): return "\(a1): una repetición en un día de la semana vuelve ese día y no puede contar desde el día en que se hizo. Escribe repetir \(a2), o repetir cada semana después de hecha."
        case .rReminderNeedsDue(let a1): return "\(a1) no tiene fecha de vencimiento, así que un aviso antes no tiene desde dónde contar. Pon antes el vencimiento."
        case .remindersNone: return "No hay avisos por venir."
        case .remindersHead(let n): return counted(n, one: "1 aviso por venir.", many: "\(n) avisos por venir.")
        case .reminderNow(let a1): return "Aviso: \(a1)."
        case .optNow(let a1): return "--now admite un día y una hora como 2026-12-01T09:00, no \(a1)"
        case .icsExported(let n, let a1): return counted(n, one: "Exportada 1 fila como iCalendar a \(a1).", many: "Exportadas \(n) filas como iCalendar a \(a1).")
        }
    }

    private func counted(_ n: Int, one: String, many: String) -> String { n == 1 ? one : many }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: DaysMessage)] {
        [
            ("days.repeatDaily", .repeatDaily),
            ("days.repeatWeekly", .repeatWeekly),
            ("days.repeatMonthly", .repeatMonthly),
            ("days.repeatYearly", .repeatYearly),
            ("days.repeatWeekdays", .repeatWeekdays),
            ("days.repeatEveryDays", .repeatEveryDays(a(1))),
            ("days.repeatEveryWeeks", .repeatEveryWeeks(a(1))),
            ("days.repeatEveryMonths", .repeatEveryMonths(a(1))),
            ("days.repeatEveryYears", .repeatEveryYears(a(1))),
            ("days.repeatOnDay", .repeatOnDay(a(1))),
            ("days.repeatOnLast", .repeatOnLast),
            ("days.repeatAfterDone", .repeatAfterDone),
            ("days.repeatState", .repeatState(a(1))),
            ("days.startWaiting", .startWaiting(a(1))),
            ("days.stateWaiting", .stateWaiting),
            ("days.agendaStarts", .agendaStarts),
            ("days.readDoneCount", .readDoneCount(count)),
            ("days.helpRepeat", .helpRepeat),
            ("days.remindAt", .remindAt(a(1), a(2))),
            ("days.remindOnDue", .remindOnDue(a(1))),
            ("days.remindBefore", .remindBefore(count, a(1))),
            ("days.remindWhen", .remindWhen(a(1), a(2))),
            ("days.clock", .clock(count, count)),
            ("days.missedWeeks", .missedWeeks(count)),
            ("days.missedMonths", .missedMonths(count)),
            ("days.missedYears", .missedYears(count)),
            ("days.missedTimes", .missedTimes(count)),
            ("days.badgeWaiting", .badgeWaiting(count)),
            ("days.evRepeats", .evRepeats(a(1), a(2))),
            ("days.evFirstDue", .evFirstDue(a(1))),
            ("days.evRepeatOff", .evRepeatOff(a(1))),
            ("days.evRepeatsSame", .evRepeatsSame(a(1))),
            ("days.evWaiting", .evWaiting(a(1), a(2))),
            ("days.evStarted", .evStarted(a(1), a(2))),
            ("days.evStartOff", .evStartOff(a(1))),
            ("days.evRemind", .evRemind(a(1), a(2))),
            ("days.evRemindOff", .evRemindOff(a(1))),
            ("days.evOccurrenceDone", .evOccurrenceDone(a(1))),
            ("days.evOccurrenceDoneMissed", .evOccurrenceDoneMissed(count, a(1))),
            ("days.evNextDue", .evNextDue(a(1))),
            ("days.evReopened", .evReopened(count)),
            ("days.uSchedule", .uSchedule(a(1))),
            ("days.uRepeat", .uRepeat(a(1), a(2))),
            ("days.uRepeatOff", .uRepeatOff(a(1))),
            ("days.uStart", .uStart(a(1), a(2))),
            ("days.uStartOff", .uStartOff(a(1))),
            ("days.uReminder", .uReminder(a(1), a(2))),
            ("days.uReminderOff", .uReminderOff(a(1))),
            ("days.rScheduleUnchanged", .rScheduleUnchanged(a(1))),
            ("days.rAlreadyNoRepeat", .rAlreadyNoRepeat(a(1))),
            ("days.rAlreadyNoStart", .rAlreadyNoStart(a(1))),
            ("days.rAlreadyNoReminder", .rAlreadyNoReminder(a(1))),
            ("days.rNoDueField", .rNoDueField(a(1))),
            ("days.rNotRepeating", .rNotRepeating(a(1))),
            ("days.rNoLaterOccurrence", .rNoLaterOccurrence(a(1))),
            ("days.rOccurrenceDone", .rOccurrenceDone(a(1), a(2))),
            ("days.rOccurrenceDoneNoDue", .rOccurrenceDoneNoDue(a(1))),
            ("days.rBadRepeat", .rBadRepeat(a(1))),
            ("days.rBadReminder", .rBadReminder(a(1))),
            ("days.rBadStart", .rBadStart(a(1))),
            ("days.rOutOfRangeDays", .rOutOfRangeDays(a(1), a(2), a(3), a(4))),
            ("days.rOutOfRangeWeeks", .rOutOfRangeWeeks(a(1), a(2), a(3), a(4))),
            ("days.rOutOfRangeMonths", .rOutOfRangeMonths(a(1), a(2), a(3), a(4))),
            ("days.rOutOfRangeYears", .rOutOfRangeYears(a(1), a(2), a(3), a(4))),
            ("days.rOutOfRangeMonthDay", .rOutOfRangeMonthDay(a(1), a(2))),
            ("days.rWeekdayAfterDone", .rWeekdayAfterDone(a(1), a(2))),
            ("days.rOutOfReach", .rOutOfReach(a(1), a(2), a(3))),
            ("days.rReminderNeedsDue", .rReminderNeedsDue(a(1))),
            ("days.remindersNone", .remindersNone),
            ("days.remindersHead", .remindersHead(count)),
            ("days.reminderNow", .reminderNow(a(1))),
            ("days.optNow", .optNow(a(1))),
            ("days.icsExported", .icsExported(count, a(1))),
        ]
    }
}
