// A PostgreSQL server that would not open its store, said with the cause first in
// listo's words, where libpq's line ran to two hundred characters and put the cause
// last, after the socket's path and the server's "FATAL:". A wrong or missing
// password, no server, no database or role, one of listo's tables gone; what listo has
// no words for is still libpq's own. One case of `Message` (`.worded`) each, said as
// the one line a store that can't be opened gets. The store is named as `where store`
// names it: never with a password.

/// Why a server's store could not be opened, where listo has words for it.
public enum ServerConnectionMessage: WordedMessage {
    /// password refused for role {1} on {2}.
    case passwordRefused(MessageArgument, MessageArgument)
    /// no password for role {1} on {2}: give it in ~/.pgpass, PGPASSFILE's file, PGPASSWORD or the URI.
    case noPassword(MessageArgument, MessageArgument)
    /// no server answers at {1}.
    case noServer(MessageArgument)
    /// no address is known for host {1}, in {2}.
    case unknownHost(MessageArgument, MessageArgument)
    /// no database {1} on {2}; make it once with CREATE DATABASE {1}; or name another.
    case noDatabase(MessageArgument, MessageArgument)
    /// no role {1} on {2}; make it once with CREATE ROLE {1} LOGIN; or name another.
    case noRole(MessageArgument, MessageArgument)
    /// damaged store {1}: its table {2} is missing. Nothing was written to it.
    case missingTable(MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .passwordRefused(let role, let store): return "password refused for role \(role) on \(store)."
        case .noPassword(let role, let store):
            return "no password for role \(role) on \(store): give it in ~/.pgpass, PGPASSFILE's file, PGPASSWORD or the URI."
        case .noServer(let store): return "no server answers at \(store)."
        case .unknownHost(let host, let store): return "no address is known for host \(host), in \(store)."
        case .noDatabase(let database, let store):
            return "no database \(database) on \(store); make it once with CREATE DATABASE \(database); or name another."
        case .noRole(let role, let store): return "no role \(role) on \(store); make it once with CREATE ROLE \(role) LOGIN; or name another."
        case .missingTable(let store, let table): return "damaged store \(store): its table \(table) is missing. Nothing was written to it."
        }
    }

    public var spanish: String {
        switch self {
        case .passwordRefused(let role, let store): return "contraseña rechazada para el rol \(role) en \(store)."
        case .noPassword(let role, let store):
            return "no hay contraseña para el rol \(role) en \(store): dala en ~/.pgpass, en el archivo de PGPASSFILE, en PGPASSWORD o en la URI."
        case .noServer(let store): return "ningún servidor responde en \(store)."
        case .unknownHost(let host, let store): return "no se conoce ninguna dirección del host \(host), en \(store)."
        case .noDatabase(let database, let store):
            return "no existe la base de datos \(database) en \(store); créala una vez con CREATE DATABASE \(database); o nombra otra."
        case .noRole(let role, let store):
            return "no existe el rol \(role) en \(store); créalo una vez con CREATE ROLE \(role) LOGIN; o nombra otro."
        case .missingTable(let store, let table): return "el almacén \(store) está dañado: falta su tabla \(table). No se escribió nada en él."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ServerConnectionMessage)] {
        [("serverConnection.passwordRefused", .passwordRefused(a(1), a(2))),
         ("serverConnection.noPassword", .noPassword(a(1), a(2))),
         ("serverConnection.noServer", .noServer(a(1))),
         ("serverConnection.unknownHost", .unknownHost(a(1), a(2))),
         ("serverConnection.noDatabase", .noDatabase(a(1), a(2))),
         ("serverConnection.noRole", .noRole(a(1), a(2))),
         ("serverConnection.missingTable", .missingTable(a(1), a(2)))]
    }
}
