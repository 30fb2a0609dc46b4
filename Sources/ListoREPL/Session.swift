import Foundation
import ListoAnnouncer
import ListoModel
import ListoStore

/// What one command line produced.
public struct Response: Sendable {
    public var announcements: [Announcement]
    public var refused: Bool
    public var quit: Bool
}

/// A change that can be taken back: the operation, its inverse and what it did.
struct UndoEntry {
    var forward: ListoModel.Operation
    var inverse: ListoModel.Operation
    var events: [Event]
}

public enum SplitStyle: String, CaseIterable, Sendable {
    case balanced, prominentDetail
}

/// One person's session over a shared store: the focus, the rotor, edit mode,
/// selection and the split view's columns. The store holds the lists; this holds
/// where the person is in them.
public final class Session {
    public let store: Store
    public internal(set) var library: Library
    var listID: ListID
    var focus: Focus = .title
    var rotor: RotorUnit = .items
    var actionIndex: Int?
    var editMode: EditMode = .inactive
    var swipe: (row: RowID, edge: Edge)?
    var selection: Set<RowID> = []
    var filter: String?
    var lastFind: String?
    public var profile: Profile = .phone
    public var layout: Layout = .compact
    public var verbosity: Verbosity = .normal
    public var width: Int?
    var undoStack: [UndoEntry] = []
    var redoStack: [UndoEntry] = []
    var column: Column = .content
    var sidebarFocus: ListID?
    var detailRow: RowID?
    var detailStack: [RowID] = []
    /// Which reply of the detail's row next and previous are on.
    var detailReply: Int?
    /// Row counts of lists whose rows are not read, for the sidebar.
    var countedRows: [ListID: Int] = [:]
    var visibility: ColumnVisibility = .automatic
    var splitStyle: SplitStyle = .balanced

    public init(store: Store) throws {
        self.store = store
        library = try store.loadLibrary()
        listID = library.lists.first?.id ?? ListID(0)
        sidebarFocus = library.lists.first?.id
    }

    var document: ListDocument { library.list(listID) ?? ListDocument(id: listID, name: "", sections: []) }
    var view: ListView { ListView(document: document, filter: filter) }
    var hasList: Bool { library.list(listID) != nil }

    /// What is said when listo starts: the open list and its size.
    public func start() -> [Announcement] {
        var out: [Announcement] = []
        if store.isReadOnly { out.append(.readOnlyNotice(path: store.path)) }
        guard hasList else {
            column = .sidebar
            return out + [.lists([], current: nil)]
        }
        return out + [titleAnnouncement()]
    }

