#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, N1: fijar en una lista sin campo fijada lo declara, como importar declara
# los estados que sus filas tienen, sin decir más: campos lo lista, ordenar lo nombra
# en español, filtrar fijadas encuentra la fila, y deshacer deja la lista como estaba.
> nueva lista Viaje
Lista Viaje creada.
Viaje, sin filas.
> añadir Plan
Añadida Plan, 1 de 1.
> añadir Mar
Añadida Mar, 2 de 2.
> fijar Plan
Plan: fijada.
> campos
Viaje, 1 campo.
1. fijada, booleano.
> ordenar vence
Error: Viaje no tiene el campo "vence". Sus campos: fijada. Añade uno con campo añadir vence TIPO.
> filtrar fijadas
Filtro fijadas: coincide 1 fila.
Plan, 1 de 1, fijada.
> filtrar no
Filtro quitado, 2 filas.
Plan, 1 de 2, fijada.
> deshacer
Deshecho: fijar Plan.
Plan, 1 de 2.
> campos
Viaje no tiene campos. Añade uno con campo añadir NOMBRE TIPO.
> filtrar fijadas
Error: Viaje no tiene el campo fijada, así que "fijadas" no es un estado aquí. No tiene campos.
> filtrar no
Ningún filtro activo; 2 filas.
> rehacer
Rehecho: fijar Plan.
> campos
Viaje, 1 campo.
1. fijada, booleano.
# poner, alternar y marcar toman fijada también, como fijar, antes de declararla.
> deshacer
Deshecho: fijar Plan.
Plan, 1 de 2.
> poner Mar fijada
Mar: fijada.
> deshacer
Deshecho: fijar Mar.
Mar, 2 de 2.
> alternar Mar fijada
Mar: fijada.
> deshacer
Deshecho: fijar Mar.
Mar, 2 de 2.
> marcar Plan fijada
Plan: fijada.
> campos
Viaje, 1 campo.
1. fijada, booleano.
> poner Mar fijada quizá
Error: fijada admite sí o no, no "quizá". Por ejemplo: poner fijada sí.
