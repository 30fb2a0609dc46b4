#! args: --memory --demo --language es --today 2026-12-04
Tareas, 2 secciones, 5 filas.
# Issue 25: con filas seleccionadas en modo edición y el foco en el título o en un encabezado, acciones dice las acciones que hacer N ejecuta sobre la selección, numeradas como las toma.
> editar sí
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> primero
Tareas, 2 secciones, 5 filas.
> acciones
Selección: 2 filas, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
> hacer 3
Posponer: 2 filas. Ahora pospuestas.
> sección siguiente
Pendientes, sección 1 de 2, 3 filas.
> acciones
Selección: 2 filas, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
> editar no
Edición terminada.
> primero
Tareas, 2 secciones, 5 filas.
> acciones
Error: acciones necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
