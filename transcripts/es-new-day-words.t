#! args: --memory --language es --today 2026-12-05
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Palabras que escribieron usuarios nuevos: pasado mañana, fechas día/mes (3/1 es el 3 de enero), repetir cada año (el 29 de febrero cae el 28 en otros años y vuelve el 29), repetir cada lunes (el vencimiento pasa al lunes siguiente), avisar mañana a las 18:00, y un rechazo que cita lo escrito primero.
> nueva lista Tareas
Lista Tareas creada.
Tareas, sin filas.
> campo añadir vence fecha
Campo vence añadido a Tareas: fecha.
> campo añadir hecha booleano
Campo hecha añadido a Tareas: booleano.
> añadir Llamar a Ana
Añadida Llamar a Ana, 1 de 1.
> poner vence pasado mañana
Llamar a Ana: vence el lunes.
> poner vence pasado manana
Llamar a Ana ya está así: vence el lunes; no cambió nada.
> poner vence 3/1
Llamar a Ana: vence el 3 de enero de 2027.
> poner vence 3/1/2027
Llamar a Ana ya está así: vence el 3 de enero de 2027; no cambió nada.
> poner vence 31/4
Error: vence admite un valor de tipo fecha, y "31/4" no lo es. Por ejemplo: hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09.
> repetir cada lunes
Llamar a Ana se repite cada semana. Vence el lunes 4 de enero de 2027.
> avisar mañana a las 18:00
Llamar a Ana: aviso mañana a las 18.
> repetir cada luna
Error: "cada luna" no vale para repetir: admite cada semana, cada 2 días, cada lunes, cada mes el 1, cada año, días laborables, cada semana después de hecha, o no.
> añadir Cumpleaños
Añadida Cumpleaños, 2 de 2.
> poner vence 2028-02-29
Cumpleaños: vence el 29 de febrero de 2028.
> repetir cada año
Cumpleaños se repite cada año.
> marcar hecha
Hecho: Cumpleaños. Vuelve a vencer el miércoles 28 de febrero de 2029.
> marcar hecha
Hecho: Cumpleaños. Vuelve a vencer el jueves 28 de febrero de 2030.
> marcar hecha
Hecho: Cumpleaños. Vuelve a vencer el viernes 28 de febrero de 2031.
> marcar hecha
Hecho: Cumpleaños. Vuelve a vencer el domingo 29 de febrero de 2032.
> repetir cada 2 años
Cumpleaños se repite cada 2 años.
