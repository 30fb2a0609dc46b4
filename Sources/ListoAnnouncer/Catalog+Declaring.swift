import ListoModel

extension Catalog {
    /// Lines about declaring a list and moving work between sections and lists that
    /// the main catalogs do not hold yet, in English.
    static let declaringEnglish: [String: Phrase] = [
        "rows.selected": "Selected {1}, {2} selected.",
        "ev.rows.moved.several": "Moved {1} to {2}, {3} to {4}.",
        "r.selectionMovesAway": "a selection moves only to a section or a list. Type move selection to section NAME, or to list NAME.",
        "r.noRowInState": "no row here is {1}. Type list to hear the rows.",
    ]

    /// Every line about declaring a list and moving work, in Spanish, under the
    /// English catalog's keys and with its arguments.
    static let declaringSpanish: [String: Phrase] = [
        "rows.selected": "Seleccionadas {1}, {2} seleccionadas.",
        "ev.rows.moved.one": "{1} movida a {2}, {3}.",
        "ev.rows.moved.several": "{1} movidas a {2}, de {3} a {4}.",
        "ev.stayed": "{1} sigue en {2}; no se movió nada.",
        "ev.list.deleted": "Lista {1} borrada, {2}.",
        "ev.list.renamed": "Lista {1} renombrada a {2}.",
        "ev.action.added": "Acción {1} añadida, {2} {3}.",
        "ev.action.replacedDelete": "Ya no hay Borrar integrado.",
        "ev.action.removed": "Acción {1} quitada de {2}.",
        "ev.action.deleteBack": "Vuelve el Borrar integrado.",
        "ev.action.renamed": "Acción {1} renombrada a {2}.",
        "ev.action.moved": "Acción {1} movida a {2} {3}.",
        "ev.action.fullSwipe": "El deslizamiento completo la ejecuta.",
        "ev.fullSwipe.off": "{1}, deslizamiento completo {2}: desactivado.",
        "ev.fullSwipe.on": "{1}, deslizamiento completo {2}: activado.",
        "ev.fullSwipe.runs": "{1}, deslizamiento completo {2}: activado, ejecuta {3}.",
        "ev.selectionMode": "{1}, selección: {2}.",
        "selectionmode.none": "ninguna", "selectionmode.single": "una", "selectionmode.multiple": "varias",
        "cascade.selection": "selección borrada",
        "cascade.detail": "detalle cerrado",
        "detail.aside": "Detalle: ",
        "offer.moveUp": "move up",
        "offer.moveDown": "move down",
        "offer.also": "También: {1}.",
        "u.list.delete": "el borrado de la lista {1}",
        "u.list.rename": "el cambio de nombre de la lista {1}",
        "u.action.add": "el alta de la acción {1}",
        "u.action.remove": "la retirada de la acción {1}",
        "u.action.rename": "el cambio de nombre de la acción {1}",
        "u.action.move": "el movimiento de la acción {1}",
        "u.fullSwipe": "el cambio de deslizamiento completo de {1} {2}",
        "u.selection": "el cambio de selección de {1}",
        "r.noListNumber": .counted(none: "no hay lista {1}; no hay ninguna. Escribe lists para oírlas.",
                                   one: "no hay lista {1}; hay 1. Escribe lists para oírlas.",
                                   many: "no hay lista {1}; hay {n}. Escribe lists para oírlas."),
        "r.swipeInEditMode": "no se puede deslizar una fila mientras se edita. Escribe edit off primero.",
        "r.batchNeedsEditMode": "actuar sobre toda la selección necesita el modo de edición. Escribe edit y repite la orden.",
        "r.ambiguousRow": "\"{1}\" coincide con {2} filas: {3}. Escribe un número para elegir una, o más del título.",
        "r.sortedByField": "{1} está ordenada por {2}, así que las filas no se mueven a mano. Escribe sort manual primero.",
        "r.actionNameTaken": "ya hay una acción llamada {1}. Elige otro nombre.",
        "r.actionMissing": "no hay ninguna acción {1} declarada. Escribe actions para oírlas.",
        "r.builtInActionFixed": "{1} es la acción integrada, no declarada: añadir una acción propia la sustituye.",
        "r.noSuchField": "Sus filas aún no tienen campos.",
        "r.noSuchField.1": "Campos: {1}.",
        "r.noSuchField.2": "ninguna fila de {1} tiene el campo {2}. {3}",
        "r.sameList": "las filas ya están en {1}. Escribe move to section para moverlas dentro de ella.",
        "r.selectionMovesAway": "una selección solo se mueve a una sección o a una lista. Escribe move selection to section NOMBRE, o to list NOMBRE.",
        "r.noRowInState": "aquí ninguna fila está {1}. Escribe list para oír las filas.",
    ]
}
