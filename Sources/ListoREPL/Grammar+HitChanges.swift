/// What the changes to one row reach of a filter read a page at a time (`HitReach`):
/// the row they change, named by a dot or its number among the rows let through, and
/// the rows beside it; a row named by its title is found in the filter whole.
extension Grammar {
    /// rename and note: the one row every reading of the line names, by a dot or a
    /// number, or the focused row; nil (the filter whole) where a reading names a title
    /// or two readings name different numbers.
    static func hitsNamed(_ line: RowAndText) -> HitReach? {
        var named: RowReference?
        var byTitle = false
        line.eachReading { reading in
            switch reading.row {
            case nil, .focused?: return true
            case .number(let n)?:
                if let named, named != .number(n) { byTitle = true } else { named = .number(n) }
                return !byTitle
            default:
                byTitle = true
                return false
            }
        }
        return byTitle ? nil : .row(named)
    }

    /// move: up, down, top, bottom and to N stay beside the focused row (N counts the rows
    /// let through in its section); before or after a row by its number reads that row too.
    /// Any other move (to a section, a list, inside a row, beside a row by title) reads the filter whole.
    static func hitsMoving(_ command: Command) -> HitReach? {
        guard case .move(let move) = command else { return nil }
        switch move {
        case .up, .down, .top, .bottom, .to: return .row(nil)
        case .before(let row), .after(let row):
            switch row {
            case .focused: return .row(nil)
            case .number(let n): return .number(n)
            default: return nil
            }
        default: return nil
        }
    }
}
