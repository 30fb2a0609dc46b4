import ListoModel
import ListoStore

/// The shape of one generated store.
struct Shape {
    var name: String
    var lists: Int
    var sectionsPerList: Int
    var rowsPerSection: Int
    /// Lists after the filled ones, holding nothing: somewhere to open instead.
    var emptyLists: Int = 0
    /// Whether `make bench` measures it unless LISTO_BENCH_SIZES says otherwise.
    var byDefault = true
    /// Whether six rows in seven hold a due date (`dueDay`), as a list of tasks does:
    /// what sorting, grouping and a section header's badges read.
    var dues = false

    var rows: Int { lists * sectionsPerList * rowsPerSection }
    var rowsInOpenList: Int { sectionsPerList * rowsPerSection }
    /// The sizes `make bench` measures: 10 lists of 100 and of 10,000 rows, one list of
    /// 10,000 (where one listo process per operation is set beside taskwarrior), lists
    /// of 1,000,000 rows in sections of 100, 100,000, 500,000 and 1,000,000 rows, and
    /// one of 2 sections of 100,000. The 100-row store and 2 × 500,000 hold due dates
    /// (the ratios of sorting and grouping by due compare like with like); the others none.
    /// 10 lists of 1,000,000 (`1M`) are measured when LISTO_BENCH_SIZES names them.
    static let all: [Shape] = [
        Shape(name: "100", lists: 10, sectionsPerList: 2, rowsPerSection: 5, dues: true),
        Shape(name: "10k", lists: 10, sectionsPerList: 10, rowsPerSection: 100),
        Shape(name: "10k one list", lists: 1, sectionsPerList: 10, rowsPerSection: 1000, emptyLists: 1),
        Shape(name: "1M", lists: 10, sectionsPerList: 1000, rowsPerSection: 100, byDefault: false),
        Shape(name: "1M one list", lists: 1, sectionsPerList: 10000, rowsPerSection: 100, emptyLists: 1),
        // Lists shaped as real ones grow: a Completed section, an archive, a reading list.
        Shape(name: "10×100k", lists: 1, sectionsPerList: 10, rowsPerSection: 100_000, emptyLists: 1),
        Shape(name: "2×100k", lists: 1, sectionsPerList: 2, rowsPerSection: 100_000, emptyLists: 1),
        Shape(name: "2×500k", lists: 1, sectionsPerList: 2, rowsPerSection: 500_000, emptyLists: 1, dues: true),
        Shape(name: "1×1M", lists: 1, sectionsPerList: 1, rowsPerSection: 1_000_000, emptyLists: 1),
    ]

    static func named(_ name: String) -> Shape? { all.first { $0.name == name } }

    /// A section to go to that every shape has: the second, or the only one.
    var middleSection: Int { min(2, sectionsPerList) }
}

/// The few rows every size has in its open list, spread through it, so that finding
/// words has the same number of answers at 100 rows as at 1,000,000.
let markers = ["Café alpha", "Café bravo", "Café charlie", "Café delta"]

/// The due date of row `i` of a shape holding them, nil for every seventh: spread over
/// 400 days from 1 January 2026, so that a bench run late in 2026 finds most overdue,
/// a few due today and some to come, as the badges count them.
func dueDay(_ i: Int) -> String? {
    i % 7 == 0 ? nil : CalendarDate(year: 2026, month: 1, day: 1)!.adding(days: i * 7919 % 400).iso
}

/// `dueDay` in SQL, of the row numbered `i`, as the store keeps a date field.
let dueFieldsSQL = "CASE WHEN i % 7 = 0 THEN '{}' ELSE json_object('due', json_object('date', date('2026-01-01', '+' || (i * 7919 % 400) || ' days'))) END"

/// Where marker `j` sits in the open list (0-based), one row after it being in its section.
func markerIndex(_ j: Int, _ shape: Shape) -> Int { shape.rowsInOpenList / markers.count * j + 1 }

