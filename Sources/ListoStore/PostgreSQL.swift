import CLibPQ
import Glibc

/// Every PQ* call listo makes goes through this file. Values reach the server
/// only as parameters (PQexecParams, PQexecPrepared); the one call that sends
/// text as SQL, `execute`, is for listo's own constant statements (the schema).

/// A failed call to a PostgreSQL server: what it said, its SQLSTATE, and whether
/// the connection itself was lost (the server stopped, restarted or dropped it).
public struct ServerError: Error, Hashable, Sendable {
    /// The five-character SQLSTATE, or "" when the server gave none.
    public var sqlState: String
    public var message: String
    /// The connection is gone: nothing more can be sent on it until it is made again.
    public var lost: Bool
    /// Lost after COMMIT was sent, before its answer came: the change may or may not
    /// have been made, which is looked up in the journal once the server answers.
    public var unanswered = false
    /// Where libpq tried to connect, as PQhost and PQport said after a failed connection.
    public var tried: ServerPlace?
    /// The server asked for a password and none was given (PQconnectionNeedsPassword).
    public var wantedPassword = false

    public init(sqlState: String, message: String, lost: Bool, unanswered: Bool = false) {
        self.sqlState = sqlState
        self.message = message
        self.lost = lost
        self.unanswered = unanswered
    }

    /// 42501 insufficient_privilege.
    public var isPermission: Bool { sqlState == "42501" }
    /// 40001 serialization_failure, 40P01 deadlock_detected: the transaction may be run again.
    public var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }
    /// 23505 unique_violation.
    public var isUniqueViolation: Bool { sqlState == "23505" }
    /// 25006 read_only_sql_transaction.
    public var isReadOnly: Bool { sqlState == "25006" }
    /// 57014 query_canceled: Ctrl-C stopped the statement (PQcancel) or the change (`CommandStop`).
    public var isStopped: Bool { sqlState == "57014" }

    /// What a statement that Ctrl-C came before, or a change's commit, throws.
    static let stopped = ServerError(sqlState: "57014", message: "canceling statement due to user request", lost: false)
}

/// A host (or socket folder) and port, as libpq names where it connects.
public struct ServerPlace: Hashable, Sendable {
    public var host: String
    public var port: String
}

/// PQgetCancel's object as the stopping thread holds it, only ever to call PQcancel.
private struct CancelHandle: @unchecked Sendable {
    let cancel: OpaquePointer
}

/// Where a server is, as libpq understands a connection string or URI together
/// with the PG* environment variables, with the password kept out of every
/// description of it.
public struct ServerAddress: Hashable, Sendable {
    /// What the person gave: a postgresql:// or postgres:// URI, or key=value pairs.
    public let conninfo: String
    /// Keyword and value of every parameter given, as PQconninfoParse read them.
    public let given: [String: String]
    /// The defaults libpq would use for what was not given (PQconndefaults: the PG* variables),
    /// and the host and port it used where neither gave one (`settled(at:)`).
    public private(set) var defaults: [String: String]

    /// A store as listo may write it down (a transcript's arguments): a server's
    /// URI without its password, a file's path as it is.
    public static func withoutPassword(_ text: String) -> String {
        guard isServer(text) else { return text }
        return (try? ServerAddress(text))?.description ?? redacting(typedWithoutPassword(text), in: text)
    }

    /// Whether `text` names a server rather than a file.
    public static func isServer(_ text: String) -> Bool {
        text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
    }

    /// PQconninfoParse; throws libpq's reason when the text is not a connection
    /// string, or why libpq can't be loaded.
    public init(_ conninfo: String) throws(ServerError) {
        // libpq is opened here, the first time a server is named; every PQ* call comes after.
        if let problem = listo_pq_problem() {
            throw ServerError(sqlState: "", message: String(cString: problem), lost: false)
        }
        self.conninfo = conninfo
        var message: UnsafeMutablePointer<CChar>?
        guard let parsed = PQconninfoParse(conninfo, &message) else {
            let reason = message.map { String(cString: $0) } ?? "not a connection string"
            if let message { PQfreemem(message) }
            // libpq quotes the part it could not read, which may be the password.
            throw ServerError(sqlState: "", message: ServerAddress.redacting(ServerAddress.trimmed(reason), in: conninfo), lost: false)
        }
        given = ServerAddress.options(parsed)
        PQconninfoFree(parsed)
        if let fallback = PQconndefaults() {
            defaults = ServerAddress.options(fallback)
            PQconninfoFree(fallback)
        } else {
            defaults = [:]
        }
    }

