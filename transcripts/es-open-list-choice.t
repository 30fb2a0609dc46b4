#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un nombre acortado que empieza dos listas las numera, como se numeran las filas,
# y un número escrito después abre la lista que tiene.
> abrir Ar
Error: "Ar" coincide con 2 listas:
1: Artículos.
2: Archivo.
Escribe un número para abrir una, o más del nombre.
> 2
Archivo, 2 filas.
Pista: a Listas se vuelve con atrás.
> abrir Ar
Error: "Ar" coincide con 2 listas:
1: Artículos.
2: Archivo.
Escribe un número para abrir una, o más del nombre.
> 3
Error: no hay lista 3; hay 2. Escribe listas para oírlas.
> 1
Artículos, 2 secciones, 5 filas.
