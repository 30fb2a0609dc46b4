import FoundationEssentials
import ListoModel

/// A list as a calendar folder (vdir): one `.ics` file a row, named by its UID,
/// as vdirsyncer keeps a CalDAV collection on disk, and so Nextcloud, Radicale or
/// Fastmail, and through them tasks.org, OpenTasks and Apple Reminders.
///
/// A sync needs to know what changed on which side since the last one: the folder
/// keeps it in `.listo-sync.json` (vdirsyncer reads only `.ics` files), a digest of
/// each file as it was last written or read, and of the row's VTODO as listo last
/// wrote or took it. A row changed on one side is taken to the other; changed on both,
/// both versions are kept and said; never is one dropped unsaid.
public enum Vdir {
    static let statusName = ".listo-sync.json"

    struct Status: Codable {
        struct Item: Codable {
            var file: String
            /// The file's digest when last written or read.
            var folder: String
            /// The row's VTODO digest then, its place among its siblings left out.
            var listo: String
            /// The row's whole VTODO digest then: when neither it nor the file moved, the file is not written
            /// again (a server's own spelling of it kept), so vdirsyncer has nothing to send.
            var written: String?
        }

        var list: String
        var items: [String: Item] = [:]
        /// The identity of the store that wrote the folder (`StoreMark`), and its path or
        /// address to say: a second store's export would overwrite the files and remove
        /// the first's rows, which vdirsyncer then deletes on the server. Nil in a folder
        /// written before listo kept it, which the next export marks.
        var store: String?
        var storeName: String?
    }

    /// The store an export writes from: an identity kept in the store's settings
    /// (`Vdir.storeKey`), which a copy of the store keeps and a second store lacks,
    /// and the path or address it is said by.
    public struct StoreMark: Hashable, Sendable {
        public var id: String
        public var name: String
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The store setting that holds its identity for calendar folders.
    public static let storeKey = "calendar-folder-store"

    /// What an export did.
    public struct Exported: Hashable, Sendable {
        public var written = 0
        public var unchanged = 0
        public var removed = 0
        /// Files changed in the folder since the last sync: left as they are, for an import to take.
        public var leftAlone: [String] = []
    }

    /// What an import did to the list, and what it kept twice.
    public struct Imported: Hashable, Sendable {
        public var list: String
        public var created = false
        public var changed: [String] = []
        public var added: [String] = []
        public var removed: [String] = []
        /// Changed here and in the folder: both kept, the folder's right after listo's.
        public var bothChanged: [String] = []
        /// Deleted in the folder, changed here: kept.
        public var keptHere: [String] = []
        /// Deleted here, changed in the folder: brought back.
        public var broughtBack: [String] = []
        /// Repeating tasks done in the folder: on to their next occurrence here, counted among the rows changed or added.
        public var doneRepeating: [DoneOccurrence] = []
        public var notKept: [ImportLossCount] = []
    }

    public enum Problem: Error, Hashable, Sendable {
        case unwritable(String)
        case unreadable(String)
        /// A folder never synced that holds files, none of them .ics: `import ~/Documents`, not a calendar.
        case notCalendar(String)
        /// The folder was synced with another list.
        case otherList(folder: String, list: String)
        /// The folder was written from another store, said by its path or address.
        case otherStore(folder: String, store: String)
    }

    // MARK: Export

    /// Writes each row of `list` (read whole) as a file in `folder`, made if missing;
    /// refused where the folder holds the rows of another list, or of another `store`.
    public static func export(_ list: ListDocument, to folder: String, store: StoreMark? = nil) throws(Problem) -> Exported {
        if let problem = ICalendar.problem { throw .unwritable(problem) }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(folder)
        }
        var status = try readStatus(folder) ?? Status(list: list.name)
        if !Names.same(status.list, list.name) && !status.items.isEmpty { throw .otherList(folder: folder, list: status.list) }
        if let store, let writer = status.store, writer != store.id, !status.items.isEmpty {
            throw .otherStore(folder: folder, store: status.storeName ?? writer)
        }
        status.list = list.name
        if let store { (status.store, status.storeName) = (store.id, store.name) }
        var report = Exported()
        let header = ICalendarWriter.header(list)
        var seen: Set<String> = []
        for item in items(of: list) {
            seen.insert(item.uid)
            let text = header + item.todo + ICalendarWriter.footer
            let known = status.items[item.uid]
            let name = known?.file ?? fileName(item.uid, taken: Set(status.items.values.map(\.file)))
            let path = folder + "/" + name
            let onDisk = read(path)
            if let known, let onDisk, digest(onDisk) != known.folder {
                report.leftAlone.append(item.row.title)
                continue
            }
            if let known, onDisk != nil, known.written == digest(item.todo) {
                report.unchanged += 1
                continue
            }
            if onDisk == text {
                report.unchanged += 1
            } else {
                try write(text, to: path)
                report.written += 1
            }
            status.items[item.uid] = Status.Item(file: name, folder: digest(text), listo: digest(item.placeless), written: digest(item.todo))
        }
        // Rows deleted here: their files go, unless the folder changed them since.
        for (uid, known) in status.items.sorted(by: { $0.key < $1.key }) where !seen.contains(uid) {
            let path = folder + "/" + known.file
            guard let onDisk = read(path) else {
                status.items[uid] = nil
                continue
            }
            if digest(onDisk) != known.folder {
                report.leftAlone.append(title(in: onDisk) ?? known.file)
                continue
            }
            try? FileManager.default.removeItem(atPath: path)
            status.items[uid] = nil
            report.removed += 1
        }
        try writeStatus(status, to: folder)
        return report
    }

