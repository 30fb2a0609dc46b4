#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# Columns that hide the one focus is on move focus to the first shown, and say which,
# as back does: a listener would not know they now read another column.
> layout regular
Layout: regular.
> back
Sidebar column.
Tasks, 1 of 4, 5 rows.
> columns detail
Columns: detail.
Split: balanced.
Detail column.
> where
Detail column: empty. Open a row from Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> columns all
Columns: all.
Split: balanced.
> idioma español
Idioma del almacén: español.
> atrás
Columna de contenido.
Tasks, 2 secciones, 5 filas.
> columnas detalle
Columnas: detalle.
División: equilibrada.
Columna de detalle.
