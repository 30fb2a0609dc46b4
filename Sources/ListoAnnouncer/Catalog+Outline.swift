import ListoModel

extension Catalog {
    /// Every line about outlines (rows inside rows) in Spanish, under the English
    /// catalog's keys and with its arguments.
    static let outlineSpanish: [String: Phrase] = [
        "subtasks": .counted(none: "sin subtareas", one: "1 subtarea", many: "{n} subtareas"),
        "subtasks.open": .counted(none: "ninguna subtarea pendiente", one: "1 subtarea sigue pendiente", many: "{n} subtareas siguen pendientes"),
        "row.inside": "Dentro de {1}.",
        "row.level": "nivel {1}",
        "outline.expanded": "expandida",
        "outline.collapsed": "contraída",
        "outline.done": "{1} de {2} hechas",
        "level.first": "Primera del nivel {1}.",
        "level.last": "Última del nivel {1}.",
        "deleted.with.left": "Borrada con {1}, quedan {2}.",
        "deleted.many.with.left": "Borradas {1} con {2}, quedan {3}.",
        "ev.added.inside": "{1} añadida dentro de {2}, nivel {3}, {4}.",
        "ev.deleted.one.with": "{1} borrada con {2}. Quedan: {3}.",
        "ev.deleted.many.with": "{1} filas borradas: {2}, con {3}. Quedan: {4}.",
        "ev.indented": "{1} sangrada dentro de {2}, nivel {3}, {4}{5}.",
        "ev.outdented": "{1} sube de nivel, dentro de {2}, nivel {3}, {4}{5}.",
        "ev.outdented.top": "{1} sube de nivel, nivel {2}, {3}{4}.",
        "ev.movedInto": "{1} movida dentro de {2}, nivel {3}, {4}{5}.",
        "ev.row.expanded": "{1} expandida, {2}.",
        "ev.row.collapsed": "{1} contraída, {2}.",
        "ev.row.expanded.all": "{1} expandida entera, {2}.",
        "ev.row.collapsed.all": "{1} contraída entera, {2}.",
        "ev.childrenOpen": "{1}: {2}.",
        "u.indent": "la sangría de {1}",
        "u.outdent": "la subida de nivel de {1}",
        "u.done": "hecho en {1}",
        "r.rowInsideCollapsed": "{1} está dentro de {2}, que está contraída. Escribe expand {3} primero.",
        "r.nothingAbove": "{1} es la primera de su nivel: no hay fila encima en la que sangrarla.",
        "r.alreadyTopLevel": "{1} ya está en el nivel superior.",
        "r.nestInsideItself": "{1} no puede ir dentro de {2}, que está dentro de ella.",
        "r.alreadyInside": "{1} ya está dentro de {2}. Escribe move para colocarla entre sus hermanas.",
        "r.noChildren": "{1} no tiene subtareas que expandir o contraer.",
        "r.tooDeep": "las filas se anidan como mucho {1} niveles. Sube alguna de nivel primero.",
    ]
}
