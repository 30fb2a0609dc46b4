#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# The Spanish twin of answer-to-long-line.t.
> acción añadir Marca inicio
Error: acción necesita más. Uso: acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y poner CAMPO, alternar CAMPO, mover a SECCIÓN o borrar.
> acción añadir Luego final
Error: acción necesita más. Respuesta a acción añadir Luego final.
Uso: acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y poner CAMPO, alternar CAMPO, mover a SECCIÓN o borrar.
