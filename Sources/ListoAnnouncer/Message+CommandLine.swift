import ListoModel

// listo's own command line: the help of each option and mode, the placeholders
// of its usage line and the word that starts it, as one case of `Message`
// (`.commandLine`), worded here in English and Spanish, so that `listo --help`
// speaks the language the run speaks (--language, else the locale).

/// What the person types in a placeholder's place on the command line.
public enum CommandLinePlaceholder: Sendable, CaseIterable {
    case path, number, level, name, commands, languages, day, moment, formats
    case file, files, folder, damaged, new, from, to

    /// Every format export writes and import reads, in the order said: the usage
    /// line's placeholder and the refusal of any other name are both made from it.
    public static let exportFormats = ["json", "markdown", "todotxt", "ics", "vdir"]

    var english: String {
        switch self {
        case .path: return "PATH"
        case .number: return "N"
        case .level: return "LEVEL"
        case .name: return "NAME"
        case .commands: return "'CMD; CMD'"
        case .languages: return "en|es"
        case .day: return "YYYY-MM-DD"
        case .moment: return "YYYY-MM-DDTHH:MM[:SS]"
        case .formats: return Self.exportFormats.joined(separator: "|")
        case .file: return "FILE"
        case .files: return "FILE..."
        case .folder: return "[FOLDER]"
        case .damaged: return "DAMAGED"
        case .new: return "NEW"
        case .from: return "FROM"
        case .to: return "TO"
        }
    }

    var spanish: String {
        switch self {
        case .path: return "RUTA"
        case .number: return "N"
        case .level: return "NIVEL"
        case .name: return "NOMBRE"
        case .commands: return "'COMANDO; COMANDO'"
        case .languages: return "en|es"
        case .day: return "AAAA-MM-DD"
        case .moment: return "AAAA-MM-DDTHH:MM[:SS]"
        case .formats: return Self.exportFormats.joined(separator: "|")
        case .file: return "ARCHIVO"
        case .files: return "ARCHIVO..."
        case .folder: return "[CARPETA]"
        case .damaged: return "DAÑADO"
        case .new: return "NUEVO"
        case .from: return "ORIGEN"
        case .to: return "DESTINO"
        }
    }
}

/// The help of listo's options and modes, and the words of its usage line.
public enum CommandLineMessage: Sendable {
    /// The word that starts the usage line, before `listo`.
    case usage
    case placeholder(CommandLinePlaceholder)
    case store, memory, demo, echo, bail, width, verbosity, profile, layout, prompt, command
    case speak, sounds, bell, braille, language, today, now, update, format, list, help, version
    case check, record, export, `import`, recover, copy
    /// A mode stopped by SIGTERM or SIGHUP between two pieces of its work.
    case stoppedExport
    case stoppedImport(MessageArgument)
    case stoppedCopy(MessageArgument)
    case stoppedRecover(MessageArgument)
    /// --store given nothing, or SQLite's own name for a store kept in memory: either
    /// would open a store that is gone at the end, with every change in it.
    case storeEmpty
    /// A mode's operand given as nothing (`listo import ""`): named by its
    /// placeholder, where a line about a file of no name said two spaces.
    case operandEmpty(mode: MessageArgument, placeholder: MessageArgument)
    /// The name of the list a todo.txt or Markdown file read from standard input (or
    /// a pipe's /dev/fd name) becomes, where a file's own name names it.
    case importedListName
    case storeInMemoryName(MessageArgument)
    /// A write to standard output failed (a full disk): listo stops, every change made kept.
    case outputLost(MessageArgument)
    /// recover met damage in the damaged file's own list of tables: nothing can be read, nothing was made.
    case recoverUnreadable(MessageArgument, MessageArgument, MessageArgument)

