// A PostgreSQL role that may read listo's tables and not change them: the store is
// writable, to others, so "Open a writable store with --store." was no advice. Said
// once when a session starts, naming the role and the store, and for each change
// refused, with the grant the owner of listo's tables can run (the store is the
// session's, named by the start and by where store). One case of `Message`
// (`.worded`) each, in English and Spanish.

/// A server's role that may only read.
public enum ReadOnlyRoleMessage: WordedMessage {
    /// Read-only: role {1} may read {2}, not change it.
    case notice(MessageArgument, MessageArgument)
    /// role {2} may only read listo's tables, so {1} can't change them; their owner, {3}, can allow changes: GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {4} TO {2}; GRANT USAGE ON ALL SEQUENCES IN SCHEMA {4} TO {2};
    case refused(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// role {1} may only read listo's tables; their owner, {2}, can allow changes: GRANT … TO {1};
    case mayOnlyRead(MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .notice(let role, let store): return "Read-only: role \(role) may read \(store), not change it."
        case .refused(let command, let role, let owner, let schema): return Self.englishAdvice(role, owner, schema, refusing: command)
        case .mayOnlyRead(let role, let owner, let schema): return Self.englishAdvice(role, owner, schema)
        }
    }

    public var spanish: String {
        switch self {
        case .notice(let role, let store): return "Solo lectura: el rol \(role) puede leer \(store), no cambiarlo."
        case .refused(let command, let role, let owner, let schema): return Self.spanishAdvice(role, owner, schema, refusing: command)
        case .mayOnlyRead(let role, let owner, let schema): return Self.spanishAdvice(role, owner, schema)
        }
    }

    /// `command`: the command refused, said after the reason, which leads the line.
    private static func englishAdvice(_ role: MessageArgument, _ owner: MessageArgument, _ schema: MessageArgument, refusing command: MessageArgument? = nil) -> String {
        "role \(role) may only read listo's tables" + (command.map { ", so \($0) can't change them" } ?? "") + "; their owner, \(owner), can allow changes: " + grant(role, schema)
    }

    private static func spanishAdvice(_ role: MessageArgument, _ owner: MessageArgument, _ schema: MessageArgument, refusing command: MessageArgument? = nil) -> String {
        "el rol \(role) solo puede leer las tablas de listo" + (command.map { ", así que \($0) no puede cambiarlas" } ?? "") + "; su dueño, \(owner), puede permitir cambios: " + grant(role, schema)
    }

    /// What a role needs to change lists, as docs/postgresql.md gives it: SQL, the same
    /// in every language. Past 200 characters a line is said as two (`LineFormat.split`),
    /// here between the two statements.
    private static func grant(_ role: MessageArgument, _ schema: MessageArgument) -> String {
        "GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA \(schema) TO \(role); GRANT USAGE ON ALL SEQUENCES IN SCHEMA \(schema) TO \(role);"
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ReadOnlyRoleMessage)] {
        [("readOnlyRole.notice", .notice(a(1), a(2))),
         ("readOnlyRole.refused", .refused(a(1), a(2), a(3), a(4))),
         ("readOnlyRole.mayOnlyRead", .mayOnlyRead(a(1), a(2), a(3)))]
    }
}
