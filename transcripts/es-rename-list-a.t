#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, P6: renombrar lista VIEJA a NUEVA parte la línea en la a tras la que va el
# nombre de una lista, aunque el nombre nuevo lleve a; y en la última a cuando el
# nombre viejo la lleva.
> renombrar lista Archivo a Ir a la playa
Lista Archivo renombrada como Ir a la playa.
> listas
4 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Ir a la playa, 2 filas.
> renombrar lista Ir a la playa a Archivo
Lista Ir a la playa renombrada como Archivo.
> renombrar lista Nada a Ir a casa
Error: "Nada a Ir" no es ninguna lista. Escribe listas para oírlas.
