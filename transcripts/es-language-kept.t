#! args: --store idioma.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# The language command is kept in the store: the next run speaks it without being told.
> idioma
Language: English.
> language es
Idioma del almacén: español.
#! restart
Tasks, 2 secciones, 5 filas.
> siguiente
Pending, sección 1 de 2, 3 filas.
> idioma en
Language kept in this store: English.
#! restart
Tasks, 2 sections, 5 rows.
> next
Pending, section 1 of 2, 3 rows.
