import FoundationEssentials
import Glibc
import ListoModel

/// What `listo recover` saved and what it could not read.
public struct RecoveryReport: Hashable, Sendable {
    public var lists = 0
    public var sections = 0
    public var rows = 0
    /// Lists, sections and rows known to exist (from a scan or an index) that could not be read.
    public var lostLists = 0
    public var lostSections = 0
    public var lostRows = 0
    public var lost: Int { lostLists + lostSections + lostRows }
    /// The damaged values left out of the rows saved (read as none, as a session reads them).
    public var damaged: [DamagedValue] = []
}

extension Store {
    /// The tables that hold what a person wrote, parents first.
    static let recoverable = ["lists", "sections", "rows"]

    /// Copies everything that can still be read from a damaged store into a new
    /// store at `target`. The damaged file is only ever read (immutable); `target`
    /// must hold nothing yet. Rows whose section or list was lost go to a section
    /// or list named Recovered, and replies whose parent was lost become rows.
    public static func recover(from source: String, into target: String) throws(StoreError) -> RecoveryReport {
        for file in [target, target + "-wal"] where FileManager.default.fileExists(atPath: file) {
            throw .recoveryTargetExists(path: target)
        }
        guard FileManager.default.fileExists(atPath: source) else {
            throw .missing(source)
        }
        // Only a file that is a listo store, however damaged, is read.
        do {
            _ = try StoreOpening.inspect(source)
        } catch {
            switch error {
            case .damaged, .newerSchema: break
            default: throw error
            }
        }
        let store = try Store(.file(target), seed: false)
        defer { store.close() }
        do {
            return try store.copy(from: source)
        } catch {
            store.close()
            for file in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: target + file) }
            // Damage met while the new store is sound is the damaged file's: a schema cut short
            // by a truncation can't be read at all, and that is said of it, not of the new file.
            let problem = Store.problem(error, path: target)
            if case .damaged = problem, !store.isDamaged { throw Store.problem(error, path: source) }
            throw problem
        }
    }

    /// Reads the damaged file on a connection of its own that can't write, and
    /// writes each readable row to this store.
    private func copy(from source: String) throws -> RecoveryReport {
        let hasWAL = (StoreOpening.fileSize(source + "-wal") ?? 0) > 0
        let old = try Connection(path: source, mode: hasWAL ? .readOnly : .immutable)
        defer { old.close() }
        var report = RecoveryReport()
        // A row's fields are read against its list's declarations, as a session reads them.
        let damage = DamageLog()
        try? old.query("SELECT id, settings FROM lists") { c in damage.settings[ListID(c.integer(0))] = Codec.decodeSettings(c.text(1) ?? "{}") }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            try connection.execute("PRAGMA defer_foreign_keys = ON")
            for table in Store.recoverable {
                let ids = readableIDs(table, in: old)
                let columns = try sharedColumns(table, old)
                let list = columns.joined(separator: ", ")
                let read = "SELECT \(list) FROM \(table) WHERE id = ?"
                let write = "INSERT INTO \(table)(\(list)) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
                var saved = 0
                for id in ids.sorted() {
                    // A row at a time: a signal ends the recovery here, rolled back and the new file taken away.
                    try LongWork.checkpoint()
                    var values: [Value]?
                    try? old.query(read, [.integer(id)]) { c in values = (0..<c.count).map(c.value) }
                    if let stored = values, (try? connection.query(write, table == "rows" ? sound(stored, columns, damage) : stored)) != nil {
                        saved += 1
                    }
                }
                switch table {
                case "lists": (report.lists, report.lostLists) = (saved, ids.count - saved)
                case "sections": (report.sections, report.lostSections) = (saved, ids.count - saved)
                default: (report.rows, report.lostRows) = (saved, ids.count - saved)
                }
            }
            report.damaged = damage.take()
            try rehomeOrphans()
            let highest = try connection.scalar(
                "SELECT max(m) FROM (SELECT max(id) AS m FROM lists UNION ALL SELECT max(id) FROM sections UNION ALL SELECT max(id) FROM rows)") ?? 0
            let counted = (try? old.scalar("SELECT next_id FROM counter")) ?? 0
            try connection.query("UPDATE counter SET next_id = ?", [.integer(Swift.max(Positions.after(highest) == Int64.max ? highest : highest + 1, counted, 1))])
            // Once more before the commit: a signal that came after the last row rolls the recovery back.
            try LongWork.checkpoint()
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        return report
    }

    /// A row's values with its damaged ones left out (DamageLog): fields it can't
    /// read taken away, a schedule it can't read as none. The others as stored.
    private func sound(_ values: [Value], _ columns: [String], _ damage: DamageLog) -> [Value] {
        func text(_ name: String) -> String? {
            guard let i = columns.firstIndex(of: name), case .text(let t) = values[i] else { return nil }
            return t
        }
        func integer(_ name: String) -> Int64? {
            guard let i = columns.firstIndex(of: name), case .integer(let n) = values[i] else { return nil }
            return n
        }
        guard let id = integer("id") else { return values }
        let (fields, _) = damage.read(row: RowID(id), title: text("title") ?? "", list: integer("list_id").map { ListID($0) },
                                      fields: text("fields") ?? "{}", schedule: text("schedule"))
        let found = damage.peek(row: RowID(id))
        guard !found.isEmpty else { return values }
        var out = values
        for part in found {
            switch part {
            case .schedule: if let i = columns.firstIndex(of: "schedule") { out[i] = .null }
            case .fields, .field: if let i = columns.firstIndex(of: "fields") { out[i] = .text(Codec.encode(fields: fields)) }
            }
        }
        return out
    }

    /// Columns both stores' tables have, so a copy keeps every field either knows;
    /// not a section's count of rows, which this store's triggers count as each row
    /// is copied (copied too, every section said twice its rows: "Milk, 4 of 8").
    private func sharedColumns(_ table: String, _ old: Connection) throws -> [String] {
        let new = try StoreOpening.names(connection, "SELECT name FROM pragma_table_info('\(table)')")
        let had = Set(try StoreOpening.names(old, "SELECT name FROM pragma_table_info('\(table)')"))
        return new.filter { had.contains($0) && !(table == "sections" && $0 == "row_count") }
    }

    /// Every id of `table` that a scan or an index still shows. A damaged page
    /// stops a scan, so the table is read forwards, backwards, jumping past the
    /// damage, and through each of its indexes.
    private func readableIDs(_ table: String, in old: Connection) -> Set<Int64> {
        var ids = Set<Int64>()
        func scan(_ sql: String, _ values: [Value] = []) -> Bool {
            do {
                try old.query(sql, values) { c in ids.insert(c.integer(0)) }
                return true
            } catch {
                return false
            }
        }
        _ = scan("SELECT id FROM \(table) NOT INDEXED ORDER BY id DESC")
        var from = Int64.min
        while !scan("SELECT id FROM \(table) NOT INDEXED WHERE id >= ? ORDER BY id", [.integer(from)]) {
            // Past the damaged page: the first id beyond it that a seek reaches.
            let reached = ids.filter { $0 >= from }.max() ?? from
            var jump: Int64 = 1
            var next: Int64?
            while next == nil && jump < Int64.max / 4 && reached < Int64.max - jump {
                var found: Int64?
                let ok = (try? old.query("SELECT id FROM \(table) NOT INDEXED WHERE id >= ? ORDER BY id LIMIT 1",
                                                [.integer(reached + jump)]) { c in found = c.integer(0) }) != nil
                if ok { next = found ?? Int64.max } else { jump *= 2 }
            }
            guard let next, next != Int64.max, next > from else { break }
            from = next
        }
        let indexes = (try? StoreOpening.names(old, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = '\(table)'")) ?? []
        for index in indexes { _ = scan("SELECT id FROM \(table) INDEXED BY \"\(index)\"") }
        // listo's ids start at 1; anything else was read from a damaged page.
        return ids.filter { $0 > 0 }
    }

    /// Gives every saved section a list, every row a section of its own list, and
    /// every reply a parent, making a Recovered list or section where one was lost.
    private func rehomeOrphans() throws {
        var recoveredList: Int64?
        func listForOrphans() throws -> Int64 {
            if let recoveredList { return recoveredList }
            let id = try allocateIDs(1)
            var name = "Recovered"
            var n = 1
            while try connection.scalar("SELECT count(*) FROM lists WHERE name = ?", [.text(name)]) != 0 {
                n += 1
                name = "Recovered \(n)"
            }
            let position = Positions.after(try connection.scalar("SELECT max(position) FROM lists") ?? 0)
            try connection.query("INSERT INTO lists(id, name, position, settings) VALUES (?, ?, ?, ?)",
                                 [.integer(id), .text(name), .integer(position), .text(Codec.encode(settings: ListSettings()))])
            recoveredList = id
            return id
        }
        let homeless = try ids("SELECT id FROM sections WHERE list_id NOT IN (SELECT id FROM lists)")
        if !homeless.isEmpty {
            let list = try listForOrphans()
            for id in homeless {
                let position = Positions.after(try connection.scalar("SELECT max(position) FROM sections WHERE list_id = ?", [.integer(list)]) ?? 0)
                try connection.query("UPDATE sections SET list_id = ?, position = ? WHERE id = ?", [.integer(list), .integer(position), .integer(id)])
            }
        }
        try connection.execute("UPDATE rows SET list_id = (SELECT list_id FROM sections WHERE sections.id = rows.section_id) WHERE section_id IN (SELECT id FROM sections)")
        var recoveredSection: [Int64: Int64] = [:]
        for (row, list) in try pairs("SELECT id, list_id FROM rows WHERE section_id NOT IN (SELECT id FROM sections)") {
            let home = try list == nil || connection.scalar("SELECT count(*) FROM lists WHERE id = ?", [.integer(list!)]) == 0
                ? listForOrphans() : list!
            let section: Int64
            if let known = recoveredSection[home] {
                section = known
            } else {
                section = try allocateIDs(1)
                let position = Positions.after(try connection.scalar("SELECT max(position) FROM sections WHERE list_id = ?", [.integer(home)]) ?? 0)
                var header = "Recovered"
                var n = 1
                while try connection.scalar("SELECT count(*) FROM sections WHERE list_id = ? AND header = ?", [.integer(home), .text(header)]) != 0 {
                    n += 1
                    header = "Recovered \(n)"
                }
                try connection.query("INSERT INTO sections(id, list_id, header, position) VALUES (?, ?, ?, ?)",
                                     [.integer(section), .integer(home), .text(header), .integer(position)])
                recoveredSection[home] = section
            }
            try connection.query("UPDATE rows SET list_id = ?, section_id = ?, parent_id = NULL, position = ? WHERE id = ?",
                                 [.integer(home), .integer(section), .integer(Positions.after(try lastPosition(in: section))), .integer(row)])
        }
        // A reply whose parent was lost becomes a row, after the others of its section.
        for (row, section) in try pairs("SELECT id, section_id FROM rows WHERE parent_id IS NOT NULL AND parent_id NOT IN (SELECT id FROM rows)") {
            let position = Positions.after(try lastPosition(in: section ?? 0))
            try connection.query("UPDATE rows SET parent_id = NULL, position = ? WHERE id = ?", [.integer(position), .integer(row)])
        }
    }

    private func lastPosition(in section: Int64) throws -> Int64 {
        try connection.scalar("SELECT max(position) FROM rows WHERE section_id = ? AND parent_id IS NULL", [.integer(section)]) ?? 0
    }

    private func ids(_ sql: String) throws -> [Int64] {
        var out: [Int64] = []
        try connection.query(sql) { c in out.append(c.integer(0)) }
        return out
    }

    private func pairs(_ sql: String) throws -> [(Int64, Int64?)] {
        var out: [(Int64, Int64?)] = []
        try connection.query(sql) { c in out.append((c.integer(0), c.isNull(1) ? nil : c.integer(1))) }
        return out
    }
}
