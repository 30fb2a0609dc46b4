// The rows outside any section, numbered among the sections as section 1 while
// they are there, all gone: said, so a section never vanishes unsaid. One case of
// `Message` (`.worded`), in English and Spanish.

/// What is said when a list's last row outside any section leaves it.
public enum UnsectionedMessage: WordedMessage {
    /// Outside any section: no rows left. {1} has {2} sections, numbered from 1.
    case noneLeft(MessageArgument, Int)

    public var english: String {
        switch self {
        case .noneLeft(let list, let n):
            return n == 1 ? "Outside any section: no rows left. \(list) has 1 section, now section 1."
                : "Outside any section: no rows left. \(list) has \(n) sections, numbered from 1."
        }
    }

    public var spanish: String {
        switch self {
        case .noneLeft(let list, let n):
            return n == 1 ? "Fuera de toda sección: no quedan filas. \(list) tiene 1 sección, ahora la sección 1."
                : "Fuera de toda sección: no quedan filas. \(list) tiene \(n) secciones, numeradas desde 1."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: UnsectionedMessage)] {
        [("unsectioned.noneLeftOne", .noneLeft(a(1), 1)), ("unsectioned.noneLeftMany", .noneLeft(a(1), 3))]
    }
}
