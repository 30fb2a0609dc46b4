#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Una acción que cambia un campo que la lista ya no tiene no se ofrece, y escrita se
# rechaza por su nombre, como la que mueve filas a una sección borrada.
> campo quitar pospuesta
Campo pospuesta quitado de Tareas. Posponer ya no tiene un campo que cambiar; no se ofrece.
> goto Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar.
> Posponer
Error: Posponer cambia pospuesta, y Tareas no tiene ese campo. Escribe campo añadir pospuesta booleano primero.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar.
En Pendientes.
También: mover abajo.
# Declarado otra vez, la acción se ofrece y se ejecuta.
> campo añadir pospuesta booleano
Campo pospuesta añadido a Tareas: booleano.
Posponer se ofrece de nuevo.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> campo quitar leída
Campo leída quitado de Artículos, y su valor de 5 filas.
> filtrar no leídas
Error: Artículos no tiene el campo leída, así que "leídas" no es un estado aquí. No tiene campos.
