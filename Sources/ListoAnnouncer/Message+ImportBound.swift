// Why an import read no further: a file that is a device, a file or pipe past the
// most an import reads, an iCalendar line past what libical is given, JSON nested
// past any file listo writes. One case of `Message` (`.worded`), in English and
// Spanish, after "FILE can't be imported: " and, where it has one, "line N: ".

/// What an import refused for its size or its shape, and the bound it passed.
public enum ImportBoundMessage: WordedMessage {
    /// it is a device, not a file: listo imports a file, or what a pipe gives.
    case notAFile
    /// it is longer than {1} MB, the most listo imports at once.
    case tooLarge(Int)
    /// a line longer than {1} MB, its folded lines joined, the most listo reads in one iCalendar line.
    case lineTooLong(Int)
    /// a line with more than {1} parameters, the most listo reads in one iCalendar line.
    case tooManyParameters(Int)
    /// values nested more than {1} levels deep; rows go inside others {2} levels at most.
    case nestedTooDeep(Int, Int)
    /// the file ends here, before what it opened is closed: it may have been cut short.
    case endsEarly

    public var english: String {
        switch self {
        case .notAFile: return "it is a device, not a file: listo imports a file, or what a pipe gives."
        case .tooLarge(let megabytes): return "it is longer than \(megabytes) MB, the most listo imports at once."
        case .lineTooLong(let megabytes):
            return "a line longer than \(megabytes) MB, its folded lines joined, the most listo reads in one iCalendar line."
        case .tooManyParameters(let limit): return "a line with more than \(limit) parameters, the most listo reads in one iCalendar line."
        case .nestedTooDeep(let levels, let rows):
            return "values nested more than \(levels) levels deep; rows go inside others \(rows) levels at most."
        case .endsEarly: return "the file ends here, before what it opened is closed: it may have been cut short."
        }
    }

    public var spanish: String {
        switch self {
        case .notAFile: return "es un dispositivo, no un archivo: listo importa un archivo, o lo que da una tubería."
        case .tooLarge(let megabytes): return "pasa de \(megabytes) MB, lo más que listo importa de una vez."
        case .lineTooLong(let megabytes):
            return "una línea de más de \(megabytes) MB, unidas sus líneas plegadas, lo más que listo lee en una línea de iCalendar."
        case .tooManyParameters(let limit): return "una línea con más de \(limit) parámetros, lo más que listo lee en una línea de iCalendar."
        case .nestedTooDeep(let levels, let rows):
            return "valores anidados a más de \(levels) niveles; las filas van unas dentro de otras \(rows) niveles como mucho."
        case .endsEarly: return "el archivo acaba aquí, antes de cerrar lo que abrió: quizá se cortó."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(count: Int) -> [(name: String, message: ImportBoundMessage)] {
        [("importBound.notAFile", .notAFile), ("importBound.tooLarge", .tooLarge(count)),
         ("importBound.lineTooLong", .lineTooLong(count)), ("importBound.tooManyParameters", .tooManyParameters(count)),
         ("importBound.nestedTooDeep", .nestedTooDeep(count, count)), ("importBound.endsEarly", .endsEarly)]
    }
}
