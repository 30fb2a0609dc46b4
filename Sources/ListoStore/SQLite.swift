import CSQLite
import Glibc

/// Every sqlite3_* call listo makes goes through this file.

/// A failed SQLite call, keeping what SQLite said and the SQL that failed.
public struct DatabaseError: Error, Hashable, Sendable {
    public var code: Int32
    public var message: String
    public var sql: String?
    /// errno behind an I/O error (sqlite3_system_errno), 0 when there is none.
    public var systemErrno: Int32 = 0

    /// SQLITE_BUSY or SQLITE_LOCKED: another session holds the lock.
    public var isBusy: Bool { code & 0xff == SQLITE_BUSY || code & 0xff == SQLITE_LOCKED }
    public var isReadOnly: Bool { code & 0xff == SQLITE_READONLY }
    /// SQLITE_FULL, or an I/O error that the system says was no space left.
    public var isFull: Bool { code & 0xff == SQLITE_FULL || systemErrno == ENOSPC || systemErrno == EDQUOT }
    public var isNotADatabase: Bool { code & 0xff == SQLITE_NOTADB || code & 0xff == SQLITE_CORRUPT }
    /// SQLITE_CORRUPT or SQLITE_NOTADB met in a file that opened: a damaged page.
    public var isDamage: Bool { isNotADatabase }
    /// SQLITE_INTERRUPT: Ctrl-C stopped the statement or the change (`CommandStop`).
    public var isStopped: Bool { code & 0xff == SQLITE_INTERRUPT }

    /// SQLITE_CANTOPEN with the system's reason.
    static func cannotOpen(_ reason: String) -> DatabaseError { DatabaseError(code: SQLITE_CANTOPEN, message: reason, sql: nil) }
    /// SQLITE_CORRUPT: what is thrown for a write to a store seen damaged.
    static func damage(_ reason: String) -> DatabaseError { DatabaseError(code: SQLITE_CORRUPT, message: reason, sql: nil) }
    /// SQLITE_INTERRUPT: what a statement that Ctrl-C came before, or a change's commit, throws.
    static func stopped(_ sql: String?) -> DatabaseError { DatabaseError(code: SQLITE_INTERRUPT, message: "interrupted", sql: sql) }
}

/// A connection's handle as the stopping thread holds it, only ever to call sqlite3_interrupt.
private struct InterruptHandle: @unchecked Sendable {
    let db: OpaquePointer
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// One connection. Not shared between threads: each session owns its own.
final class Connection {
    /// How a file is opened. `readOnly` and `immutable` can create nothing: not the
    /// file, and not a -wal or -shm beside it in the case of `immutable`.
    enum Mode {
        case readWrite
        case readOnly
        /// SQLite reads the file alone, trusting nobody changes it: for a folder
        /// where the -shm cannot be made, and for looking at a file before deciding.
        case immutable
    }

    private var handle: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    /// This connection among those Ctrl-C stops (`CommandStop`).
    private var stopToken: Int?
    /// Set once SQLite has said SQLITE_CORRUPT or SQLITE_NOTADB on this connection.
    private(set) var damaged = false

    /// Damage found in what SQLite read without complaint, as a counter no listo writes.
    func markDamaged() { damaged = true }

    /// Set before SQLite's first connection, as sqlite3_config must be: no count of
    /// the memory it holds (the CSQLite shim), which cost a mutex at each of the
    /// thousands of allocations a process that opens a store makes (5% of one that
    /// changes a row).
    private static let memoryUncounted: Void = { _ = listo_sqlite3_uncount_memory() }()

