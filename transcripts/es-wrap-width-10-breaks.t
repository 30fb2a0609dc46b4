#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: a 10 celdas ninguna línea empieza con un signo que cierra la palabra
# de antes (. , ; :), una palabra que cabe en una línea va entera a ella, y una
# demasiado larga para cualquier línea se parte tras su propio guion (speech-
# y luego dispatcher.), o si no con un guion añadido (vencimi- y luego ento a la,
# no vencimient y luego o a la). docs/braille.md dice cómo.
> ancho 10
Ancho: 10.
> ayuda estilo
estilo:
dice o
cambia el
estilo de
la lista.
Uso:
estilo,
o estilo y
un nombre.
Estilos:
automát-
ico,
simple,
agrupado,
con
margen,
agrupado
con
margen,
barra
lateral.
> ayuda verbosidad
verbosi-
dad: dice
o cambia
cuánto
se dice.
Uso:
verbosi-
dad, o
verbosidad
baja,
normal
o alta.
> ayuda hablar
hablar:
dice o
cambia si
listo
habla con
speech-
dispatc-
her.
Uso:
hablar,
hablar sí,
o hablar
no.
Cada
comando
nuevo
corta lo
que aún se
está
diciendo.
Se guarda
entre
sesiones;
--speak lo
activa
para una.
> ayuda repetir
repetir:
hace que
la fila
enfocada
se repita:
hecha la
deja y
mueve su
vencimi-
ento a la
próxima
vez.
Uso:
repetir
cada
semana,
cada 2
días,
cada mes
el 1, días
laborab-
les, cada
semana
después de
hecha,
o no.
después de
hecha
cuenta el
próximo
vencimi-
ento desde
el día en
que se
hizo.
Una fila
sin
vencimi-
ento
recibe
uno. Sus
subtareas
vuelven a
estar sin
hacer.
> lista
Pendien-
tes,
1 de 2,
3 filas.
Comprar
pan.
Llamar
a Ana.
Pagar el
alquiler,
fijada.
# A 12 celdas, "FILA, a" dos veces serían dos líneas iguales: una palabra pasa a la otra.
> ancho 12
Ancho: 12.
> ayuda mover
mover:
cambia el
orden de la
fila
enfocada
entre sus
hermanas,
la pone
dentro de
FILA, o la
lleva a otra
sección
o lista.
Uso: mover
arriba,
abajo, al
principio,
al final,
a N, antes
de FILA,
después de
FILA,
a FILA, a
sección
NOMBRE,
o a lista
NOMBRE.
Alias: m.
mover a FILA
la hace la
última
subtarea
de FILA.
El nuevo
orden se
guarda.
mover a
sección
NOMBRE al
principio la
pone la
primera
allí;
mover a
lista NOMBRE
sección
NOMBRE elige
la sección
de la
otra lista.
Una fila
movida
conserva sus
campos y
notas;
un estado
que la otra
lista no
guarda se
queda atrás,
y se dice.
mover
selección a
sección
NOMBRE mueve
cada fila
seleccion-
ada, y
también
mover a
sección en
modo de
edición con
filas
selecciona-
das.
