import ListoAnnouncer
import ListoModel

/// How an answer is heard: the person's settings, and what of the session words
/// it beside them (the day dates are said from, whether the open list's inner rows
/// are replies). The session makes it as one value; the speaker, the Braille
/// display's lines and a paged reading read it whole, so nothing is copied into
/// them field by field.
public struct Hearing: Sendable {
    public var settings = SessionSettings()
    /// The day dates are said from; nil says them without one.
    public var today: CalendarDate?
    /// The open list holds messages, whose inner rows are replies.
    public var childrenAreReplies = false
    /// The store may only be read, so no answer says how to make a list.
    public var readOnly = false

    public init(settings: SessionSettings = SessionSettings(), today: CalendarDate? = nil, childrenAreReplies: Bool = false, readOnly: Bool = false) {
        self.readOnly = readOnly
        self.settings = settings
        self.today = today
        self.childrenAreReplies = childrenAreReplies
    }

    /// The words of the language, at the verbosity, from the day.
    public var announcer: Announcer {
        Announcer(verbosity: settings.verbosity, language: settings.language, today: today, childrenAreReplies: childrenAreReplies,
                  width: settings.width, readOnly: readOnly)
    }
}
