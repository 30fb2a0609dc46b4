#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# dónde en un almacén sin listas lo dice, y cómo crear una (punto 1 del issue 25).
> dónde
Columna lateral: aún no hay listas. Escribe nueva lista y un nombre.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> listas
Listas: ninguna aún. Escribe nueva lista y un nombre.
> nueva lista Compras
Lista Compras creada.
Compras, sin filas.
> dónde
Columna de contenido: Compras.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