    /// sqlite3_open_v2
    init(path: String, mode: Mode = .readWrite) throws(DatabaseError) {
        _ = Connection.memoryUncounted
        var db: OpaquePointer?
        let flags: Int32
        switch mode {
        case .readWrite: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly, .immutable: flags = SQLITE_OPEN_READONLY
        }
        let name = path == ":memory:" ? path : Connection.uri(path, mode: mode)
        let rc = sqlite3_open_v2(name, &db, flags | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        guard rc == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let db { sqlite3_close_v2(db) }
            throw DatabaseError(code: rc, message: message, sql: nil)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        // sqlite3_interrupt, which SQLite documents as safe from another thread:
        // the statement under way when Ctrl-C comes ends with SQLITE_INTERRUPT.
        let interruptible = InterruptHandle(db: db)
        stopToken = CommandStop.register { sqlite3_interrupt(interruptible.db) }
    }

    deinit { close() }

    /// The file as a URI, so that mode=ro and immutable=1 apply and ATTACH takes
    /// URIs; ?, # and % in a path are escaped so that every path means itself.
    static func uri(_ path: String, mode: Mode) -> String {
        var escaped = ""
        for c in path.unicodeScalars {
            switch c {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(c)
            }
        }
        // "file://" would name a host; an absolute path keeps one slash.
        while escaped.hasPrefix("//") { escaped.removeFirst() }
        switch mode {
        case .readWrite: return "file:" + escaped
        case .readOnly: return "file:" + escaped + "?mode=ro"
        case .immutable: return "file:" + escaped + "?mode=ro&immutable=1"
        }
    }

    /// sqlite3_close_v2; the last connection to a WAL file checkpoints it into the
    /// main file and removes the -wal. Nothing can be done with the connection after.
    func close() {
        if let stopToken { CommandStop.unregister(stopToken) }
        stopToken = nil
        for statement in statements.values { sqlite3_finalize(statement) }
        statements = [:]
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    private func error(_ rc: Int32, _ sql: String?) -> DatabaseError {
        let code = rc & 0xff
        if code == SQLITE_CORRUPT || code == SQLITE_NOTADB { damaged = true }
        // The Ctrl-C that stopped this statement is spent: the rollback and reads after it run.
        if code == SQLITE_INTERRUPT { CommandStop.clear() }
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "the store is closed"
        return DatabaseError(code: rc, message: message, sql: sql, systemErrno: handle.map { sqlite3_system_errno($0) } ?? 0)
    }

    /// sqlite3_create_function_v2: `name(text)` in SQL gives `transform(text)`, for
    /// what SQL cannot compute itself, such as the folded title the title index keys.
    func define(_ name: String, _ transform: @escaping (String) -> String) throws(DatabaseError) {
        let box = Unmanaged.passRetained(TextFunction(transform)).toOpaque()
        let rc = sqlite3_create_function_v2(
            handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, _, arguments in
                let function = Unmanaged<TextFunction>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
                guard let value = arguments?[0], let bytes = sqlite3_value_text(value) else {
                    sqlite3_result_null(context)
                    return
                }
                let text = String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value))), as: UTF8.self)
                sqlite3_result_text(context, function.transform(text), -1, transient)
            },
            nil, nil, { box in box.map { Unmanaged<TextFunction>.fromOpaque($0).release() } })
        guard rc == SQLITE_OK else { throw error(rc, nil) }
    }

    /// sqlite3_create_function_v2 for what a trigger hands on: `name(v1, …)` with
    /// `arguments` values gives them to `body`, which may run statements of its own on
    /// this connection (`query(_:_:stoppable:)` with `stoppable` false), as SQLite allows
    /// a function to do. An error it throws fails the statement that fired the trigger,
    /// with the error's own code (a full disk stays a full disk) and message.
    func defineProcedure(_ name: String, arguments: Int32, _ body: @escaping ([Value]) throws(DatabaseError) -> Void) throws(DatabaseError) {
        let box = Unmanaged.passRetained(Procedure(body)).toOpaque()
        let rc = sqlite3_create_function_v2(
            handle, name, arguments, SQLITE_UTF8, box,
            { context, count, arguments in
                let procedure = Unmanaged<Procedure>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
                let values = (0..<Int(count)).map { i in arguments?[i].map(Value.init) ?? .null }
                do throws(DatabaseError) {
                    try procedure.body(values)
                    sqlite3_result_null(context)
                } catch {
                    sqlite3_result_error(context, error.message, -1)
                    sqlite3_result_error_code(context, error.code)
                }
            },
            nil, nil, { box in box.map { Unmanaged<Procedure>.fromOpaque($0).release() } })
        guard rc == SQLITE_OK else { throw error(rc, nil) }
    }

    /// `name(text, ...)` in SQL gives the words FTS5's tokenizer `tokenizer` (with
    /// `arguments`) makes of its non-null arguments, in order, as a JSON array: the
    /// index's own words, so that a table of them kept beside it never disagrees.
    /// `distinct`: each word once, in the order first made, for a count of the rows
    /// holding a word. (fts5_api from `SELECT fts5(?1)`, xFindTokenizer, xCreate, xTokenize.)
    func defineTokens(_ name: String, tokenizer: String, arguments: [String], distinct: Bool = false) throws(DatabaseError) {
        var api: UnsafeMutablePointer<fts5_api>?
        var statement: OpaquePointer?
        var rc = sqlite3_prepare_v2(handle, "SELECT fts5(?1)", -1, &statement, nil)
        if rc == SQLITE_OK {
            sqlite3_bind_pointer(statement, 1, &api, fts5APIType, nil)
            rc = sqlite3_step(statement)
        }
        sqlite3_finalize(statement)
        guard rc == SQLITE_ROW, let api, api.pointee.iVersion >= 2, let find = api.pointee.xFindTokenizer else {
            throw error(rc == SQLITE_ROW ? SQLITE_ERROR : rc, "SELECT fts5(?1)")
        }
        var module = fts5_tokenizer()
        var context: UnsafeMutableRawPointer?
        rc = find(api, tokenizer, &context, &module)
        guard rc == SQLITE_OK, let create = module.xCreate, let tokenize = module.xTokenize else { throw error(rc, nil) }
        var made: OpaquePointer?
        let cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        var pointers = cArguments.map { UnsafePointer($0) }
        rc = create(context, &pointers, Int32(pointers.count), &made)
        guard rc == SQLITE_OK, let made else { throw error(rc, nil) }
        let words = TokenFunction(tokenizer: made, tokenize: tokenize, delete: module.xDelete, distinct: distinct)
        let box = Unmanaged.passRetained(words).toOpaque()
        rc = sqlite3_create_function_v2(
            handle, name, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, count, arguments in
                let function = Unmanaged<TokenFunction>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
                var words: [String] = []
                for i in 0..<Int(count) {
                    guard let value = arguments?[i], let bytes = sqlite3_value_text(value) else { continue }
                    let size = sqlite3_value_bytes(value)
                    let rc = withUnsafeMutablePointer(to: &words) { words in
                        function.tokenize(function.tokenizer, words, FTS5_TOKENIZE_DOCUMENT, UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self), size) { words, _, token, length, _, _ in
                            guard let words, let token else { return SQLITE_OK }
                            let word = String(decoding: UnsafeRawBufferPointer(start: token, count: Int(length)), as: UTF8.self)
                            words.assumingMemoryBound(to: [String].self).pointee.append(word)
                            return SQLITE_OK
                        }
                    }
                    // A word left out could never be found: the statement fails instead.
                    guard rc == SQLITE_OK else { return sqlite3_result_error_code(context, rc) }
                }
                if function.distinct {
                    var seen = Set<String>()
                    words = words.filter { seen.insert($0).inserted }
                }
                sqlite3_result_text(context, TokenFunction.json(words), -1, transient)
            },
            nil, nil, { box in box.map { Unmanaged<TokenFunction>.fromOpaque($0).release() } })
        guard rc == SQLITE_OK else { throw error(rc, nil) }
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

    /// sqlite3_db_release_memory: the pages cached and not in use are let go.
    func releaseMemory() { sqlite3_db_release_memory(handle) }

    /// The main file's own sync through SQLite's file (SQLITE_FCNTL_FILE_POINTER, then
    /// its xSync): the one a checkpoint makes after copying pages into it, made alone.
    func syncMainFile() throws(DatabaseError) {
        var file: UnsafeMutablePointer<sqlite3_file>?
        let rc = sqlite3_file_control(handle, "main", SQLITE_FCNTL_FILE_POINTER, &file)
        guard rc == SQLITE_OK, let file, let sync = file.pointee.pMethods?.pointee.xSync else { throw error(rc == SQLITE_OK ? SQLITE_MISUSE : rc, nil) }
        let synced = sync(file, SQLITE_SYNC_NORMAL)
        guard synced == SQLITE_OK else { throw error(synced, nil) }
    }

    /// Whether the main file's -wal holds nothing (no file, or an empty one), asked
    /// of the file system by the name sqlite3_db_filename gives: then there is nothing
    /// to copy back, and closing needs no statement of its own.
    var walIsEmpty: Bool {
        guard let handle, let name = sqlite3_db_filename(handle, "main"), name.pointee != 0 else { return false }
        var info = stat()
        return stat(String(cString: name) + "-wal", &info) != 0 || info.st_size == 0
    }

    /// sqlite3_get_autocommit: whether a transaction is open on this connection.
    var inTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

    /// sqlite3_table_column_metadata: whether the schema already parsed holds `table`
    /// (a table, not a view) and, when `column` is given, a column of that name: a
    /// look-up in the parsed schema, where a statement naming the column is compiled.
    /// A virtual table's columns may not be known before its module connects: the
    /// caller checks those in the statement that made the table.
    func hasColumn(_ table: String, _ column: String?) -> Bool {
        guard let handle else { return false }
        // The names lent as C strings in place: an optional String passed as one is copied first.
        return table.withCString { table in
            guard let column else { return sqlite3_table_column_metadata(handle, "main", table, nil, nil, nil, nil, nil, nil) == SQLITE_OK }
            return column.withCString { sqlite3_table_column_metadata(handle, "main", table, $0, nil, nil, nil, nil, nil) == SQLITE_OK }
        }
    }

    /// sqlite3_db_readonly: whether the file was opened read-only.
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// sqlite3_exec, for statements without parameters or results.
    func execute(_ sql: String) throws(DatabaseError) {
        guard handle != nil else { throw error(SQLITE_MISUSE, sql) }
        let rc = sqlite3_exec(handle, sql, nil, nil, nil)
        guard rc == SQLITE_OK else { throw error(rc, sql) }
    }

    /// sqlite3_prepare_v2, cached per SQL text; sqlite3_bind_*; sqlite3_step; sqlite3_column_*.
    /// `stoppable` false: run whatever Ctrl-C asked, for a statement a trigger's procedure
    /// runs inside another, which is stopped, or not, as a whole.
    func query(_ sql: String, _ values: [Value] = [], stoppable: Bool = true,
               row: (Cursor) throws(DatabaseError) -> Void = { _ in }) throws(DatabaseError) {
        guard handle != nil else { throw error(SQLITE_MISUSE, sql) }
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
        try step(statement, sql, values, stoppable: stoppable, row: row)
    }

    /// `query` of a statement `prepare` gave, run again without looking its text up:
    /// for one a trigger's procedure runs for each of a million rows, whose text's hash
    /// (it holds letters past ASCII) cost more than the rest of the procedure.
    func query(_ statement: Statement, _ values: [Value], row: (Cursor) throws(DatabaseError) -> Void) throws(DatabaseError) {
        try step(statement.handle, statement.sql, values, stoppable: false, row: row)
    }

    /// sqlite3_bind_*, then sqlite3_step to the end, handing each row to `row`; then
    /// sqlite3_reset and sqlite3_clear_bindings.
    private func step(_ statement: OpaquePointer, _ sql: String, _ values: [Value], stoppable: Bool,
                      row: (Cursor) throws(DatabaseError) -> Void) throws(DatabaseError) {
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
            case .real(let v): rc = sqlite3_bind_double(statement, index, v)
            case .blob(let v): rc = v.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient) }
            }
            guard rc == SQLITE_OK else { throw error(rc, sql) }
        }
        if stoppable && CommandStop.take() { throw DatabaseError.stopped(sql) }
        while true {
            let rc = sqlite3_step(statement)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw error(rc, sql) }
            try row(Cursor(statement: statement))
        }
    }

    /// sqlite3_prepare_v2, cached like `query`'s: a statement run once per row of
    /// an import, its values bound in place rather than gathered in an array.
    func prepare(_ sql: String) throws(DatabaseError) -> Statement {
        guard handle != nil else { throw error(SQLITE_MISUSE, sql) }
        if let cached = statements[sql] { return Statement(handle: cached, sql: sql) }
        var prepared: OpaquePointer?
        let rc = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard rc == SQLITE_OK, let prepared else { throw error(rc, sql) }
        statements[sql] = prepared
        return Statement(handle: prepared, sql: sql)
    }

    /// sqlite3_step to the end, then sqlite3_reset and sqlite3_clear_bindings,
    /// for a statement whose values `Statement.bind` set.
    func run(_ statement: Statement) throws(DatabaseError) {
        defer {
            sqlite3_reset(statement.handle)
            sqlite3_clear_bindings(statement.handle)
        }
        if CommandStop.take() { throw DatabaseError.stopped(statement.sql) }
        while true {
            let rc = sqlite3_step(statement.handle)
            if rc == SQLITE_DONE { return }
            guard rc == SQLITE_ROW else { throw error(rc, statement.sql) }
        }
    }

    func scalar(_ sql: String, _ values: [Value] = []) throws(DatabaseError) -> Int64? {
        var result: Int64?
        try query(sql, values) { cursor in result = cursor.integer(0) }
        return result
    }

    /// sqlite3_changes64
    var changes: Int64 { sqlite3_changes64(handle) }

    /// `query`, then sqlite3_changes64: how many rows the statement changed.
    func changed(_ sql: String, _ values: [Value]) throws(DatabaseError) -> Int {
        try query(sql, values)
        return Int(changes)
    }
}

