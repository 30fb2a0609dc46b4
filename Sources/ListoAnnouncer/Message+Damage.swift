// Values a store holds that no listo writes (ListoModel's DamagedValue): every text
// said about them, as one case of `Message` (`.damage`), worded here in English and Spanish.

/// What is said about damaged values: where a session meets them, and what
/// recover and export left out.
public enum DamageMessage: Sendable {
    /// {1}'s schedule is damaged: listo reads it as none.
    case schedule(MessageArgument)
    /// {1}'s fields are damaged: listo reads them as none.
    case fields(MessageArgument)
    /// {1}'s {2} is damaged: listo reads it as none.
    case field(MessageArgument, MessageArgument)
    /// {n} more damaged values: listo reads them as none.
    case more(Int)
    /// listo recover {1} NEW saves a copy without it.
    case recoverIt(MessageArgument)
    /// listo recover {1} NEW saves a copy without them.
    case recoverThem(MessageArgument)
    /// the schedule of {1}
    case scheduleOf(MessageArgument)
    /// the fields of {1}
    case fieldsOf(MessageArgument)
    /// the field {1} of {2}
    case fieldOf(MessageArgument, MessageArgument)
    /// {n} more
    case others(Int)
    /// 1 damaged value left out: {1}. / {n} damaged values left out: {1}.
    case leftOut(Int, MessageArgument)

    var english: String {
        switch self {
        case .schedule(let a1): return "\(a1)'s schedule is damaged: listo reads it as none."
        case .fields(let a1): return "\(a1)'s fields are damaged: listo reads them as none."
        case .field(let a1, let a2): return "\(a1)'s \(a2) is damaged: listo reads it as none."
        case .more(let n): return "\(n) more damaged values: listo reads them as none."
        case .recoverIt(let a1): return "listo recover \(a1) NEW saves a copy without it."
        case .recoverThem(let a1): return "listo recover \(a1) NEW saves a copy without them."
        case .scheduleOf(let a1): return "the schedule of \(a1)"
        case .fieldsOf(let a1): return "the fields of \(a1)"
        case .fieldOf(let a1, let a2): return "the field \(a1) of \(a2)"
        case .others(let n): return "\(n) more"
        case .leftOut(let n, let a1): return n == 1 ? "1 damaged value left out: \(a1)." : "\(n) damaged values left out: \(a1)."
        }
    }

    var spanish: String {
        switch self {
        case .schedule(let a1): return "\(a1): su programación está dañada; listo la lee como ninguna."
        case .fields(let a1): return "\(a1): sus campos están dañados; listo no lee ninguno."
        case .field(let a1, let a2): return "\(a1): su campo \(a2) está dañado; listo lo lee vacío."
        case .more(let n): return "\(n) datos dañados más: listo no los lee."
        case .recoverIt(let a1): return "listo recover \(a1) NUEVO guarda una copia sin ese dato."
        case .recoverThem(let a1): return "listo recover \(a1) NUEVO guarda una copia sin esos datos."
        case .scheduleOf(let a1): return "la programación de \(a1)"
        case .fieldsOf(let a1): return "los campos de \(a1)"
        case .fieldOf(let a1, let a2): return "el campo \(a1) de \(a2)"
        case .others(let n): return "\(n) más"
        case .leftOut(let n, let a1): return n == 1 ? "1 dato dañado quedó fuera: \(a1)." : "\(n) datos dañados quedaron fuera: \(a1)."
        }
    }

    /// Every message, for the tests that read every text listo says.
    static func every(argument a: (Int) -> String, count: Int) -> [(name: String, message: DamageMessage)] {
        [
            ("damage.schedule", .schedule(a(1))),
            ("damage.fields", .fields(a(1))),
            ("damage.field", .field(a(1), a(2))),
            ("damage.more", .more(count)),
            ("damage.recoverIt", .recoverIt(a(1))),
            ("damage.recoverThem", .recoverThem(a(1))),
            ("damage.scheduleOf", .scheduleOf(a(1))),
            ("damage.fieldsOf", .fieldsOf(a(1))),
            ("damage.fieldOf", .fieldOf(a(1), a(2))),
            ("damage.others", .others(count)),
            ("damage.leftOut", .leftOut(count, a(1))),
        ]
    }
}
