#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# El gemelo en español de selection-long-titles.t: unas filas cuyos títulos harían
# la línea más larga que una línea (el ancho, si no 80) se dicen por su número,
# para que la respuesta empiece por lo que pasó y ninguna frase se parta; la
# selección dice entonces un título por línea tras su número.
> editar
Editando.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
> selección
2 seleccionadas: Comprar pan, Llamar a Ana.
> nueva lista Grande
Lista Grande creada.
Grande, sin filas.
Selección quitada.
Edición terminada.
> selección modo múltiple
Grande, selección múltiple.
> añadir Elemento número 1 con un título bastante largo para alargar las líneas
Añadida Elemento número 1 con un título bastante largo para alargar las líneas, 1 de 1.
> añadir Elemento número 2 con un título bastante largo para alargar las líneas
Añadida Elemento número 2 con un título bastante largo para alargar las líneas, 2 de 2.
> añadir Elemento número 3 con un título bastante largo para alargar las líneas
Añadida Elemento número 3 con un título bastante largo para alargar las líneas, 3 de 3.
> añadir Corta
Añadida Corta, 4 de 4.
> editar
Editando.
> seleccionar 1-3
3 filas seleccionadas, 3 en total.
> selección
3 seleccionadas.
Elemento número 1 con un título bastante largo para alargar las líneas.
Elemento número 2 con un título bastante largo para alargar las líneas.
Elemento número 3 con un título bastante largo para alargar las líneas.
> seleccionar 1-3
3 filas ya están seleccionadas; no cambió nada.
> deseleccionar 1-2
2 filas deseleccionadas, queda 1 seleccionada.
> seleccionar 4
Corta seleccionada, 2 en total.
> selección
2 seleccionadas.
Elemento número 3 con un título bastante largo para alargar las líneas.
Corta.
> deseleccionar 3-4
2 filas deseleccionadas, ninguna seleccionada.
> ancho 40
Ancho: 40.
> seleccionar 1-2
2 filas seleccionadas, 2 en total.
> selección
2 seleccionadas.
Elemento número 1 con un título bastante
largo para alargar las líneas.
Elemento número 2 con un título bastante
largo para alargar las líneas.
