import ListoModel

/// Every line in Spanish, case for case as in English (Catalog+English.swift).
struct Spanish: MessageCatalog {
    /// "o", or "u" before a word that starts with the sound o: ordenar, o ordenar manual is u ordenar manual.
    func or(before word: MessageArgument) -> String {
        let start = Names.key("\(word)")
        return start.hasPrefix("o") || start.hasPrefix("ho") ? "u" : "o"
    }

    /// A state word said of several rows agrees with them in number: pospuesta,
    /// pospuestas. The last word takes an s when it ends in a vowel; a phrase that
    /// does not end in one (sin leer) stays as it is.
    func state(_ word: String, rows: Int) -> String {
        guard rows != 1, let last = word.last, "aeoáéó".contains(last) else { return word }
        return word + "s"
    }

    /// Spanish writes a decimal comma, as the refusal's own example does: 2,5.
    func number(_ value: Double) -> String {
        String(FieldValue.plainDigits(value).map { $0 == "." ? "," : $0 })
    }

    /// State words as typed (hechas, no hechos, vencidos, sin leer) said of one row,
    /// una fila: the state word (the first after no or sin) in the singular and the
    /// feminine, hecha, no hecha, vencida; the words after it stay as typed.
    func oneRow(_ typed: MessageArgument) -> String {
        var words = "\(typed)".split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let i = words.firstIndex(where: { !["no", "sin"].contains(Names.key($0)) }) else { return "\(typed)" }
        var word = words[i]
        if word.count > 3, word.hasSuffix("as") || word.hasSuffix("os") { word.removeLast() }
        if word.count > 2, word.hasSuffix("o") { word = String(word.dropLast()) + "a" }
        words[i] = word
        return words.joined(separator: " ")
    }

    /// Whether a name starts with the preposition a line would put before it (En
    /// curso), so that it is said once: En curso, not En En curso.
    func startsWithWord(_ name: MessageArgument, _ word: String) -> Bool {
        Names.key("\(name)").split(separator: " ").first.map(String.init) == word
    }

