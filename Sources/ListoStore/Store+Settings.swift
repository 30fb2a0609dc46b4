import ListoModel

/// Settings kept between runs, as names and texts in their own table, so that a
/// setting added later needs no new column.
extension Store {
    public func settings() throws -> [String: String] {
        var values: [String: String] = [:]
        try connection.query("SELECT name, value FROM settings") { c in
            if let name = c.text(0), let value = c.text(1) { values[name] = value }
        }
        return values
    }

    /// Writes every value given and removes the names whose value is nil, in one transaction.
    public func saveSettings(_ values: [String: String?]) throws { try writeSettings(values) }
}
