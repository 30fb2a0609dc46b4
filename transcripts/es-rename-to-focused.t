#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# como sin fila delante nombra la fila enfocada: el título es lo que sigue.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> renombrar como Leche de avena
Renombrada Comprar pan como Leche de avena.
> renombrar to Pan
Renombrada Leche de avena como Pan.
