// The language spoken and where it came from, as one case of `Message`
// (`.language`), worded here in English and Spanish.

/// What the language command says: the language, and what chose it when something did.
public enum LanguageMessage: Sendable {
    /// Language: English.
    case plain
    /// Language kept in this store: English.
    case kept
    /// Language set by --language: English.
    case fromOption
    /// Language from {1}: English.
    case from(MessageArgument)

    var english: String {
        switch self {
        case .plain: return "Language: English."
        case .kept: return "Language kept in this store: English."
        case .fromOption: return "Language set by --language: English."
        case .from(let a1): return "Language from \(a1): English."
        }
    }

    var spanish: String {
        switch self {
        case .plain: return "Idioma: español."
        case .kept: return "Idioma del almacén: español."
        case .fromOption: return "Idioma de --language: español."
        case .from(let a1): return "Idioma de \(a1): español."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: LanguageMessage)] {
        [
            ("settingLanguage", .plain),
            ("settingLanguageKept", .kept),
            ("settingLanguageFromOption", .fromOption),
            ("settingLanguageFrom", .from(a(1))),
        ]
    }
}
