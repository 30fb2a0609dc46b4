import Glibc
import ListoModel

/// Today by the system's clock, in the local time zone: the one place listo reads it.
/// The C library reads the zone (TZ, else /etc/localtime) without Foundation's ICU.
public enum SystemClock {
    @Sendable public static func today() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return CalendarDate(dayNumber: 0) }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)) ?? CalendarDate(dayNumber: 0)
    }

    /// Seconds on a clock that only goes forward, for time that runs on from `--now`.
    @Sendable public static func seconds() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int(t.tv_sec)
    }

    /// Minutes after midnight, local time.
    @Sendable public static func minuteOfDay() -> Int {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 60 + Int(parts.tm_min)
    }
}
