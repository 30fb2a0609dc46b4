/// What the changes to one row reach of a filter read a page at a time (`HitReach`):
/// the row they change, named by a dot or its number among the rows let through, and
/// the rows beside it; a row named by its title is found through the title index.
extension Grammar {
    /// rename and note: the one row the line's readings name, by a dot or a number, or
    /// the focused row; or the one title they name, found through the title index
    /// (Session+TitledHits.swift), the focused row being read as it is for any; nil (the
    /// filter whole) where readings name two titles, two numbers, or a title and a number.
    static func hitsNamed(_ line: RowAndText) -> HitReach? {
        var numbers: Set<Int> = []
        var titles: Set<String> = []
        var other = false
        line.eachReading { reading in
            switch reading.row {
            case nil, .focused?: break
            case .number(let n)?: numbers.insert(n)
            case .title(let t)?: titles.insert(t)
            default: other = true
            }
            return !other && numbers.count + titles.count <= 1
        }
        guard !other, numbers.count + titles.count <= 1 else { return nil }
        if let n = numbers.first { return .row(.number(n)) }
        if let t = titles.first { return .row(.title(t)) }
        return .row(nil)
    }

    /// move: up, down, top, bottom and to N stay beside the focused row (N counts the rows
    /// let through in its section); before or after a row by its number reads that row too,
    /// and a row by its title is found through the title index (Session+TitledHits.swift).
    /// To a section or another list reaches the focused row, or the rows selected by their
    /// ids where the move takes the selection (`HitReach.movingAway`): the end of the section
    /// they go to is read by the move itself, and the row focus goes to as after any change.
    /// Inside a row (`move to ROW`) reads the filter whole: the filter over a list holding
    /// a row inside another, as the move leaves it, is read whole (`pagedFilter`).
    static func hitsMoving(_ command: Command) -> HitReach? {
        if case .moveSelection(let move) = command {
            switch move {
            case .toSection, .toList: return .movingAway(named: true)
            default: return nil
            }
        }
        guard case .move(let move) = command else { return nil }
        switch move {
        case .up, .down, .top, .bottom, .to: return .row(nil)
        case .toSection, .toList: return .movingAway(named: false)
        case .before(let row), .after(let row):
            switch row {
            case .focused: return .row(nil)
            case .number(let n): return .number(n)
            case .title, .row: return .row(row)
            }
        case .into: return nil
        }
    }
}
