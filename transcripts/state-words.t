#! args: --demo
Tasks, 2 sections, 5 rows.
# A store made in English heard in Spanish: the rotor names the read state in Spanish
# (no leído), and the Spanish words and the English ones both reach it.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> language es
Idioma del almacén: español.
> rotor
Rotor: elementos.
Unidades: elementos, secciones, filas, acciones, seleccionadas, no leídas.
> rotor no leído
Rotor: no leídas.
> siguiente
Today, sección 1 de 2.
Lists by ear, 1 de 3, no leída, acciones Borrar.
> filtrar sin leer
Filtro sin leer: coinciden 3 filas.
> filtrar no
Filtro quitado, 5 filas.
Lists by ear, 1 de 3, no leída.
> filter unread
Filtro unread: coinciden 3 filas.
> filter off
Filtro quitado, 5 filas.
Lists by ear, 1 de 3, no leída.
> language en
Language kept in this store: English.
> rotor
Rotor: no leída.
Units: items, sections, rows, actions, selected, unread.
> mark not read
Lists by ear is already unread; nothing changed.
> mark unread
Lists by ear is already unread; nothing changed. Again.
