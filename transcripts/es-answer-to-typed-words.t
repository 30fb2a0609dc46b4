#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una respuesta que repite la anterior, de otro comando, nombra el comando como se
# escribió, sus primeras palabras hasta unos 30 caracteres, cortado en una palabra.
> ir 3
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> mover abajo
Error: Pagar el alquiler no se puede mover: está fijada.
> mover final
Error: Pagar el alquiler no se puede mover: está fijada. Respuesta a mover final.
> sección renombrar Completadas
Error: ya existe una sección llamada Completadas. Elige otro nombre.
> sección renombrar cómpletadas
Error: ya existe una sección llamada Completadas. Elige otro nombre. Respuesta a sección renombrar cómpletadas.
