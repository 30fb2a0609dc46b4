#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# En el título de la lista no hay fila enfocada: una línea que nombra una fila por
# número o título se lee de una sola manera y actúa en ella; sin fila, la necesita.
> renombrar 1 foo bar
Renombrada Comprar pan como foo bar.
> nota 2 hola allí
Nota en Llamar a Ana: hola allí.
> leer 2
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
En Pendientes.
Notas: hola allí.
También: mover arriba, mover abajo.
> renombrar Foo
Error: renombrar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> primero
Tareas, 2 secciones, 5 filas.
> deshacer
Deshecho: nota en Llamar a Ana; de nuevo sin nota.
Llamar a Ana, 2 de 3.
