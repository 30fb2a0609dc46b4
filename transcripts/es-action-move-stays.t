#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 5, the Spanish twin of action-move-stays.t: acción mover
# adonde la acción ya está dice que sigue allí y no deja paso que deshacer.
> acción mover Posponer 2
Acción Posponer sigue en final 2 de 2; nada se movió.
> deshacer
Error: nada que deshacer.
> acción mover Posponer 1
Acción Posponer movida a final 1 de 2. Deslizar completo la ejecuta.
> acción mover Posponer 1
Acción Posponer sigue en final 1 de 2; nada se movió.
> deshacer
Deshecho: mover la acción Posponer.
> acción mover Hecho 9223372036854775807
Error: posición 9223372036854775807: inicio solo tiene 1 acción. Escribe 1.
> acción mover Posponer 1
Acción Posponer movida a final 1 de 2. Deslizar completo la ejecuta.
> acción mover Posponer 99
Error: posición 99: final solo tiene 2 acciones. Escribe un número del 1 al 2.
> deshacer
Deshecho: mover la acción Posponer.
