/// How listo's own voice sounds and whether it plays sound cues: a person's
/// choices, kept between runs under the names in `stored`.
public struct SpeechSettings: Hashable, Sendable {
    public var speak = false
    public var sounds = false
    /// speech-dispatcher's scale: -100 to 100, 0 the synthesizer's default.
    public var rate = 0
    public var pitch = 0
    public var volume = 0
    /// A synthesis voice's name, as speech-dispatcher lists them; nil for the default.
    public var voice: String?
    /// A language code such as en or es; nil for the synthesizer's default.
    public var language: String?

    public static let scale = -100...100

    public init() {}

    /// Reads the values kept between runs, ignoring any that don't parse.
    public init(stored: [String: String]) {
        func number(_ name: String) -> Int? { stored[name].flatMap(Int.init).flatMap { SpeechSettings.scale.contains($0) ? $0 : nil } }
        speak = stored["speech.speak"] == "on"
        sounds = stored["speech.sounds"] == "on"
        rate = number("speech.rate") ?? 0
        pitch = number("speech.pitch") ?? 0
        volume = number("speech.volume") ?? 0
        voice = stored["speech.voice"]
        language = stored["speech.language"]
    }

    /// Every value under its name; nil removes a name, so the default is not stored.
    public var stored: [String: String?] {
        [
            "speech.speak": speak ? "on" : "off",
            "speech.sounds": sounds ? "on" : "off",
            "speech.rate": String(rate),
            "speech.pitch": String(pitch),
            "speech.volume": String(volume),
            "speech.voice": voice,
            "speech.language": language,
        ]
    }
}
