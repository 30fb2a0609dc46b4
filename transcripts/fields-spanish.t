#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Fields, dates and states in Spanish: the sample lists' fields have Spanish names.
> campos
Tareas, 4 campos.
1. hecha, booleano.
2. vence, fecha.
3. pospuesta, booleano.
4. fijada, booleano.
> poner 1 vence mañana
Comprar pan: vence mañana.
> poner 2 vence el viernes
Llamar a Ana: vence el viernes.
> poner 3 vence 2026-11-20
Pagar el alquiler: vencida desde el 20 de noviembre.
> poner 1 vence 9 de diciembre
Comprar pan: vence el 9 de diciembre.
> poner 1 vence algún día
Error: vence admite un valor de tipo fecha, y "algún día" no lo es. Por ejemplo: hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09.
> lista
Pendientes, 1 de 2, 3 filas, 1 vencida.
Comprar pan, vence el 9 de diciembre.
Llamar a Ana, vence el viernes.
Pagar el alquiler, fijada, vencida desde el 20 de noviembre.
> filtrar no hecho y vence antes del viernes
Filtro no hecho y vence antes del viernes: coincide 1 fila.
Pagar el alquiler, 1 de 1, fijada, vencida desde el 20 de noviembre, acciones Posponer.
> filtrar no
Filtro quitado, 5 filas.
Pagar el alquiler, 3 de 3, fijada, vencida desde el 20 de noviembre.
> rotor vencida
Rotor: vencidas.
> primero
Pagar el alquiler, 3 de 3, fijada, vencida desde el 20 de noviembre, acciones Posponer.
> agrupar vence
Tareas: agrupada por vence.
> lista todo
Vencidas, 1 de 4, 1 fila.
Pagar el alquiler, fijada, vencida desde el 20 de noviembre.
Esta semana, 2 de 4, 1 fila.
Llamar a Ana, vence el viernes.
Más adelante, 3 de 4, 1 fila.
Comprar pan, vence el 9 de diciembre.
Sin fecha, 4 de 4, 2 filas.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
> agrupar no
Tareas en sus propias secciones.
> marcar hecho 2
Llamar a Ana: hecha.
> fijar 1
Comprar pan: fijada.
> alternar 1 pospuesta
Comprar pan: pospuesta.
> quitar 1 vence
Comprar pan: vence quitado.
> deshacer
Deshecho: vence en Comprar pan.
Comprar pan, 1 de 3, fijada, pospuesta, vence el 9 de diciembre.
> listas
4 listas.
1. Tareas, 5 filas, 1 vencida, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> rastrear ana
Búsqueda ana: 3 filas.
1. Llamar a Ana, Tareas, Pendientes.
2. Respuesta de Ana, Entrada.
3. Respuesta de Ana, Archivo.
Escribe abrir y un número para ir a una.
> agenda
Agenda: 1 fila.
Vencidas.
Pagar el alquiler, Tareas, vencida desde el 20 de noviembre.
> campo añadir coste número
Campo coste añadido a Tareas: número.
> poner 1 coste 2,5
Comprar pan: coste 2,5.
> campo quitar coste
Campo coste quitado de Tareas, y su valor de 1 fila.
