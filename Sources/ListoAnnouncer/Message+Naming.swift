// What a command says of the name it was given, where that name is no name or
// names where the person already is: quotes with nothing between them, a list
// opened that is open, a list with no section to put a row in. One case of
// `Message` (`.naming`), worded here in English and Spanish.

/// What is said of a name given to a command that names nothing new.
public enum NamingMessage: Sendable {
    /// {1} needs a title between the quotes.
    /// Quotes with nothing between them are refused as empty, never looked up as a row.
    case emptyTitle(MessageArgument)
    /// {1} needs a section name between the quotes.
    case emptySectionName(MessageArgument)
    /// {1} needs text between the quotes.
    /// `find ""`, `search ""`, `filter ""`: no words to look for, refused as `goto ""` is.
    case emptyText(MessageArgument)
    /// {1} is open, {2}.: the list opened is the one open, focus on its title; {2} is
    /// what its title says after its name (2 sections, 5 rows).
    case alreadyOpen(MessageArgument, MessageArgument)
    /// {1} has no sections: open it and type section add NAME first.
    /// A row moved to a list whose sections were all deleted, or imported with none.
    case noSectionsToMoveTo(MessageArgument)
    /// {1} has no sections: type section add NAME first.
    /// A row added in such a list.
    case noSectionsToAddTo(MessageArgument)
    /// {1} has no section "{2}". Its sections: {3}.: a section named in another list
    /// (move to list L section S), whose sections `sections` would not read.
    case noSectionIn(MessageArgument, MessageArgument, MessageArgument)
    /// {1} has no section "{2}", and no named sections.
    case noSectionInNone(MessageArgument, MessageArgument)

    var english: String {
        switch self {
        case .emptyTitle(let a1): return "\(a1) needs a title between the quotes."
        case .emptySectionName(let a1): return "\(a1) needs a section name between the quotes."
        case .emptyText(let a1): return "\(a1) needs text between the quotes."
        case .alreadyOpen(let a1, let a2): return "\(a1) is open, \(a2)."
        case .noSectionsToMoveTo(let a1): return "\(a1) has no sections: open it and type section add NAME first."
        case .noSectionsToAddTo(let a1): return "\(a1) has no sections: type section add NAME first."
        case .noSectionIn(let a1, let a2, let a3): return "\(a1) has no section \"\(a2)\". Its sections: \(a3)."
        case .noSectionInNone(let a1, let a2): return "\(a1) has no section \"\(a2)\", and no named sections."
        }
    }

    var spanish: String {
        switch self {
        case .emptyTitle(let a1): return "\(a1) necesita un título entre las comillas."
        case .emptySectionName(let a1): return "\(a1) necesita un nombre de sección entre las comillas."
        case .emptyText(let a1): return "\(a1) necesita un texto entre las comillas."
        case .alreadyOpen(let a1, let a2): return "\(a1) ya está abierta, \(a2)."
        case .noSectionsToMoveTo(let a1): return "\(a1) no tiene secciones: ábrela y escribe sección añadir NOMBRE antes."
        case .noSectionsToAddTo(let a1): return "\(a1) no tiene secciones: escribe sección añadir NOMBRE antes."
        case .noSectionIn(let a1, let a2, let a3): return "\(a1) no tiene la sección \"\(a2)\". Sus secciones: \(a3)."
        case .noSectionInNone(let a1, let a2): return "\(a1) no tiene la sección \"\(a2)\" ni ninguna con nombre."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: NamingMessage)] {
        [
            ("naming.emptyTitle", .emptyTitle(a(1))),
            ("naming.emptySectionName", .emptySectionName(a(1))),
            ("naming.emptyText", .emptyText(a(1))),
            ("naming.alreadyOpen", .alreadyOpen(a(1), a(2))),
            ("naming.noSectionsToMoveTo", .noSectionsToMoveTo(a(1))),
            ("naming.noSectionsToAddTo", .noSectionsToAddTo(a(1))),
            ("naming.noSectionIn", .noSectionIn(a(1), a(2), a(3))),
            ("naming.noSectionInNone", .noSectionInNone(a(1), a(2))),
        ]
    }
}
