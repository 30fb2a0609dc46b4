#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 12e del issue 25: negarse por un campo que la lista no tiene nombra la lista, sea cual sea el comando.
> poner foo 3
Error: Tareas no tiene el campo "foo". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir foo número.
> quitar foo
Error: Tareas no tiene el campo "foo". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir foo TIPO.
> alternar foo
Error: Tareas no tiene el campo "foo". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir foo TIPO. Respuesta a alternar foo.
> poner fijada2 sí
Error: Tareas no tiene el campo "fijada2". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir fijada2 booleano.
