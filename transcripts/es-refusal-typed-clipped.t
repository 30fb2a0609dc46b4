#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un rechazo repite lo escrito entero hasta 60 caracteres, si no sus 40 primeros y su largo; a un campo nombrado con varias palabras no se le aconseja añadirlo.
> agrupar buscar Completadas deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer deshacer
Error: Tareas no tiene el campo "buscar Completadas deshacer deshacer des... (180 caracteres)". Sus campos: hecha, vence, pospuesta, fijada. El nombre de un campo es una sola palabra.
> agrupar mi campo
Error: Tareas no tiene el campo "mi campo". Sus campos: hecha, vence, pospuesta, fijada. El nombre de un campo es una sola palabra.
> agrupar zzz
Error: Tareas no tiene el campo "zzz". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir zzz TIPO.
> ayuda Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdef
Error: "Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdef" no es un comando ni un grupo. Escribe ayuda para los grupos.
> ayuda Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcdefg
Error: "Abcdefgh Abcdefgh Abcdefgh Abcdefgh Abcd... (61 caracteres)" no es un comando ni un grupo. Escribe ayuda para los grupos.
