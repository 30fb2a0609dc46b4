// The rows outside any section, numbered among the sections as section 1 while
// they are there, all gone: said, so a section never vanishes unsaid. One case of
// `Message` (`.worded`), in English and Spanish.

/// What is said when a list's last row outside any section leaves it.
public enum UnsectionedMessage: WordedMessage {
    /// Last row outside any section gone. {1} has {2} sections, numbered from 1.
    case noneLeft(MessageArgument, Int)
    /// Outside any section: the rows outside any section, named where a section's header is said.
    case name
    /// {1} has no sections: {2} rows. Type section add and a name to add one.
    case noSections(MessageArgument, Int)
    /// {1} has no sections: {2} rows in filter {3}. Type section add and a name to add one.
    case noSectionsInFilter(MessageArgument, Int, MessageArgument)
    /// Undid {1}: back outside any section. A move undone to the rows without a header.
    case undidBack(MessageArgument)
    /// Redid {1}: now outside any section.
    case redidNow(MessageArgument)

    public var english: String {
        switch self {
        case .noneLeft(let list, let n):
            return n == 1 ? "Last row outside any section gone. \(list) has 1 section, now section 1."
                : "Last row outside any section gone. \(list) has \(n) sections, numbered from 1."
        case .name: return "Outside any section"
        case .noSections(let list, let n):
            let rows = n == 0 ? "no rows" : n == 1 ? "1 row" : "\(n) rows"
            return "\(list) has no sections: \(rows). Type section add and a name to add one."
        case .noSectionsInFilter(let list, let n, let filter):
            return "\(list) has no sections: \(n == 1 ? "1 row" : "\(n) rows") in filter \(filter). Type section add and a name to add one."
        case .undidBack(let step): return "Undid \(step): back outside any section."
        case .redidNow(let step): return "Redid \(step): now outside any section."
        }
    }

    public var spanish: String {
        switch self {
        case .noneLeft(let list, let n):
            return n == 1 ? "Ya no quedan filas fuera de toda sección. \(list) tiene 1 sección, ahora la sección 1."
                : "Ya no quedan filas fuera de toda sección. \(list) tiene \(n) secciones, numeradas desde 1."
        case .name: return "Fuera de toda sección"
        case .noSections(let list, let n):
            let rows = n == 0 ? "sin filas" : n == 1 ? "1 fila" : "\(n) filas"
            return "\(list) no tiene secciones: \(rows). Escribe sección añadir y un nombre para añadir una."
        case .noSectionsInFilter(let list, let n, let filter):
            return "\(list) no tiene secciones: \(n == 1 ? "1 fila" : "\(n) filas") en el filtro \(filter). Escribe sección añadir y un nombre para añadir una."
        case .undidBack(let step): return "Deshecho: \(step); de vuelta fuera de toda sección."
        case .redidNow(let step): return "Rehecho: \(step); ahora fuera de toda sección."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: UnsectionedMessage)] {
        [("unsectioned.noneLeftOne", .noneLeft(a(1), 1)), ("unsectioned.noneLeftMany", .noneLeft(a(1), 3)),
         ("unsectioned.name", .name),
         ("unsectioned.noSections", .noSections(a(1), 3)), ("unsectioned.noSectionsInFilter", .noSectionsInFilter(a(1), 3, a(2))),
         ("unsectioned.undidBack", .undidBack(a(1))), ("unsectioned.redidNow", .redidNow(a(1)))]
    }
}
