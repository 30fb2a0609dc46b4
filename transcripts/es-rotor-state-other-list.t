#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 2, the Spanish twin of rotor-state-other-list.t: the state
# rotor on a state the list just opened does not keep goes to rows and says so once.
> rotor hecha
Rotor: hechas.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
Entrada no tiene el estado hecha; el rotor va por filas.
> dónde
Columna de contenido: Entrada.
División: equilibrada.
Rotor: filas.
Edición desactivada, sin selección.
Vista compacta.
> siguiente
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> siguiente
Factura de noviembre, 2 de 3, plegada, 1 respuesta.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
> rotor no leída
Rotor: no leídas.
> abrir Entrada
Entrada, 3 filas.
> siguiente
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Tareas no tiene el estado no leída; el rotor va por filas.
> siguiente
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