extension Connection: SQLConnection {
    /// `query`, with a body that may throw any error.
    func each(_ sql: String, _ values: [Value], _ row: (Cursor) throws -> Void) throws {
        try Self.throwingFirst({ try query(sql, values, row: $0) }, row)
    }
}

/// A Swift function SQLite holds while the connection is open.
private final class TextFunction {
    let transform: (String) -> String
    init(_ transform: @escaping (String) -> String) { self.transform = transform }
}

/// A procedure SQLite holds while the connection is open (`defineProcedure`).
private final class Procedure {
    let body: ([Value]) throws(DatabaseError) -> Void
    init(_ body: @escaping ([Value]) throws(DatabaseError) -> Void) { self.body = body }
}

/// An FTS5 tokenizer SQLite holds while the connection is open, deleted with it.
private final class TokenFunction {
    typealias Tokenize = @convention(c) (
        OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32,
        (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32)?
    ) -> Int32
    let tokenizer: OpaquePointer
    let tokenize: Tokenize
    let delete: (@convention(c) (OpaquePointer?) -> Void)?
    let distinct: Bool

    init(tokenizer: OpaquePointer, tokenize: Tokenize, delete: (@convention(c) (OpaquePointer?) -> Void)?, distinct: Bool) {
        self.tokenizer = tokenizer
        self.tokenize = tokenize
        self.delete = delete
        self.distinct = distinct
    }