    func text(_ message: Message) -> String {
        switch message {
        case .days(let days): return days.spanish
        case .calendar(let calendar): return calendar.spanish
        case .damage(let damage): return damage.spanish
        case .news(let news): return news.spanish
        case .choice(let choice): return choice.spanish
        case .naming(let naming): return naming.spanish
        case .settings(let settings): return settings.spanish
        case .filterSelection(let said): return said.spanish
        case .reselection(let said): return said.spanish
        case .listChoice(let choice): return choice.spanish
        case .export(let export): return export.spanish
        case .worded(let message): return message.spanish
        case .language(let language): return language.spanish
        case .commandLine(let line): return line.spanish
        case .selectionDropped(let n): return counted(n, none: nil, one: "1 fila deseleccionada.", many: "\(n) filas deseleccionadas.")
        case .editAlreadyOff: return "No estás editando; no cambió nada."
        case .editAlready: return "Ya estás editando; no cambió nada."
        case .wrapSamePair(let n): return counted(n, none: nil, one: "Las 2 líneas de arriba una vez más.", many: "Las 2 líneas de arriba \(n) veces más.")
        case .wrapSame(let n): return counted(n, none: nil, one: "La línea de arriba una vez más.", many: "La línea de arriba \(n) veces más.")
        case .filterNone(let a1): return "Ningún filtro activo; \(a1)."
        case .alreadyExpanded(let a1): return "\(a1) ya está expandida; no cambió nada."
        case .alreadyCollapsed(let a1): return "\(a1) ya está plegada; no cambió nada."
        case .endFiltered(let a1): return "Fin de las coincidencias. Filtro \(a1)."
        case .startFiltered(let a1): return "Principio de las coincidencias. Filtro \(a1)."
        case .noFooter(let a1): return "\(a1) no tiene pie; no cambió nada."
        case .sameFooter(let a1): return "\(a1) ya tiene ese pie; no cambió nada."
        case .alreadySelectionMode(let a1, let a2): return "\(a1) ya tiene la selección \(a2); no cambió nada."
        case .alreadyStyle(let a1, let a2): return "\(a1) ya tiene el estilo \(a2); no cambió nada."
        case .notSelected(let a1): return "\(a1) no está seleccionada; no cambió nada."
        case .nothingSelected: return "No hay nada seleccionado; no cambió nada."
        case .allAlreadySelected(let n): return counted(n, none: "Ninguna fila se puede seleccionar; no cambió nada.", one: "La única fila ya está seleccionada; no cambió nada.", many: "Las \(n) filas ya están seleccionadas; no cambió nada.")
        case .alreadySelected(let a1): return "\(a1) ya está seleccionada; no cambió nada."
        case .rowsAlreadySelected(let n, let a1): return counted(n, none: nil, one: "\(a1) ya está seleccionada; no cambió nada.", many: "\(a1) ya están seleccionadas; no cambió nada.")
        case .rowsNotSelected(let n, let a1): return counted(n, none: nil, one: "\(a1) no está seleccionada; no cambió nada.", many: "\(a1) no están seleccionadas; no cambió nada.")
        case .alreadySo: return "Ya estaba así; no cambió nada."
        case .alreadyHeadingMain(let a1): return "\(a1) ya es un encabezado principal; no cambió nada."
        case .alreadyHeadingStandard(let a1): return "\(a1) ya es un encabezado normal; no cambió nada."
        case .filterHidesAll(let a1, let a2): return "\(a1): ninguna fila coincide con el filtro \(a2). Escribe filtrar no para oírlas todas."
        case .filterHides(let a1, let a2): return "Añadida \(a1), oculta por el filtro \(a2)."
        case .filterNowHides(let a1, let a2): return "\(a1): ahora oculta por el filtro \(a2)."
        case .filterOffForHit(let a1, let a2): return "Filtro \(a1) quitado: oculta \(a2)."
        case .listTitleFiltered(let n, let a1, let a2, let a3):
            let s = "\(a3)".isEmpty ? "" : ", \(a3)"
            return counted(n, none: "\(a1), filtro \(a2): ninguna fila coincide\(s).", one: "\(a1), filtro \(a2): coincide 1 fila\(s).",
                           many: "\(a1), filtro \(a2): coinciden \(n) filas\(s).")
        case .sectionsFiltered(let n, let a1): return counted(n, none: "Filtro \(a1): ninguna sección coincide.", one: "Filtro \(a1): coincide 1 sección.", many: "Filtro \(a1): coinciden \(n) secciones.")

        // MARK: Completion
        case .completionGroup(let a1, let a2): return "\(a1): \(a2)."

        // MARK: A row offered in an ambiguity
        case .candidateInside(let a1, let a2, let a3): return "\(a1), fila \(a2) dentro de \(a3)"
        case .candidateIn(let a1, let a2, let a3): return "\(a1), fila \(a2) en \(a3)"
        case .candidate(let a1, let a2): return "\(a1), fila \(a2)"

        // MARK: Counts
        case .rows(let n): return counted(n, none: "sin filas", one: "1 fila", many: "\(n) filas")
        case .rowsHidden(let n): return counted(n, none: "ninguna fila oculta", one: "1 fila oculta", many: "\(n) filas ocultas")
        case .sections(let n): return counted(n, none: "0 secciones", one: "1 sección", many: "\(n) secciones")
        case .lists(let n): return counted(n, none: "0 listas", one: "1 lista", many: "\(n) listas")
        case .actions(let n): return counted(n, none: "0 acciones", one: "1 acción", many: "\(n) acciones")
        case .replies(let n): return counted(n, none: "0 respuestas", one: "1 respuesta", many: "\(n) respuestas")
        case .subtasks(let n): return counted(n, none: "sin subtareas", one: "1 subtarea", many: "\(n) subtareas")
        case .subtasksOpen(let n): return counted(n, none: "ninguna subtarea pendiente", one: "1 subtarea sigue pendiente", many: "\(n) subtareas siguen pendientes")
        case .commands(let n): return counted(n, none: "0 comandos", one: "1 comando", many: "\(n) comandos")
        case .of(let a1, let a2): return "\(a1) de \(a2)"
        case .underFilter(let a1): return "en el filtro \(a1)"
        case .series(let a1, let a2): return "\(a1) y \(a2)"
        case .alternatives(let a1, let a2): return "\(a1) \(or(before: a2)) \(a2)"
        case .usageForms(let a1, let a2): return "\(a1), \(or(before: a2)) \(a2)"
        case .usageTint(let a1): return "tinte y un color: \(a1)"
        case .usageSameSection(let a1, let a2): return "mover antes de FILA o después de FILA con una fila de \(a1), o mover a sección \(a2)"
        case .usageSameLevel: return "mover antes de FILA o después de FILA con una fila del mismo nivel, o mover a FILA para ponerla dentro de FILA"
        case .usageOpenReply: return "abrir N, la respuesta que abrir"
        case .usageRotor(let a1): return "rotor \(a1)"
        case .placeholderRow: return "FILA"
        case .placeholderText: return "TEXTO"
        case .placeholderField: return "CAMPO"
        case .placeholderGroup: return "GRUPO"
        case .placeholderCommand: return "COMANDO"
        case .placeholderSection: return "SECCIÓN"
        case .placeholderStates: return "ESTADOS"
        case .placeholderState: return "ESTADO"
        case .placeholderAction: return "ACCIÓN"
        case .placeholderName: return "NOMBRE"
        case .placeholderTitle: return "TÍTULO"
        case .placeholderNew: return "NUEVO"
        case .placeholderList: return "LISTA"
        case .placeholderValue: return "VALOR"
        case .placeholderType: return "TIPO"
        case .usageAUnit: return "y una unidad"
        case .usageAName: return "y un nombre"
        case .usageForFocusedRow: return "para la fila enfocada"
        case .off: return "no"
        case .again: return "Otra vez."
        case .againTimes(let n): return "Otra vez, \(n) veces seguidas."
        case .answerTo(let a1): return "Respuesta a \(a1)."
        case .error(let a1): return "Error: \(a1)"
        case .hint(let a1): return "Pista: \(a1)"
        case .hintTitle: return "siguiente entra; ayuda da los comandos."
        case .hintSection: return "siguiente lee sus filas; sección siguiente la salta."
        case .hintSectionCollapsed: return "expandir la abre; sección siguiente sigue adelante."
        case .hintRow: return "acciones dice qué hacen; leer dice la fila entera."
        case .sidebar: return "Listas"
        case .unreadable: return "(línea ilegible)"
        case .promptSwipe: return "deslizando"
        case .promptEditing: return "editando"
        case .fieldRead: return "leída"
        case .actionDelete: return "Borrar"

        // MARK: Reading
        case .sectionCrossed(let a1, let a2): return "\(a1), sección \(a2)."
        case .sectionOf(let a1): return "sección \(a1)"
        case .sectionCollapsed: return "plegada"
        case .sectionMain: return "encabezado principal"
        case .sectionEmpty(let a1): return "\(a1) está vacía."
        case .rowActions(let a1): return "acciones \(a1)"
        case .rowNoActions: return "sin acciones"
        case .rowIn(let a1): return startsWithWord(a1, "en") ? "\(a1)." : "En \(a1)."
        case .rowInside(let a1): return "Dentro de \(a1)."
        case .rowLevel(let a1): return "nivel \(a1)"
        case .outlineExpanded: return "expandida"
        case .outlineCollapsed: return "plegada"
        case .outlineFilterOpens: return "plegada, abierta por el filtro"
        case .outlineDone(let a1, let a2): return "\(a1) de \(a2) " + ("\(a2)" == "1" ? "hecha" : "hechas")
        case .levelFirst(let a1): return "Primera del nivel \(a1)."
        case .levelLast(let a1): return "Última del nivel \(a1)."
        case .rowNotes(let a1): return "Notas: \(a1)"
        case .stateUnread: return "no leída"
        case .stateSelected: return "seleccionada"
        case .footer(let a1): return "Pie: \(a1)"
        case .end: return "Fin de la lista."
        case .start: return "Principio de la lista."
        case .rotor(let a1): return "Rotor: \(a1)."
        case .columnLast(let a1): return "Columna \(a1), la última."
        case .columnFirst(let a1): return "Columna \(a1), la primera."
        case .typedBackClipped(let a1, let n): return "\(a1)... (\(n) caracteres)"
        case .rotorBackToRows(let a1, let a2): return "\(a1) no tiene el estado \(a2); el rotor va por filas."
        case .reminderWaitsDone(let a1): return "\(a1) está hecha, así que su aviso espera a que no lo esté."
        case .openedRowNotList(let n, let a1, let a2): return counted(n, none: nil, one: "\"\(a1)\" también empieza la lista \(a2); escribe su nombre entero para abrirla.", many: "\"\(a1)\" también empieza las listas \(a2); escribe un nombre entero para abrir una.")
        case .rotorUnits(let a1): return "Unidades: \(a1)."
        case .actionsNone(let a1): return "\(a1) no tiene acciones."
        case .actionsHead(let a1, let a2): return "\(a1), \(a2)."
        case .actionFullSwipe: return "deslizar completo"
        case .listsNone: return "Listas: ninguna aún. Escribe nueva lista y un nombre."
        case .listsOpen: return ", abierta."
        case .listsOpenFiltered(let a1): return ", abierta, filtro \(a1)."
        case .helpHead(let n): return counted(n, none: "0 comandos. Escribe ayuda y un comando para saber más.", one: "1 comando. Escribe ayuda y un comando para saber más.", many: "\(n) comandos. Escribe ayuda y un comando para saber más.")
        case .helpUsage(let a1): return "Uso: \(a1)."
        case .helpAliases(let a1): return "Alias: \(a1)."
        case .filterOn(let n, let a1): return counted(n, none: "Filtro \(a1): ninguna fila coincide.", one: "Filtro \(a1): coincide 1 fila.", many: "Filtro \(a1): coinciden \(n) filas.")
        case .filterOnInside(let a1, let a2): return "Filtro \(a1): \(a2)."
        case .listTitleFilteredInside(let a1, let a2, let a3, let a4):
            return "\(a1), filtro \(a2): \(a3)" + ("\(a4)".isEmpty ? "." : ", \(a4).")
        case .matchesInside(let n, let a1): return n == 1 ? "coincide 1 fila y \(a1) dentro de ella" : "coinciden \(n) filas y \(a1) dentro de ellas"
        case .matchesOnlyInside(let n, let a1, let a2): return n == 1 ? "coincide \(a1), dentro de \(a2)" : "coinciden \(a1), dentro de \(a2)"
        case .matchesMixed(let a1, let a2, let a3): return "coinciden \(a1) y \(a2), en \(a3)"
        case .badgeOverdueInside(let n, let replies):
            return replies ? counted(n, none: nil, one: "1 respuesta vencida", many: "\(n) respuestas vencidas")
                : counted(n, none: nil, one: "1 subtarea vencida", many: "\(n) subtareas vencidas")
        case .badgeDueTodayInside(let n, let replies):
            return replies ? counted(n, none: nil, one: "1 respuesta para hoy", many: "\(n) respuestas para hoy")
                : counted(n, none: nil, one: "1 subtarea para hoy", many: "\(n) subtareas para hoy")
        case .badgeUnreadInside(let n, let replies):
            return replies ? counted(n, none: nil, one: "1 respuesta sin leer", many: "\(n) respuestas sin leer")
                : counted(n, none: nil, one: "1 subtarea sin leer", many: "\(n) subtareas sin leer")
        case .focusOutOfCollapsed(let a1, let a2): return "\(a1) está dentro de \(a2), que está plegada; el foco pasa a \(a2)."
        case .filterOff(let a1): return "Filtro quitado, \(a1)."
        case .selectionNone: return "Selección vacía."
        case .selection(let n, let a1): return counted(n, none: nil, one: "1 seleccionada: \(a1).", many: "\(n) seleccionadas: \(a1).")
        case .selectionHead(let n): return counted(n, none: nil, one: "1 seleccionada.", many: "\(n) seleccionadas.")
        case .selected(let n, let a1): return counted(n, none: nil, one: "\(a1) seleccionada, 1 en total.", many: "\(a1) seleccionada, \(n) en total.")
        case .deselected(let n, let a1): return counted(n, none: "\(a1) deseleccionada, ninguna seleccionada.", one: "\(a1) deseleccionada, queda 1 seleccionada.", many: "\(a1) deseleccionada, quedan \(n) seleccionadas.")
        case .selectedAll(let a1): return "Todas seleccionadas, \(a1)."
        case .selectedAllFiltered(let n, let a1): return counted(n, none: "Filtro \(a1): ninguna fila que seleccionar.", one: "Filtro \(a1): todas seleccionadas, 1 en total.", many: "Filtro \(a1): todas seleccionadas, \(n) en total.")
        case .deselectedAll: return "Deseleccionadas todas, ninguna seleccionada."
        case .swipeOpen(let a1, let a2, let a3): return "\(a1), deslizada desde el \(a2), \(a3)."
        case .swipeChoose: return "Elige un número, el nombre de una acción, o cancelar."
        case .swipeClosed(let a1): return "\(a1): deslizamiento cerrado."
        case .cancelNothing: return "Cancelar: no hay nada abierto."
        case .placeholder(let a1): return "Detalle vacío. Abre una fila desde \(a1)."
        case .listEmpty(let a1): return "\(a1) está vacía. Añade una fila con añadir."
        case .addFirstRow: return "Añade una fila con añadir."
        case .column(let a1): return "Columna \(a1)."
        case .backTo(let a1): return "Pista: a \(a1) se vuelve con atrás."
        case .cascadeSelection: return "selección quitada"
        case .cascadeDetail: return "detalle cerrado"
        case .cascadeEditing: return "edición terminada"
        case .cascadeFilter(let a1): return "filtro \(a1) quitado"
        case .elsewhereListRenamed(let a1, let a2): return "Lista \(a1) renombrada como \(a2) en otra sesión."
        case .detailAside: return "Detalle: "
        case .contentAside: return "Contenido: "
        case .detailHolds(let a1): return "Detalle: \(a1)."
        case .detailHoldsOpen(let a1): return "Detalle: \(a1). Escribe abrir para ir allí."
        case .offerMoveUp: return "mover arriba"
        case .offerMoveDown: return "mover abajo"
        case .offerAlso(let a1): return "También: \(a1)."
        case .voicesFor(let n, let a1): return counted(n, none: "Voces para \(a1): ninguna. Escribe voz lista todas para oír todos los idiomas.", one: "Voces para \(a1): 1.", many: "Voces para \(a1): \(n).")
        case .voicesAll(let n): return counted(n, none: "Voces: ninguna.", one: "Voces: 1.", many: "Voces: \(n).")
        case .voicesVariants(let n): return counted(n, none: nil, one: "También hay 1 variante, como NOMBRE+variante.", many: "También hay \(n) variantes, como NOMBRE+variante.")
        case .voicesHint: return "Escribe voz nombre y una, o voz nombre predeterminada."
        case .speechLibraryMissing: return "Sin voz: libspeechd no está instalado; listo sigue en silencio."
        case .speechUnreachable: return "Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio."
        case .speechStopped: return "Sin voz: speech-dispatcher dejó de responder; listo sigue en silencio."
        case .brailleLibraryMissing: return "Sin línea braille: libbrlapi no está instalado; listo sigue sin ella."
        case .brailleNoPlace: return "Sin línea braille: BRLTTY no le dio sitio a listo; listo sigue sin ella."
        case .brailleLost: return "Línea braille perdida: BRLTTY dejó de responder; listo la vuelve a tomar cuando BRLTTY vuelva, o con braille sí."
        case .brailleBack: return "Braille de vuelta."
        case .settingBrailleOn: return "Braille activado."
        case .settingBrailleOff: return "Braille desactivado."
        case .settingPromptPlain: return "Indicador sencillo: el lugar, solo con palabras."
        case .settingPromptClassic: return "Indicador clásico: el lugar y un signo mayor que."
        case .settingPromptFocus: return "Indicador de foco: la fila enfocada y su lugar."
        case .promptPlain: return "sencillo"
        case .promptClassic: return "clásico"
        case .promptFocus: return "foco"
        case .`default`: return "por defecto"
        case .reasonDiskFull: return "el disco está lleno"
        case .whereMemory: return "en memoria"
        case .whereReadOnly: return ", solo lectura"
        case .split(let a1): return "División: \(a1)."
        case .splitBalanced: return "equilibrada"
        case .splitProminentDetail: return "detalle destacado"
        case .readonly(let a1): return "Almacén de solo lectura \(a1): puedes leer, no cambiar."
        case .imported(let n, let a1, let a2, let a3): return counted(n, none: nil, one: "Importada \(a1), \(a2): \(a3).", many: "Importadas \(a1), \(a2): \(a3).")
        case .recovered(let n, let a1, let a2, let a3, let a4): return counted(n, none: nil, one: "Recuperada \(a1), \(a2), \(a3) en \(a4).", many: "Recuperadas \(a1), \(a2), \(a3) en \(a4).")
        case .recoveredNone: return " No se perdió nada."
        case .copied(let n, let a1, let a2, let a3): return counted(n, none: nil, one: "Copiada \(a1), \(a2) en \(a3).", many: "Copiadas \(a1), \(a2) en \(a3).")
        case .undoLimit(let a1): return "Deshacer guarda los últimos \(a1) cambios; se descartó el más antiguo."
        case .recoveredLost(let a1): return " No se pudo leer: \(a1)."
        case .historyMatching(let n, let a1): return counted(n, none: "Historial: \"\(a1)\" no está en ningún comando.", one: "Historial: 1 comando contiene \"\(a1)\".", many: "Historial: \(n) comandos contienen \"\(a1)\".")
        case .historyEmpty: return "El historial está vacío."
        case .historyAll(let a1): return "Historial: \(a1)."
        case .historyLast(let a1, let a2): return "Historial: últimos \(a1) de \(a2)."
        case .whereThen: return ", luego "
        case .whereLevels(let n): return counted(n, none: nil, one: "1 nivel más", many: "\(n) niveles más")
        case .whereSection(let a1): return ", sección \(a1)"
        case .whereColumn(let a1, let a2): return "Columna \(a1): \(a2)."
        case .whereEditOff(let n): return counted(n, none: "Edición desactivada, sin selección.", one: "Edición desactivada, 1 seleccionada.", many: "Edición desactivada, \(n) seleccionadas.")
        case .whereEditOn(let n): return counted(n, none: "Edición activada, sin selección.", one: "Edición activada, 1 seleccionada.", many: "Edición activada, \(n) seleccionadas.")
        case .whereEditTransient(let n): return counted(n, none: "Edición transitoria, sin selección.", one: "Edición transitoria, 1 seleccionada.", many: "Edición transitoria, \(n) seleccionadas.")
        case .whereFilter(let a1): return "Filtro: \(a1)."
        case .whereStore(let a1): return "Almacén: \(a1)."
        case .more(let a1): return "\(a1) más. Escribe más."
        case .firstStart: return "Para los comandos, escribe ayuda."
        case .helpGroups(let a1): return "Grupos: \(a1)."
        case .helpGroupsHow: return "Escribe ayuda y un grupo, ayuda y un comando, o ayuda todo."
        case .helpState(let a1): return "\(a1): un estado de las filas. Escribe filtrar \(a1) para oír las filas que lo tienen, o ayuda marcar para poner y quitar estados."
        case .helpAction(let a1, let a2): return "\(a1): una acción de \(a2). Escribe \(a1) para hacerla en la fila enfocada, o acciones para oír qué hace."
        case .helpGroup(let a1, let a2): return "\(a1), \(a2)."

        // MARK: Settings
        case .settingVerbosity(let a1): return "Verbosidad \(a1)."
        case .settingWidth(let a1): return "Ancho: \(a1)."
        case .settingPage(let a1): return "Página: \(a1)."
        case .settingStyle(let a1, let a2): return "Estilo de \(a1): \(a2)."
        case .settingProfile(let a1): return "Perfil: \(a1)."
        case .settingLayout(let a1): return "Vista \(a1)."
        case .settingColumns(let a1): return "Columnas: \(a1)."
        case .settingSpeakOn: return "Voz activada."
        case .settingSpeakOff: return "Voz desactivada."
        case .settingSoundsOn: return "Sonidos activados."
        case .settingSoundsOff: return "Sonidos desactivados."
        case .settingVoice(let a1, let a2, let a3, let a4, let a5): return "Velocidad \(a1), tono \(a2), volumen \(a3), voz \(a4), idioma \(a5)."
        case .settingRate(let a1): return "Velocidad: \(a1)."
        case .settingPitch(let a1): return "Tono: \(a1)."
        case .settingVolume(let a1): return "Volumen: \(a1)."
        case .settingVoiceName(let a1): return "Voz: \(a1)."
        case .settingVoiceLanguage(let a1): return "Idioma: \(a1)."
        case .settingEditmodeActive: return "Editando."
        case .settingEditmodeTransient: return "Modo de edición: transitorio."
        case .settingEditmodeInactive: return "Edición terminada."
        case .orderManual(let a1): return "\(a1) en orden manual."
        case .orderField(let a1, let a2): return "\(a1): ordenada por \(a2)."

        // MARK: Changes
        case .nowIn(let a1): return "Ahora en \(a1)."
        case .nowOn(let a1): return "Ahora en \(a1)."
        case .deletedLeft(let a1): return "Borrada, quedan \(a1)."
        case .deletedManyLeft(let a1, let a2): return "Borradas \(a1), quedan \(a2)."
        case .deletedWithLeft(let a1, let a2): return "Borrada con \(a1), quedan \(a2)."
        case .deletedManyWithLeft(let a1, let a2, let a3): return "Borradas \(a1) con \(a2), quedan \(a3)."
        case .fieldNowRead(let n): return counted(n, none: nil, one: "Ahora leída.", many: "Ahora leídas.")
        case .fieldNowUnread(let n): return counted(n, none: nil, one: "Ahora no leída.", many: "Ahora no leídas.")
        case .fieldNow(let a1): return "Ahora \(a1)."
        case .fieldNoLonger(let a1): return "Ya no \(a1)."
        case .fieldSet(let a1, let a2): return "\(a1) ahora \(a2)."
        case .fieldCleared(let a1): return "\(a1) quitado."
        case .evAdded(let a1, let a2): return "Añadida \(a1), \(a2)."
        case .titlesAndMore(let a1, let a2): return "\(a1) y \(a2) más"
        case .evDeletedOne(let a1, let a2): return "Borrada \(a1). \(a2)."
        case .rowsLeft(let n): return counted(n, none: "No queda ninguna fila", one: "Queda 1 fila", many: "Quedan \(n) filas")
        case .evDeletedMany(let a1, let a2, let a3): return "Borradas \(a1) filas: \(a2). \(a3)."
        case .evAddedInside(let a1, let a2, let a3, let a4): return "\(a1) añadida dentro de \(a2), nivel \(a3), \(a4)."
        case .evDeletedOneWith(let a1, let a2, let a3): return "\(a1) borrada con \(a2). \(a3)."
        case .evDeletedManyWith(let a1, let a2, let a3, let a4): return "\(a1) filas borradas: \(a2), con \(a3). \(a4)."
        case .evIndented(let a1, let a2, let a3, let a4, let a5): return "\(a1) sangrada dentro de \(a2), nivel \(a3), \(a4)\(a5)."
        case .evOutdented(let a1, let a2, let a3, let a4, let a5): return "\(a1) sube de nivel, dentro de \(a2), nivel \(a3), \(a4)\(a5)."
        case .evOutdentedTop(let a1, let a2, let a3, let a4): return "\(a1) sube de nivel, nivel \(a2), \(a3)\(a4)."
        case .evMovedInto(let a1, let a2, let a3, let a4, let a5): return "\(a1) movida dentro de \(a2), nivel \(a3), \(a4)\(a5)."
        case .evRowExpanded(let a1, let a2): return "\(a1) expandida, \(a2)."
        case .evRowCollapsed(let a1, let a2): return "\(a1) plegada, \(a2)."
        case .evRowExpandedAll(let a1, let a2): return "\(a1) expandida entera, \(a2) en todos los niveles."
        case .evRowCollapsedAll(let a1, let a2): return "\(a1) plegada entera, \(a2) en todos los niveles."
        case .evRowExpandedAlready(let a1, let a2): return "\(a1) ya está expandida, \(a2)."
        case .evRowCollapsedAlready(let a1, let a2): return "\(a1) ya está plegada, \(a2)."
        case .evRowExpandedAllAlready(let a1, let a2): return "\(a1) ya está expandida entera, \(a2) en todos los niveles."
        case .evRowCollapsedAllAlready(let a1, let a2): return "\(a1) ya está plegada entera, \(a2) en todos los niveles."
        case .rNoChildrenReplies(let a1): return "\(a1) no tiene respuestas que expandir o plegar."
        case .rNoChildSubtasks(let a1): return "\(a1) no tiene subtareas que abrir."
        case .evChildrenOpen(let a1, let a2): return "\(a1): \(a2)."
        case .evAfter(let a1): return ", después de \(a1)"
        case .evBefore(let a1): return ", antes de \(a1)"
        case .evMoved(let a1, let a2, let a3): return "Movida \(a1) a \(a2)\(a3)."
        case .evRenamed(let a1, let a2): return "Renombrada \(a1) como \(a2)."
        case .evNote(let a1, let a2): return "Nota en \(a1): \(a2)"
        case .evNoteRemoved(let a1): return "\(a1): nota quitada."
        case .evNowIn(let a1, let a2): return "\(a1) ahora en \(a2)."
        case .evRemoved(let a1): return "Quitadas \(a1)."
        case .evRestored(let a1): return "Restauradas \(a1)."
        case .evSectionAdded(let a1, let a2): return "Sección \(a1) añadida, \(a2)."
        case .evSectionRenamed(let a1, let a2): return "Sección \(a1) renombrada como \(a2)."
        case .evActionsFollow(let n, let a2, let a3): return counted(n, none: nil, one: "\(a2) ahora mueve filas a \(a3).", many: "\(a2) ahora mueven filas a \(a3).")
        case .evActionsNoSection(let n, let a1): return counted(n, none: nil, one: "\(a1) ya no tiene una sección a la que mover filas; no se ofrece.", many: "\(a1) ya no tienen una sección a la que mover filas; no se ofrecen.")
        case .evActionsNoField(let n, let a1): return counted(n, none: nil, one: "\(a1) ya no tiene un campo que cambiar; no se ofrece.", many: "\(a1) ya no tienen un campo que cambiar; no se ofrecen.")
        case .evActionsOffered(let n, let a1): return counted(n, none: nil, one: "\(a1) se ofrece de nuevo.", many: "\(a1) se ofrecen de nuevo.")
        case .evSectionDeleted(let a1): return "Sección \(a1) borrada."
        case .evSectionRestored(let a1): return "Restaurada la sección \(a1)."
        case .evFooter(let a1, let a2): return "Pie de \(a1): \(a2)"
        case .evFooterRemoved(let a1): return "Pie de \(a1) quitado."
        case .evCollapsed(let a1, let a2): return "Plegada \(a1), \(a2)."
        case .evExpanded(let a1, let a2): return "Expandida \(a1), \(a2)."
        case .evHeadingMain(let a1): return "\(a1) es ahora un encabezado principal."
        case .evHeadingStandard(let a1): return "\(a1) es ahora un encabezado normal."
        case .evListCreated(let a1): return "Lista \(a1) creada."
        case .evListDeleted(let a1, let a2): return "Lista \(a1) borrada, \(a2)."
        case .evListRenamed(let a1, let a2): return "Lista \(a1) renombrada como \(a2)."
        case .evActionAdded(let a1, let a2, let a3): return "Acción \(a1) añadida, \(a2) \(a3)."
        case .evActionReplacedDelete: return "Ya no hay Borrar propio."
        case .evActionRemoved(let a1, let a2): return "Acción \(a1) quitada del \(a2)."
        case .evActionDeleteBack: return "Vuelve el Borrar propio."
        case .evActionRenamed(let a1, let a2): return "Acción \(a1) renombrada como \(a2)."
        case .evActionMoved(let a1, let a2, let a3): return "Acción \(a1) movida a \(a2) \(a3)."
        case .evActionStayed(let a1, let a2, let a3): return "Acción \(a1) sigue en \(a2) \(a3); nada se movió."
        case .evActionFullSwipe: return "Deslizar completo la ejecuta."
        case .evFullSwipeOff(let a1, let a2): return "\(a1), deslizar completo desde el \(a2): no."
        case .evFullSwipeOn(let a1, let a2): return "\(a1), deslizar completo desde el \(a2): sí."
        case .evFullSwipeRuns(let a1, let a2, let a3): return "\(a1), deslizar completo desde el \(a2): sí, ejecuta \(a3)."
        case .evSelectionMode(let a1, let a2): return "\(a1), selección \(a2)."
        case .evRowsMovedOne(let a1, let a2, let a3): return "Movida \(a1) a \(a2), \(a3)."
        case .evRowsMovedSeveral(let a1, let a2, let a3, let a4): return "Movidas \(a1) a \(a2), de \(a3) a \(a4)."
        case .batchSet: return "Poner"
        case .batchToggle: return "Alternar"
        case .rowsSelected(let n, let a1): return counted(n, none: nil, one: "\(a1) seleccionadas, 1 en total.", many: "\(a1) seleccionadas, \(n) en total.")
        case .rowsDeselected(let n, let a1): return counted(n, none: "\(a1) deseleccionadas, ninguna seleccionada.", one: "\(a1) deseleccionadas, queda 1 seleccionada.", many: "\(a1) deseleccionadas, quedan \(n) seleccionadas.")
        case .evStayed(let a1, let a2): return "\(a1) sigue en \(a2); nada se movió."

        // MARK: Undo and redo
        case .undid(let a1): return "Deshecho: \(a1)."
        case .redid(let a1): return "Rehecho: \(a1)."
        case .undidBackIn(let a1, let a2): return "Deshecho: \(a1); de vuelta en \(a2)."
        case .redidNowIn(let a1, let a2): return "Rehecho: \(a1); ahora en \(a2)."
        case .undidIn(let a1, let a2): return "Deshecho: \(a1), en \(a2)."
        case .redidIn(let a1, let a2): return "Rehecho: \(a1), en \(a2)."
        case .uNothing: return "nada"
        case .uAdd(let a1): return "añadir \(a1)"
        case .uDelete(let a1): return "borrar \(a1)"
        case .uDeleteMany(let n, let a1): return "borrar \(n) filas: \(a1)"
        case .uMove(let a1): return "mover \(a1)"
        case .uRename(let a1, let a2): return "renombrar \(a1) como \(a2)"
        case .uNote(let a1): return "nota en \(a1)"
        case .uOn(let a1, let a2): return "\(a1) en \(a2)"
        case .uBatchSet: return "poner"
        case .uBatchToggle: return "alternar"
        case .uToggleOn(let a1, let a2): return "alternar \(a1) en \(a2)"
        case .uRestore(let a1): return "restaurar \(a1)"
        case .uSectionAdd(let a1): return "añadir la sección \(a1)"
        case .uSectionRename(let a1, let a2): return "renombrar la sección \(a1) como \(a2)"
        case .uSectionDelete(let a1): return "borrar la sección \(a1)"
        case .uSectionRestore(let a1): return "restaurar la sección \(a1)"
        case .uFooter(let a1): return "cambio del pie de \(a1)"
        case .uCollapse(let a1): return "plegar \(a1)"
        case .uExpand(let a1): return "expandir \(a1)"
        case .uIndent(let a1): return "la sangría de \(a1)"
        case .uOutdent(let a1): return "la subida de nivel de \(a1)"
        case .uDone(let a1): return "Hecho en \(a1)"
        case .uStyle(let a1): return "cambio de estilo de \(a1)"
        case .uHeading(let a1): return "cambio de encabezado de \(a1)"
        case .uSort(let a1): return "cambio de orden de \(a1)"
        case .uListNew(let a1): return "nueva lista \(a1)"
        case .uListDelete(let a1): return "borrar la lista \(a1)"
        case .uListRename(let a1, let a2): return "renombrar la lista \(a1) como \(a2)"
        case .uActionAdd(let a1): return "añadir la acción \(a1)"
        case .uActionRemove(let a1): return "quitar la acción \(a1)"
        case .uActionRename(let a1, let a2): return "renombrar la acción \(a1) como \(a2)"
        case .uActionMove(let a1): return "mover la acción \(a1)"
        case .uFullSwipe(let a1, let a2): return "cambio de deslizar completo de \(a1) \(a2)"
        case .uSelection(let a1): return "cambio de selección de \(a1)"


        // MARK: Names of values
        case .unitItems: return "elementos"
        case .unitSections: return "secciones"
        case .unitRows: return "filas"
        case .unitActions: return "acciones"
        case .unitSelected: return "seleccionadas"
        case .unitColumns: return "columnas"
        case .unitLevel: return "nivel"
        case .edgeLeading: return "inicio"
        case .edgeTrailing: return "final"
        case .tintRed: return "rojo"
        case .tintOrange: return "naranja"
        case .tintYellow: return "amarillo"
        case .tintGreen: return "verde"
        case .tintMint: return "menta"
        case .tintTeal: return "turquesa"
        case .tintCyan: return "cian"
        case .tintBlue: return "azul"
        case .tintIndigo: return "índigo"
        case .tintPurple: return "morado"
        case .tintPink: return "rosa"
        case .tintBrown: return "marrón"
        case .tintGray: return "gris"
        case .roleNormal: return "normal"
        case .roleDestructive: return "destructiva"
        case .roleCancel: return "cancelar"
        case .columnSidebar: return "lateral"
        case .columnContent: return "de contenido"
        case .columnDetail: return "de detalle"
        case .editmodeInactive: return "inactivo"
        case .editmodeTransient: return "transitorio"
        case .editmodeActive: return "activo"
        case .verbosityLow: return "baja"
        case .verbosityNormal: return "normal"
        case .verbosityHigh: return "alta"
        case .styleAutomatic: return "automático"
        case .stylePlain: return "simple"
        case .styleGrouped: return "agrupado"
        case .styleInset: return "con margen"
        case .styleInsetGrouped: return "agrupado con margen"
        case .styleSidebar: return "barra lateral"
        case .profilePhone: return "teléfono"
        case .profilePad: return "tableta"
        case .profileMac: return "mac"
        case .layoutCompact: return "compacta"
        case .layoutRegular: return "regular"
        case .layoutAutomatic: return "automática"
        case .layoutTerminal(let n, let a1): return counted(n, none: nil, one: "Vista \(a1): la terminal tiene 1 columna.", many: "Vista \(a1): la terminal tiene \(n) columnas.")
        case .layoutTerminalNarrow(let n, let a1, let a2):
            return counted(n, none: nil, one: "Vista \(a1): la terminal tiene 1 columna, menos de \(a2).", many: "Vista \(a1): la terminal tiene \(n) columnas, menos de \(a2).")
        case .layoutWidth(let a1, let a2): return "Vista \(a1): ancho \(a2)."
        case .layoutWidthNarrow(let a1, let a2, let a3): return "Vista \(a1): ancho \(a2), menos de \(a3)."
        case .layoutNoWidth(let a1): return "Vista \(a1): sin terminal y sin ancho."
        case .actionsAreCommands(let n, let a1, let a2, let a3):
            return counted(n, none: nil, one: "\(a1) en \(a2) también es un comando: escribe \(a3) para ejecutar la acción.",
                           many: "\(a1) en \(a2) también son comandos: escribe \(a3) para ejecutar las acciones.")
        case .doAction(let a1): return "hacer \(a1)"
        case .columnsAll: return "todas"
        case .columnsDouble: return "doble"
        case .columnsDetail: return "detalle"
        case .columnsAutomatic: return "automático"
        case .selectionmodeNone: return "ninguna"
        case .selectionmodeSingle: return "única"
        case .selectionmodeMultiple: return "múltiple"
        case .groupReading: return "Lectura"
        case .groupMoving: return "Movimiento"
        case .groupChanging: return "Cambios"
        case .groupListsAndColumns: return "Listas y columnas"
        case .groupSettings: return "Ajustes"
        case .rUnknownCommand(let a1): return "\"\(a1)\" no es un comando. "
        case .rUnknownCommand1(let a1): return "¿Querías decir \(a1)?"
        case .rUnknownCommand2: return "Escribe ayuda para los comandos."
        case .rUnknownHelpTopic(let a1): return "\"\(a1)\" no es un comando ni un grupo. "
        case .rUnknownHelpTopic1(let a1): return "¿Querías decir \(a1)?"
        case .rUnknownHelpTopic2: return "Escribe ayuda para los grupos."
        case .rMissingArgument(let a1, let a2): return "\(a1) necesita más. Uso: \(a2)."
        case .rBadArgument(let a1, let a2, let a3): return "\(a1) no admite \"\(a2)\". Uso: \(a3)."
        case .rNoSuchRow(let a1): return "\"\(a1)\" no nombra ninguna fila de aquí. Escribe lista para oír las filas."
        case .rQuoteNotClosed(let a1): return "la comilla abierta en el carácter \(a1) no se cierra. Ciérrala con otra comilla, o quítala."
        case .rScriptQuoteNotClosed(let a1): return "-c tiene una comilla abierta en el carácter \(a1) que no se cierra, así que no se ejecutó nada. Ciérrala con otra comilla, o quítala."
        case .rNoSuchRowIsSection(let a1, let a2): return "\"\(a1)\" no nombra ninguna fila de aquí. \(a2) es una sección: escribe mover a sección \(a2)."
        case .rNoSuchRowIsList(let a1, let a2): return "\"\(a1)\" no nombra ninguna fila de aquí. \(a2) es una lista: escribe mover a lista \(a2)."
        case .rRowInsideCollapsed(let a1, let a2, let a3): return "\(a1) está dentro de \(a2), que está plegada. Escribe expandir \(a3) primero."
        case .rNothingAbove(let a1): return "\(a1) es la primera de su nivel: no hay fila encima en la que sangrarla."
        case .rIndentUnderHidden(let a1, let a2, let a3): return "sangrar pondría \(a1) dentro de \(a2), que el filtro \(a3) oculta. Escribe filtrar no antes."
        case .rAlreadyTopLevel(let a1): return "\(a1) ya está en el nivel superior."
        case .rNestInsideItself(let a1, let a2): return "\(a1) no puede ir dentro de \(a2), que está dentro de ella."
        case .rAlreadyInside(let a1, let a2): return "\(a1) ya está dentro de \(a2). Escribe mover para colocarla entre sus hermanas."
        case .rNoChildren(let a1): return "\(a1) no tiene subtareas que expandir o plegar."
        case .rTooDeep(let a1): return "las filas se anidan como mucho \(a1) niveles. Sube alguna de nivel primero."
        case .rNoRowNumber(let n, let a1): return counted(n, none: "fila \(a1): aquí no hay filas.", one: "fila \(a1): solo hay 1. Escribe 1.", many: "fila \(a1): solo hay \(n). Escribe un número del 1 al \(n).")
        case .rRowBelowOne(let n, let a1): return counted(n, none: "fila \(a1): los números empiezan en 1, y aquí no hay filas.", one: "fila \(a1): los números empiezan en 1. Escribe 1.", many: "fila \(a1): los números empiezan en 1. Escribe un número del 1 al \(n).")
        case .rSectionBelowOne(let n, let a1): return counted(n, none: "sección \(a1): los números empiezan en 1, y no hay secciones.", one: "sección \(a1): los números empiezan en 1. Escribe 1.", many: "sección \(a1): los números empiezan en 1. Escribe un número del 1 al \(n).")
        case .rListBelowOne(let n, let a1): return counted(n, none: "lista \(a1): los números empiezan en 1, y no hay listas. Escribe nueva lista y un nombre.", one: "lista \(a1): los números empiezan en 1. Escribe 1.", many: "lista \(a1): los números empiezan en 1. Escribe un número del 1 al \(n).")
        case .rNoListNumber(let n, let a1): return counted(n, none: "no hay lista \(a1); hay 0. Escribe listas para oírlas.", one: "no hay lista \(a1); hay 1. Escribe listas para oírlas.", many: "no hay lista \(a1); hay \(n). Escribe listas para oírlas.")
        case .rSwipeInEditMode: return "no se puede deslizar una fila mientras editas. Escribe editar no primero."
        case .rNoSuchList(let a1): return "\"\(a1)\" no es ninguna lista. "
        case .rNoSuchList1(let a1): return "¿Querías decir \(a1)?"
        case .rNoSuchList2: return "Escribe listas para oírlas."
        case .rNoSuchSection(let a1): return "no hay ninguna sección \"\(a1)\". Escribe secciones para oírlas."
        case .rRenameSectionUnnamed(let a1, let a2): return "\"\(a1)\" no es una sección. Para dar a la sección enfocada el nombre \(a2), escribe sección renombrar \"\(a2)\"."
        case .rActionPlaceBelowOne(let n, let a1, let a2): return counted(n, none: "posición \(a1): \(a2) no tiene acciones.", one: "posición \(a1): los números empiezan en 1. Escribe 1.", many: "posición \(a1): los números empiezan en 1. Escribe un número del 1 al \(n).")
        case .rNoActionNumber(let n, let a1, let a2): return counted(n, none: "acción \(a1): \(a2) no tiene acciones.", one: "acción \(a1): \(a2) solo tiene 1. Escribe 1.", many: "acción \(a1): \(a2) solo tiene \(n). Escribe un número del 1 al \(n).")
        case .rActionBelowOne(let n, let a1): return counted(n, none: "acción \(a1): los números empiezan en 1, y no hay acciones.", one: "acción \(a1): los números empiezan en 1. Escribe 1.", many: "acción \(a1): los números empiezan en 1. Escribe un número del 1 al \(n).")
        case .rNoActionPlace(let n, let a1, let a2): return counted(n, none: "posición \(a1): \(a2) no tiene acciones.", one: "posición \(a1): \(a2) solo tiene 1 acción. Escribe 1.", many: "posición \(a1): \(a2) solo tiene \(n) acciones. Escribe un número del 1 al \(n).")
        case .rNoSectionNumber(let n, let a1): return counted(n, none: "sección \(a1): no hay ninguna.", one: "sección \(a1): solo hay 1. Escribe 1.", many: "sección \(a1): solo hay \(n). Escribe un número del 1 al \(n).")
        case .rFilterRowNumber(let n, let a1, let a2): return counted(n, none: "fila \(a1): ninguna fila coincide con el filtro \(a2). Escribe filtrar no para oírlas todas.", one: "fila \(a1): el filtro \(a2) solo muestra 1. Escribe 1, o filtrar no.", many: "fila \(a1): el filtro \(a2) solo muestra \(n). Escribe un número del 1 al \(n), o filtrar no.")
        case .rFilterHidesRow(let a1, let a2): return "\(a1) está oculta por el filtro \(a2). Escribe filtrar no para llegar a ella."
        case .rFilterHidesSection(let a1, let a2): return "\(a1): ninguna fila coincide con el filtro \(a2). Escribe filtrar no para llegar a ella."
        case .rFilterSectionNumber(let n, let a1, let a2): return counted(n, none: "sección \(a1): ninguna sección coincide con el filtro \(a2). Escribe filtrar no para llegar a ellas.", one: "sección \(a1): el filtro \(a2) solo muestra 1. Escribe filtrar no para llegar a las demás.", many: "sección \(a1): el filtro \(a2) solo muestra \(n). Escribe filtrar no para llegar a las demás.")
        case .rAmbiguousSection(let a1, let a2, let a3): return "\"\(a1)\" coincide con \(a2) secciones: \(a3). Escribe más del nombre o su número."
        case .rNoSuchAction: return "No tiene ninguna."
        case .rNoSuchAction1(let a1): return "Sus acciones: \(a1)."
        case .rNoSuchAction2(let a1, let a2, let a3): return "\(a1) no tiene la acción \"\(a2)\". \(a3)"
        case .rNoFocusedRow: return "no hay ninguna fila enfocada. Ve a una fila con siguiente o ir 1."
        case .rNotOnASection(let a1, let a2): return "\(a1) necesita una sección, y el foco está en el título de \(a2). Ve a una con siguiente o sección 1."
        case .rNotOnARowTitle(let a1, let a2): return "\(a1) necesita una fila, y el foco está en el título de \(a2). Ve a una fila con siguiente o ir 1."
        case .rNotOnARowHeader(let a1, let a2): return "\(a1) necesita una fila, y el foco está en el encabezado de \(a2). Ve a una fila con siguiente o ir 1."
        case .rNotOnARowFooter(let a1, let a2): return "\(a1) necesita una fila, y el foco está en el pie de \(a2). Ve a una fila con anterior o ir 1."
        case .rNotOnARowEmpty(let a1, let a2): return "\(a1) necesita una fila, y \(a2) no tiene ninguna. Añade una con añadir TÍTULO."
        case .rNotOnARowSidebar(let a1, let a2): return "\(a1) necesita una fila, y el foco está en las listas. Escribe abrir para entrar en \(a2)."
        case .rSidebarPutsRow(let a1, let a2): return "\(a1) pone una fila en una lista, y el foco está en las listas. Escribe abrir para entrar en \(a2)."
        case .rSidebarChangesSections(let a1, let a2): return "\(a1) cambia las secciones de una lista, y el foco está en las listas. Escribe abrir para entrar en \(a2)."
        case .rSidebarChangesList(let a1, let a2): return "\(a1) cambia una lista, y el foco está en las listas. Escribe abrir para entrar en \(a2)."
        case .rSidebarFilters(let a1, let a2): return "\(a1) muestra solo algunas filas de una lista, y el foco está en las listas. Escribe abrir para entrar en \(a2)."
        case .rNotOnARowHidden(let a1, let a2, let a3): return "\(a1) necesita una fila, y ninguna fila de \(a2) coincide con el filtro \(a3). Escribe filtrar no para oírlas todas."
        case .rNotFound(let a1): return "\"\(a1)\": no hay más filas después de esta. Para volver a la primera, escribe primero y luego buscar."
        case .rNotInList(let a1, let a2): return "\"\(a1)\" no está en ninguna fila de \(a2). Prueba un texto más corto, o rastrear para buscar en todas las listas."
        case .rNothingToFind: return "aún no hay nada que buscar. Escribe buscar y un texto."
        case .rSearchTooLong(let n): return "demasiado larga: una búsqueda admite como mucho \(n) palabras distintas. Acórtala."
        case .rEmptyList(let a1): return "\(a1) no tiene filas. Añade una con añadir."
        case .rNothingSelected: return "no hay nada seleccionado. Selecciona filas con seleccionar primero."
        case .rNothingToUndo: return "nada que deshacer."
        case .rUndoHistoryEnd(let a1): return "deshacer guarda los últimos \(a1) cambios, y ya están todos deshechos."
        case .rNothingToRedo: return "nada que rehacer."
        case .rChangedSinceUndo(let a1): return "no se puede deshacer \(a1): cambió en otra sesión desde entonces."
        case .rChangedSinceRedo(let a1): return "no se puede rehacer \(a1): cambió en otra sesión desde entonces."
        case .rGoneElsewhere(let a1): return "\(a1) se borró en otra sesión."
        case .rMovedElsewhere(let a1, let a2): return "\(a1) se movió a \(a2) en otra sesión."
        case .rSelectionOff(let a1): return "\(a1) no ofrece selección. Escribe selección modo múltiple para ofrecerla."
        case .rSelectionNeedsEditMode(let a1, let a2): return "\(a1) selecciona varias filas en un \(a2) solo en modo de edición; fuera de él, de una en una. Escribe editar y luego seleccionar de nuevo."
        case .rSelectionDisabled(let a1): return "\(a1) no se puede seleccionar: tiene la selección desactivada."
        case .rSingleSelection(let a1): return "\(a1) selecciona una fila cada vez, así que no ofrece seleccionar todas."
        case .rSingleSelectionState(let a1, let a2): return "\(a1) selecciona una fila cada vez, así que no ofrece seleccionar \(a2): selecciona una sola fila."
        case .rSingleSelectionNumbers(let a1): return "\(a1) selecciona una fila cada vez, así que no ofrece seleccionar varias filas: selecciona una sola fila."
        case .rBatchNeedsEditMode: return "actuar sobre toda la selección requiere el modo de edición. Escribe editar, y luego el comando otra vez."
        case .rFullSwipeOff(let a1): return "el borde \(a1) tiene el deslizar completo desactivado. Escribe deslizar \(a1), luego elige una acción."
        case .rNoActions(let a1, let a2): return "\(a1) no tiene acciones en el \(a2). Escribe acciones para oír las que tiene."
        case .rNoSwipeOpen: return "no hay ningún deslizamiento abierto. Escribe deslizar inicio o deslizar final primero."
        case .rAtRoot: return "la columna lateral es la primera columna; no hay nada a lo que volver."
        case .rNoChild(let a1): return "\(a1) no tiene respuestas que abrir."
        case .rReadOnlyStore(let a1): return "el almacén \(a1) es de solo lectura, así que nada puede cambiar. Abre un almacén con permiso de escritura con --store."
        case .rReadOnlyStoreCommand(let a1, let a2): return "el almacén \(a1) es de solo lectura, así que \(a2) no puede cambiarlo. Abre un almacén con permiso de escritura con --store."
        case .rStoreFailed(let a1, let a2): return "no se pudo guardar en \(a1): \(a2). No se cambió nada."
        case .rStoreUnreachable(let a1): return "no se puede llegar al almacén en \(a1); no se cambió nada."
        case .rStoreCommitUnanswered(let a1):
            return "el almacén en \(a1) dejó de responder al enviar tu cambio; se comprobará si se hizo cuando vuelva a responder."
        case .reachedDone: return "El almacén responde de nuevo: tu último cambio se hizo."
        case .reachedNotDone: return "El almacén responde de nuevo: tu último cambio no se hizo."
        case .rLineTooLong(let a1): return "esa línea tiene \(a1) bytes; el límite es 65536. No se hizo nada."
        case .rInvalidUTF8: return "esa línea no es UTF-8 válido. No se hizo nada."
        case .rNulByte: return "esa línea contiene un byte NUL. No se hizo nada."
        case .rUnknownFormat(let a1, let a2): return "no hay ningún formato \"\(a1)\". Usa \(a2)."
        case .rImportFailed(let a1): return "no se puede importar \(a1): "
        case .rImportFailed1: return " No se importó nada."
        case .rImportReadAsJSON: return "Para otro formato: el nombre de un archivo todo.txt acaba en .txt, el de Markdown en .md, el de iCalendar en .ics."
        case .rNotADatabase(let a1): return "no se puede abrir el almacén \(a1): no es un almacén de listo. El archivo se dejó como estaba."
        case .rStoreFolder(let a1, let a2): return "el almacén \(a1) es una carpeta, no un archivo. Nombra un archivo para el almacén, como \(a2)."
        case .rNewerSchema(let a1, let a2, let a3): return "no se puede abrir el almacén \(a1): lo escribió un listo más nuevo (esquema \(a2), este conoce el \(a3)). Actualiza listo."
        case .rReadOnlyAndOld(let a1): return "no se puede abrir el almacén \(a1): es de solo lectura y necesita actualizarse. Dale permiso de escritura una vez."
        case .rDiskFull(let a1): return "no se puede abrir el almacén \(a1): el disco está lleno."
        case .rDirectory(let a1, let a2): return "no se puede crear la carpeta del almacén \(a1): \(a2)."
        case .rOther(let a1, let a2): return "no se puede abrir el almacén \(a1): \(a2)."
        case .rStoreDamaged(let a1): return "el almacén \(a1) está dañado, así que no se escribe nada más en él. Sal, y luego escribe listo recover \(a1) NUEVO para salvar lo que se pueda leer."
        case .rOtherProgram(let a1, let a2): return "no se puede abrir el almacén \(a1): es de otro programa (identificador de aplicación \(a2)). El archivo se dejó como estaba."
        case .rOtherDatabase(let a1): return "no se puede abrir el almacén \(a1): es la base de datos de otro programa. Se dejó como estaba."
        case .rOtherTables(let a1, let a2): return "no se puede abrir el almacén \(a1): es la base de datos de otro programa, con sus propias tablas: \(a2). Se dejó como estaba."
        case .rOtherTablesMore(let a1): return "\(a1) más"
        case .rDamaged(let a1, let a2): return "el almacén \(a1) está dañado: \(a2). No se escribió nada en él; listo recover \(a1) NUEVO salva lo que se pueda leer."
        case .damageSchemaVersion(let a1): return "su versión de esquema es \(a1), que ningún listo escribe"
        case .damageMissingTable(let a1): return "falta su tabla \(a1)"
        case .damageMissingColumn(let a1, let a2): return "falta la columna \(a1) de su tabla \(a2)"
        case .damageCounts(let a1): return "los recuentos de filas de la lista \(a1) no coinciden"
        case .damageTruncated(let a1, let a2): return "se cortó en \(a1) de \(a2) bytes"
        case .damageSqlite(let a1): return "SQLite dice: \(a1)"
        case .rFolderReadOnly(let a1, let a2): return "no se puede crear el almacén \(a1): no se puede escribir en la carpeta \(a2)."
        case .rNoStoreFolder(let a1, let a2): return "no se puede crear el almacén \(a1): no hay carpeta \(a2). Crea la carpeta antes, o nombra un almacén en una que exista."
        case .rReadOnlyAndEmpty(let a1): return "no se puede abrir el almacén \(a1): está vacío y es de solo lectura, así que no puede convertirse en un almacén."
        case .rRecoveryTargetExists(let a1): return "no se puede recuperar en \(a1): ya hay algo ahí. Nombra un archivo nuevo."
        case .rCopyTargetHoldsLists(let a1, let a2): return "\(a1) ya tiene \(a2): listo copy solo escribe en un almacén nuevo o vacío. No se copió nada."
        case .rAlreadyFirst(let a1): return "\(a1) ya es la primera de su sección."
        case .rAlreadyLast(let a1): return "\(a1) ya es la última de su sección."
        case .rMoveOntoItself(let a1): return "\(a1) no puede ir antes ni después de sí misma. Nombra otra fila."
        case .rMoveIntoItself(let a1): return "\(a1) no puede ir dentro de sí misma. Nombra otra fila."
        case .rNothingToOpen(let a1): return "\"\(a1)\" no es ninguna lista ni fila que abrir. Escribe listas o lista para oír lo que hay."
        case .rNoListYet: return "aún no hay ninguna lista. Escribe nueva lista y un nombre."
        case .rTitleTooLong(let a1, let a2): return "un título admite como máximo \(a1) caracteres, y este tiene \(a2). Acórtalo."
        case .rNoListYetFor(let a1): return "\(a1) necesita una lista, y aún no hay ninguna. Escribe nueva lista y un nombre."
        case .rRowFolded(let a1, let a2, let a3): return "\(a1) está en \(a2), que está plegada. Escribe expandir \(a3) primero."
        case .rRowsHidden: return "no se ve ninguna fila: las secciones están plegadas o filtradas. Escribe expandir o filtrar no."
        case .rNoHistoryLine(let n, let a1): return counted(n, none: "!\(a1): el historial está vacío.", one: "!\(a1) no está en el historial. Escribe 1; escribe historial para oírlo.", many: "!\(a1) no está en el historial. Escribe un número del 1 al \(n); escribe historial para oírlos.")
        case .rTwoReadings(let a1, let a2, let a3, let a4, let a5): return "\(a1) se puede leer de dos maneras: \(a2), texto \(a3); o \(a4), texto \(a5)."
        case .rBareNumber(let a1): return "un número solo no hace nada aquí; escribe ir \(a1)."
        case .rBareNumberNone(let a1): return "\(a1) solo no hace nada aquí; las filas se numeran desde 1, como en ir 1."
        case .rRenumberedElsewhere(let n, let a1, let a2): return "la fila \(n) es ahora \(a1), renumerada en otra sesión. Escribe \(a2) otra vez para seguir."
        case .rBareNumberPast(let n, let a1): return counted(n, none: "no hay fila \(a1): aquí no hay filas.", one: "no hay fila \(a1): aquí solo hay 1. Escribe ir 1.",
                                                            many: "no hay fila \(a1): aquí hay \(n). Escribe ir y un número del 1 al \(n).")
        case .rTextAfterColonMissing(let a1, let a2): return "\(a1) \(a2): ¿qué? Escribe el texto después de los dos puntos."
        case .rTextAfterWordMissing(let a1, let a2, let a3): return "\(a1) \(a2) \(a3) ¿qué? Escribe el texto después de \(a3)."
        case .rTextRowMissing(let a1, let a2, let a3): return "\"\(a2)\" no nombra ninguna fila de aquí; \(a1) no cambió nada. Para la fila enfocada, escribe \(a1) \(a3) TEXTO."
        case .readingFocusedRow: return "la fila enfocada"
        case .rNothingMore: return "más: no queda nada de la última respuesta. Escribe lista, o leer seguido desde el foco, para oír filas."
        case .rNoActionFocused: return "no hay ninguna acción bajo el rotor. Escribe rotor acciones, luego siguiente."
        case .rListMissing: return "esa lista ya no existe. Escribe listas para oírlas."
        case .rListNotLoaded: return "esa lista no está abierta. Ábrela primero."
        case .rSectionMissing: return "esa sección ya no existe. Escribe secciones para oírlas."
        case .rRowMissing: return "esa fila ya no existe. Escribe lista para oír las filas."
        case .rMoveDisabled(let a1): return "\(a1) no se puede mover: "
        case .rMoveDisabled1: return "está fijada."
        case .rMoveDisabled2: return "tiene el movimiento desactivado."
        case .rDeleteDisabled(let a1): return "\(a1) no se puede borrar: "
        case .rDeleteDisabled1: return "está fijada."
        case .rDeleteDisabled2: return "tiene el borrado desactivado."
        case .rSubtaskPinned(let a1): return "su subtarea \(a1) está fijada."
        case .rSubtaskDeleteOff(let a1): return "su subtarea \(a1) tiene el borrado desactivado."
        case .rSubtaskMoveOff(let a1): return "su subtarea \(a1) tiene el movimiento desactivado."
        case .rListRowsNotMovable(let a1): return "las filas de \(a1) no se pueden mover: la lista no permite reordenar."
        case .rListRowsNotDeletable(let a1): return "las filas de \(a1) no se pueden borrar: la lista no permite borrar."
        case .rUnchangedManual(let a1): return "\(a1) ya está en orden manual; no cambió nada."
        case .rUnchangedSorted(let a1, let a2): return "\(a1) ya está ordenada por \(a2); no cambió nada."
        case .rUnchangedGrouped(let a1, let a2): return "\(a1) ya está agrupada por \(a2); no cambió nada."
        case .rUnchangedUngrouped(let a1): return "\(a1) ya está en sus propias secciones; no cambió nada."
        case .rSortedByField(let a1, let a2): return "\(a1) está ordenada por \(a2), así que las filas no se pueden mover a mano. Escribe ordenar manual primero."
        case .rSectionNotEmpty(let a1, let a2): return "\(a1) aún tiene \(a2); mueve o borra lo que contiene primero."
        case .rUnnamedSectionFixed: return "las filas fuera de toda sección no tienen encabezado que cambiar. Añade una sección con sección añadir."
        case .rActionTargetMissing(let a1, let a2, let a3): return "\(a1) mueve filas a \(a2), y \(a3) no tiene esa sección. Escribe sección añadir \(a2) primero."
        case .rListNameTaken(let a1): return "ya existe una lista llamada \(a1). Elige otro nombre."
        case .rSectionNameTaken(let a1): return "ya existe una sección llamada \(a1). Elige otro nombre."
        case .rEmptyText: return "el texto está vacío. Escríbelo después del comando."
        case .rSameName(let a1): return "\(a1) ya tiene ese nombre; no cambió nada."
        case .rNoNotes(let a1): return "\(a1) no tiene nota; no cambió nada."
        case .rSameNotes(let a1): return "\(a1) ya tiene esa nota; no cambió nada."
        case .rActionNameIsCommand(let a1, let a2): return "\(a1) no puede nombrar una acción: \(a2) es un comando, y escribirlo ejecutaría el comando. Elige otro nombre."
        case .batchNow(let a1, let a2): return "\(a1), ahora \(a2)"
        case .batchNoLonger(let a1, let a2): return "\(a1), ya no \(a2)"
        case .rActionNameTaken(let a1): return "ya existe una acción llamada \(a1). Elige otro nombre."
        case .rActionMissing(let a1): return "no hay ninguna acción \(a1) declarada. Escribe acciones para oírlas."
        case .rBuiltInActionFixed(let a1): return "\(a1) es la acción propia, no una declarada: añadir una acción tuya la sustituye."
        case .rNoSuchField: return "Sus filas aún no tienen campos."
        case .rNoSuchField1(let a1): return "Campos: \(a1)."
        case .rNoSuchField2(let a1, let a2, let a3): return "ninguna fila de \(a1) tiene el campo \(a2). \(a3)"
        case .rSameList(let n, let a1): return counted(n, none: nil, one: "\(a1) ya tiene la fila. Escribe mover a sección para moverla dentro de ella.", many: "las filas ya están en \(a1). Escribe mover a sección para moverlas dentro de ella.")
        case .rCollapseNotOffered(let a1, let a2): return "plegar solo vale en el estilo barra lateral, y el estilo de \(a1) es \(a2). Escribe estilo barra lateral primero."
        case .rImportLine(let a1): return "línea \(a1): "
        case .rImportSyntax: return "esto no es lo que admite el formato."
        case .rImportInvalid(let a1): return "\(a1) falta o es de un tipo equivocado."
        case .rImportOutOfRange(let a1, let a2, let a3): return "\(a1) no es un número entero de \(a2) a \(a3)."
        case .rImportNumberOutOfRange(let a1, let a2, let a3): return "\(a1) no es un número de \(a2) a \(a3)."
        case .rImportNumberNotKept(let a1, let a2, let a3, let a4): return "\(a1) \(a2) se guardaría como \(a3); escríbelo con \(a4) cifras o menos."
        case .rImportDuplicateList(let a1): return "ya existe una lista llamada \(a1)."
        case .rImportDuplicateSection(let a1): return "una segunda sección llamada \(a1)."
        case .rImportUnknownValue(let a1, let a2): return "\(a1) no puede ser \(a2)."
        case .rImportRowOutsideList: return "texto antes del primer encabezado #, que nombra una lista."
        case .rImportEmpty: return "no contiene ninguna lista."

        // MARK: The command line, outside a session
        case .cliRecord: return "record necesita un archivo"
        case .optNeedsValue(let a1): return "\(a1) necesita un valor"
        case .optValueIsOption(let a1, let a2): return "\(a1) necesita un valor antes de \(a2), que es una opción"
        case .optWidth(let a1): return "--width admite un número del 10 al 1000, no \(a1)"
        case .optVerbosity(let a1): return "--verbosity admite low, normal o high, no \(a1)"
        case .optProfile(let a1): return "--profile admite phone, pad o mac, no \(a1)"
        case .optLanguage(let a1): return "--language admite en o es, no \(a1)"
        case .optLayout(let a1): return "--layout admite compact, regular o automatic, no \(a1)"
        case .optUnknown(let a1): return "no hay ninguna opción \(a1)"
        case .optOtherMode(let a1, let a2): return "\(a1) solo va con listo \(a2)"
        case .optStoreAndMemory: return "--store y --memory no se pueden usar juntas"
        case .optRestartNeedsStore: return "#! restart necesita --store"
        case .cliImport: return "import necesita un archivo"
        case .cliRecover: return "recover necesita el almacén dañado y un archivo nuevo"
        case .cliCopy: return "copy necesita el almacén de origen y el de destino"
        case .cliExport: return "export admite una carpeta, o ninguna"
        case .cliUnknownMode(let a1): return "\(a1) no es un modo"
        case .cliUnknownModeCommand(let a1, let a2): return "\(a1) no es un modo; para ejecutar el comando, escribe listo -c '\(a2)'"
        case .cliCheck: return "check necesita al menos una transcripción"
        case .cliChecked(let a1, let a2): return "check: \(a1) correctas, \(a2) fallidas"
        case .cliUsage(let a1): return "\(a1). Escribe listo --help para ver las opciones y los modos."
        case .cliTranscriptUnwritten: return "no se pudo escribir la transcripción"
        case .rSelectionMovesAway: return "una selección solo se mueve a una sección o a una lista. Escribe mover selección a sección NOMBRE, o a lista NOMBRE."
        case .rNoRowInState(let a1): return "ninguna \(oneRow(a1)) aquí. Escribe lista para oír las filas."
        case .rNoRowInStateFiltered(let a1, let a2): return "ninguna \(oneRow(a1)) coincide con el filtro \(a2). Escribe filtrar no para oírlas todas."

        // MARK: Fields, dates, groups, counts, search and the agenda
        case .unitState: return "estado"
        case .optToday(let a1): return "--today admite una fecha como 2026-12-01, no \(a1)"
        case .dateField(let a1, let a2): return "\(a1) \(a2)"
        case .dateToday: return "hoy"
        case .dateTomorrow: return "mañana"
        case .dateYesterday: return "ayer"
        case .dateOverdueDays(let n): return counted(n, none: nil, one: "vencida hace 1 día", many: "vencida hace \(n) días")
        case .dateOverdueSince(let a1): return "vencida desde el \(a1)"
        case .dateDayMonth(let a1, let a2): return "\(a1) de \(a2)"
        case .dateDayMonthYear(let a1, let a2, let a3): return "\(a1) de \(a2) de \(a3)"
        case .valueRead: return "leída"
        case .valueNot(let a1): return "no \(a1)"
        case .valueRemoved(let a1): return "\(a1) quitado"
        case .badgeOverdue(let n): return counted(n, none: nil, one: "1 vencida", many: "\(n) vencidas")
        case .badgeDueToday(let n): return counted(n, none: nil, one: "1 para hoy", many: "\(n) para hoy")
        case .badgeUnread(let n): return counted(n, none: nil, one: "1 sin leer", many: "\(n) sin leer")
        case .dateOnWeekday(let a1): return "el \(a1)"
        case .dateOnDay(let a1): return "el \(a1)"
        case .groupingBy(let a1, let a2): return "\(a1): agrupada por \(a2)."
        case .groupingOff(let a1): return "\(a1) en sus propias secciones."
        case .groupsOverdue: return "Vencidas"
        case .groupsEarlier: return "Antes"
        case .groupsToday: return "Hoy"
        case .groupsTomorrow: return "Mañana"
        case .groupsThisWeek: return "Esta semana"
        case .groupsLater: return "Más adelante"
        case .groupsNoDate: return "Sin fecha"
        case .groupsMissing(let a1): return "Sin \(a1)"
        case .fieldtypeBoolean: return "booleano"
        case .fieldtypeText: return "texto"
        case .fieldtypeDate: return "fecha"
        case .fieldtypeNumber: return "número"
        case .fieldsNone(let a1): return "\(a1) no tiene campos. Añade uno con campo añadir NOMBRE TIPO."
        case .fieldsHead(let n, let a1): return counted(n, none: nil, one: "\(a1), 1 campo.", many: "\(a1), \(n) campos.")
        case .searchNone(let a1): return "Búsqueda \(a1): ninguna fila."
        case .searchHead(let n, let a1): return counted(n, none: nil, one: "Búsqueda \(a1): 1 fila.", many: "Búsqueda \(a1): \(n) filas.")
        case .searchInNotes: return "en las notas"
        case .searchHint: return "Escribe abrir y un número para ir a una."
        case .agendaNone: return "Agenda: nada vencido ni para los próximos 7 días."
        case .agendaHead(let a1): return "Agenda: \(a1)."
        case .agendaDay(let a1, let a2): return "\(a1) \(a2)"
        case .agendaToday(let a1): return "Hoy, \(a1)"
        case .agendaTomorrow(let a1): return "Mañana, \(a1)"
        case .exampleBoolean: return "sí o no"
        case .exampleDate: return "hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09"
        case .exampleNumber: return "3 o 2,5"
        case .exampleText: return "cualquier texto"
        case .thisList: return "esta lista"
        case .evValue(let a1, let a2): return "\(a1): \(a2)."
        case .evPinned(let a1): return "\(a1): fijada."
        case .evUnpinned(let a1): return "\(a1): ya no está fijada."
        case .evFieldAdded(let a1, let a2, let a3): return "Campo \(a3) añadido a \(a1): \(a2)."
        case .evFieldRemoved(let a1, let a2): return "Campo \(a1) quitado de \(a2)."
        case .evFieldRemovedValues(let n, let a1, let a2): return counted(n, none: nil, one: "Campo \(a1) quitado de \(a2), y su valor de 1 fila.", many: "Campo \(a1) quitado de \(a2), y su valor de \(n) filas.")
        case .uPin(let a1): return "fijar \(a1)"
        case .uUnpin(let a1): return "soltar \(a1)"
        case .uFieldAdd(let a1): return "añadir el campo \(a1)"
        case .uFieldRemove(let a1): return "quitar el campo \(a1)"
        case .uGroup(let a1): return "agrupar \(a1)"
        case .rBadBoolean(let a1, let a2): return "\(a1) admite sí o no, no \"\(a2)\". Por ejemplo: poner \(a1) sí."
        case .rNumberTooLong(let a1, let a2, let a3, let a4): return "\(a1) guarda números de \(a2) cifras como mucho, y \"\(a3)\" tiene \(a4). Redondéalo."
        case .rBadValue(let a1, let a2, let a3, let a4): return "\(a1) admite un valor de tipo \(a2), y \"\(a3)\" no lo es. Por ejemplo: \(a4)."
        case .rUnknownField(let a1, let a2, let a3): return "\(a1) no tiene el campo \"\(a2)\". \(a3) Añade uno con campo añadir \(a2) TIPO."
        case .rUnknownFieldWords(let a1, let a2, let a3): return "\(a1) no tiene el campo \"\(a2)\". \(a3) El nombre de un campo es una sola palabra."
        case .rUnknownFieldNone: return "No tiene ninguno."
        case .rUnknownFieldSome(let a1): return "Sus campos: \(a1)."
        case .rUnknownFieldType(let a1, let a2): return "\"\(a1)\" no es un tipo de campo. Tipos: \(a2)."
        case .rFilterEmpty: return "el filtro está vacío. Escribe filtrar y palabras o estados, como filtrar no hecha."
        case .rFilterMissing(let a1): return "a \"\(a1)\" le falta lo que sigue. Complétalo, como en filtrar hecha y vencida."
        case .rFilterDoubled(let a1): return "\"\(a1)\" dos veces seguidas. Escríbelo una vez, o pon entre comillas el segundo \"\(a1)\" para buscar la palabra."
        case .rFilterMissingDate(let a1, let a2, let a3): return "\(a1) \(a2) necesita una fecha detrás, como en filtrar \(a1) \(a3)."
        case .rFilterUnbalanced: return "un paréntesis queda abierto o se cierra dos veces. Revisa los paréntesis."
        case .rFilterTooLong(let n, let d): return "demasiado largo: un filtro admite como mucho \(n) estados, palabras y operadores, y paréntesis de \(d) niveles. Acórtalo."
        case .rAfterLastDay(let a1): return "\(a1) caería después del 31 de diciembre de 9999, el último día que guarda listo."
        case .rBeforeFirstDay(let a1): return "\(a1) caería antes del 1 de enero del año 1, el primer día que guarda listo."
        case .rFilterNotADate(let a1, let a2, let a3): return "\"\(a1)\" no es una fecha para \(a2). Por ejemplo: \(a2) \(a3), \(a2) hoy."
        case .exampleBefore: return "antes del viernes"
        case .exampleAfter: return "después del viernes"
        case .exampleBy: return "hasta el viernes"
        case .exampleOn: return "el viernes"
        case .rFilterNotAValue(let a1, let a2, let a3, let a4): return "\(a1) guarda valores de tipo \(a2), y \"\(a3)\" no lo es. Por ejemplo: \(a4)."
        case .rNoSearch: return "no hay resultados de búsqueda que abrir. Escribe rastrear y un texto primero."
        case .rNoSearchHit(let n, let a1): return counted(n, none: nil, one: "no hay resultado \(a1); hay 1.", many: "no hay resultado \(a1); hay \(n).")
        case .rGroupedView(let a1, let a2): return "\(a1) está agrupada por \(a2), así que sus secciones se calculan. Escribe agrupar no para cambiar las suyas."
        case .rNoStateRotor(let a1, let a2, let a3): return "\(a1) no tiene el estado \"\(a2)\" para moverse. \(a3)"
        case .rNoStateRotorSome(let a1): return "Sus estados: \(a1)."
        case .rGroupedByField(let a1, let a2): return "\(a1) está agrupada por \(a2); escribe agrupar no para mover filas a mano."
        case .rFieldNotDeclared(let a1, let a2): return "\(a1) no tiene el campo \(a2). Escribe campos para oírlos, o campo añadir \(a2) y un tipo."
        case .rFieldTypeMismatch(let a1, let a2, let a3): return "\(a1) admite un valor de tipo \(a2). Por ejemplo: \(a3)."
        case .rNotBoolean(let a1, let a2): return "\(a1) es un campo de tipo \(a2), así que no se alterna. Escribe poner \(a1) y un valor."
        case .rNoValue(let a1, let a2): return "\(a1) no tiene \(a2) que quitar; no cambió nada."
        case .rAlreadySet(let a1, let a2): return "\(a1) ya está así: \(a2); no cambió nada."
        case .rAlreadyPinned(let a1): return "\(a1) ya está fijada; no cambió nada."
        case .rAlreadyUnpinned(let a1): return "\(a1) no está fijada; no cambió nada."
        case .rFilterNoField(let a1, let a2, let a3, let a4): return "\(a1) no tiene el campo \(a2), así que \"\(a3)\" no es un estado aquí. \(a4)"
        case .rFieldExists(let a1, let a2): return "\(a1) ya es un campo de \(a2). Escribe campos para oírlos."
        case .rValuesDontFit(let n, let a1, let a2): return counted(n, none: nil, one: "1 fila tiene un \(a1) que no es de tipo \(a2). Elige otro tipo u otro nombre.", many: "\(n) filas tienen un \(a1) que no es de tipo \(a2). Elige otro tipo u otro nombre.")
        case .weekday(let n): return ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"][((n - 1) % 7 + 7) % 7]
        case .month(let n): return ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"][((n - 1) % 12 + 12) % 12]
        }
    }
}
