import Foundation
@testable import ListoREPL
import ListoStore
import ListoTestSupport
import Testing

/// Two sessions reading their lists as listo does, in windows: a section not yet
/// visited holds no rows here. A row another session changes there is heard against
/// what it was before the change, as the store's journal kept it, as a row of a
/// section read is: renamed, its notes, a state. Said against nothing, a row done
/// all along was heard `changed, now done` at every change.
@Suite struct UnreadSectionElsewhereTests {
    /// Both fresh on Tasks, read in windows: Completed not visited by either.
    static func twoReadingWindows(language: String = "en") throws -> (a: Harness, b: Harness) {
        let path = Fixture.temporaryFolder().appendingPathComponent("shared.db").path
        return (try Harness(arguments: ["--store", path, "--demo", "--language", language], windowRows: 0),
                try Harness(arguments: ["--store", path, "--language", language], windowRows: 0))
    }

    @Test(arguments: ["en", "es"])
    func aRowOfASectionNotVisitedIsHeardByWhatChanged(language: String) throws {
        let es = language == "es"
        let (a, b) = try Self.twoReadingWindows(language: language)
        let (plants, ferns) = es ? ("Regar las plantas", "Regar los helechos") : ("Water the plants", "Water the ferns")
        #expect(b.session.document.sections[1].rows.isEmpty, "Completed is not read here")
        let steps: [(String, String)] = es
            ? [("renombrar \(plants) a \(ferns)", "\(plants) renombrada como \(ferns) en otra sesión."),
               ("nota \(ferns): dos veces por semana", "\(ferns): notas cambiadas en otra sesión."),
               ("Posponer \(ferns)", "\(ferns): pospuesta en otra sesión."),
               ("poner \(ferns) vence viernes", "\(ferns): vence el viernes en otra sesión.")]
            : [("rename \(plants) to \(ferns)", "\(plants) renamed to \(ferns) elsewhere."),
               ("note \(ferns): twice a week", "\(ferns): notes changed elsewhere."),
               ("Snooze \(ferns)", "\(ferns): snoozed elsewhere."),
               ("set \(ferns) due friday", "\(ferns): due Friday elsewhere.")]
        for (line, heard) in steps {
            #expect(!a.say(line).contains { $0.hasPrefix("Error") }, "\(line)")
            let said = b.say(es ? "dónde" : "where")
            #expect(said.first == heard, "\(line): \(said)")
        }
    }

    /// On one PostgreSQL database, as on one SQLite file: its journal keeps the row as it was too.
    @Test func onOnePostgreSQLDatabaseTheRowIsHeardByWhatChanged() throws {
        let cluster = try PostgresCluster.shared()
        let uri = cluster.socketURI(try cluster.createDatabase())
        let a = try Harness(store: try ServerStore(uri: uri, seed: true), windowRows: 0)
        let b = try Harness(store: try ServerStore(uri: uri, seed: false), windowRows: 0)
        #expect(b.session.document.sections[1].rows.isEmpty, "Completed is not read here")
        for (line, heard) in [("rename Water the plants to Water the ferns", "Water the plants renamed to Water the ferns elsewhere."),
                              ("note Water the ferns: twice a week", "Water the ferns: notes changed elsewhere."),
                              ("Snooze Water the ferns", "Water the ferns: snoozed elsewhere.")] {
            #expect(!a.say(line).contains { $0.hasPrefix("Error") }, "\(line)")
            let said = b.say("where")
            #expect(said.first == heard, "\(line): \(said)")
        }
    }

    /// A row moved into a section not visited is heard with what else changed in it,
    /// as into a section read: Done moves Buy bread to Completed, done.
    @Test(arguments: ["en", "es"])
    func aRowMovedIntoASectionNotVisitedKeepsItsOtherChange(language: String) throws {
        let es = language == "es"
        let (a, b) = try Self.twoReadingWindows(language: language)
        let bread = es ? "Comprar pan" : "Buy bread"
        a.say(es ? "Hecho \(bread)" : "Done \(bread)")
        let said = b.say(es ? "dónde" : "where")
        #expect(said.first == (es ? "\(bread) movida a Completadas, hecha en otra sesión." : "\(bread) moved to Completed, done elsewhere."), "\(said)")
    }
}
