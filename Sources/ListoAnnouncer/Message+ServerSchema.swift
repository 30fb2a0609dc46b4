// A PostgreSQL store whose schema listo can't work in: one that is not there, one the
// role may not use, or one it may not read, make or upgrade listo's tables in. One case of `Message`
// (`.worded`) each, said as the one line a store that can't be opened gets, with the
// statement that mends it, where libpq's or the server's own words said neither.

/// Why listo can't work in a server's schema, and what to run.
public enum ServerSchemaMessage: WordedMessage {
    /// schema {1} does not exist on {2}; make it once with CREATE SCHEMA {1}; or name another in the URI's search_path.
    case missing(MessageArgument, MessageArgument)
    /// role {1} may not use schema {2} on {3}; the schema's owner can allow it: GRANT USAGE ON SCHEMA {2} TO {1};
    case mayNotUse(MessageArgument, MessageArgument, MessageArgument)
    /// role {1} may not read listo's tables in schema {2} on {3}; their owner, {4}, can allow it: GRANT SELECT ON ALL TABLES IN SCHEMA {2} TO {1};
    case mayNotRead(MessageArgument, MessageArgument, MessageArgument, MessageArgument)
    /// role {1} may not create listo's tables in schema {2} on {3}; the schema's owner can allow it: GRANT CREATE ON SCHEMA {2} TO {1};
    case mayNotCreate(MessageArgument, MessageArgument, MessageArgument)
    /// role {1} may not upgrade listo's tables in schema {2} on {3}; open it once as their owner, {4}.
    case mayNotUpgrade(MessageArgument, MessageArgument, MessageArgument, MessageArgument)

    public var english: String {
        switch self {
        case .missing(let schema, let store):
            return "schema \(schema) does not exist on \(store); make it once with CREATE SCHEMA \(schema); or name another in the URI's search_path."
        case .mayNotUse(let role, let schema, let store):
            return "role \(role) may not use schema \(schema) on \(store); the schema's owner can allow it: GRANT USAGE ON SCHEMA \(schema) TO \(role);"
        case .mayNotRead(let role, let schema, let store, let owner):
            return "role \(role) may not read listo's tables in schema \(schema) on \(store); their owner, \(owner), can allow it: GRANT SELECT ON ALL TABLES IN SCHEMA \(schema) TO \(role);"
        case .mayNotCreate(let role, let schema, let store):
            return "role \(role) may not create listo's tables in schema \(schema) on \(store); the schema's owner can allow it: GRANT CREATE ON SCHEMA \(schema) TO \(role);"
        case .mayNotUpgrade(let role, let schema, let store, let owner):
            return "role \(role) may not upgrade listo's tables in schema \(schema) on \(store); open it once as their owner, \(owner)."
        }
    }

    public var spanish: String {
        switch self {
        case .missing(let schema, let store):
            return "el esquema \(schema) no existe en \(store); créalo una vez con CREATE SCHEMA \(schema); o nombra otro en el search_path de la URI."
        case .mayNotUse(let role, let schema, let store):
            return "el rol \(role) no puede usar el esquema \(schema) de \(store); el dueño del esquema puede permitirlo: GRANT USAGE ON SCHEMA \(schema) TO \(role);"
        case .mayNotRead(let role, let schema, let store, let owner):
            return "el rol \(role) no puede leer las tablas de listo en el esquema \(schema) de \(store); su dueño, \(owner), puede permitirlo: GRANT SELECT ON ALL TABLES IN SCHEMA \(schema) TO \(role);"
        case .mayNotCreate(let role, let schema, let store):
            return "el rol \(role) no puede crear las tablas de listo en el esquema \(schema) de \(store); el dueño del esquema puede permitirlo: GRANT CREATE ON SCHEMA \(schema) TO \(role);"
        case .mayNotUpgrade(let role, let schema, let store, let owner):
            return "el rol \(role) no puede actualizar las tablas de listo en el esquema \(schema) de \(store); ábrelo una vez como su dueño, \(owner)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String) -> [(name: String, message: ServerSchemaMessage)] {
        [("serverSchema.missing", .missing(a(1), a(2))),
         ("serverSchema.mayNotUse", .mayNotUse(a(1), a(2), a(3))),
         ("serverSchema.mayNotRead", .mayNotRead(a(1), a(2), a(3), a(4))),
         ("serverSchema.mayNotCreate", .mayNotCreate(a(1), a(2), a(3))),
         ("serverSchema.mayNotUpgrade", .mayNotUpgrade(a(1), a(2), a(3), a(4)))]
    }
}
