#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# abrir se juzga para Otra vez por la lista que abre, no por cómo se escribió su
# nombre: abrir ARTÍCULOS justo tras abrir articulos es la misma respuesta otra vez.
# Otra orden cuya respuesta empieza por la misma línea nombra la orden a la que
# responde, y abrir otra lista es una respuesta nueva.
> abrir articulos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> abrir articulos
Artículos ya está abierta, 2 secciones, 5 filas.
> abrir ARTÍCULOS
Artículos ya está abierta, 2 secciones, 5 filas. Otra vez.
> abrir Artíc
Artículos ya está abierta, 2 secciones, 5 filas. Otra vez, 3 veces seguidas.
> primero
Artículos, 2 secciones, 5 filas.
> abrir Artículos
Artículos ya está abierta, 2 secciones, 5 filas.
> abrir Entrada
Entrada, 3 filas.
> abrir ENTRADA
Entrada ya está abierta, 3 filas.
