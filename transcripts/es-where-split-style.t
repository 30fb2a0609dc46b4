#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# dónde dice el estilo de división una vez, en una línea propia tras el lugar, en
# todas las disposiciones.
> columnas prominentDetail
División: detalle destacado.
> dónde
Columna de contenido: Tareas.
División: detalle destacado.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> disposición regular
Vista regular.
> dónde
Columna de contenido: Tareas.
División: detalle destacado.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular.
> disposición compacta
Vista compacta.
> dónde
Columna de contenido: Tareas.
División: detalle destacado.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
