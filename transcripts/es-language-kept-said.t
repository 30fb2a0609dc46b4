#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# --language elige el idioma, y el comando idioma lo dice.
> idioma
Idioma de --language: español.
> idioma es
Idioma del almacén: español. Ya estaba así; no cambió nada.
> idioma en
Language kept in this store: English.
> language
Language kept in this store: English. Answer to language.
