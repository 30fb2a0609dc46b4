#! args: --memory --today 2026-12-05 --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Un movimiento desde las filas fuera de toda sección, deshecho, dice que vuelven fuera de toda sección, no a la lista por su nombre; una sección cuyo nombre empieza por En se dice una vez: En curso, no En En curso.
> nueva lista Compras
Lista Compras creada.
Compras, sin filas.
> añadir Leche
Añadida Leche, 1 de 1.
> añadir Huevos
Añadida Huevos, 2 de 2.
> sección añadir En curso
Sección En curso añadida, 2 de 2.
> sección primera
Fuera de toda sección, sección 1 de 2, 2 filas.
> siguiente
Leche, 1 de 2, acciones Borrar.
> mover a sección En curso
Movida Leche a En curso, 1 de 1.
> deshacer
Deshecho: mover Leche; de vuelta fuera de toda sección.
Leche, 1 de 2.
> rehacer
Rehecho: mover Leche; ahora en En curso.
> leer
Leche, 1 de 1, acciones Borrar.
En curso.
