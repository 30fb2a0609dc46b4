import Foundation
import ListoModel
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Issue 25, point 1b: a number typed after a name matched several rows acts on
/// the row that was offered under that number, by its id, or is refused by name
/// when that row has gone; the line is never read again against what is there now.
@Suite struct NumberedChoiceTests {
    func titles(_ path: String) throws -> [String] {
        let store = try Store(.file(path), seed: false)
        let library = try store.loadLibrary(withRows: false)
        return try store.loadList(library.lists[0].id, readingUpTo: .max).sections[0].rows.map(\.title)
    }

    @Test(arguments: ["en", "es"])
    func theRowOfferedIsGoneSoTheChoiceIsRefusedByName(language: String) throws {
        let (a, b, path) = try Harness.twoOnOneStore(language: language)
        let add = language == "es" ? "añadir" : "add", delete = language == "es" ? "borrar" : "delete"
        let bread = language == "es" ? "Comprar pan" : "Buy bread"
        a.say("goto 1")
        a.say("\(add) \(bread)")
        let before = try titles(path)
        #expect(before.filter { $0 == bread }.count == 2, "\(before)")
        let asked = a.say("\(delete) \(bread)")
        #expect(asked.first?.hasPrefix("Error:") == true && asked.first?.contains("2") == true, "\(asked)")
        // The other session deletes the second of the two, the one a's 2 would choose.
        b.say("goto 1")
        b.say("goto 4")
        #expect(b.say(delete).first?.contains(bread) == true)
        #expect(try titles(path).filter { $0 == bread }.count == 1)
        let chosen = a.say("2")
        let gone = language == "es" ? "Error: Comprar pan se borró en otra sesión." : "Error: Buy bread was deleted elsewhere."
        #expect(chosen.first == gone, "\(chosen)")
        let after = try titles(path)
        #expect(after.filter { $0 == bread }.count == 1, "the first Buy bread is still there: \(after)")
    }

    @Test func theRowOfferedIsTheOneActedOnWhateverMovedMeanwhile() throws {
        let (a, b, path) = try Harness.twoOnOneStore()
        a.say("goto 1")
        a.say("add Buy bread")
        _ = a.say("rename Buy bread to Buy rye bread")
        // The other session puts the second Buy bread first: the numbers said are the rows offered, not the places now.
        b.say("goto 4")
        b.say("move top")
        #expect(try titles(path).first == "Buy bread")
        #expect(a.say("2").last == "Renamed Buy bread to Buy rye bread.")
        let now = try titles(path)
        #expect(now.first == "Buy rye bread", "the one that was second when offered, now first: \(now)")
        #expect(now.contains("Buy bread"))
    }
}

/// The row chosen travels in the command, by id: the line is parsed once and the
/// name found ambiguous is replaced by the row, nothing set aside for the rerun.
@Suite struct ChosenRowInTheCommandTests {
    let chosen = ChosenRow(text: "Buy bread", row: RowID(7), title: "Buy bread")

    func command(_ line: String) throws -> Command {
        try Grammar.parse(line).command().choosing(chosen)
    }

    @Test func theNameBecomesTheRowWhereverTheCommandNamesARow() throws {
        #expect(try command("delete Buy bread") == .delete(.row(.row(RowID(7), title: "Buy bread"))))
        #expect(try command("goto Buy bread") == .goto(.row(RowID(7), title: "Buy bread")))
        #expect(try command("move after Buy bread") == .move(.after(.row(RowID(7), title: "Buy bread"))))
        #expect(try command("pin Buy bread") == .pin(.row(RowID(7), title: "Buy bread")))
    }

    @Test func anotherNameOrANumberStaysAsTyped() throws {
        #expect(try command("delete Buy milk") == .delete(.row(.title("Buy milk"))))
        #expect(try command("delete 2") == .delete(.row(.number(2))))
    }

    @Test func aRenameReadsTheChosenRowInEachReadingThatNamesIt() throws {
        guard case .rename(let line) = try command("rename Buy bread to Buy rye bread") else {
            Issue.record("not a rename")
            return
        }
        let rows = line.readings.compactMap(\.row)
        #expect(rows.contains(.row(RowID(7), title: "Buy bread")), "\(line.readings)")
        #expect(!rows.contains(.title("Buy bread")), "\(line.readings)")
    }
}
