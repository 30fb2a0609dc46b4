#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# buscar pasada la última coincidencia dice llanamente que no hay más y cómo volver a la primera, sin "Prueba primero", que se oía como un consejo; buscar solo repite la búsqueda.
> buscar Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> buscar
Error: "Comprar": no hay más filas después de esta. Para volver a la primera, escribe primero y luego buscar.
> primero
Tareas, 2 secciones, 5 filas.
> buscar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
> filtrar a
Filtro a: coinciden 2 filas.
Llamar a Ana, 1 de 2.
> ir Pagar el alquiler
Pagar el alquiler, 2 de 2 en el filtro a, fijada, acciones Posponer.
> buscar Llamar
Error: "Llamar": no hay más filas del filtro a después de esta. Para volver a la primera, escribe primero y luego buscar.
