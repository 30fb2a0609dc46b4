import CSQLite

/// Every sqlite3_* call listo makes goes through this file.

/// A failed SQLite call, keeping what SQLite said and the SQL that failed.
public struct DatabaseError: Error, Hashable, Sendable {
    public var code: Int32
    public var message: String
    public var sql: String?

    /// SQLITE_BUSY or SQLITE_LOCKED: another session holds the lock.
    public var isBusy: Bool { code & 0xff == SQLITE_BUSY || code & 0xff == SQLITE_LOCKED }
    public var isReadOnly: Bool { code & 0xff == SQLITE_READONLY }
    public var isFull: Bool { code & 0xff == SQLITE_FULL }
    public var isNotADatabase: Bool { code & 0xff == SQLITE_NOTADB || code & 0xff == SQLITE_CORRUPT }
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One connection. Not shared between threads: each session owns its own.
final class Connection {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    /// sqlite3_open_v2
    init(path: String, readOnly: Bool) throws(DatabaseError) {
        var db: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX
        let rc = sqlite3_open_v2(path, &db, flags, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw DatabaseError(code: rc, message: message, sql: nil)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    private func error(_ rc: Int32, _ sql: String?) -> DatabaseError {
        DatabaseError(code: rc, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// sqlite3_busy_timeout
    /// sqlite3_busy_handler. SQLite's own timeout backs off to 100 ms sleeps, so a
    /// session waiting on a busy writer sleeps through dozens of its commits and
    /// then hears them all at once; retrying every millisecond lets two writers take
    /// turns, each hearing the other's changes as they come.
    func waitWhenBusy(milliseconds: Int32) {
        sqlite3_busy_handler(handle, { limit, attempts in
            guard attempts < Int32(Int(bitPattern: limit)) else { return 0 }
            sqlite3_sleep(1)
            return 1
        }, UnsafeMutableRawPointer(bitPattern: Int(milliseconds)))
    }

    /// sqlite3_db_readonly: whether the file was opened read-only.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// sqlite3_exec, for statements without parameters or results.
    func execute(_ sql: String) throws(DatabaseError) {
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw error(rc, sql) }
    }

    /// sqlite3_prepare_v2, cached per SQL text; sqlite3_bind_*; sqlite3_step; sqlite3_column_*.
    func query(_ sql: String, _ values: [Value] = [], row: (Cursor) throws(DatabaseError) -> Void = { _ in }) throws(DatabaseError) {
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var prepared: OpaquePointer?
            let rc = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
            guard rc == SQLITE_OK, let prepared else { throw error(rc, sql) }
            statements[sql] = prepared
            statement = prepared
        }
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (i, value) in values.enumerated() {
            let index = Int32(i + 1)
            let rc: Int32
            switch value {
            case .null: rc = sqlite3_bind_null(statement, index)
            case .integer(let v): rc = sqlite3_bind_int64(statement, index, v)
            case .text(let v): rc = sqlite3_bind_text(statement, index, v, -1, transient)
            }
            guard rc == SQLITE_OK else { throw error(rc, sql) }
        }
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw error(rc, sql) }
            try row(Cursor(statement: statement))
        }
    }

    func scalar(_ sql: String, _ values: [Value] = []) throws(DatabaseError) -> Int64? {
        var result: Int64?
        try query(sql, values) { cursor in result = cursor.integer(0) }
        return result
    }

    /// sqlite3_changes64
    var changes: Int64 { sqlite3_changes64(handle) }

    /// sqlite3_last_insert_rowid
    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }
}

enum Value {
    case null
    case integer(Int64)
    case text(String)

    static func optional(_ text: String?) -> Value { text.map(Value.text) ?? .null }
}

struct Cursor {
    let statement: OpaquePointer

    /// sqlite3_column_int64
    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    /// sqlite3_column_type
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// sqlite3_column_text and sqlite3_column_bytes; text is stored as UTF-8.
    func text(_ column: Int32) -> String? {
        guard !isNull(column), let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
