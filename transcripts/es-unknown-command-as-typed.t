#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una palabra desconocida se repite como se escribió, entre comillas, con sus
# mayúsculas; solo se sugiere un comando cercano para su longitud.
> Ñ
Error: "Ñ" no es un comando. Escribe ayuda para los comandos.
> Xy
Error: "Xy" no es un comando. Escribe ayuda para los comandos.
> Siguente
Error: "Siguente" no es un comando. ¿Querías decir siguiente?
