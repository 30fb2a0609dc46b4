import Foundation
import ListoModel

/// How values that have no column of their own are written as text.
enum Codec {
    static func encode(fields: [String: FieldValue]) -> String {
        if fields.isEmpty { return "{}" }
        var object: [String: Any] = [:]
        for (key, value) in fields {
            switch value {
            case .bool(let b): object[key] = b
            case .text(let t): object[key] = t
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func decodeFields(_ text: String) -> [String: FieldValue] {
        if text == "{}" { return [:] }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return [:] }
        var fields: [String: FieldValue] = [:]
        for (key, value) in object {
            if let t = value as? String { fields[key] = .text(t) } else if let n = value as? NSNumber { fields[key] = .bool(n.boolValue) }
        }
        return fields
    }

    static func encode(settings: ListSettings) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    static func decodeSettings(_ text: String) -> ListSettings {
        (try? JSONDecoder().decode(ListSettings.self, from: Data(text.utf8))) ?? ListSettings()
    }

    static func flags(_ row: Row) -> Int64 {
        (row.moveDisabled ? 1 : 0) | (row.deleteDisabled ? 2 : 0) | (row.selectionDisabled ? 4 : 0)
    }
}
