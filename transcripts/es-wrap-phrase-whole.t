#! args: --memory --demo --width 40 --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, N3 de una prueba nueva: a 40 celdas las dos últimas líneas se parten
# donde acaba una frase, y las acciones de una fila quedan en una línea.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3,
acciones Hecho, Borrar, Posponer.
> siguiente
Llamar a Ana, 2 de 3.
> siguiente
Pagar el alquiler, 3 de 3, fijada,
acciones Posponer.
> ir Comprar
Comprar pan, 1 de 3.
> añadir Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya Comprar pan ya
Añadida Comprar pan ya Comprar pan ya
Comprar pan ya Comprar pan ya Comprar
pan ya Comprar pan ya Comprar pan ya
Comprar pan ya Comprar pan ya Comprar
pan ya Comprar pan ya Comprar pan ya,
4 de 4.
> leer
Comprar pan ya Comprar pan ya Comprar
pan ya Comprar pan ya Comprar pan ya
Las 2 líneas de arriba una vez más.
Comprar pan ya Comprar pan ya, 4 de 4,
acciones Hecho, Borrar, Posponer.
En Pendientes.
También: mover arriba.
