#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Una comilla que no se cierra se rechaza (issue 25, N9): el resto de la línea entraría en el título.
> ir "Comprar
Error: la comilla abierta en el carácter 4 no se cierra. Ciérrala con otra comilla, o quítala.
> ir "Zeta
Error: la comilla abierta en el carácter 4 no se cierra. Ciérrala con otra comilla, o quítala. Respuesta a ir "Zeta.
> renombrar "Llamar a Ana como Llamar a Eva
Error: la comilla abierta en el carácter 11 no se cierra. Ciérrala con otra comilla, o quítala.
# Unas comillas sueltas al final se quitan igual.
> ir Pagar"
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> ir Zeta"
Error: "Zeta" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
# Un título vacío no nombra ninguna fila.
> ir ""
Error: ir necesita un título entre las comillas.
> ir "
Error: la comilla abierta en el carácter 4 no se cierra. Ciérrala con otra comilla, o quítala.
