#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Punto 8 del issue 25: una acción se ejecuta escribiendo su nombre, así que se rechaza al declararla un nombre que empieza por un comando, en español o en inglés.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> acción añadir Leer inicio poner leído
Error: Leer no puede nombrar una acción: Leer es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir siguiente final poner leído
Error: siguiente no puede nombrar una acción: siguiente es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir read inicio poner leído
Error: read no puede nombrar una acción: read es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir next inicio poner leído
Error: next no puede nombrar una acción: next es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir Visto inicio poner leído
Acción Visto añadida, inicio 1 de 1.
> acción renombrar Visto como Leer
Error: Leer no puede nombrar una acción: Leer es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> ir Listas de oído
Hoy, sección 1 de 2.
Listas de oído, 1 de 3, no leída, acciones Visto, Borrar.
> Visto
Visto: Listas de oído. Ahora leída.
> deshacer
Deshecho: Visto en Listas de oído.
Listas de oído, 1 de 3, no leída.
