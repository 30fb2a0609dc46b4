#! args: --demo --language es --layout automatic --width 100
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 11: la disposición automática sigue al ancho; sin terminal, el ajuste de ancho ocupa el lugar del de la terminal.
> dónde
Columna de contenido: Tareas.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista regular: ancho 100.
> disposición
Vista automática.
Vista regular: ancho 100.
> rotor columnas
Rotor: columnas.
> ancho 60
Ancho: 60.
Vista compacta: ancho 60, menos de 80.
Rotor: elementos.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> ancho 70
Ancho: 70.
> dónde
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta: ancho 70, menos de 80.
> ancho no
Ancho: sin límite.
> disposición
Vista automática.
Vista compacta: sin terminal y sin ancho.
> ancho 80
Ancho: 80.
Vista regular: ancho 80.
> abrir Entrada
Entrada, 3 filas.
> disposición compacta
Vista compacta.
> ancho 120
Ancho: 120.
> dónde
Columna de contenido: Entrada.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
