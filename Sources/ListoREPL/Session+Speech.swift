import ListoAnnouncer
import ListoModel

/// speak, sounds and voice: how listo's own voice sounds, kept in the store
/// between runs (a read-only store keeps them for this run only).
extension Session {
    /// Off is unchanged only when the store holds it off too: speech the server could not
    /// give is off for the run while the store keeps it on, and `speak off` clears that.
    func speakCommand(_ on: Bool?) throws -> [Announcement] {
        if let on, on == settings.speech.speak, try on == keptSpeech().speak { return [.unchanged(.setting(.speak(on)))] }
        if let on { try changeSpeech { $0.speak = on } }
        return [.setting(.speak(settings.speech.speak))]
    }

    func soundsCommand(_ on: Bool?) throws -> [Announcement] {
        if let on, on == settings.speech.sounds, try on == keptSpeech().sounds { return [.unchanged(.setting(.sounds(on)))] }
        if let on { try changeSpeech { $0.sounds = on } }
        return [.setting(.sounds(settings.speech.sounds))]
    }

    func voiceCommand(_ choice: VoiceChoice) throws -> [Announcement] {
        switch choice {
        case .all:
            return [.setting(.voice(settings.speech))]
        case .rate(let n):
            if let n, n == settings.speech.rate { return [.unchanged(.setting(.voiceRate(n)))] }
            if let n { try changeSpeech { $0.rate = n } }
            return [.setting(.voiceRate(settings.speech.rate))]
        case .pitch(let n):
            if let n, n == settings.speech.pitch { return [.unchanged(.setting(.voicePitch(n)))] }
            if let n { try changeSpeech { $0.pitch = n } }
            return [.setting(.voicePitch(settings.speech.pitch))]
        case .volume(let n):
            if let n, n == settings.speech.volume { return [.unchanged(.setting(.voiceVolume(n)))] }
            if let n { try changeSpeech { $0.volume = n } }
            return [.setting(.voiceVolume(settings.speech.volume))]
        case .name(let name):
            if let value = Session.chosen(name) {
                let voice = value.map(voiceNamed)
                if voice == settings.speech.voice { return [.unchanged(.setting(.voiceName(voice)))] }
                try changeSpeech { $0.voice = voice }
            }
            return [.setting(.voiceName(settings.speech.voice))]
        case .language(let code):
            if let value = Session.chosen(code) {
                let language = value?.lowercased()
                if language == settings.speech.language { return [.unchanged(.setting(.voiceLanguage(language)))] }
                try changeSpeech { $0.language = language }
            }
            return [.setting(.voiceLanguage(settings.speech.language))]
        case .list(let which):
            return [try voiceList(which)]
        }
    }

    /// The voices for a language, said as speech-dispatcher names them: the voices
    /// themselves, with a count of their variants (espeak-ng offers thousands).
    private func voiceList(_ which: SpeechName) throws -> Announcement {
        let all: [SynthesisVoice]
        switch environment.synthesisVoices() {
        case .success(let voices): all = voices
        case .failure(let failure): return .speechUnavailable(failure.problem)
        }
        let code: String?
        switch which {
        case .current: code = settings.speech.language ?? settings.language.rawValue
        case .standard: code = nil
        case .named(let typed): code = typed
        }
        let wanted = all.filter { voice in
            guard let code else { return true }
            let spoken = Names.key(voice.language), wanted = Names.key(code)
            return spoken == wanted || spoken.hasPrefix(wanted + "-")
        }
        let voices = wanted.filter { $0.variant == nil }
        return .voices(language: code, voices, variants: wanted.count - voices.count)
    }

    /// A voice as the synthesizer spells it, when one of its voices has the name typed under the one name rule.
    private func voiceNamed(_ typed: String) -> String {
        guard case .success(let voices) = environment.synthesisVoices() else { return typed }
        return voices.first(named: typed) { $0.name }?.name ?? typed
    }

    /// nil: nothing to change; `.some(nil)`: back to the synthesizer's default.
    private static func chosen(_ name: SpeechName) -> String?? {
        switch name {
        case .current: return nil
        case .standard: return .some(nil)
        case .named(let text): return .some(text)
        }
    }

    /// The speech settings the store keeps for later runs. They differ from the session's
    /// where this run alone turned speech or sounds on (`--speak`, `--sounds`) or off (a
    /// server that could not be reached); a read-only store keeps the session's.
    private func keptSpeech() throws -> SpeechSettings {
        store.isReadOnly ? settings.speech : SpeechSettings(stored: try store.settings())
    }

    /// Saves first, so a change that can't be kept is refused whole. The change is made to
    /// what the store keeps, so that what holds for this run alone is not saved with it.
    private func changeSpeech(_ change: (inout SpeechSettings) -> Void) throws {
        var changed = settings.speech
        change(&changed)
        if !store.isReadOnly {
            var kept = try keptSpeech()
            change(&kept)
            try store.saveSettings(kept.stored)
        }
        settings.speech = changed
    }
}
