#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Un nombre que ejecuta un comando se rechaza enseguida, antes de pedir el resto.
> acción añadir Leer inicio
Error: Leer no puede nombrar una acción: Leer es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir siguiente
Error: siguiente no puede nombrar una acción: siguiente es un comando, y escribirlo ejecutaría el comando. Elige otro nombre.
> acción añadir Luego inicio alternar pospuesta
Acción Luego añadida, inicio 2 de 2.
