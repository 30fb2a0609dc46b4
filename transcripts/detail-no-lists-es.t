#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Issue 25 (trial25s N8): en español, borrada la última lista con el detalle abierto, el detalle dice que no hay listas y cómo crear una.
> nueva lista Solo
Lista Solo creada.
Solo, sin filas.
> añadir A
Añadida A, 1 de 1.
> ir 1
A, 1 de 1, acciones Borrar.
> abrir 1
Detalle: A, 1 de 1.
Pista: a Solo se vuelve con atrás.
> borrar lista Solo
Lista Solo borrada, 1 fila.
Aún no hay listas, así que el detalle está vacío. Escribe nueva lista y un nombre.
> dónde
Columna lateral: aún no hay listas. Escribe nueva lista y un nombre.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> vista regular
Vista regular.
> dónde
Columna lateral: aún no hay listas. Escribe nueva lista y un nombre.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular.
