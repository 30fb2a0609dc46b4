#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial point 12: a list that selects one row at a time refuses select STATE and select NUMBERS by what was typed, not as select all; in English and Spanish.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> select unread
Error: Articles selects one row at a time, so select unread is not offered: select one row.
> select 1, 2
Error: Articles selects one row at a time, so selecting several rows is not offered: select one row.
> select all
Error: Articles selects one row at a time, so select all is not offered.
> select 2
Braille displays explained selected, 1 in all.
> language es
Idioma del almacén: español.
> seleccionar no leídas
Error: Articles selecciona una fila cada vez, así que no ofrece seleccionar no leídas: selecciona una sola fila.
> seleccionar 1, 2
Error: Articles selecciona una fila cada vez, así que no ofrece seleccionar varias filas: selecciona una sola fila.
> seleccionar todas
Error: Articles selecciona una fila cada vez, así que no ofrece seleccionar todas.
