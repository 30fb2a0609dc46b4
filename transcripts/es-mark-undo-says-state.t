#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25: deshacer y rehacer una marca nombran la marca y el estado que la fila
# vuelve a tener, nunca el que deshacer quitó (decía Deshecho: leída en …).
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> ir Factura
Factura de noviembre, 2 de 3, plegada, 1 respuesta, acciones Borrar.
> marcar no leída
Factura de noviembre: no leída.
> deshacer
Deshecho: marcar no leída en Factura de noviembre; de nuevo leída.
Factura de noviembre, 2 de 3, plegada, 1 respuesta.
> rehacer
Rehecho: marcar no leída en Factura de noviembre; de nuevo no leída.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
> ir Regar
Completadas, sección 2 de 2.
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> marcar no hecha
Regar las plantas: no hecha.
> deshacer
Deshecho: marcar no hecha en Regar las plantas; de nuevo hecha.
Regar las plantas, 2 de 2, hecha.
> rehacer
Rehecho: marcar no hecha en Regar las plantas; de nuevo no hecha.
> marcar pospuesta
Regar las plantas: pospuesta.
> deshacer
Deshecho: marcar pospuesta en Regar las plantas; de nuevo no pospuesta.
Regar las plantas, 2 de 2.
