extension Announcer {
    /// The lists a shortened name offers, one a line by their numbers, then how to go
    /// on: said after the refusal's line, one list a line, as the rows a name offers are.
    func offeredLists(_ refusal: Refusal) -> [String] {
        let candidates: [String]
        let last: ListChoiceMessage
        switch refusal {
        case .ambiguousList(_, let offered, _): (candidates, last) = (offered, .howToOpen)
        case .listNeedsWholeName(_, let offered, _, _): (candidates, last) = (offered, .typeWholeName)
        default: return []
        }
        return candidates.enumerated().map { t(.choice(.offered($0.offset + 1, $0.element))) } + [t(.listChoice(last))]
    }
}
