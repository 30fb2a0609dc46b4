// The language spoken and where it came from, as one case of `Message`
// (`.language`), worded here in English and Spanish.

/// What the language command says: the language, and what chose it when something did.
public enum LanguageMessage: Sendable {
    /// Language: English.
    case plain
    /// Language: English, kept in this store.
    case kept
    /// Language: English, from --language.
    case fromOption
    /// Language: English, from {1}.
    case from(MessageArgument)

    var english: String {
        switch self {
        case .plain: return "Language: English."
        case .kept: return "Language: English, kept in this store."
        case .fromOption: return "Language: English, from --language."
        case .from(let a1): return "Language: English, from \(a1)."
        }
    }

    var spanish: String {
        switch self {
        case .plain: return "Idioma: español."
        case .kept: return "Idioma: español, guardado en este almacén."
        case .fromOption: return "Idioma: español, por --language."
        case .from(let a1): return "Idioma: español, por \(a1)."
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
