#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, N9: una comilla que abre un título y no se cierra se rechaza, nunca
# entra en el título; una tras una letra o una cifra es parte de la palabra.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir "
Error: la comilla abierta en el carácter 8 no se cierra. Ciérrala con otra comilla, o quítala.
> añadir "Leche
Error: la comilla abierta en el carácter 8 no se cierra. Ciérrala con otra comilla, o quítala. Respuesta a añadir "Leche.
> añadir 5" pantalla
Añadida 5" pantalla, 4 de 4.
> añadir "Leche; huevos"
Añadida Leche; huevos, 5 de 5.
