#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En la columna de detalle, primero y último se quedan en el detalle, como siguiente y anterior.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> ir Comprar
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> añadir hijo Harina
Harina añadida dentro de Comprar pan, nivel 2, 2 de 2.
> abrir Comprar
Detalle: Comprar pan, 1 de 3. 0 de 2 hechas.
Pista: a Tareas se vuelve con atrás.
> primero
Comprar pan, 1 de 3. 0 de 2 hechas.
> siguiente
Levadura, 1 de 2.
> último
Harina, 2 de 2.
> anterior
Levadura, 1 de 2.
> primero
Comprar pan, 1 de 3. 0 de 2 hechas.