    private static func options(_ list: UnsafeMutablePointer<PQconninfoOption>) -> [String: String] {
        var out: [String: String] = [:]
        var option = list
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { out[String(cString: keyword)] = String(cString: value) }
            option += 1
        }
        return out
    }

    public func value(_ keyword: String) -> String? { given[keyword] ?? defaults[keyword] }

    /// This address with the place libpq connected to, or tried, where neither the text
    /// nor a PG* variable named a host: libpq's own default, a Unix socket folder on
    /// most systems (/var/run/postgresql on Debian), which no variable says, where
    /// `localhost:5432`, TCP, was said.
    public func settled(at place: ServerPlace?) -> ServerAddress {
        guard let place, !place.host.isEmpty, (value("host") ?? "").isEmpty, (value("hostaddr") ?? "").isEmpty else { return self }
        var settled = self
        settled.defaults["host"] = place.host
        if (value("port") ?? "").isEmpty, !place.port.isEmpty { settled.defaults["port"] = place.port }
        return settled
    }

    /// The host as a person would name it: the host (or socket folder) and port.
    public var host: String {
        let host = value("host").flatMap { $0.isEmpty ? nil : $0 } ?? value("hostaddr") ?? "localhost"
        let port = value("port").flatMap { $0.isEmpty ? nil : $0 } ?? "5432"
        return host.hasPrefix("/") ? "\(host) port \(port)" : "\(host):\(port)"
    }

    /// postgresql://USER@HOST:PORT/DB (a socket folder, a schema's options and the
    /// other parameters given as parameters), never with a password, for `where store` and errors.
    public var description: String {
        let user = value("user").flatMap { $0.isEmpty ? nil : $0 }
        let database = value("dbname").flatMap { $0.isEmpty ? nil : $0 } ?? user ?? ""
        let host = value("host").flatMap { $0.isEmpty ? nil : $0 } ?? value("hostaddr") ?? "localhost"
        let port = value("port").flatMap { $0.isEmpty ? nil : $0 }
        let place = host.hasPrefix("/") ? "" : host + (port.map { ":" + $0 } ?? "")
        var query: [String] = []
        if host.hasPrefix("/") { query += ["host=" + ServerAddress.escaped(host)] + (port.map { ["port=" + $0] } ?? []) }
        // A schema of its own (options=-csearch_path=listo) is part of where the store is.
        if let options = given["options"], !options.isEmpty { query.append("options=" + ServerAddress.escaped(options)) }
        // The other parameters given (sslmode, application_name, …), so the form said can be given to --store again.
        let placed: Set<String> = ["user", "password", "dbname", "host", "hostaddr", "port", "options"]
        for key in given.keys.sorted() where !placed.contains(key) {
            if let value = given[key], !value.isEmpty { query.append(key + "=" + ServerAddress.escaped(value)) }
        }
        return "postgresql://" + (user.map { ServerAddress.escaped($0) + "@" } ?? "") + place + "/" + ServerAddress.escaped(database)
            + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// Anything a message might hold of the password, replaced: the password as
    /// the text spells it and as libpq read it, and one from PGPASSWORD.
    public func redacting(_ text: String) -> String {
        ServerAddress.redacting(text, in: conninfo, also: [given["password"], defaults["password"]].compactMap { $0 })
    }

    static func redacting(_ text: String, in conninfo: String, also known: [String] = []) -> String {
        let spellings = Set(passwords(in: conninfo) + known).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        return spellings.reduce(text) { $0.replacingAll($1, with: "***") }
    }

    /// Every password a connection string holds, as written and percent-decoded:
    /// a URI's user:password@ and password= parameter, or key=value's password.
    static func passwords(in conninfo: String) -> [String] {
        var found: [String] = []
        if isServer(conninfo), let scheme = conninfo.firstRange(of: "://") {
            let rest = conninfo[scheme.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" }
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                found.append(String(authority[authority.index(after: colon)..<at]))
            }
            if let query = rest.firstIndex(of: "?") {
                for pair in rest[rest.index(after: query)...].split(separator: "&") where pair.hasPrefix("password=") {
                    found.append(String(pair.dropFirst("password=".count)))
                }
            }
            found += found.map(percentDecoded)
        } else {
            // password = 'quoted \' value' or password=bare
            var rest = Substring(conninfo)
            while let key = rest.firstRange(of: "password") {
                rest = rest[key.upperBound...].drop { $0 == " " }
                guard rest.first == "=" else { continue }
                rest = rest.dropFirst().drop { $0 == " " }
                if rest.first == "'" {
                    var value = "", escaped = false
                    for c in rest.dropFirst() {
                        if escaped { value.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "'" { break } else { value.append(c) }
                    }
                    found.append(value)
                } else {
                    found.append(String(rest.prefix { !$0.isWhitespace }))
                }
            }
        }
        return found
    }

    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let byte = UInt8(String(decoding: utf8[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                bytes.append(byte)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isLetter || c.isNumber || "-._~/".contains(c), byte < 0x80 {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// libpq's messages end in a newline and may run to several lines; the first says it.
    static func trimmed(_ message: String) -> String {
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        return first.hasPrefix("ERROR:  ") ? String(first.dropFirst(8)) : first.trimmingSpaces
    }
}

/// One connection to a server. Not shared between threads: each session owns its own.
final class ServerConnection {
    private var handle: OpaquePointer?
    /// The address given, settled at the place libpq connected to.
    private(set) var address: ServerAddress
    /// Prepared statements by their SQL text, named s1, s2, ...: each is parsed once per connection.
    private var prepared: [String: String] = [:]

    /// PQconnectdbParams with the URI expanded, and a connect timeout unless one
    /// was given; the server sees the application as listo unless the URI names it.
    init(_ address: ServerAddress, connectTimeout: Int = 5) throws(ServerError) {
        self.address = address
        var keywords = ["dbname", "fallback_application_name"]
        var values = [address.conninfo, "listo"]
        if address.given["connect_timeout"] == nil && address.defaults["connect_timeout"] == nil {
            keywords.append("connect_timeout")
            values.append(String(connectTimeout))
        }
        handle = ServerConnection.connect(keywords, values)
        let place = handle.map(ServerConnection.place)
        self.address = address.settled(at: place)
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            let message = handle.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            let wantedPassword = handle.map { PQconnectionNeedsPassword($0) == 1 } ?? false
            if let handle { PQfinish(handle) }
            self.handle = nil
            var error = ServerError(sqlState: "", message: address.redacting(ServerAddress.trimmed(message)), lost: true)
            error.tried = place
            error.wantedPassword = wantedPassword
            throw error
        }
        // Notices (a table that already exists, say) are not said on standard error.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        watchForStop()
    }

    /// This connection among those Ctrl-C stops (`CommandStop`), with its PGcancel.
    private var stopping: (token: Int, cancel: CancelHandle)?

    /// PQgetCancel: the statement under way when Ctrl-C comes is cancelled by PQcancel,
    /// which libpq documents as safe from another thread. Made again after a reset,
    /// whose new server process a cancel must name.
    private func watchForStop() {
        forgetStop()
        guard let handle, let cancel = PQgetCancel(handle) else { return }
        let held = CancelHandle(cancel: cancel)
        let token = CommandStop.register {
            var reason = [CChar](repeating: 0, count: 256)
            _ = PQcancel(held.cancel, &reason, Int32(reason.count))
        }
        stopping = (token, held)
    }

    /// PQfreeCancel, once the stopping thread can no longer reach it.
    private func forgetStop() {
        guard let stopping else { return }
        CommandStop.unregister(stopping.token)
        PQfreeCancel(stopping.cancel.cancel)
        self.stopping = nil
    }

    private static func connect(_ keywords: [String], _ values: [String]) -> OpaquePointer? {
        let k = keywords.map { strdup($0) }, v = values.map { strdup($0) }
        defer { k.forEach { free($0) }; v.forEach { free($0) } }
        var kp = k.map { UnsafePointer($0) } + [nil], vp = v.map { UnsafePointer($0) } + [nil]
        return PQconnectdbParams(&kp, &vp, 1)
    }

    deinit { close() }

    /// PQfinish
    func close() {
        forgetStop()
        if let handle { PQfinish(handle) }
        handle = nil
        prepared = [:]
    }

    /// PQstatus: whether the connection is still up, as far as libpq knows.
    var isOpen: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// PQtransactionStatus: inside a transaction (or a failed one) that has not ended.
    var inTransaction: Bool {
        guard let handle else { return false }
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR
    }

    /// PQreset: the same connection made again; its prepared statements are gone.
    func reconnect() throws(ServerError) {
        guard let handle else { throw lostError("the connection is closed") }
        prepared = [:]
        resetting = false
        PQreset(handle)
        guard PQstatus(handle) == CONNECTION_OK else {
            throw ServerError(sqlState: "", message: address.redacting(ServerAddress.trimmed(String(cString: PQerrorMessage(handle)))), lost: true)
        }
        watchForStop()
    }

    /// Where making a lost connection again without waiting stands.
    enum Resetting: Equatable {
        /// Under way: call `resetStep` again when `socket` can be read, or soon when it is to be written.
        case waiting(socket: Int32, forWrite: Bool)
        case made
        case failed
    }

    private var resetting = false

    /// PQresetStart, then PQresetPoll at each later call: a lost connection made
    /// again a step at a time, never waiting, for a session idle at its prompt,
    /// whose keys must not wait for a server that does not answer.
    func resetStep() -> Resetting {
        guard let handle else { return .failed }
        if !resetting {
            prepared = [:]
            guard PQresetStart(handle) == 1 else { return .failed }
            resetting = true
        }
        let state = PQresetPoll(handle)
        switch state {
        case PGRES_POLLING_OK:
            resetting = false
            guard PQstatus(handle) == CONNECTION_OK else { return .failed }
            watchForStop()
            return .made
        case PGRES_POLLING_FAILED:
            resetting = false
            return .failed
        default:
            return .waiting(socket: PQsocket(handle), forWrite: state == PGRES_POLLING_WRITING)
        }
    }

    private func lostError(_ message: String) -> ServerError {
        ServerError(sqlState: "", message: message, lost: true)
    }

    /// PQresultStatus, PQresultErrorField(SQLSTATE), PQerrorMessage, PQstatus: a
    /// result that failed, as an error; PQclear on it.
    private func check(_ result: OpaquePointer?) throws(ServerError) -> OpaquePointer {
        guard let handle else { throw lostError("the connection is closed") }
        if let result {
            let status = PQresultStatus(result)
            if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK { return result }
            let state = PQresultErrorField(result, 67 /* PG_DIAG_SQLSTATE 'C' */).map { String(cString: $0) } ?? ""
            let text = PQresultErrorField(result, 77 /* PG_DIAG_MESSAGE_PRIMARY 'M' */).map { String(cString: $0) }
                ?? String(cString: PQresultErrorMessage(result))
            PQclear(result)
            // The Ctrl-C that cancelled this statement is spent: the rollback and reads after it run.
            if state == "57014" { CommandStop.clear() }
            let lost = PQstatus(handle) != CONNECTION_OK || state.hasPrefix("08") || state == "57P01" || state == "57P02" || state == "57P03"
            throw ServerError(sqlState: state, message: address.redacting(ServerAddress.trimmed(text)), lost: lost)
        }
        let message = String(cString: PQerrorMessage(handle))
        throw ServerError(sqlState: "", message: address.redacting(ServerAddress.trimmed(message)), lost: PQstatus(handle) != CONNECTION_OK)
    }

    /// PQexec, for listo's own constant statements (the schema, BEGIN, COMMIT):
    /// several statements may be sent at once, and no value of a person's ever is.
    func execute(_ sql: StaticString) throws(ServerError) {
        try execute(constant: sql.description)
    }

    /// PQexec of text made only from listo's own constants (a migration).
    func execute(constant sql: String) throws(ServerError) {
        guard let handle else { throw lostError("the connection is closed") }
        PQclear(try check(PQexec(handle, sql)))
    }

    /// PQprepare once per SQL text, then PQexecPrepared with the values as text
    /// parameters ($1, $2, ...); the caller clears the result.
    private func run(_ sql: String, _ values: [Value]) throws(ServerError) -> OpaquePointer {
        guard let handle else { throw lostError("the connection is closed") }
        if CommandStop.take() { throw ServerError.stopped }
        let name: String
        if let known = prepared[sql] {
            name = known
        } else {
            name = "s\(prepared.count + 1)"
            PQclear(try check(PQprepare(handle, name, sql, 0, nil)))
            prepared[sql] = name
        }
        let texts: [UnsafeMutablePointer<CChar>?] = values.map { value in
            switch value {
            case .null: return nil
            case .integer(let v): return strdup(String(v))
            case .text(let v): return strdup(v)
            case .real(let v): return strdup(String(v))
            case .blob(let v): return strdup("\\x" + v.map { String($0, radix: 16).leftPadded(to: 2) }.joined())
            }
        }
        defer { texts.forEach { free($0) } }
        let pointers = texts.map { $0.map { UnsafePointer($0) } }
        return try check(pointers.withUnsafeBufferPointer { buffer in
            PQexecPrepared(handle, name, Int32(values.count), buffer.baseAddress, nil, nil, 0)
        })
    }

    /// A statement's rows: PQntuples, each read through PQgetvalue and PQgetisnull; PQclear.
    func query(_ sql: String, _ values: [Value] = [], row: (ServerCursor) throws(ServerError) -> Void = { _ in }) throws(ServerError) {
        let result = try run(sql, values)
        defer { PQclear(result) }
        let count = PQntuples(result)
        for i in 0..<count { try row(ServerCursor(result: result, row: i)) }
    }

    func scalar(_ sql: String, _ values: [Value] = []) throws(ServerError) -> Int64? {
        var out: Int64?
        try query(sql, values) { c in out = c.isNull(0) ? nil : c.integer(0) }
        return out
    }

    /// How many rows a command changed: PQcmdTuples.
    func changed(_ sql: String, _ values: [Value]) throws(ServerError) -> Int {
        let result = try run(sql, values)
        defer { PQclear(result) }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    /// PQsocket: the descriptor to wait on for notifications, -1 when there is none.
    var socket: Int32 { handle.map { PQsocket($0) } ?? -1 }

    /// PQconsumeInput, without PQnotifies: what the server sent meanwhile is read
    /// without waiting, notifications left queued for `notifications`. A server that
    /// stopped or restarted closed the connection, and libpq learns it only by
    /// reading: after this, `isOpen` says so, and the connection can be made again
    /// before a command rather than found lost by the command's first statement.
    func readWaitingInput() {
        guard let handle, PQstatus(handle) == CONNECTION_OK, !inTransaction else { return }
        _ = PQconsumeInput(handle)
    }

    /// PQconsumeInput, then PQnotifies until there are none: the payloads of the
    /// notifications that have arrived, without waiting. False when the connection
    /// was found lost.
    func notifications() -> (payloads: [String], alive: Bool) {
        guard let handle else { return ([], false) }
        guard PQconsumeInput(handle) == 1 else { return ([], false) }
        var payloads: [String] = []
        while let notice = PQnotifies(handle) {
            payloads.append(String(cString: notice.pointee.extra))
            PQfreemem(notice)
        }
        return (payloads, PQstatus(handle) == CONNECTION_OK)
    }

    /// PQserverVersion, as 150004 for 15.4.
    var serverVersion: Int32 { handle.map { PQserverVersion($0) } ?? 0 }

    /// PQhost and PQport: where a connection went, or last tried to, made or not.
    private static func place(_ handle: OpaquePointer) -> ServerPlace {
        ServerPlace(host: PQhost(handle).map { String(cString: $0) } ?? "", port: PQport(handle).map { String(cString: $0) } ?? "")
    }

    /// PQhost and PQport of the connection made.
    var host: String {
        guard let handle else { return address.host }
        let host = PQhost(handle).map { String(cString: $0) } ?? ""
        let port = PQport(handle).map { String(cString: $0) } ?? ""
        return host.hasPrefix("/") ? "\(host) port \(port)" : "\(host):\(port)"
    }
}

extension ServerConnection: SQLConnection {
    /// `query`, with a body that may throw any error.
    func each(_ sql: String, _ values: [Value], _ row: (ServerCursor) throws -> Void) throws {
        try Self.throwingFirst({ try query(sql, values, row: $0) }, row)
    }
}

/// One row of a result, its values read as text.
struct ServerCursor {
    fileprivate let result: OpaquePointer
    fileprivate let row: Int32

    /// PQgetisnull
    func isNull(_ column: Int32) -> Bool { PQgetisnull(result, row, column) == 1 }

    /// PQgetvalue and PQgetlength, as UTF-8 text.
    func text(_ column: Int32) -> String? {
        guard !isNull(column), let bytes = PQgetvalue(result, row, column) else { return nil }
        let count = Int(PQgetlength(result, row, column))
        return bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    func integer(_ column: Int32) -> Int64 {
        guard let text = text(column) else { return 0 }
        if let value = Int64(text) { return value }
        // Booleans come as t and f.
        return text == "t" ? 1 : 0
    }

    /// PQnfields
    var count: Int32 { PQnfields(result) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while s.last?.isWhitespace == true { s = s.dropLast() }
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        return String(s)
    }

    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        let text = Array(utf8), find = Array(target.utf8)
        guard !find.isEmpty, text.count >= find.count else { return self }
        var out: [UInt8] = []
        var i = 0
        while i < text.count {
            if i + find.count <= text.count, text[i..<(i + find.count)].elementsEqual(find) {
                out += Array(replacement.utf8)
                i += find.count
            } else {
                out.append(text[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
