#! args: --store lang.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# The language says where it came from: nothing chose it here, then the language command keeps it in the store.
> language
Language: English.
> language es
Idioma del almacén: español.
> idioma
Idioma del almacén: español. Respuesta a idioma.
#! restart
Tasks, 2 secciones, 5 filas.
# A later session on the store speaks the language kept there, and says so.
> idioma
Idioma del almacén: español.
> language en
Language kept in this store: English.
> language
Language kept in this store: English. Answer to language.