    var english: String {
        switch self {
        case .usage: return "usage:"
        case .placeholder(let p): return p.english
        case .store: return "open or create the store in that file."
        case .memory: return "keep nothing: an in-memory store."
        case .demo: return "fill a new or empty store with the sample lists; alone, an in-memory store with them."
        case .echo: return "print each command read, after a >, before its answer."
        case .bail: return "stop a script at the first refusal."
        case .width: return "wrap lines at N cells, from 10 to 1000."
        case .verbosity: return "how much each answer says."
        case .profile: return "the device whose conventions listo follows."
        case .layout: return "one column at a time, the split view, or the one the terminal's width gives."
        case .prompt: return "print the prompt even when standard input is not a terminal."
        case .command: return "run these commands and exit."
        case .speak: return "speak through speech-dispatcher for this run."
        case .sounds: return "play the sound cues for this run."
        case .bell: return "ring the terminal bell at the top or end of a list and at refusals."
        case .braille: return "show answers on a Braille display through BRLTTY for this run; its keys are commands."
        case .language: return "the language listo speaks and reads commands in."
        case .today: return "a fixed today, for transcripts and tests."
        case .now: return "a fixed start time, which runs on from there, for reminders in transcripts and tests."
        case .update: return "rewrite each transcript with what listo says now."
        case .format: return "the format written; json unless told."
        case .list: return "only that list."
        case .help: return "the usage and every command."
        case .version: return "the version."
        case .check: return "replay transcripts and say the first difference of each."
        case .record: return "run a session and write it as a transcript."
        case .export: return "write the store's lists to standard output, or with --format vdir one list into a calendar folder."
        case .import: return "add the lists of an exported file, or take back what changed in a calendar folder."
        case .recover: return "copy what can be read of a damaged store into a new file."
        case .copy: return "copy every list of one store into a new or empty one; each a file or a postgresql:// URI."
        case .stoppedExport: return "export stopped by a signal: what it wrote is cut short."
        case .stoppedImport(let a1): return "import stopped by a signal: nothing was imported into \(a1)."
        case .stoppedCopy(let a1): return "copy stopped by a signal: nothing was copied into \(a1)."
        case .stoppedRecover(let a1): return "recover stopped by a signal: \(a1) was not made."
        case .recoverUnreadable(let a1, let a2, let a3): return "\(a1) can't be recovered: even the list of its tables can't be read (SQLite says: \(a2)). \(a3) was not made. Only a copy made before the damage, such as a backup, holds its lists."
        case .outputLost(let a1): return "standard output can't be written: \(a1). listo stops here; every change made is kept."
        case .storeEmpty: return "--store needs a file's path or a postgresql:// address, and it is empty"
        case .operandEmpty(let mode, let placeholder): return "\(mode) needs \(placeholder), and it is empty"
        case .importedListName: return "Imported"
        case .storeInMemoryName(let a1): return "--store \(a1) would keep nothing once listo ends; for that, type --memory, or name a file"
        }
    }

