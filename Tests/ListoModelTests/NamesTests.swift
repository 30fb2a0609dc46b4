import ListoModel
import Testing

/// The one name rule: one key, case and accents aside, for every name typed.
@Suite struct NamesTests {
    static let same: [(String, String)] = [
        ("Artículos", "articulos"), ("ARTICULOS", "Artículos"), ("Próximos", "PROXIMOS"), ("Categoría", "categoria"),
        ("Leído", "leido"), ("último", "ULTIMO"), ("español", "Espanol"), ("Añadir", "anadir"), ("Pingüino", "pinguino"),
        ("Café Crème", "cafe creme"), ("Shopping", "shopping"), ("Due", "DUE"), ("en-US", "en-us"),
    ]
    static let different: [(String, String)] = [
        ("Artículos", "Articulo"), ("Café", "Cafe crème"), ("Done", "Don"), ("Té verde", "Teverde"),
    ]

    @Test(arguments: same) func namesThatAreOneName(_ a: String, _ b: String) {
        #expect(Names.same(a, b))
        #expect(Names.key(a) == Names.key(b))
    }

    @Test(arguments: different) func namesThatAreTwo(_ a: String, _ b: String) {
        #expect(!Names.same(a, b))
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
}
