#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Movimiento: siguiente, anterior, primero, último, rotor, sección, ir, buscar, filtrar, expandir y plegar; acentos opcionales.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> anterior
Pendientes, sección 1 de 2, 3 filas.
> ultimo
Pie: Se archivan a los treinta días.
> primero
Tareas, 2 secciones, 5 filas.
> rotor
Rotor: elementos.
Unidades: elementos, secciones, filas, acciones, seleccionadas, hechas, pospuestas, fijadas, vencidas.
> rotor filas
Rotor: filas.
> siguiente
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3.
> rotor siguiente
Rotor: acciones.
> seccion siguiente
Completadas, sección 2 de 2, 2 filas.
> sección anterior
Pendientes, sección 1 de 2, 3 filas.
> ir Llamar
Llamar a Ana, 2 de 3.
> ir 3
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> buscar plantas
Completadas, sección 2 de 2.
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> filtrar r
Filtro r: coinciden 2 filas.
> filtrar no
Filtro quitado, 5 filas.
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> estilo barra lateral
Estilo de Tareas: barra lateral.
> plegar Completadas
Plegada Completadas, 2 filas ocultas.
> expandir Completadas
Expandida Completadas, 2 filas.
# English words keep working in Spanish.
> next
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> goto 1
Renovar el pasaporte, 1 de 2, hecha.
