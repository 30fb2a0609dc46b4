// Why a file given to import or to check could not be read, each cause its own words,
// where one line named three and left the person to find which; and a file read as JSON
// for want of a name that says otherwise, said as read so before the line that failed.
// One case of `Message` (`.worded`), in English and Spanish.

/// Why an import read nothing of a file, or read it as JSON and found no JSON.
public enum FileReadMessage: WordedMessage {
    /// {1} can't be read: there is no such file.
    case missing(MessageArgument)
    /// {1} can't be read: you have no permission to read it.
    case notPermitted(MessageArgument)
    /// {1} can't be read: it is not UTF-8 text.
    case notText(MessageArgument)
    /// {1} can't be read: the system could not read it.
    case failed(MessageArgument)
    /// {1} can't be read: it is a folder or a device, not a file.
    case notAFile(MessageArgument)
    /// {1} can't be read: it is longer than {2} MB, the most listo reads at once.
    case tooLong(MessageArgument, MessageArgument)
    /// {1} can't be replayed: {2} (a transcript read whose args line or store failed).
    case notReplayed(MessageArgument, MessageArgument)
    /// {1} can't be imported as JSON: line {2} is not JSON. Nothing was imported.
    case notJSON(MessageArgument, MessageArgument)
    /// {1} holds nothing to import: it is empty. Nothing was imported.
    case empty(MessageArgument)
    /// Standard input holds nothing to import: it is empty. Nothing was imported.
    case emptyInput

    public var english: String {
        switch self {
        case .missing(let path): return "\(path) can't be read: there is no such file."
        case .notPermitted(let path): return "\(path) can't be read: you have no permission to read it."
        case .notText(let path): return "\(path) can't be read: it is not UTF-8 text."
        case .failed(let path): return "\(path) can't be read: the system could not read it."
        case .notAFile(let path): return "\(path) can't be read: it is a folder or a device, not a file."
        case .tooLong(let path, let megabytes): return "\(path) can't be read: it is longer than \(megabytes) MB, the most listo reads at once."
        case .notReplayed(let path, let why): return "\(path) can't be replayed: \(why)"
        case .notJSON(let path, let line): return "\(path) can't be imported as JSON: line \(line) is not JSON. Nothing was imported."
        case .empty(let path): return "\(path) holds nothing to import: it is empty. Nothing was imported."
        case .emptyInput: return "standard input holds nothing to import: it is empty. Nothing was imported."
        }
    }

    public var spanish: String {
        switch self {
        case .missing(let path): return "no se puede leer \(path): no existe ese archivo."
        case .notPermitted(let path): return "no se puede leer \(path): no tienes permiso para leerlo."
        case .notText(let path): return "no se puede leer \(path): no es texto UTF-8."
        case .failed(let path): return "no se puede leer \(path): el sistema no pudo leerlo."
        case .notAFile(let path): return "no se puede leer \(path): es una carpeta o un dispositivo, no un archivo."
        case .tooLong(let path, let megabytes): return "no se puede leer \(path): pasa de \(megabytes) MB, lo más que listo lee de una vez."
        case .notReplayed(let path, let why): return "no se puede reproducir \(path): \(why)"
        case .notJSON(let path, let line): return "no se puede importar \(path) como JSON: la línea \(line) no es JSON. No se importó nada."
        case .empty(let path): return "\(path) no tiene nada que importar: está vacío. No se importó nada."
        case .emptyInput: return "la entrada estándar no tiene nada que importar: está vacía. No se importó nada."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: FileReadMessage)] {
        [("fileRead.missing", .missing(a(1))), ("fileRead.notPermitted", .notPermitted(a(1))), ("fileRead.notText", .notText(a(1))),
         ("fileRead.failed", .failed(a(1))), ("fileRead.notAFile", .notAFile(a(1))), ("fileRead.tooLong", .tooLong(a(1), a(2))),
         ("fileRead.notReplayed", .notReplayed(a(1), a(2))),
         ("fileRead.notJSON", .notJSON(a(1), a(2))), ("fileRead.empty", .empty(a(1))), ("fileRead.emptyInput", .emptyInput)]
    }
}
