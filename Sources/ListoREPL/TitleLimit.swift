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
        guard let title = operation.typedTitle else { return }
        // Counting stops just past the limit, so a long line costs no more than reading it.
        let length = title.prefix(characters + 1).count
        guard length > characters else { return }
        throw Refusal.said(.rTitleTooLong("\(characters)", "\(title.count)"))
    }
}

extension ListoModel.Operation {
    /// The title an operation gives a row, a section or a list, when it gives one.
    var typedTitle: String? {
        switch self {
        case .addRow(_, _, _, let title, _), .addChild(_, _, _, let title, _), .renameRow(_, _, let title): return title
        case .addSection(_, _, let header, _), .renameSection(_, _, let header): return header
        case .renameList(_, let name): return name
        case .createList(let document): return document.name
        default: return nil
        }
    }
}
