#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, P6: renombrar X a Y, como se dice en español. a separa la fila del título
# nuevo como to en inglés, en cada a de la línea: gana la lectura que nombra un título
# entero, aunque el título lleve a. Una fila que no existe se rechaza por su nombre, y
# una línea que se lee de dos maneras dice cómo poner el título entre comillas.
> nueva lista Viaje
Lista Viaje creada.
Viaje, sin filas.
> añadir 42
Añadida 42, 1 de 1.
> añadir Ir a la playa
Añadida Ir a la playa, 2 de 2.
> añadir Llamar a Ana
Añadida Llamar a Ana, 3 de 3.
> renombrar "42" a 43
Renombrada 42 como 43.
> renombrar Ir a la playa a Ir al cine
Renombrada Ir a la playa como Ir al cine.
> renombrar Llamar a Ana a Llamar a Eva
Renombrada Llamar a Ana como Llamar a Eva.
> renombrar Llamar a Eva como Llamar a Luis
Renombrada Llamar a Eva como Llamar a Luis.
> renombrar Nada a Algo
Error: "Nada" no nombra ninguna fila de aquí; renombrar no cambió nada. Para la fila enfocada, escribe renombrar . a TEXTO.
> renombrar . a Llamar a Eva
Renombrada Llamar a Luis como Llamar a Eva.
> renombrar Llamar a Eva mañana
Error: renombrar se puede leer de dos maneras: Llamar a Eva, texto Eva mañana; o la fila enfocada, texto Llamar a Eva mañana. Un título entre comillas dice cuál: renombrar "Llamar a Eva" a Eva mañana.
> renombrar "Llamar a Eva" a Eva mañana
Renombrada Llamar a Eva como Eva mañana.
> renombrar lista Viaje a Vacaciones
Lista Viaje renombrada como Vacaciones.
> ayuda renombrar
renombrar: renombra una fila, o una lista.
Uso: renombrar FILA a TÍTULO, renombrar TÍTULO para la fila enfocada, o renombrar lista NOMBRE a NUEVO.
La fila es un número, un punto para la enfocada, un título o un título entre comillas.
La fila y su título nuevo se separan con a (o como): de las lecturas que da cada a, gana la que nombra un título entero, como en renombrar Ir a la playa a Ir al cine.
Una línea que podría nombrar dos filas se rechaza con las dos lecturas; un título entre comillas dice cuál.
> lista
Vacaciones, 3 filas.
43.
Ir al cine.
Eva mañana.
