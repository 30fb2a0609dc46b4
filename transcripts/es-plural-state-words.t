#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial point 14: the state words listo says in the plural (hechas,
# pospuestas, fijadas, vencidas, no leídas) are typed back as the states, as the
# singular forms are, wherever a state word is taken: filtrar, marcar, rotor.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence ayer
Comprar pan: vencida hace 1 día.
> Posponer
Posponer: Comprar pan. Ahora pospuesta.
> filtrar hechas
Filtro hechas: coinciden 2 filas.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> filtrar no hechas
Filtro no hechas: coinciden 3 filas.
Comprar pan, 1 de 3, pospuesta, vencida hace 1 día.
> filtrar pospuestas
Filtro pospuestas: coincide 1 fila.
> filtrar no pospuestas
Filtro no pospuestas: coinciden 4 filas.
Llamar a Ana, 1 de 4.
> filtrar fijadas
Filtro fijadas: coincide 1 fila.
Pagar el alquiler, 1 de 1, fijada, acciones Posponer.
> filtrar vencidas
Filtro vencidas: coincide 1 fila.
Comprar pan, 1 de 1, pospuesta, vencida hace 1 día.
> filtrar no
Filtro quitado, 5 filas.
Comprar pan, 1 de 3, pospuesta, vencida hace 1 día.
> ir 2
Llamar a Ana, 2 de 3.
> marcar hechas
Llamar a Ana: hecha.
> marcar no hechas
Llamar a Ana: no hecha.
> marcar fijadas
Llamar a Ana: fijada.
> marcar no fijadas
Llamar a Ana: ya no está fijada.
> rotor pospuestas
Rotor: pospuestas.
> anterior
Comprar pan, 1 de 3, pospuesta, vencida hace 1 día.
> rotor hechas
Rotor: hechas.
> rotor filas
Rotor: filas.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
> filtrar no leídas
Filtro no leídas: coinciden 3 filas.
Listas de oído, 1 de 3, no leída, acciones Borrar.
> filtrar leídas
Filtro leídas: coinciden 2 filas.
Las líneas braille, explicadas, 1 de 2.
