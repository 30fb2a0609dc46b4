import ListoTestSupport
import Testing

/// A word a command does not take is said back as it was typed, its case kept: new Tasks
/// was refused for "tasks", a name the person never typed, and nueva Compra for "compra".
@Suite struct FirstWordAsTypedTests {
    static let cases: [(language: String, line: String, said: String)] = [
        ("en", "new Tasks", "Error: new does not take \"Tasks\". Usage: new list NAME, or new list NAME like LIST."),
        ("en", "new Shelf Milk", "Error: new does not take \"Shelf\". Usage: new list NAME, or new list NAME like LIST."),
        ("en", "new ÑANDÚ", "Error: new does not take \"ÑANDÚ\". Usage: new list NAME, or new list NAME like LIST."),
        ("en", "new \"Big Shop\" now", "Error: new does not take \"Big Shop\". Usage: new list NAME, or new list NAME like LIST."),
        ("es", "nueva Compra", "Error: nueva no admite \"Compra\". Uso: nueva lista NOMBRE, o nueva lista NOMBRE como LISTA."),
        ("es", "nueva Balda Leche", "Error: nueva no admite \"Balda\". Uso: nueva lista NOMBRE, o nueva lista NOMBRE como LISTA."),
    ]

    @Test(arguments: cases.indices)
    func theWordIsSaidAsTyped(_ index: Int) throws {
        let c = Self.cases[index]
        let h = try Harness(arguments: ["--demo", "--language", c.language])
        #expect(h.say(c.line) == [c.said], "\(c.line)")
    }
}