    deinit { delete?(tokenizer) }

    /// Words as a JSON array; a word is letters and digits, but quotes, backslashes
    /// and control characters are escaped all the same.
    static func json(_ words: [String]) -> String {
        var out = "["
        for (i, word) in words.enumerated() {
            if i > 0 { out += "," }
            out += "\""
            for scalar in word.unicodeScalars {
                switch scalar {
                case "\"", "\\": out += "\\" + String(scalar)
                case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
        return out + "]"
    }
}

/// The type name SQLite checks on the pointer `SELECT fts5(?1)` fills; it must outlive every statement.
nonisolated(unsafe) private let fts5APIType = strdup("fts5_api_ptr")

enum Value: Equatable {
    case null
    case integer(Int64)
    case text(String)
    case real(Double)
    case blob([UInt8])

    static func optional(_ text: String?) -> Value { text.map(Value.text) ?? .null }

    /// sqlite3_value_type and its reader: an argument SQLite hands a function, as it is.
    init(_ value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let count = Int(sqlite3_value_bytes(value))
            self = sqlite3_value_text(value).map { .text(String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)) } ?? .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            guard count > 0, let bytes = sqlite3_value_blob(value) else { self = .blob([]); return }
            self = .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: self = .null
        }
    }
}

/// A prepared statement of a connection; `Connection.run` steps it.
struct Statement {
    fileprivate let handle: OpaquePointer
    fileprivate let sql: String

