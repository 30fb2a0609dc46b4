import Foundation
import ListoStore
import ListoTestSupport
import Testing

/// The built listo on a store whose rows hold values no listo writes: a session
/// answers, export writes the rest and says what it left out on standard error,
/// and recover saves a copy without the damage, saying which values it left out.
@Suite struct DamagedValueFileTests {
    static func damagedStore(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("damaged.db").path
        let store = try Store(.file(path), seed: true)
        try store.executeForTesting("""
            UPDATE rows SET schedule = 'every 9223372036854775807 weeks' WHERE title = 'Buy bread';
            UPDATE rows SET fields = '{"due": "9999999-99-99"}' WHERE title = 'Call Ana';
            """)
        store.close()
        return path
    }

    static let leftOut = "2 damaged values left out: the schedule of Buy bread and the field due of Call Ana."

    @Test func aSessionAnswersEveryCommand() throws {
        let path = try Self.damagedStore(in: Fixture.temporaryFolder())
        let result = try runListo(["--store", path, "--echo", "-c", "lists; open Articles; where; open Tasks; goto 2; read"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("Error:") && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Buy bread's schedule is damaged: listo reads it as none."), "\(result.stdout)")
        #expect(result.stdout.contains("Call Ana's due is damaged: listo reads it as none."), "\(result.stdout)")
    }

    @Test func exportSaysWhatItLeftOut() throws {
        let path = try Self.damagedStore(in: Fixture.temporaryFolder())
        let result = try runListo(["--store", path, "export"])
        #expect(result.status == 0)
        #expect(result.stderr == Self.leftOut + "\n", "\(result.stderr)")
        #expect(result.stdout.contains("Buy bread") && !result.stdout.contains("9999999") && !result.stdout.contains("9223372036854775807"))
        let spanish = try runListo(["--store", path, "--language", "es", "export"])
        #expect(spanish.stderr == "2 datos dañados quedaron fuera: la programación de Buy bread y el campo due de Call Ana.\n", "\(spanish.stderr)")
    }

    @Test func recoverLeavesTheDamageOutAndSaysSo() throws {
        let folder = Fixture.temporaryFolder()
        let path = try Self.damagedStore(in: folder)
        let copy = folder.appendingPathComponent("copy.db").path
        let result = try runListo(["recover", path, copy])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("Recovered 4 lists, ") && result.stdout.hasSuffix("into \(copy). " + Self.leftOut + "\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("Nothing was lost"))
        // The copy is sound: nothing damaged is met in it, and nothing else was left out.
        let session = try runListo(["--store", copy, "-c", "lists; open Tasks; list all; goto 2; read"])
        #expect(session.status == 0 && !session.stdout.contains("damaged") && !session.stdout.contains("Error:"), "\(session.stdout)")
        #expect(session.stdout.contains("Buy bread") && session.stdout.contains("Call Ana"))
        let again = try runListo(["--store", copy, "export"])
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }
}