    public func execute(_ raw: String) -> Response {
        var out = refreshIfChanged()
        let line = raw.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return Response(announcements: out, refused: false, quit: false) }
        do {
            let (said, quit) = try dispatch(line)
            out += said
            out += closeDetailIfHidden()
            return Response(announcements: out, refused: false, quit: quit)
        } catch {
            out.append(.refusal(refusal(for: error)))
            return Response(announcements: out, refused: true, quit: false)
        }
    }

    func refusal(for error: Error) -> Refusal {
        switch error {
        case let r as Refusal: return r
        case let m as ModelError: return .model(m)
        case let d as DatabaseError:
            if d.isReadOnly { return .readOnlyStore(path: store.path) }
            return .storeFailed(path: store.path, reason: d.isFull ? "the disk is full" : d.message)
        default: return .storeFailed(path: store.path, reason: "\(error)")
        }
    }

    /// Commands that only look: an open swipe stays open through them.
    static let lookingCommands: Set<String> = ["help", "where", "read", "actions", "selection", "sections", "list", "lists", "verbosity", "width"]

    /// Commands that need an open list; in an empty store they are refused with one reason.
    static let listCommands: Set<String> = [
        "read", "goto", "find", "filter", "expand", "collapse", "actions", "swipe", "do", "delete", "move", "edit",
        "select", "deselect", "selection", "add", "rename", "note", "footer", "style", "sort", "section", "sections", "list",
    ]

    /// Splits off the first word, lowercased.
    static func split(_ line: String) -> (word: String, rest: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(of: " ") else { return (trimmed.lowercased(), "") }
        return (String(trimmed[..<space]).lowercased(), trimmed[space...].trimmingCharacters(in: .whitespaces))
    }

    func dispatch(_ line: String) throws -> ([Announcement], Bool) {
        var (word, rest) = Session.split(line)
        if let open = swipe {
            if word == "cancel" { return (closeSwipe(), false) }
            if let action = try? swipeChoice(line, edge: open.edge) {
                let row = open.row
                swipe = nil
                if editMode == .transient { editMode = .inactive }
                return (try runAction(action, on: row), false)
            }
            if Int(line) != nil {
                let offered = actionViews().filter { $0.edge == open.edge }.map { "\($0.number). \($0.name)" }
                throw Refusal.noSuchAction(line, row: document.row(open.row)?.title ?? document.name, available: offered)
            }
            if !Session.lookingCommands.contains(Registry.command(named: word)?.name ?? "") {
                swipe = nil
                if editMode == .transient { editMode = .inactive }
            }
        }
        if let expansion = Registry.expansions[word] {
            (word, rest) = Session.split(expansion + " " + rest)
        }
        guard let command = Registry.command(named: word) else {
            if let (action, target) = actionCommand(line) {
                let row = try target.isEmpty ? focusedRow() : resolveRow(target)
                return (try runAction(action, on: row), false)
            }
            throw Refusal.unknownCommand(word, suggestion: Registry.suggestion(for: word))
        }
        let arg = rest
        if !hasList && Session.listCommands.contains(command.name) { throw Refusal.noListYet }
        switch command.name {
        case "quit": return ([], true)
        case "help": return (try help(arg), false)
        case "where": return ([whereAnnouncement()], false)
        case "read": return (try read(arg), false)
        case "next": return (try step(forward: true), false)
        case "previous": return (try step(forward: false), false)
        case "first": return (try jumpEnd(first: true), false)
        case "last": return (try jumpEnd(first: false), false)
        case "rotor": return (try rotorCommand(arg), false)
        case "section": return (try sectionCommand(arg), false)
        case "sections": return ([sectionsAnnouncement()], false)
        case "list": return (try listCommand(arg), false)
        case "goto": return (try goto(arg), false)
        case "find": return (try find(arg), false)
        case "filter": return (try filterCommand(arg), false)
        case "expand": return (try fold(arg, collapsed: false), false)
        case "collapse": return (try fold(arg, collapsed: true), false)
        case "actions": return (try actionsCommand(arg), false)
        case "swipe": return (try swipeCommand(arg), false)
        case "do": return (try doCommand(arg), false)
        case "cancel": return (closeSwipe(), false)
        case "delete": return (try deleteCommand(arg), false)
        case "move": return (try moveCommand(arg), false)
        case "edit": return (try editCommand(arg), false)
        case "select": return (try selectCommand(arg, select: true), false)
        case "deselect": return (try selectCommand(arg, select: false), false)
        case "selection": return ([.selection(selectedRowsInOrder().map(\.title))], false)
        case "undo": return (try undo(), false)
        case "redo": return (try redo(), false)
        case "lists": return (try listsCommand(), false)
        case "open": return (try openCommand(arg), false)
        case "back": return (try back(), false)
        case "columns": return (try columnsCommand(arg), false)
        case "add": return (try addCommand(arg), false)
        case "rename": return (try renameCommand(arg), false)
        case "note": return (try noteCommand(arg), false)
        case "footer": return (try footerCommand(arg), false)
        case "new": return (try newListCommand(arg), false)
        case "style": return (try styleCommand(arg), false)
        case "sort": return (try sortCommand(arg), false)
        case "profile": return (try choose(arg, command: command, current: profile) { self.profile = $0; return .profile($0) }, false)
        case "layout": return (try layoutCommand(arg), false)
        case "verbosity": return (try choose(arg, command: command, current: verbosity) { self.verbosity = $0; return .verbosity($0) }, false)
        case "width": return (try widthCommand(arg), false)
        default: throw Refusal.unknownCommand(word, suggestion: nil)
        }
    }

    /// Says or sets one of the enumerated settings.
    func choose<T: RawRepresentable & CaseIterable>(
        _ arg: String, command: CommandInfo, current: T, set: (T) -> Setting
    ) throws -> [Announcement] where T.RawValue == String {
        if arg.isEmpty { return [.setting(set(current))] }
        guard let value = T.allCases.first(where: { $0.rawValue.lowercased() == arg.lowercased() }) else {
            throw Refusal.badArgument(command: command.name, argument: arg, usage: command.usage)
        }
        return [.setting(set(value))]
    }

    func widthCommand(_ arg: String) throws -> [Announcement] {
        if arg.isEmpty { return [.setting(.width(width))] }
        if arg.lowercased() == "off" {
            width = nil
            return [.setting(.width(nil))]
        }
        guard let n = Int(arg), n >= 10, n <= 1000 else {
            throw Refusal.badArgument(command: "width", argument: arg, usage: "width N|off, N from 10 to 1000")
        }
        width = n
        return [.setting(.width(n))]
    }

    func help(_ arg: String) throws -> [Announcement] {
        if arg.isEmpty { return [.help(Registry.commands)] }
        var word = arg.lowercased()
        if let expansion = Registry.expansions[word] { word = Session.split(expansion).word }
        guard let command = Registry.command(named: word) else {
            throw Refusal.unknownHelpTopic(arg, suggestion: Registry.suggestion(for: word))
        }
        return [.commandHelp(command)]
    }
}
