#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una sección llamada Luego es destino de mover como cualquier otra: luego une efectos solo con un nombre antes y un efecto después.
> sección añadir Luego
Sección Luego añadida, 3 de 3.
> acción añadir Aplazar inicio mover a sección Luego
Acción Aplazar añadida, inicio 2 de 2.
> acción añadir Diferir inicio mover a Luego luego marcar hecha
Acción Diferir añadida, inicio 3 de 3.
> sección añadir Ahora luego más
Sección Ahora luego más añadida, 4 de 4.
> acción añadir Guardar inicio mover a "Ahora luego más" luego marcar hecha
Acción Guardar añadida, inicio 4 de 4.
> ir Comprar pan
Pendientes, sección 1 de 4.
Comprar pan, 1 de 3, acciones Hecho, Aplazar, Diferir, Guardar, Borrar, Posponer.
> Diferir
Diferir: Comprar pan. Ahora en Luego. Ahora hecha.
> deshacer
Deshecho: Diferir en Comprar pan.
Comprar pan, 1 de 3.
> Aplazar
Aplazar: Comprar pan. Ahora en Luego.
> mover a sección Pendientes
Movida Comprar pan a Pendientes, 3 de 3.
> mover a sección Luego
Movida Comprar pan a Luego, 1 de 1.
