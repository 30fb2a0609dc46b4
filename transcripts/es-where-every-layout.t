#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# El gemelo en español de where-every-layout.t: dónde dice las mismas líneas en
# toda vista, un dato por línea, cada una encabezada por aquello de lo que habla:
# la columna (solo cuál cambia), el estilo de división, el rotor, el modo de
# edición con la selección que guarda, y la vista, también una fija (hallazgo N4).
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> dónde
Comprar pan, 1 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> vista regular
Vista regular.
> dónde
Comprar pan, 1 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> dónde
Comprar pan, 1 de 3, seleccionada.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición activada, 2 seleccionadas.
Vista regular.
> editar no
Edición terminada.
> rotor secciones
Rotor: secciones.
> dónde
Comprar pan, 1 de 3, seleccionada.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: secciones.
Edición desactivada, 2 seleccionadas.
Vista regular.
> atrás
Columna lateral.
Tareas, 1 de 4, 5 filas.
> dónde
Tareas, 1 de 4.
Columna lateral: Listas.
División: equilibrada.
Rotor: secciones.
Edición desactivada, 2 seleccionadas.
Vista regular.
> vista compacta
Vista compacta.
> dónde
Tareas, 1 de 4.
Columna lateral: Listas.
División: equilibrada.
Rotor: secciones.
Edición desactivada, 2 seleccionadas.
Vista compacta.
