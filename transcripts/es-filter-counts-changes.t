#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con un filtro puesto, un cambio cuenta entre las filas que el filtro deja ver, como cuentan siguiente e ir, y lo dice una vez; una fila movida se dice junto a las que el filtro muestra, nunca junto a una que oculta.
> filtrar pan
Filtro pan: coincide 1 fila.
Comprar pan, 1 de 1, acciones Hecho, Borrar, Posponer.
> añadir Pan de leche
Añadida Pan de leche, 2 de 2 en el filtro pan.
> ir 1
Comprar pan, 1 de 2 en el filtro pan.
> mover abajo
Movida Comprar pan a 2 de 2 en el filtro pan, después de Pan de leche.
> mover arriba
Movida Comprar pan a 1 de 2 en el filtro pan, antes de Pan de leche.
> mover a 2
Movida Comprar pan a 2 de 2 en el filtro pan, después de Pan de leche.
> mover principio
Movida Comprar pan a 1 de 2 en el filtro pan, antes de Pan de leche.
> mover principio
Comprar pan sigue en 1 de 2 en el filtro pan; nada se movió.
> borrar
Borrada Comprar pan. Queda 1 fila en el filtro pan.
Pan de leche, 1 de 1.
> deshacer
Deshecho: borrar Comprar pan.
Comprar pan, 1 de 2 en el filtro pan.
> añadir Pan rallado
Añadida Pan rallado, 3 de 3 en el filtro pan.
> editar
Editando.
> seleccionar todo
Filtro pan: todas seleccionadas, 3 en total.
> borrar selección
Borradas 3 filas: Comprar pan, Pan de leche, Pan rallado. No queda ninguna fila en el filtro pan.
Tareas, filtro pan: ninguna fila coincide.
> deshacer
Deshecho: borrar 3 filas: Comprar pan, Pan de leche, Pan rallado.
Comprar pan, Pan de leche y Pan rallado seleccionadas de nuevo, 3 en total.
Comprar pan, 1 de 3 en el filtro pan, seleccionada.
