#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# dónde dice el estilo de división una vez, tras el lugar, en todas las disposiciones.
> columnas prominentDetail
División: detalle destacado.
> dónde
Tareas.
División: detalle destacado.
Rotor elementos, modo de edición inactivo, ninguna seleccionada.
> disposición regular
Vista regular.
> dónde
Columna de contenido: Tareas. Estilo de división detalle destacado.
Rotor elementos, modo de edición inactivo, ninguna seleccionada.
> disposición compacta
Vista compacta.
> dónde
Tareas.
División: detalle destacado.
Rotor elementos, modo de edición inactivo, ninguna seleccionada.
