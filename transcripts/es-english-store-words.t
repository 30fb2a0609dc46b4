#! args: --demo
Tasks, 2 sections, 5 rows.
# An English store heard in Spanish: listo's own words are Spanish (the usage, the built-in Borrar, the state fijada);
# the list's own names (its sections, rows, Done and Snooze) stay as declared.
> language es
Idioma del almacén: español.
> ir 1
Pending, sección 1 de 2.
Buy bread, 1 de 3, acciones Done, Borrar, Snooze.
> rename Nada to Milk
Error: "Nada" no nombra ninguna fila de aquí; renombrar no cambió nada. Para la fila enfocada, escribe renombrar . a TEXTO.
> renombrar Nada como Leche
Error: "Nada" no nombra ninguna fila de aquí; renombrar no cambió nada. Para la fila enfocada, escribe renombrar . a TEXTO. Respuesta a renombrar Nada como Leche.
> lista
Pending, 1 de 2, 3 filas.
Buy bread.
Call Ana.
Pay the rent, fijada.
> ir Pay
Pay the rent, 3 de 3, fijada, acciones Snooze.
> acciones
Pay the rent, 1 acción.
1. Snooze, final, deslizar completo, naranja.
> ir 2
Call Ana, 2 de 3.
