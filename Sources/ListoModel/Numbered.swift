extension Collection {
    /// The element a person calls number `n`, 1 for the first; nil for any other
    /// number, however large or small, with no arithmetic that could overflow.
    public func element(numbered n: Int) -> Element? {
        guard n >= 1, n <= count else { return nil }
        return self[index(startIndex, offsetBy: n - 1)]
    }
}
