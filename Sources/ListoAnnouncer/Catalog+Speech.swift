import ListoModel

extension Catalog {
    /// listo's own voice in Spanish: the speech settings and why speech is off,
    /// under the English catalog's keys and with its arguments.
    static let speechSpanish: [String: Phrase] = [
        "speech.libraryMissing": "Sin voz: libspeechd no está instalado; listo sigue en silencio.",
        "speech.unreachable": "Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio.",
        "speech.stopped": "Sin voz: speech-dispatcher dejó de responder; listo sigue en silencio.",
        "default": "por defecto",
        "setting.speak.on": "Voz activada.",
        "setting.speak.off": "Voz desactivada.",
        "setting.sounds.on": "Sonidos activados.",
        "setting.sounds.off": "Sonidos desactivados.",
        "setting.voice": "Velocidad {1}, tono {2}, volumen {3}, voz {4}, idioma {5}.",
        "setting.rate": "Velocidad: {1}.",
        "setting.pitch": "Tono: {1}.",
        "setting.volume": "Volumen: {1}.",
        "setting.voiceName": "Voz: {1}.",
        "setting.voiceLanguage": "Idioma: {1}.",
    ]
}
