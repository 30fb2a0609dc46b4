import ListoAnnouncer
import Testing

/// Where a wrapped line breaks, at Braille widths of 10, 20 and 40 cells, in English
/// and Spanish (issue 25): no line starts with a mark that closes the word before it,
/// a word is divided with a hyphen only when it can't fit a line of its own, a word's
/// own hyphen is where it divides, and no two lines in a row are the same.
@Suite struct WrapBreakTests {
    static let cases: [(line: String, width: Int, lines: [String])] = [
        // A word that fits a line goes there whole: silently., not silen- then tly.
        ("No speech: speech-dispatcher can't be reached; listo goes on silently.", 10,
         ["No speech:", "speech-", "dispatcher", "can't be", "reached;", "listo", "goes on", "silently."]),
        // Its mark stays with it rather than leading the next line (; listo); a word that fits
        // only without its mark is divided, as no display of 10 cells shows 11.
        ("Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio.", 10,
         ["Sin voz:", "no se", "puede", "llegar a", "speech-", "dispatc-", "her; listo", "sigue en", "silencio."]),
        ("No speech: speech-dispatcher can't be reached; listo goes on silently.", 20,
         ["No speech:", "speech-dispatcher", "can't be reached;", "listo goes", "on silently."]),
        ("Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio.", 20,
         ["Sin voz: no se puede", "llegar a", "speech-dispatcher;", "listo sigue", "en silencio."]),
        ("No speech: speech-dispatcher can't be reached; listo goes on silently.", 40,
         ["No speech: speech-dispatcher can't be", "reached; listo goes on silently."]),
        ("Sin voz: no se puede llegar a speech-dispatcher; listo sigue en silencio.", 40,
         ["Sin voz: no se puede llegar a", "speech-dispatcher;", "listo sigue en silencio."]),
        // A long word that fits a line of its own is not divided to join a short one.
        ("Added Supercalifragilisticexpialidocious, 4 of 4.", 40, ["Added", "Supercalifragilisticexpialidocious,", "4 of 4."]),
        ("Añadida Supercalifragilisticoespialidoso, 4 de 4.", 40, ["Añadida", "Supercalifragilisticoespialidoso,", "4 de 4."]),
        // One too long for any line is, and its start joins the short word with a hyphen.
        ("Added Supercalifragilisticexpialidociousness, 4 of 4.", 20, ["Added Supercalifrag-", "ilisticexpialidocio-", "usness, 4 of 4."]),
        ("Nueva Supercalifragilisticoespialidosísima, 4 de 4.", 20, ["Nueva Supercalifrag-", "ilisticoespialidosí-", "sima, 4 de 4."]),
        // A lead word of more than a quarter of the line is not: the long word starts a line.
        ("Añadida Supercalifragilisticoespialidosísima, 4 de 4.", 20, ["Añadida", "Supercalifragilisti-", "coespialidosísima,", "4 de 4."]),
        // Divided at the width, each piece but the last ends in a hyphen, the last keeps
        // at least 4 letters and the word's comma: no piece reads as a word of its own.
        ("Added Supercalifragilistic, 4 of 4.", 10, ["Added", "Supercali-", "fragilis-", "tic,", "4 of 4."]),
        ("Añadida Supercalifragilistic, 4 de 4.", 10, ["Añadida", "Supercali-", "fragilis-", "tic,", "4 de 4."]),
        ("Snoozes it indefinitely, until told.", 10, ["Snoozes it", "indefinit-", "ely, until", "told."]),
        ("La deja y mueve su vencimiento a la próxima vez.", 10, ["La deja y", "mueve su", "vencimi-", "ento a la", "próxima", "vez."]),
        // A word too long for a line divides after a hyphen of its own, its start joining the line before.
        ("Added speech-dispatcher-daemon.", 15, ["Added speech-", "dispatcher-", "daemon."]),
        ("Añadida speech-dispatcher-daemon.", 15, ["Añadida speech-", "dispatcher-", "daemon."]),
        // A mark typed apart from its word goes with that word.
        ("Call Ana ! then Pay the rent ?", 10, ["Call Ana !", "then Pay", "the rent ?"]),
        ("Llamar a Ana ! y Pagar el alquiler ?", 10, ["Llamar", "a Ana !", "y Pagar el", "alquiler ?"]),
        // A mark that is a word of its own (the command ?) leads its line when it can't join the word before.
        ("Aliases: ?.", 10, ["Aliases:", "?."]),
        // Two lines in a row that would be the same give a word across.
        ("Usage: move before ROW, after ROW, to ROW, to ROW, to section NAME.", 10,
         ["Usage:", "move", "before", "ROW,", "after ROW,", "to ROW,", "to ROW, to", "section", "NAME."]),
        ("Uso: mover antes de FILA, después de FILA, a FILA, a FILA, a sección NOMBRE.", 12,
         ["Uso: mover", "antes de", "FILA,", "después de", "FILA,", "a FILA, a", "FILA, a", "sección", "NOMBRE."]),
    ]

    @Test(arguments: cases.indices) func breaksWhereAReaderExpects(_ i: Int) {
        let (line, width, expected) = Self.cases[i]
        let lines = LineFormat.wrap(line, width: width)
        #expect(lines == expected)
        let marks: Set<Character> = [";", ",", ".", ":", ")", "»", "?", "!"]
        let shortest = 4
        for (k, wrapped) in lines.enumerated() {
            #expect(!wrapped.isEmpty)
            // Only `?.`, the command, is a word of marks alone at a line's start.
            #expect(!marks.contains(wrapped.first!) || wrapped == "?.", "\(lines)")
            // Never over the width; a hyphen added ends a piece of 4 letters or more.
            #expect(!wrapped.hasSuffix("-") || wrapped.split(separator: " ").last!.count > shortest, "\(lines)")
            #expect(wrapped.count <= width, "\(lines)")
            if k > 0 { #expect(wrapped != lines[k - 1], "\(lines)") }
        }
    }
}
