#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Every long answer is paged as list and read on are: search, agenda, selection, help all and sections.
# A page of 3 lines shows it on the demo's short lists; the default is 20.
> página 3
Página: 3 filas.
> añadir Hornear pan
Añadida Hornear pan, 4 de 4.
> añadir Pan rallado
Añadida Pan rallado, 5 de 5.
> añadir Cuchillo del pan
Añadida Cuchillo del pan, 6 de 6.
> rastrear pan
Búsqueda pan: 4 filas.
1. Comprar pan, Tareas, Pendientes.
2. Hornear pan, Tareas, Pendientes.
3. Pan rallado, Tareas, Pendientes.
1 más. Escribe más.
> más
4. Cuchillo del pan, Tareas, Pendientes.
Escribe abrir y un número para ir a una.
> poner 1 vence hoy
Comprar pan: vence hoy.
> poner 2 vence mañana
Llamar a Ana: vence mañana.
> poner 3 vence 2026-11-20
Pagar el alquiler: vencida desde el 20 de noviembre.
> poner 4 vence mañana
Hornear pan: vence mañana.
> poner 5 vence hoy
Pan rallado: vence hoy.
> agenda
Agenda: 5 filas.
Vencidas, 1 fila.
Pagar el alquiler, Tareas, vencida desde el 20 de noviembre.
Hoy, martes 1 de diciembre, 2 filas.
5 más. Escribe más.
> más
Comprar pan, Tareas.
Pan rallado, Tareas.
Mañana, miércoles 2 de diciembre, 2 filas.
2 más. Escribe más.
> más
Llamar a Ana, Tareas.
Hornear pan, Tareas.
> más
Error: más: no queda nada de la última respuesta. Escribe lista, o leer seguido desde el foco, para oír filas.
> editar
Editando.
> seleccionar todas
Todas seleccionadas, 8 filas.
> selección
8 seleccionadas.
Comprar pan.
Llamar a Ana.
Pagar el alquiler.
5 más. Escribe más.
> dónde
Cuchillo del pan, 6 de 6, seleccionada.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición activada, 8 seleccionadas.
Vista compacta.
> más
Hornear pan.
Pan rallado.
Cuchillo del pan.
2 más. Escribe más.
> sección añadir Luego
Sección Luego añadida, 2 de 3.
> sección añadir Algún día
Sección Algún día añadida, 3 de 4.
> secciones
4 secciones.
1. Pendientes, 6 filas, 1 vencida, 2 para hoy.
2. Luego, sin filas.
3. Algún día, sin filas.
1 más. Escribe más.
> más
4. Completadas, 2 filas.
> ayuda todo
71 comandos. Escribe ayuda y un comando para saber más.
ayuda, ?: los grupos de comandos, un grupo o un comando en detalle, o todos.
dónde, d: dónde estás: lista, columna, sección, fila, rotor, modo de edición, selección.
leer, r: la fila enfocada entera; leer seguido lee todo desde el foco en adelante.
68 más. Escribe más.
> más
más: sigue una lectura que se detuvo tras una página.
secciones: cada encabezado de sección con su número de filas y su estado, numerados.
lista, l: lee la sección enfocada: encabezado, filas, pie; todo lee cada sección.
65 más. Escribe más.
> siguiente
Completadas, sección 4 de 4, 2 filas.
> más
Error: más: no queda nada de la última respuesta. Escribe lista, o leer seguido desde el foco, para oír filas.
# A line longer than about 200 characters is said as several, split at sentence ends.
> página no
Página: sin límite.
> ayuda mover
mover: cambia el orden de la fila enfocada entre sus hermanas, la pone dentro de FILA, o la lleva a otra sección o lista.
Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
Alias: m.
mover a FILA la hace la última subtarea de FILA. El nuevo orden se guarda.
mover a sección NOMBRE al principio la pone la primera allí; mover a lista NOMBRE sección NOMBRE elige la sección de la otra lista.
Una fila movida conserva sus campos y notas; un estado que la otra lista no guarda se queda atrás, y se dice.
mover selección a sección NOMBRE mueve cada fila seleccionada, y también mover a sección en modo de edición con filas seleccionadas.
