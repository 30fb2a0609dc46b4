#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Unas comillas sin nada entre ellas se rechazan como vacías, nombrando el comando,
# sin buscarlas como fila o sección; una comilla sola es una comilla sin cerrar.
> ir ""
Error: ir necesita un título entre las comillas.
> ir "
Error: la comilla abierta en el carácter 4 no se cierra. Ciérrala con otra comilla, o quítala.
> renombrar "" como Leche
Error: renombrar necesita un título entre las comillas.
> expandir ""
Error: expandir necesita un nombre de sección entre las comillas.
> ir "Llamar a Ana"
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
