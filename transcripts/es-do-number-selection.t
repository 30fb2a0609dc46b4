#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: con filas seleccionadas en edición, hacer N hace la acción N en ellas, como su
# nombre.
> editar sí
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> hacer 3
Posponer: 2 filas. Ahora pospuestas.
> deshacer
Deshecho: Posponer en Comprar pan y Llamar a Ana.
Comprar pan, 1 de 3, seleccionada.
