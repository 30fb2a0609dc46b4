#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# --language elige el idioma, y el comando idioma lo dice.
> idioma
Idioma: español, por --language.
> idioma es
Idioma: español, guardado en este almacén. Ya estaba así; no cambió nada.
> idioma en
Language: English, kept in this store.
> language
Language: English, kept in this store. Answer to language.
