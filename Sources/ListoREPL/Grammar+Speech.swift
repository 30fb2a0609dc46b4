import ListoModel

/// The arguments of speak, sounds and voice.
extension Grammar {
    static func voiceChoice(_ a: Arguments) throws -> VoiceChoice {
        let (word, rest) = a.split(among: ["rate", "pitch", "volume", "name", "language", "list"])
        func number() throws -> Int? {
            if rest.text.isEmpty { return nil }
            // Each number's default is the synthesizer's own, the middle of the scale.
            if rest.is("default") { return 0 }
            guard let n = Int(rest.text), SpeechSettings.scale.contains(n) else {
                let spanish = a.word(word, in: .es)
                throw ArgumentProblem.bad(
                    rest.text, usage: Said("voice \(word) N, N from -100 to 100, or default", "voz \(spanish) N, N de -100 a 100, o predeterminada"))
            }
            return n
        }
        func name(usage: Said, allowed: (Character) -> Bool) throws -> SpeechName {
            if rest.text.isEmpty { return .current }
            if rest.is("default") { return .standard }
            guard rest.text.allSatisfy(allowed) else { throw ArgumentProblem.bad(rest.text, usage: usage) }
            return .named(rest.text)
        }
        switch word {
        case "": return .all
        case "rate": return .rate(try number())
        case "pitch": return .pitch(try number())
        case "volume": return .volume(try number())
        // Names hold spaces and brackets, as voice list says them: English (America).
        case "name": return .name(try name(usage: Said("voice name NAME or default", "voz nombre NOMBRE o predeterminada")) { !$0.isNewline })
        case "language":
            return .language(try name(usage: Said("voice language CODE or default, as en or es", "voz idioma CÓDIGO o predeterminada, como en o es")) { $0.isLetter || $0 == "-" || $0 == "_" })
        case "list":
            if rest.text.isEmpty { return .list(.current) }
            if rest.is("all") { return .list(.standard) }
            guard rest.text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
                throw ArgumentProblem.bad(rest.text, usage: Said("voice list, voice list CODE as fr, or voice list all", "voz lista, voz lista CÓDIGO como fr, o voz lista todas"))
            }
            return .list(.named(rest.text))
        default: throw ArgumentProblem.bad(word)
        }
    }
}

extension Arguments {
    /// Nothing, on or off; anything else is refused with the usage.
    func optionalOnOff() throws -> Bool? {
        if text.isEmpty { return nil }
        if self.is("on") { return true }
        if self.is("off") { return false }
        throw ArgumentProblem.bad(text)
    }
}
