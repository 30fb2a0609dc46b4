/// A server's address as it was typed, said back in errors without its password,
/// and libpq's key=value form, which --store does not take.
extension ServerAddress {
    /// A URI as typed, its password taken out (`ana:secret@` becomes `ana@`, and a
    /// `password=` parameter goes): what an error says when libpq can't read the URI,
    /// so the person hears the store they named, as far as it can be said.
    public static func typedWithoutPassword(_ text: String) -> String {
        guard isServer(text), let scheme = text.firstRange(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
            authority.removeSubrange(colon..<at)
        }
        var tail = String(rest[authorityEnd...])
        if let query = tail.firstIndex(of: "?") {
            let pairs = tail[tail.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
            let kept = pairs.filter { !$0.lowercased().hasPrefix("password=") }
            tail = String(tail[..<query]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
        }
        return String(text[..<scheme.upperBound]) + authority + tail
    }

    /// libpq's keywords, as a connection string of key=value words names them.
    static let keywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "require_auth", "channel_binding",
        "connect_timeout", "client_encoding", "options", "application_name", "fallback_application_name",
        "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout",
        "replication", "gssencmode", "sslmode", "sslnegotiation", "requiressl", "sslcompression", "sslcert", "sslkey",
        "sslkeylogfile", "sslpassword", "sslcertmode", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
        "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib", "gssdelegation",
        "service", "target_session_attrs", "load_balance_hosts", "min_protocol_version", "max_protocol_version",
    ]

    /// The pairs of a libpq key=value connection string (`host=db dbname=shopping`),
    /// or nil when the text is not one: every word a libpq keyword, `=`, and a value,
    /// bare or in single quotes. A file's path is never read so: it has no such words.
    /// A text without `=` is answered from its bytes, before the keywords are built or
    /// a character's class is looked up, since every `--store` given is asked this.
    public static func keyValuePairs(_ text: String) -> [(key: String, value: String)]? {
        guard text.utf8.contains(UInt8(ascii: "=")) else { return nil }
        var pairs: [(key: String, value: String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let key = rest.prefix { $0.isLetter || $0 == "_" }
            guard keywords.contains(key.lowercased()) else { return nil }
            rest = rest[key.endIndex...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            var value = ""
            if rest.first == "'" {
                var escaped = false, closed = false
                var i = rest.index(after: rest.startIndex)
                while i < rest.endIndex {
                    let c = rest[i]
                    i = rest.index(after: i)
                    if escaped { value.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "'" { closed = true; break } else { value.append(c) }
                }
                guard closed else { return nil }
                rest = rest[i...]
            } else {
                value = String(rest.prefix { !$0.isWhitespace })
                rest = rest.dropFirst(value.count)
            }
            pairs.append((String(key).lowercased(), value))
        }
        return pairs.isEmpty ? nil : pairs
    }

    /// The postgresql:// URI a key=value string stands for, without its password, to
    /// say what to type instead: user, host, port and database in their places, the
    /// other parameters after `?`.
    public static func uri(fromPairs pairs: [(key: String, value: String)]) -> String {
        var given: [String: String] = [:]
        for (key, value) in pairs { given[key] = value }
        let host = given["host"] ?? given["hostaddr"] ?? ""
        // A socket folder or several hosts go as parameters, where libpq reads them so.
        let hostInPlace = !host.hasPrefix("/") && !host.contains(",")
        let user = given["user"].map { escaped($0) + "@" } ?? ""
        let place = (hostInPlace ? escaped(host) : "") + (hostInPlace ? given["port"].map { ":" + escaped($0) } ?? "" : "")
        let placed = Set(["user", "password", "dbname", "hostaddr"] + (hostInPlace ? ["host", "port"] : []))
        let query = pairs.filter { !placed.contains($0.key) }.map { $0.key + "=" + escaped($0.value) }
        return "postgresql://" + user + place + "/" + escaped(given["dbname"] ?? "") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
