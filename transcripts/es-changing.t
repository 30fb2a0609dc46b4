#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Cambiar: añadir, renombrar, nota, pie, mover, deslizar, hacer, borrar, editar, seleccionar, deshacer y rehacer.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> añadir Comprar leche
Añadida Comprar leche, 4 de 4.
> renombrar Comprar leche como Comprar leche de avena
Renombrada Comprar leche como Comprar leche de avena.
> renombrar 1 Comprar pan integral
Error: renombrar se puede leer de dos maneras: Comprar pan, texto Comprar pan integral; o Comprar leche de avena, texto 1 Comprar pan integral.
Un título entre comillas dice cuál: renombrar "Comprar pan" a Comprar pan integral.
> nota Llamar a Ana: a las 10:30
Nota en Llamar a Ana: a las 10:30.
> leer Llamar a Ana
Llamar a Ana, 2 de 4, acciones Hecho, Borrar, Posponer.
En Pendientes.
Notas: a las 10:30.
También: mover arriba, mover abajo.
> mover arriba
Movida Comprar leche de avena a 3 de 4, después de Llamar a Ana.
> mover a 1
Movida Comprar leche de avena a 1 de 4, antes de Comprar pan.
> mover despues Llamar a Ana
Movida Comprar leche de avena a 3 de 4, después de Llamar a Ana.
> ir Comprar pan
Comprar pan, 1 de 4.
> deslizar final
Comprar pan, deslizada desde el final, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
Elige un número, el nombre de una acción, o cancelar.
> 2
Posponer: Comprar pan. Ahora pospuesta.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 4.
> rehacer
Rehecho: Posponer en Comprar pan.
> deshacer
Deshecho: Posponer en Comprar pan.
Comprar pan, 1 de 4.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> hacer Hecho 2
Hecho: Llamar a Ana. Ahora en Completadas.
> editar
Editando.
> seleccionar todo
Todas seleccionadas, 6 filas.
> borrar selección
Error: Pagar el alquiler está fijada, así que no se borró nada. Deselecciónala o suéltala, y vuelve a escribir borrar selección.
> deshacer
Deshecho: Hecho en Llamar a Ana.
Llamar a Ana, 2 de 4, seleccionada.
> editar no
Edición terminada.
> pie Se borran al año.
Pie de Pendientes: Se borran al año.
> pie no
Pie de Pendientes quitado.
