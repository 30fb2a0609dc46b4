/// Stable identity for every stored thing. Ids come from one counter in the store,
/// so they are never reused, and they are what crosses an operation boundary:
/// a number the user typed is turned into one of these before the model is touched.
public struct ListID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var raw: Int64
    public init(_ raw: Int64) { self.raw = raw }
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    public var description: String { "list#\(raw)" }
}

public struct SectionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var raw: Int64
    public init(_ raw: Int64) { self.raw = raw }
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    public var description: String { "section#\(raw)" }
}

public struct RowID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var raw: Int64
    public init(_ raw: Int64) { self.raw = raw }
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    public var description: String { "row#\(raw)" }
}