    var spanish: String {
        switch self {
        case .usage: return "uso:"
        case .placeholder(let p): return p.spanish
        case .store: return "abre o crea el almacén en ese archivo."
        case .memory: return "no guarda nada: un almacén en memoria."
        case .demo: return "llena un almacén nuevo o vacío con las listas de ejemplo; sola, un almacén en memoria con ellas."
        case .echo: return "escribe cada comando leído, tras un >, antes de su respuesta."
        case .bail: return "detiene un guion en el primer rechazo."
        case .width: return "parte las líneas en N celdas, de 10 a 1000."
        case .verbosity: return "cuánto dice cada respuesta."
        case .profile: return "el dispositivo cuyas convenciones sigue listo."
        case .layout: return "una columna cada vez, la vista dividida, o la que dé el ancho del terminal."
        case .prompt: return "escribe el indicador aunque la entrada estándar no sea un terminal."
        case .command: return "ejecuta estos comandos y sale."
        case .speak: return "habla con speech-dispatcher en esta ejecución."
        case .sounds: return "reproduce las señales sonoras en esta ejecución."
        case .bell: return "hace sonar la campana del terminal al principio o al final de una lista y en los rechazos."
        case .braille: return "muestra las respuestas en una línea braille con BRLTTY en esta ejecución; sus teclas son comandos."
        case .language: return "el idioma en que listo habla y lee los comandos."
        case .today: return "un hoy fijo, para transcripciones y pruebas."
        case .now: return "una hora de inicio fija, que avanza desde ahí, para los avisos en transcripciones y pruebas."
        case .update: return "reescribe cada transcripción con lo que listo dice ahora."
        case .format: return "el formato que se escribe; json si no se indica."
        case .list: return "solo esa lista."
        case .help: return "el uso y todos los comandos."
        case .version: return "la versión."
        case .check: return "reproduce transcripciones y dice la primera diferencia de cada una."
        case .record: return "ejecuta una sesión y la escribe como transcripción."
        case .export: return "escribe las listas del almacén en la salida estándar, o con --format vdir una lista en una carpeta de calendario."
        case .import: return "añade las listas de un archivo exportado, o recoge lo que cambió en una carpeta de calendario."
        case .recover: return "copia lo que se pueda leer de un almacén dañado en un archivo nuevo."
        case .copy: return "copia todas las listas de un almacén en otro nuevo o vacío; cada uno un archivo o una URI postgresql://."
        case .stoppedExport: return "export se detuvo por una señal: lo que escribió quedó cortado."
        case .stoppedImport(let a1): return "import se detuvo por una señal: no se importó nada en \(a1)."
        case .stoppedCopy(let a1): return "copy se detuvo por una señal: no se copió nada en \(a1)."
        case .stoppedRecover(let a1): return "recover se detuvo por una señal: no se creó \(a1)."
        case .recoverUnreadable(let a1, let a2, let a3): return "\(a1) no se puede recuperar: ni siquiera se puede leer la lista de sus tablas (SQLite dice: \(a2)). No se creó \(a3). Solo una copia hecha antes del daño, como una copia de seguridad, guarda sus listas."
        case .outputLost(let a1): return "no se puede escribir en la salida estándar: \(a1). listo se detiene aquí; se guarda todo cambio hecho."
        case .storeEmpty: return "--store necesita la ruta de un archivo o una dirección postgresql://, y está vacía"
        case .operandEmpty(let mode, let placeholder): return "\(mode) necesita \(placeholder), y está vacío"
        case .importedListName: return "Importada"
        case .storeInMemoryName(let a1): return "--store \(a1) no guardaría nada al terminar listo; para eso, escribe --memory, o nombra un archivo"
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: CommandLineMessage)] {
        let named: [(String, CommandLineMessage)] = [
            ("usage", .usage), ("store", .store), ("memory", .memory), ("demo", .demo), ("echo", .echo), ("bail", .bail),
            ("width", .width), ("verbosity", .verbosity), ("profile", .profile), ("layout", .layout), ("prompt", .prompt),
            ("command", .command), ("speak", .speak), ("sounds", .sounds), ("bell", .bell), ("braille", .braille),
            ("language", .language), ("today", .today), ("now", .now), ("update", .update), ("format", .format),
            ("list", .list), ("help", .help), ("version", .version), ("check", .check), ("record", .record),
            ("export", .export), ("import", .import), ("recover", .recover), ("copy", .copy),
            ("stoppedExport", .stoppedExport), ("stoppedImport", .stoppedImport(a(1))), ("stoppedCopy", .stoppedCopy(a(1))),
            ("stoppedRecover", .stoppedRecover(a(1))), ("storeEmpty", .storeEmpty), ("operandEmpty", .operandEmpty(mode: a(1), placeholder: a(2))), ("importedListName", .importedListName), ("outputLost", .outputLost(a(1))), ("recoverUnreadable", .recoverUnreadable(a(1), a(2), a(3))), ("storeInMemoryName", .storeInMemoryName(a(1))),
        ]
        return named.map { ("commandLine.\($0.0)", $0.1) }
            + CommandLinePlaceholder.allCases.map { ("commandLine.placeholder.\($0.english)", .placeholder($0)) }
    }
}
