#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N9): borrar selección con una fila fijada dice que no se borró nada y qué hacer: deseleccionarla o soltarla.
> editar sí
Editando.
> seleccionar todo
Todas seleccionadas, 5 filas.
> borrar selección
Error: Pagar el alquiler está fijada, así que no se borró nada. Deselecciónala o suéltala, y vuelve a escribir borrar selección.
> deseleccionar todo
Deseleccionadas todas, ninguna seleccionada.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir hijo Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> fijar Levadura
Levadura: fijada.
> seleccionar Comprar
Comprar pan seleccionada, 1 en total.
> borrar selección
Error: Comprar pan contiene Levadura, que está fijada, así que no se borró nada. Deselecciona Comprar pan o suelta Levadura, y vuelve a escribir borrar selección.
