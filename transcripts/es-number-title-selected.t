#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un título que es un número encabeza una respuesta de selección entre comillas,
# porque le sigue una cuenta.
> añadir 1
Añadida 1, 4 de 4.
> seleccionar "1"
"1" seleccionada, 1 en total.
> deseleccionar "1"
"1" deseleccionada, ninguna seleccionada.