/// Writes a store of `shape` at `path` with SQL, as fast as SQLite inserts. Its empty
/// lists each get the unnamed section `new list` gives a list, so that its export,
/// imported and exported again, is the same file byte for byte.
func generate(_ shape: Shape, at path: String, dues: Bool? = nil) throws {
    let store = try Store(.file(path), seed: false)
    let tasks = Samples.library().library.list(named: "Tasks")!.settings
    let lists = (1...(shape.lists + shape.emptyLists)).map {
        ListDocument(id: ListID(Int64($0)), name: "List \($0)", position: Int64($0) * Positions.gap, settings: tasks)
    }
    try store.transaction { try store.insert(Library(lists: lists)) }
    let sections = shape.lists * shape.sectionsPerList, rows = shape.rows
    let perList = shape.rowsInOpenList
    let renames = markers.indices.map { j in
        "UPDATE rows SET title = '\(markers[j])', title_key = listo_fold('\(markers[j])') WHERE id = \(2_000_000 + markerIndex(j, shape));"
    }.joined(separator: "\n")
    // Their words are indexed and their sections counted once at the end, as an import's are.
    try store.insertRowsForTesting(lists: lists.prefix(shape.lists).map(\.id), rows: rows, sql: """
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(sections - 1))
        INSERT INTO sections(id, list_id, header, collapsed, prominence, position)
        SELECT 1000000 + i, i / \(shape.sectionsPerList) + 1, 'Section ' || i, 0, 'standard', (i % \(shape.sectionsPerList) + 1) * 65536 FROM n;
        WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows - 1))
        INSERT INTO rows(id, list_id, section_id, title, title_key, fields, flags, position)
        SELECT 2000000 + i, i / \(perList) + 1, 1000000 + i / \(shape.rowsPerSection),
               'Task ' || i, 'task ' || i, \((dues ?? shape.dues) ? dueFieldsSQL : "'{}'"), 0, (i % \(shape.rowsPerSection) + 1) * 65536 FROM n;
        \(renames)
        INSERT INTO sections(id, list_id, header, collapsed, prominence, position)
        SELECT 3900000 + id, id, NULL, 0, 'standard', 65536 FROM lists WHERE id > \(shape.lists);
        UPDATE counter SET next_id = 4000000;
        """)
}

/// The one section of the template store, as `listo export` writes it: where a shape's sections go.
let templateSection = """
        {
          "header" : "Section 0",
          "rows" : [
            {
              "title" : "Task 0"
            }
          ]
        }
"""

/// The file `listo export` writes for a store of `shape` (one list of rows and its
/// empty lists), made from `template`, the export of a store of one row in one
/// section: its section replaced by the shape's, written as JSONEncoder writes them.
/// Importing it makes the shape's store, and exporting that store again gives it
/// back byte for byte. Nil when the template is not as expected.
func exportBytes(_ shape: Shape, template: String) -> [UInt8]? {
    guard shape.lists == 1, let slot = template.range(of: templateSection) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(shape.rows * 64 + template.utf8.count)
    bytes += template[..<slot.lowerBound].utf8
    let markerRows = Dictionary(uniqueKeysWithValues: markers.indices.map { (markerIndex($0, shape), markers[$0]) })
    let openRow = Array("            {\n              \"title\" : \"".utf8), closeRow = Array("\"\n            }".utf8)
    let between = Array(",\n".utf8)
    var i = 0
    for s in 0..<shape.sectionsPerList {
        if s > 0 { bytes += between }
        bytes += "        {\n          \"header\" : \"Section \(s)\",\n          \"rows\" : [\n".utf8
        for r in 0..<shape.rowsPerSection {
            if r > 0 { bytes += between }
            if shape.dues, let day = dueDay(i) {
                bytes += "            {\n              \"fields\" : {\n                \"due\" : \"\(day)\"\n              },\n              \"title\" : \"".utf8
            } else {
                bytes += openRow
            }
            if let marker = markerRows[i] { bytes += marker.utf8 } else { bytes += "Task \(i)".utf8 }
            bytes += closeRow
            i += 1
        }
        bytes += "\n          ]\n        }".utf8
    }
    bytes += template[slot.upperBound...].utf8
    return bytes
}
