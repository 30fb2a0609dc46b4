#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# La misma respuesta a otra orden del mismo verbo la nombra (mover arriba tras mover
# abajo); a la misma orden dice Otra vez, y una vez más sigue contando: nunca Otra vez
# dos veces seguidas, que serían dos líneas iguales.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> mover abajo
Error: mover necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas.
> mover arriba
Error: mover necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas. Respuesta a mover arriba.
> mover arriba
Error: mover necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Tareas. Otra vez.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> sección 2
Completadas, sección 2 de 2, 2 filas.
> leer seguido
Completadas, 2 de 2, 2 filas.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
Pie: Se archivan a los treinta días.
> leer seguido
Pie: Se archivan a los treinta días. Otra vez.
> leer seguido
Pie: Se archivan a los treinta días. Otra vez, 3 veces seguidas.
