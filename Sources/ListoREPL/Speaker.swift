import ListoAnnouncer
import ListoModel

/// Turns announcements into the lines that are printed: the announcer's words,
/// control characters made visible, wrapped to the Braille width, and never the
/// same line twice in a row.
public struct Speaker {
    public var verbosity: Verbosity = .normal
    public var width: Int?
    private var lastLine: String?

    public init(verbosity: Verbosity = .normal, width: Int? = nil) {
        self.verbosity = verbosity
        self.width = width
    }

    public mutating func lines(_ announcements: [Announcement]) -> [String] {
        let announcer = Announcer(verbosity: verbosity)
        var out: [String] = []
        for announcement in announcements {
            for line in announcer.lines(announcement) {
                var text = LineFormat.visible(line)
                if text == lastLine {
                    // A repeated line would look unchanged on a Braille display.
                    if out.isEmpty { text = announcer.again(text) } else { continue }
                }
                lastLine = text
                out += LineFormat.wrap(text, width: width)
            }
        }
        return out
    }
}
