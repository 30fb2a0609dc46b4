import ListoAnnouncer
import ListoModel

/// Where spoken utterances go: speech-dispatcher for a person, silence for a
/// transcript, a recorder for a test.
public protocol SpeechChannel: AnyObject {
    /// Stops what is still being said and drops what is queued, so a fast user is never kept waiting.
    func interrupt() throws(SpeechFailure)
    /// Says the utterances in order, in the person's voice shifted by each line's `Voice`.
    func say(_ utterances: [Utterance], settings: SpeechSettings) throws(SpeechFailure)
    /// The synthesis voices the server offers, for `voice list`.
    func voices() throws(SpeechFailure) -> [SynthesisVoice]
}

public struct SpeechFailure: Error, Equatable {
    public var problem: SpeechProblem
    public init(_ problem: SpeechProblem) { self.problem = problem }
}

/// Opens a channel when speech or sounds are first wanted.
public typealias SpeechConnector = () -> Result<any SpeechChannel, SpeechFailure>

/// A channel that says nothing: transcripts and tests hear listo's words, not its voice.
public final class SilentSpeech: SpeechChannel {
    public init() {}
    public func interrupt() throws(SpeechFailure) {}
    public func say(_ utterances: [Utterance], settings: SpeechSettings) throws(SpeechFailure) {}
    public func voices() throws(SpeechFailure) -> [SynthesisVoice] { [] }
    public static func connector() -> Result<any SpeechChannel, SpeechFailure> { .success(SilentSpeech()) }
}
