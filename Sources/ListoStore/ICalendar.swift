import CICalendar
import ListoModel

/// libical's components and properties, as the iCalendar reader and writer use
/// them: the one Swift file that calls CICalendar (itself the one C file that
/// calls libical, opened when first needed).
enum ICalendar {
    /// Why libical can't be used here, or nil when it can.
    static var problem: String? { listo_ical_problem().map { String(cString: $0) } }

    /// A component (VCALENDAR, VTODO, VALARM) with what is inside it. The
    /// outermost one frees the rest; one added to another belongs to it.
    final class Component {
        let pointer: OpaquePointer
        private var owned: Bool
        /// The calendar it was read from, which resolves its TZIDs.
        let calendar: OpaquePointer?

        private init(_ pointer: OpaquePointer, owned: Bool, calendar: OpaquePointer?) {
            self.pointer = pointer
            self.owned = owned
            self.calendar = calendar
        }

        init(_ kind: String) {
            pointer = listo_ical_new(kind)
            owned = true
            calendar = nil
        }

        deinit { if owned { listo_ical_free(pointer) } }

        /// The outermost component of `text` (folded lines and escapes read), or nil when none is there.
        /// A SIGTERM meanwhile ends the parse early: the caller's next `LongWork.checkpoint()` says so.
        static func parse(_ text: String) -> Component? {
            guard let p = listo_ical_parse(text, { LongWork.stopRequested() ? 1 : 0 }) else { return nil }
            return Component(p, owned: true, calendar: p)
        }

        var kind: String { String(cString: listo_ical_kind(pointer)) }

        /// The components directly inside, in order.
        var components: [Component] {
            var out: [Component] = []
            var next = listo_ical_first_component(pointer)
            while let c = next {
                out.append(Component(c, owned: false, calendar: calendar))
                next = listo_ical_next_component(pointer)
            }
            return out
        }

        var properties: [Property] {
            var out: [Property] = []
            var next = listo_ical_first_property(pointer)
            while let p = next {
                out.append(Property(pointer: p, calendar: calendar))
                next = listo_ical_next_property(pointer)
            }
            return out
        }

        func add(_ child: Component) {
            listo_ical_add_component(pointer, child.pointer)
            child.owned = false
        }

        /// A content line listo formats itself, `DUE;VALUE=DATE:20261208`; false when libical can't read it.
        @discardableResult
        func add(line: String) -> Bool { listo_ical_add_line(pointer, line) == 0 }

        /// A TEXT or X- property, its value escaped by libical.
        func add(text name: String, _ value: String, parameter: String? = nil) {
            listo_ical_add_text(pointer, name, value, parameter)
        }

        /// The text of the component, lines folded and ended by CRLF.
        var text: String { taken(listo_ical_text(pointer)) ?? "" }
    }

    /// A date or date-time as written, and the same moment in the local time zone.
    struct Time {
        var isDate: Bool
        var day: CalendarDate
        /// Minutes after local midnight of `day`.
        var minute: Int
    }

    struct Property {
        let pointer: OpaquePointer
        let calendar: OpaquePointer?

        var name: String { taken(listo_ical_name(pointer)) ?? "" }
        /// TEXT and X- values unescaped; others as written.
        var value: String { taken(listo_ical_value(pointer)) ?? "" }
        func parameter(_ name: String) -> String? { taken(listo_ical_parameter(pointer, name)) }

        /// A DATE or DATE-TIME value, in local time; nil when it holds none.
        var time: Time? {
            var t = listo_ical_time()
            guard listo_ical_get_time(pointer, calendar, &t) == 0,
                  let day = CalendarDate(year: Int(t.local_year), month: Int(t.local_month), day: Int(t.local_day)) else { return nil }
            return Time(isDate: t.is_date != 0, day: day, minute: Int(t.local_minute))
        }

        /// An RRULE's UNTIL day as libical read it, which `value` leaves out when its year is 0;
        /// nil without one. Not a day on the calendar (`CalendarDate` nil) when it is such a one.
        var until: (year: Int, month: Int, day: Int)? {
            var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
            guard listo_ical_get_until(pointer, &year, &month, &day) == 0 else { return nil }
            return (Int(year), Int(month), Int(day))
        }

        /// A relative TRIGGER or a DURATION in seconds, negative before; nil for an absolute trigger.
        var seconds: Int? {
            var s: Int32 = 0
            return listo_ical_get_duration(pointer, &s) == 0 ? Int(s) : nil
        }
    }

    /// A moment in local time written as UTC, `20261201T080000Z`.
    static func utc(_ moment: Moment) -> String {
        taken(listo_ical_utc(Int32(moment.day.year), Int32(moment.day.month), Int32(moment.day.day), Int32(moment.minute))) ?? ""
    }

    /// A day kept without its time (a `completed` day) as the UTC moment that is on
    /// that day both in this machine's time zone and in UTC, halfway between noon here
    /// and noon in UTC: `20261206T050000Z` for 6 December at UTC+14, `20261206T120000Z`
    /// at UTC. Local midnight, written before, read in UTC or anywhere west of here as
    /// the day before.
    static func utc(day: CalendarDate) -> String {
        taken(listo_ical_day_utc(Int32(day.year), Int32(day.month), Int32(day.day))) ?? ""
    }

    /// The text behind a pointer libical handed over, which is then freed.
    private static func taken(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { listo_ical_release(pointer) }
        return String(cString: pointer)
    }
}