    /// A row as a file: its UID, its VTODO, and the VTODO without its place among
    /// its siblings, which other rows' moves change and a sync need not hear of.
    struct Item {
        var uid: String
        var row: Row
        var todo: String
        var placeless: String
    }

    static func items(of list: ListDocument) -> [Item] {
        var out: [Item] = []
        for (index, section) in list.sections.enumerated() {
            func each(_ row: Row, order: Int, parent: String?) {
                let todo = ICalendarWriter.todo(row, of: list, section: section, index: index, order: order, parent: parent)
                let uid = ICalendarWriter.uid(of: row, in: list.id)
                out.append(Item(uid: uid, row: row, todo: todo, placeless: placeless(todo)))
                for (i, child) in row.children.enumerated() { each(child, order: i, parent: uid) }
            }
            for (i, row) in section.rows.enumerated() { each(row, order: i, parent: nil) }
        }
        return out
    }

    static func placeless(_ todo: String) -> String {
        todo.split(separator: "\r\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(ICalendarNames.order + ":") }
            .joined(separator: "\r\n")
    }

    /// A file name for a UID: its letters, digits and `.-_@` kept, others as `_`, made unique.
    static func fileName(_ uid: String, taken: Set<String>) -> String {
        let safe = String(uid.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.@".contains($0)) ? $0 : "_" }.prefix(200))
        var name = (safe.isEmpty || safe.hasPrefix(".") ? "task" + safe : safe) + ".ics"
        var n = 2
        while taken.contains(name) {
            name = safe + "-\(n).ics"
            n += 1
        }
        return name
    }

    // MARK: Import

    /// One file of the folder as read: its name, text and the VTODO in it.
    struct File {
        var name: String
        var text: String
        var task: ICalendarReader.Task
        /// Whether listo's own X- properties came through (a task app may drop them).
        var own: Bool
    }

    /// Reads a folder into the list it was exported from (or a new one, named by
    /// its calendar or the folder), taking what changed since the last sync, by UID.
    public static func importFolder(_ folder: String, into store: any StoreEngine) throws -> Imported {
        if let problem = ICalendar.problem { throw ImportProblem.unavailable(problem) }
        let status = try readStatus(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { throw Problem.unreadable(folder) }
        var texts: [(name: String, text: String)] = []
        for name in names.sorted() where name.hasSuffix(".ics") && !name.hasPrefix(".") {
            guard let text = read(folder + "/" + name) else { throw Problem.unreadable(folder + "/" + name) }
            texts.append((name, text))
        }
        // A calendar folder new or emptied holds no file, or only its name and colour (vdirsyncer's metadata).
        if status == nil, texts.isEmpty, names.contains(where: { !$0.hasPrefix(".") && $0 != "displayname" && $0 != "color" }) {
            throw Problem.notCalendar(folder)
        }
        let named = texts.lazy.compactMap { Vdir.calendarName(in: $0.text) }.first
        let listName = status?.list ?? named ?? FilePaths.baseName(of: folder)
        let existing = try store.loadLibrary(open: nil, readingUpTo: 0).list(named: listName)
        guard let existing else {
            // A folder listo has not seen: its files are one calendar, imported as a new list.
            let lists = try store.importFile(Array(combined(texts.map { $0.text }).utf8), format: .ics, listName: listName, language: nil)
            var report = Imported(list: lists.first?.name ?? listName, created: true)
            report.notKept = lists.flatMap { $0.notKept }
            report.doneRepeating = lists.flatMap { $0.doneRepeating }
            if let made = try store.documents(named: report.list).first {
                report.added = made.everyRow.map { $0.title }
                try record(made, folder: folder, files: texts, into: status, forcing: Set(report.doneRepeating.compactMap(\.uid)))
            }
            return report
        }
        var report = Imported(list: existing.name)
        var conflicts: Set<String> = []
        try store.commit(open: existing.id, readingUpTo: .max, catchUp: {}) { newID in
            var library = try store.loadLibrary(open: existing.id, readingUpTo: .max)
            guard let list = library.list(existing.id) else { throw ModelError.listMissing(existing.id) }
            store.library = library
            library = Library()
            var reader = ICalendarReader()
            let names = ICalendarNames(list.settings)
            var files: [String: File] = [:]
            for (name, text) in texts {
                // Its PRIORITY as written, which libical may have wrapped (see ICalendarReader.scan).
                reader.writtenPriorities = try ICalendarReader.scan(text, firstLine: 1).priorities
                guard let calendar = ICalendar.Component.parse(text), calendar.kind == "VCALENDAR",
                      let todo = calendar.components.first(where: { $0.kind == "VTODO" }),
                      let task = reader.task(todo, names: names), let uid = task.uid else {
                    throw ImportProblem.invalid(path: name, line: nil)
                }
                files[uid] = File(name: name, text: text, task: task, own: text.contains(ICalendarNames.section + ":"))
            }
            let merge = try VdirMerge(list: list, files: files, status: status, newID: newID)
            // A repeating task done there is on to its next occurrence here: its file is written again at the next export.
            conflicts = merge.bothChangedUIDs.union(merge.doneRepeating.compactMap(\.uid))
            report.changed = merge.changed
            report.added = merge.added
            report.removed = merge.removed
            report.bothChanged = merge.bothChanged
            report.keptHere = merge.keptHere
            report.broughtBack = merge.broughtBack
            report.doneRepeating = merge.doneRepeating
            report.notKept = reader.lossCounts
            return .restoreRows(list: list.id, put: merge.put, remove: merge.remove)
        }
        if let after = try store.documents(named: existing.name).first {
            try record(after, folder: folder, files: texts, into: status, forcing: conflicts)
        }
        return report
    }

    /// The status after an import: each file as read, each row as it now is.
    /// A row changed on both sides is recorded as changed here, so the next export writes listo's version.
    static func record(_ list: ListDocument, folder: String, files: [(name: String, text: String)], into old: Status?,
                       forcing: Set<String> = []) throws {
        var status = old ?? Status(list: list.name)
        status.list = list.name
        var byUID: [String: (name: String, text: String)] = [:]
        for file in files { if let uid = uid(in: file.text) { byUID[uid] = file } }
        status.items = [:]
        for item in items(of: list) {
            guard let file = byUID[item.uid] else { continue }
            let stale = forcing.contains(item.uid)
            status.items[item.uid] = Status.Item(file: file.name, folder: digest(file.text), listo: stale ? "" : digest(item.placeless),
                                                 written: stale ? nil : digest(item.todo))
        }
        // Files of rows deleted here stay known, so the next export removes them.
        for (uid, item) in old?.items ?? [:] where status.items[uid] == nil && byUID[uid] != nil && !list.everyRow.contains(where: {
            ICalendarWriter.uid(of: $0, in: list.id) == uid
        }) {
            status.items[uid] = item
        }
        try writeStatus(status, to: folder)
    }

    /// Each file's VTODO (and the time zones it names) in one calendar, under the first file's header.
    static func combined(_ texts: [String]) -> String {
        var header = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:" + ICalendarWriter.productID + "\r\n"
        var zones: [String] = []
        var todos: [String] = []
        for (i, text) in texts.enumerated() {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
            var block: [String] = []
            var depth = 0
            var kind = ""
            for line in lines {
                let bare = line.hasSuffix("\r") ? String(line.dropLast()) : line
                if depth == 0, bare == "BEGIN:VTODO" || bare == "BEGIN:VTIMEZONE" { kind = String(bare.dropFirst(6)) }
                if !kind.isEmpty {
                    block.append(bare)
                    if bare.hasPrefix("BEGIN:") { depth += 1 }
                    if bare.hasPrefix("END:") { depth -= 1 }
                    if depth == 0 {
                        let text = block.joined(separator: "\r\n") + "\r\n"
                        if kind == "VTODO" { todos.append(text) } else if !zones.contains(text) { zones.append(text) }
                        block = []
                        kind = ""
                    }
                } else if i == 0, depth == 0, bare.hasPrefix("X-WR-CALNAME:") || bare.hasPrefix(ICalendarNames.list + ":") || bare.hasPrefix(" ") {
                    header += bare + "\r\n"
                }
            }
        }
        return header + zones.joined() + todos.joined() + ICalendarWriter.footer
    }

    // MARK: Files

    static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(validating: [UInt8](data), as: UTF8.self)
    }

    /// Written whole or not at all: into a file beside it, then renamed over it.
    static func write(_ text: String, to path: String) throws(Problem) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path)
        }
    }

    static func readStatus(_ folder: String) throws(Problem) -> Status? {
        guard let text = read(folder + "/" + statusName) else { return nil }
        guard let status = try? JSONDecoder().decode(Status.self, from: Data(text.utf8)) else { throw .unreadable(folder + "/" + statusName) }
        return status
    }

    static func writeStatus(_ status: Status, to folder: String) throws(Problem) {
        try write(ICalendarWriter.json(status) + "\n", to: folder + "/" + statusName)
    }

    /// FNV-1a of the text's bytes: the same text gives the same digest in every run.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    static func property(_ name: String, in text: String) -> String? {
        guard let calendar = ICalendar.Component.parse(text) else { return nil }
        if let p = calendar.properties.first(where: { $0.name == name }) { return p.value }
        for c in calendar.components where c.kind == "VTODO" {
            if let p = c.properties.first(where: { $0.name == name }) { return p.value }
        }
        return nil
    }

    static func uid(in text: String) -> String? { property("UID", in: text) }
    static func title(in text: String) -> String? { property("SUMMARY", in: text) }
    static func calendarName(in text: String) -> String? { property("X-WR-CALNAME", in: text) }
}
