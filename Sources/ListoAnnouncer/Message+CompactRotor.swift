// The columns rotor asked for in the compact layout, which has no columns to move
// between: said as a unit of the regular layout and how to get it, not as a word
// rotor does not know. One case of `Message` (`.worded`), in English and Spanish.

/// What rotor says of a unit the layout in use does not offer.
public enum CompactRotorMessage: WordedMessage {
    /// {1} is a rotor unit of the regular layout, and this one is compact. Type layout regular first.
    case columns(MessageArgument)
    /// The same where the automatic layout chose compact with no terminal to measure, so
    /// following width: width 100 makes it regular and keeps it automatic, where layout
    /// regular would end it. {1} is a rotor unit of the regular layout, …
    case columnsAutomatic(MessageArgument)

    public var english: String {
        switch self {
        case .columns(let unit): return "\(unit) is a rotor unit of the regular layout, and this one is compact. Type layout regular first."
        case .columnsAutomatic(let unit):
            return "\(unit) is a rotor unit of the regular layout, and automatic chose compact. Type width 100, which keeps automatic, or layout regular first."
        }
    }

    public var spanish: String {
        switch self {
        case .columns(let unit): return "\(unit) es una unidad del rotor de la vista regular, y esta es compacta. Escribe vista regular primero."
        case .columnsAutomatic(let unit):
            return "\(unit) es una unidad del rotor de la vista regular, y la automática eligió compacta. Escribe ancho 100, que la deja automática, o vista regular primero."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: CompactRotorMessage)] {
        [("compactRotor.columns", .columns(a(1))), ("compactRotor.columnsAutomatic", .columnsAutomatic(a(1)))]
    }
}
