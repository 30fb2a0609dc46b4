#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Unas comillas que no se cierran se quitan: el título es lo que se quiso decir.
> ir "Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> ir "Zeta
Error: "Zeta" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> renombrar "Llamar a Ana como Llamar a Eva
Renombrada Llamar a Ana como Llamar a Eva.
# Unas comillas sueltas al final se quitan igual.
> ir Pagar"
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> ir Zeta"
Error: "Zeta" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
# Un título vacío no nombra ninguna fila.
> ir ""
Error: ir necesita un título entre las comillas.
> ir "
Error: ir necesita un título entre las comillas. Otra vez.
