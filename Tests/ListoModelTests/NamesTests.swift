import ListoModel
import Testing

/// The one name rule: one key, case and accents aside (ñ is a letter), for every name typed.
@Suite struct NamesTests {
    static let same: [(String, String)] = [
        ("Artículos", "articulos"), ("ARTICULOS", "Artículos"), ("Próximos", "PROXIMOS"), ("Categoría", "categoria"),
        ("Leído", "leido"), ("último", "ULTIMO"), ("español", "ESPAÑOL"), ("Añadir", "AÑADIR"), ("Pingüino", "pinguino"),
        ("An\u{303}o", "año"), ("Ñandú", "ñandu"),
        ("Café Crème", "cafe creme"), ("Shopping", "shopping"), ("Due", "DUE"), ("en-US", "en-us"),
    ]
    static let different: [(String, String)] = [
        ("Artículos", "Articulo"), ("Café", "Cafe crème"), ("Done", "Don"), ("Té verde", "Teverde"),
        // ñ is a letter of its own in Spanish, not an accented n: año (year) and ano are two words.
        ("Año", "Ano"), ("ñ", "n"), ("Ñ", "n"), ("español", "espanol"), ("Añadir", "anadir"),
    ]

    @Test(arguments: same) func namesThatAreOneName(_ a: String, _ b: String) {
        #expect(Names.same(a, b))
        #expect(Names.key(a) == Names.key(b))
    }

    @Test(arguments: different) func namesThatAreTwo(_ a: String, _ b: String) {
        #expect(!Names.same(a, b))
    }

    /// A name taken gets the first number free after it, as a second copy of a file
    /// does; taken is by the one name rule, so IMPORTED takes Imported.
    static let free: [(base: String, taken: [String], given: String)] = [
        ("Imported", [], "Imported"),
        ("Imported", ["Tasks"], "Imported"),
        ("Imported", ["Imported"], "Imported 2"),
        ("Imported", ["IMPORTED"], "Imported 2"),
        ("Imported", ["Imported", "Imported 2"], "Imported 3"),
        ("Imported", ["Imported", "Imported 3"], "Imported 2"),
        ("Imported", ["Imported 2"], "Imported"),
        ("Importada", ["importada", "Importada 2", "IMPORTADA 3"], "Importada 4"),
    ]

    @Test(arguments: free.indices) func aTakenNameGetsTheFirstNumberFree(_ index: Int) {
        let c = Self.free[index]
        #expect(Names.free(c.base, among: c.taken) == c.given)
    }

    /// Lists, sections, fields and actions are found by the rule, as rows are.
    @Test func everyKindOfNameFindsItsThing() {
        var settings = ListSettings()
        settings.fields = [FieldDeclaration("Categoría", .text)]
        #expect(settings.field(named: "CATEGORIA")?.name == "Categoría")
        #expect(Language(named: "Español") == .es)
        #expect(Language(named: "INGLES") == .en)
        #expect(Language(named: "es") == .es)
        #expect(Language(named: "francés") == nil)
    }

    /// The store's title index keys ñ as n, as its word index does: a look-up by it
    /// finds every row a name may be, which the name's own key then narrows.
    @Test func theIndexKeyIsLooserThanTheName() {
        #expect(Names.indexKey("Año") == Names.indexKey("ano"))
        #expect(Names.key("Año") != Names.key("ano"))
        #expect(Names.indexKey("Café") == Names.key("Café"))
    }
}
