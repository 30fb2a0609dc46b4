#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: columnas en una vista automática que eligió compacta sin terminal nombra ancho
# 100, que la deja automática, junto a vista regular.
> vista automática
Vista automática.
Vista compacta: sin terminal y sin ancho.
> rotor columnas
Error: columnas es una unidad del rotor de la vista regular, y la automática eligió compacta. Escribe ancho 100, que la deja automática, o vista regular primero.
> ancho 100
Ancho: 100.
Vista regular: ancho 100.
> rotor columnas
Rotor: columnas.