    /// sqlite3_bind_int64; parameters count from 1.
    func bind(_ index: Int32, _ value: Int64) {
        sqlite3_bind_int64(handle, index, value)
    }

    /// sqlite3_bind_text with the text's length, or sqlite3_bind_null for nil.
    func bind(_ index: Int32, _ text: String?) {
        guard var text else {
            sqlite3_bind_null(handle, index)
            return
        }
        text.withUTF8 { utf8 in
            _ = utf8.withMemoryRebound(to: CChar.self) { chars in
                // An empty buffer may have no address, which SQLite would take for NULL.
                guard let start = chars.baseAddress else { return sqlite3_bind_text(handle, index, "", 0, transient) }
                return sqlite3_bind_text(handle, index, start, Int32(chars.count), transient)
            }
        }
    }
}

struct Cursor {
    let statement: OpaquePointer

    /// sqlite3_column_int64
    func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    /// sqlite3_column_type
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    /// sqlite3_column_count
    var count: Int32 { sqlite3_column_count(statement) }

    /// A column as it is stored, whatever its type: for copying rows whole.
    func value(_ column: Int32) -> Value {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(integer(column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: return text(column).map(Value.text) ?? .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let bytes = sqlite3_column_blob(statement, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// Whether a column's text is `text`, byte for byte, without making a String of it:
    /// for a reading of millions of rows that only asks when a value changes.
    func textEquals(_ column: Int32, _ text: String) -> Bool {
        guard !isNull(column), let bytes = sqlite3_column_text(statement, column) else { return false }
        let count = Int(sqlite3_column_bytes(statement, column))
        var text = text
        return text.withUTF8 { utf8 in utf8.count == count && (count == 0 || memcmp(utf8.baseAddress!, bytes, count) == 0) }
    }

    /// sqlite3_column_text and sqlite3_column_bytes; text is stored as UTF-8.
    func text(_ column: Int32) -> String? {
        guard !isNull(column), let bytes = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
