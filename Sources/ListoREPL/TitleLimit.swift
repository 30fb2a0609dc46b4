import ListoAnnouncer
import ListoModel

/// The longest title a person may type for a row, a section or a list. A title
/// is said whole wherever it goes (every focus, every change, every reading), so
/// one of 65,000 characters would be some 325 lines each time; nobody hears that
/// as a title. A store or import may still hold longer ones: only typing is capped,
/// so undo and redo put back whatever was there.
enum TitleLimit {
    static let characters = 1_000

    /// The refusal for an operation that would give something a title over the limit.
    static func check(_ operation: ListoModel.Operation) throws {
        guard let (title, kind) = operation.typedTitle else { return }
        // Counting stops just past the limit, so a long line costs no more than reading it.
        let length = title.prefix(characters + 1).count
        guard length > characters else { return }
        // Named for what it is: a row has a title, a list and a section a name.
        let limit = "\(characters)", count = "\(title.count)"
        switch kind {
        case .row: throw Refusal.said(.rTitleTooLong(limit, count))
        case .section: throw Refusal.said(Message.nameLength(.sectionName(limit, count)))
        case .list: throw Refusal.said(Message.nameLength(.listName(limit, count)))
        }
    }
}

extension ListoModel.Operation {
    enum Titled { case row, section, list }

    /// The title an operation gives a row, or the name it gives a section or a list, when it gives one, and to what.
    var typedTitle: (String, Titled)? {
        switch self {
        case .addRow(_, _, _, let title, _), .addChild(_, _, _, let title, _), .renameRow(_, _, let title): return (title, .row)
        case .addSection(_, _, let header, _), .renameSection(_, _, let header): return (header, .section)
        case .renameList(_, let name): return (name, .list)
        case .createList(let document): return (document.name, .list)
        default: return nil
        }
    }
}
