#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# más sigue las páginas de ayuda todo en un almacén sin listas, como con una.
> página 3
Página: 3 filas.
> ayuda todo
71 comandos. Escribe ayuda y un comando para saber más.
ayuda, ?: los grupos de comandos, un grupo o un comando en detalle, o todos.
dónde, d: dónde estás: lista, columna, sección, fila, rotor, modo de edición, selección.
leer, r: la fila enfocada entera; leer seguido lee todo desde el foco en adelante.
68 más. Escribe más.
> más
más: sigue una lectura que se detuvo tras una página.
secciones: cada encabezado de sección con su número de filas y su estado, numerados.
lista, l: lee la sección enfocada: encabezado, filas, pie; todo lee cada sección.
65 más. Escribe más.
# Sin nada más que leer y sin lista, lo que falta es una lista.
> nueva lista Compras
Lista Compras creada.
Compras, sin filas.
> borrar lista Compras
Lista Compras borrada, sin filas.
> más
Error: más necesita una lista, y aún no hay ninguna. Escribe nueva lista y un nombre.
