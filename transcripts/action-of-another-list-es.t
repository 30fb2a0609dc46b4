#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Hoy, sección 1 de 2.
Listas de oído, 1 de 3, no leída, acciones Borrar.
> Hecho
Error: Listas de oído no tiene la acción "Hecho". Sus acciones: Borrar.
> posponer
Error: Listas de oído no tiene la acción "Posponer". Sus acciones: Borrar.
