#! args: --memory --demo --today 2026-12-01
Tasks, 2 sections, 5 rows.
# A refusal that opens a list with a colon, said again, ends with a full stop before
# Again, so that the mark is never heard as the first thing of the list.
> add Call Bob
Added Call Bob, 4 of 4.
> goto Call
Error: "Call" matches 2 rows:
1: Call Ana, row 2 of 4 in Pending.
2: Call Bob, row 4 of 4 in Pending.
Type a number to choose one, or more of the title.
> goto Call
Error: "Call" matches 2 rows. Again.
1: Call Ana, row 2 of 4 in Pending.
2: Call Bob, row 4 of 4 in Pending.
Type a number to choose one, or more of the title.
> idioma español
Idioma del almacén: español.
> ir Call
Error: "Call" coincide con 2 filas:
1: Call Ana, fila 2 de 4 en Pending.
2: Call Bob, fila 4 de 4 en Pending.
Escribe un número para elegir una, o más del título.
> ir Call
Error: "Call" coincide con 2 filas. Otra vez.
1: Call Ana, fila 2 de 4 en Pending.
2: Call Bob, fila 4 de 4 en Pending.
Escribe un número para elegir una, o más del título.
