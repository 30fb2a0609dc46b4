import CSpeechDispatcher
import Glibc
import ListoAnnouncer
import ListoModel

/// listo's voice through speech-dispatcher, the speech server Linux screen readers
/// share. Each line's voice is reached by sending only the parameters that differ
/// from the last line's, so a run of rows costs no settings at all.
public final class SpeechDispatcher: SpeechChannel {
    private let handle: OpaquePointer
    private var applied: Parameters?

    /// The parameters speech-dispatcher holds for this connection.
    struct Parameters: Equatable {
        var rate: Int
        var pitch: Int
        var volume: Int
        /// A synthesis voice by name, or a voice type (SPDVoiceType).
        var speaker: Speaker
        var language: String?

        enum Speaker: Equatable {
            case named(String)
            case type(listo_speech_voice_type)
        }

        init(_ settings: SpeechSettings, _ voice: Voice) {
            let shift = voice.shift
            func clamp(_ n: Int) -> Int { min(max(n, SpeechSettings.scale.lowerBound), SpeechSettings.scale.upperBound) }
            rate = clamp(settings.rate + shift.rate)
            pitch = clamp(settings.pitch + shift.pitch)
            volume = clamp(settings.volume + shift.volume)
            if voice.otherSpeaker {
                speaker = .type(LISTO_SPEECH_FEMALE1)
            } else {
                speaker = settings.voice.map { .named($0) } ?? .type(LISTO_SPEECH_MALE1)
            }
            language = settings.language
        }
    }

    private init(handle: OpaquePointer) { self.handle = handle }

    deinit { listo_speech_close(handle) }

    /// Connects to the server at `socket` (a Unix socket's path), or where
    /// SPEECHD_ADDRESS or the user's default says. Only the default address starts
    /// a server that is not running, as screen readers do; a given one is the caller's.
    public static func connector(socket: String? = nil, environment: [String: String]) -> SpeechConnector {
        {
            // A server that goes away would otherwise end listo with SIGPIPE on the next line.
            signal(SIGPIPE, SIG_IGN)
            let autospawn: Int32 = socket == nil && environment["SPEECHD_ADDRESS"] == nil ? 1 : 0
            var error: UnsafeMutablePointer<CChar>?
            guard let handle = listo_speech_open("listo", socket, autospawn, &error) else {
                let reason = error.map { String(cString: $0) } ?? ""
                free(error)
                return .failure(SpeechFailure(reason.hasPrefix("libspeechd") ? .libraryMissing : .unreachable))
            }
            return .success(SpeechDispatcher(handle: handle))
        }
    }

    public func interrupt() throws(SpeechFailure) {
        try check(listo_speech_cancel(handle))
    }

    /// Lines and cues go at the `message` priority, which speech-dispatcher queues in
    /// order (`text` would let each line cut off the one before). A refusal that
    /// opens an answer goes at `important`, over other programs' speech; after
    /// other lines it waits its turn, since `important` would cut off the line
    /// being said. `interrupt` cancels both.
    public func say(_ utterances: [Utterance], settings: SpeechSettings) throws(SpeechFailure) {
        let jumping = utterances.prefix { $0.urgent }.count
        for (i, utterance) in utterances.enumerated() {
            let priority = i < jumping ? LISTO_SPEECH_IMPORTANT : LISTO_SPEECH_MESSAGE
            switch utterance {
            case .line(let text, let voice, _):
                try use(Parameters(settings, voice))
                try check(listo_speech_say(handle, priority, text))
            case .cue(let cue, _):
                try check(listo_speech_sound_icon(handle, priority, cue.iconName))
            }
        }
    }

    /// speech-dispatcher's synthesis voices; a variant of "none" is the voice itself.
    public func voices() throws(SpeechFailure) -> [SynthesisVoice] {
        guard let text = listo_speech_voices(handle) else { throw SpeechFailure(.stopped) }
        defer { free(text) }
        return String(cString: text).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, !parts[0].isEmpty else { return nil }
            let variant = parts.count > 2 && !parts[2].isEmpty && parts[2] != "none" ? parts[2] : nil
            return SynthesisVoice(name: parts[0], language: parts[1], variant: variant)
        }
    }

    private func use(_ wanted: Parameters) throws(SpeechFailure) {
        let old = applied
        if let language = wanted.language, old?.language != language { try check(listo_speech_set_language(handle, language)) }
        if old?.speaker != wanted.speaker {
            switch wanted.speaker {
            case .named(let name): try check(listo_speech_set_synthesis_voice(handle, name))
            case .type(let type): try check(listo_speech_set_voice_type(handle, type))
            }
        }
        if old?.rate != wanted.rate { try check(listo_speech_set_number(handle, LISTO_SPEECH_RATE, Int32(wanted.rate))) }
        if old?.pitch != wanted.pitch { try check(listo_speech_set_number(handle, LISTO_SPEECH_PITCH, Int32(wanted.pitch))) }
        if old?.volume != wanted.volume { try check(listo_speech_set_number(handle, LISTO_SPEECH_VOLUME, Int32(wanted.volume))) }
        applied = wanted
    }

    private func check(_ result: Int32) throws(SpeechFailure) {
        if result != 0 { throw SpeechFailure(.stopped) }
    }
}
