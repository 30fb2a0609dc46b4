#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 16 del issue 25: campos, listas, acciones y un deslizamiento se paginan como lista.
> página 5
Página: 5 filas.
> campo añadir c1 booleano
Campo c1 añadido a Tareas: booleano.
> campo añadir c2 booleano
Campo c2 añadido a Tareas: booleano.
> campo añadir c3 booleano
Campo c3 añadido a Tareas: booleano.
> campo añadir c4 booleano
Campo c4 añadido a Tareas: booleano.
> campo añadir c5 booleano
Campo c5 añadido a Tareas: booleano.
> campo añadir c6 booleano
Campo c6 añadido a Tareas: booleano.
> campo añadir c7 booleano
Campo c7 añadido a Tareas: booleano.
> campo añadir c8 booleano
Campo c8 añadido a Tareas: booleano.
> campos
Tareas, 12 campos.
1. hecha, booleano.
2. vence, fecha.
3. pospuesta, booleano.
4. fijada, booleano.
5. c1, booleano.
7 más. Escribe más.
> más
6. c2, booleano.
7. c3, booleano.
8. c4, booleano.
9. c5, booleano.
10. c6, booleano.
2 más. Escribe más.
> nueva lista L1
Lista L1 creada.
L1, sin filas.
> nueva lista L2
Lista L2 creada.
L2, sin filas.
> nueva lista L3
Lista L3 creada.
L3, sin filas.
> nueva lista L4
Lista L4 creada.
L4, sin filas.
> nueva lista L5
Lista L5 creada.
L5, sin filas.
> nueva lista L6
Lista L6 creada.
L6, sin filas.
> listas
10 listas.
1. Tareas, 5 filas.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. L1, sin filas.
5 más. Escribe más.
> más
6. L2, sin filas.
7. L3, sin filas.
8. L4, sin filas.
9. L5, sin filas.
10. L6, sin filas, abierta.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> acciones
Comprar pan, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
También: mover abajo.
