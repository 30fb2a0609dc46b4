/// Gapped positions: a move writes one row, and only when two neighbours have no
/// room left between them is the section respaced, inside the same change.
public enum Positions {
    public static let gap: Int64 = 1 << 16

    public static func spaced(_ index: Int) -> Int64 { Int64(index + 1) * gap }

    /// A gap after `last`, or the last position there is when a store holds one so far on:
    /// lists and sections may share a position, and a number read from a file never overflows.
    public static func after(_ last: Int64) -> Int64 { last <= Int64.max - gap ? last + gap : Int64.max }

    /// A position strictly between two others, or nil when there is no room.
    public static func between(_ low: Int64?, _ high: Int64?) -> Int64? {
        switch (low, high) {
        case (nil, nil): return gap
        case (let l?, nil): return l <= Int64.max - gap ? l + gap : nil
        case (nil, let h?): return h > Int64.min + gap ? h - gap : nil
        case (let l?, let h?):
            let (width, overflow) = h.subtractingReportingOverflow(l)
            let mid = overflow ? l / 2 + h / 2 : l + width / 2
            return mid > l && mid < h ? mid : nil
        }
    }
}
