#! args: --memory --demo --width 40 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: a 40 celdas un nombre entre comillas que cabe en una línea nunca se parte (la línea se corta antes), y una frase no acaba partida tras una palabra pequeña (subtarea / de FILA.).
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3,
acciones Hecho, Borrar, Posponer.
> mover antes de Regar las plantas
Error: mover no admite
"Regar las plantas".
Uso: mover antes de FILA o después de
FILA con una fila de Pendientes,
o mover a sección Completadas.
> ayuda mover
mover: cambia el orden de la fila
enfocada entre sus hermanas,
la pone dentro de FILA,
o la lleva a otra sección o lista.
Uso: mover arriba, abajo, al principio,
al final, a N, antes de FILA,
después de FILA, a FILA,
a sección NOMBRE, o a lista NOMBRE.
Alias: m.
mover a FILA la hace la última subtarea
de FILA. El nuevo orden se guarda.
mover a sección NOMBRE al principio la
pone la primera allí;
mover a lista NOMBRE sección NOMBRE
elige la sección de la otra lista.
Una fila movida conserva sus campos y
notas; un estado que la otra lista no
guarda se queda atrás, y se dice.
mover selección a sección NOMBRE mueve
cada fila seleccionada,
y también mover a sección en modo de
edición con filas seleccionadas.
