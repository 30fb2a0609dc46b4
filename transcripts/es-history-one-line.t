#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Con una línea en el historial, un número más allá se rechaza con el único número que hay.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> !9223372036854775807
Error: !9223372036854775807 no está en el historial. Escribe 1; escribe historial para oírlo.
> !1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
# Un número mayor que cualquiera se repite tal como se escribió.
> !99999999999999999999
Error: !99999999999999999999 no está en el historial. Escribe 1; escribe historial para oírlo.
