// The Braille display while BRLTTY can't be reached or has no display yet and braille is on, and a routing
// key pressed over words that run nothing. One case of `Message` (`.worded`), in
// English and Spanish.

/// What listo says of the Braille display beyond connecting and losing it.
public enum BrailleDisplayMessage: WordedMessage {
    /// Braille: on, but BRLTTY can't be reached; listo takes the display when it is back.
    case awaited
    /// Braille: on, but BRLTTY has no display yet; listo takes it when there is one.
    case awaitedDisplay
    /// Nothing to press. Shown alone on the display, so it fits one window of 20 cells.
    case nothingToPress

    public var english: String {
        switch self {
        case .awaited: return "Braille: on, but BRLTTY can't be reached; listo takes the display when it is back."
        case .awaitedDisplay: return "Braille: on, but BRLTTY has no display yet; listo takes it when there is one."
        case .nothingToPress: return "Nothing to press."
        }
    }

    public var spanish: String {
        switch self {
        case .awaited: return "Braille: activado, pero no se puede llegar a BRLTTY; listo toma la línea cuando vuelva."
        case .awaitedDisplay: return "Braille: activado, pero BRLTTY aún no tiene línea; listo la toma cuando la haya."
        case .nothingToPress: return "Nada que pulsar ahí."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: BrailleDisplayMessage)] {
        [("brailleDisplay.awaited", .awaited), ("brailleDisplay.awaitedDisplay", .awaitedDisplay),
         ("brailleDisplay.nothingToPress", .nothingToPress)]
    }
}
