import ListoModel

/// The arguments of voice.
extension Grammar {
    /// voice: a keyword, then what it takes; its usage is one sentence in each language.
    static let voiceWays = ArgumentDescriptor<Command>.ways(
        .nothing(.voice(.all)),
        .keyword(Keyword("rate", "velocidad"), then: level("rate", "velocidad")) { .voice(.rate($0)) },
        .keyword(Keyword("pitch", "tono"), then: level("pitch", "tono")) { .voice(.pitch($0)) },
        .keyword(Keyword("volume", "volumen"), then: level("volume", "volumen")) { .voice(.volume($0)) },
        // Names hold spaces and brackets, as voice list says them: English (America).
        .keyword(Keyword("name", "nombre"), then: speechName(Said("voice name NAME or default", "voz nombre NOMBRE o predeterminada")) { !$0.isNewline }) {
            .voice(.name($0))
        },
        .keyword(Keyword("language", "idioma"), then: speechName(Said("voice language CODE or default, as en or es", "voz idioma CÓDIGO o predeterminada, como en o es")) {
            $0.isLetter || $0 == "-" || $0 == "_"
        }) { .voice(.language($0)) },
        .keyword(.list, then: .reading([[.name]], keywords: [.all], claims: { _ in true }) { a -> SpeechName in
            if a.text.isEmpty { return .current }
            if a.is("all") { return .standard }
            guard a.text.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
                throw ArgumentProblem.bad(a.text, usage: Said("voice list, voice list CODE as fr, or voice list all", "voz lista, voz lista CÓDIGO como fr, o voz lista todas"))
            }
            return .named(a.text)
        }) { .voice(.list($0)) }
    ).saying(Said("voice, voice rate, pitch or volume and N or default, voice name NAME or default, voice language CODE or default, or voice list",
                  "voz, voz velocidad, tono o volumen y N o predeterminada, voz nombre NOMBRE o predeterminada, voz idioma CÓDIGO o predeterminada, o voz lista"))

    /// A level of the voice from -100 to 100, default (the synthesizer's own, the
    /// middle of the scale), or nothing to hear it.
    private static func level(_ word: String, _ spanish: String) -> ArgumentDescriptor<Int?> {
        .reading([[.example("N")]], keywords: [.byDefault], claims: { _ in true }) { a in
            if a.text.isEmpty { return nil }
            if a.is("default") { return 0 }
            guard let n = Int(a.text), SpeechSettings.scale.contains(n) else {
                throw ArgumentProblem.bad(a.text, usage: Said("voice \(word) N, N from -100 to 100, or default", "voz \(spanish) N, N de -100 a 100, o predeterminada"))
            }
            return n
        }
    }

    /// A voice's name or a language, default, or nothing to hear it.
    private static func speechName(_ usage: Said, allowed: @escaping @Sendable (Character) -> Bool) -> ArgumentDescriptor<SpeechName> {
        .reading([[.name]], keywords: [.byDefault], claims: { _ in true }) { a in
            if a.text.isEmpty { return .current }
            if a.is("default") { return .standard }
            guard a.text.allSatisfy(allowed) else { throw ArgumentProblem.bad(a.text, usage: usage) }
            return .named(a.text)
        }
    }
}
