#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N5): una fila plegada nombra sus respuestas sin leer como la barra lateral, "1 respuesta sin leer", nunca un "1 sin leer" suelto tras el "no leída" de la fila.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> siguiente
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> añadir hijo Yo también
Yo también añadida dentro de Comida del viernes, nivel 2, 2 de 2, no leída.
> ir Comida
Comida del viernes, nivel 1, 1 de 3, no leída, expandida, 2 respuestas.
> plegar
Comida del viernes plegada, 2 respuestas.
> marcar leída Yo también
Yo también: leída.
> ir Comida
Comida del viernes, 1 de 3, no leída, plegada, 2 respuestas, 1 respuesta sin leer.
