// note off followed by the start of a row's title: taking that row's note off and
// writing "off ..." as the focused row's note are both readings, so neither is done;
// the line says how to type each. One case of `Message` (`.worded`), in English and Spanish.

/// What note off says when its words only start a row's title.
public enum NoteOffMessage: WordedMessage {
    /// {1} only starts {2}. Type note off {2} to take its note off, or for this row's note, note .: off {1}.
    case startsTitle(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .startsTitle(let typed, let title):
            return "\(typed) only starts \(title). Type note off \(title) to take its note off, or for this row's note, note .: off \(typed)."
        }
    }

    public var spanish: String {
        switch self {
        case .startsTitle(let typed, let title):
            return "\(typed) solo es el principio de \(title). Escribe nota no \(title) para quitarle la nota, o para la nota de esta fila, nota .: no \(typed)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NoteOffMessage)] {
        [("noteOff.startsTitle", .startsTitle(a(1), a(2)))]
    }
}
