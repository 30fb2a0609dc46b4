#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con el foco en la columna lateral, una orden que escribe en la lista abierta (su orden, estilo, agrupación,
# campos, acciones, modo de selección, un plegado, una fila nombrada, la selección que dejó el modo edición)
# se rechaza y pide abrir la lista enfocada: cambiaría la lista abierta, Tareas, no la enfocada, Entrada.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> ir 3
Entrada, 3 de 4, 3 filas, 2 sin leer, 1 respuesta sin leer.
> ordenar vence
Error: ordenar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> estilo simple
Error: estilo cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> agrupar vence
Error: agrupar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> campo añadir coste número
Error: campo añadir cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> campo quitar vence
Error: campo quitar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> acción añadir Luego final poner pospuesta
Error: acción añadir cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> acción quitar Posponer
Error: acción quitar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> selección modo única
Error: selección modo cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> plegar Pendientes
Error: plegar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> expandir
Error: expandir cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> borrar Comprar pan
Error: borrar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> poner Comprar pan vence hoy
Error: poner necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> Posponer Comprar pan
Error: Posponer necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> poner vence hoy
Error: poner necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> quitar vence
Error: quitar necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> borrar selección
Error: borrar cambia una lista, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> mover a lista Archivo
Error: mover necesita una fila, y el foco está en las listas. Escribe abrir para entrar en Entrada.
> estilo
Estilo de Tareas: automático.
> ordenar
Tareas en orden manual.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> campos
Tareas, 4 campos.
1. hecha, booleano.
2. vence, fecha.
3. pospuesta, booleano.
4. fijada, booleano.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
