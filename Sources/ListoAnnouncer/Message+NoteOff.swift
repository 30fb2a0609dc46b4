// note off followed by the start of a row's title: taking that row's note off and
// writing "off ..." as the focused row's note are both readings, so neither is done;
// the line says how to type each. Words that name no row are refused with the same two
// ways out. One case of `Message` (`.worded`), in English and Spanish.

/// What note off says when its words only start a row's title, or name no row.
public enum NoteOffMessage: WordedMessage {
    /// {1} only starts {2}. Type note off {2} to take its note off, or for this row's note, note .: off {1}.
    case startsTitle(MessageArgument, MessageArgument)
    /// "{1}" is not a row here; no note was taken off. Type note off for the focused row's note, or note .: {2} {1} to write those words.
    case noRow(MessageArgument, off: MessageArgument)

    public var english: String {
        switch self {
        case .startsTitle(let typed, let title):
            return "\(typed) only starts \(title). Type note off \(title) to take its note off, or for this row's note, note .: off \(typed)."
        case .noRow(let typed, let off):
            return "\"\(typed)\" is not a row here; no note was taken off. Type note off for the focused row's note, or note .: \(off) \(typed) to write those words."
        }
    }

    public var spanish: String {
        switch self {
        case .startsTitle(let typed, let title):
            return "\(typed) solo es el principio de \(title). Escribe nota no \(title) para quitarle la nota, o para la nota de esta fila, nota .: no \(typed)."
        case .noRow(let typed, let off):
            return "\"\(typed)\" no nombra ninguna fila de aquí; no se quitó ninguna nota. Escribe nota no para la nota de la fila enfocada, o nota .: \(off) \(typed) para escribir esas palabras."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NoteOffMessage)] {
        [("noteOff.startsTitle", .startsTitle(a(1), a(2))), ("noteOff.noRow", .noRow(a(1), off: a(2)))]
    }
}
