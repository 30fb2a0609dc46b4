#! args: --store lang.db --demo
Tasks, 2 sections, 5 rows.
For the commands, type help.
# The language says where it came from: nothing chose it here, then the language command keeps it in the store.
> language
Language: English.
> language es
Idioma: español, guardado en este almacén.
> idioma
Idioma: español, guardado en este almacén. Respuesta a idioma.
#! restart
Tasks, 2 secciones, 5 filas.
# A later session on the store speaks the language kept there, and says so.
> idioma
Idioma: español, guardado en este almacén.
> language en
Language: English, kept in this store.
> language
Language: English, kept in this store. Answer to language.
