// The Braille display while BRLTTY can't be reached and braille is on, and a routing
// key pressed over words that run nothing. One case of `Message` (`.worded`), in
// English and Spanish.

/// What listo says of the Braille display beyond connecting and losing it.
public enum BrailleDisplayMessage: WordedMessage {
    /// Braille: on, but BRLTTY can't be reached; listo takes the display when it is back.
    case awaited
    /// Nothing to press there.
    case nothingToPress

    public var english: String {
        switch self {
        case .awaited: return "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."
        case .nothingToPress: return "Nothing to press there."
        }
    }

    public var spanish: String {
        switch self {
        case .awaited: return "Braille: activado, pero no se puede llegar a BRLTTY; listo toma la línea cuando vuelva."
        case .nothingToPress: return "Ahí no hay nada que pulsar."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: BrailleDisplayMessage)] {
        [("brailleDisplay.awaited", .awaited), ("brailleDisplay.nothingToPress", .nothingToPress)]
    }
}
