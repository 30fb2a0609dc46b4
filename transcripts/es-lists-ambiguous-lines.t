#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un principio de nombre que empieza varias listas: una lista por línea.
> nueva lista Compras uno
Lista Compras uno creada.
Compras uno, sin filas.
> nueva lista Compras dos
Lista Compras dos creada.
Compras dos, sin filas.
> nueva lista Compras tres
Lista Compras tres creada.
Compras tres, sin filas.
> abrir Comp
Error: "Comp" coincide con 3 listas:
1: Compras uno.
2: Compras dos.
3: Compras tres.
Escribe un número para abrir una, o más del nombre.
> 2
Compras dos, sin filas.
Añade una fila con añadir.
Pista: a Listas se vuelve con atrás.
> borrar lista Comp
Error: borrar lista pide el nombre entero de una lista; "Comp" es el principio de 3 listas:
1: Compras uno.
2: Compras dos.
3: Compras tres.
Escribe el nombre entero de una.
> renombrar lista Comp como X
Error: renombrar lista pide el nombre entero de una lista; "Comp" es el principio de 3 listas:
1: Compras uno.
2: Compras dos.
3: Compras tres.
Escribe el nombre entero de una.
