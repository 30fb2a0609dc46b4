import Foundation
import ListoModel

/// Today by the system's clock, in the local time zone: the one place listo reads it.
public enum SystemClock {
    @Sendable public static func today() -> CalendarDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDate(dayNumber: 0)
    }
}
