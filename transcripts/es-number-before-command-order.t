#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial47 N4): un número escrito antes de un comando se sugiere tras él solo si el comando va solo; nunca se sugieren sus palabras reordenadas, así que una línea larga no se repite en la sugerencia.
> 2 Posponer
Error: "2" no es un comando. ¿Querías decir Posponer 2?
> 0 ir ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab ab 
Error: "0" no es un comando. Escribe ayuda para los comandos.
> 2 marcar hecha
Error: "2" no es un comando. Escribe ayuda para los comandos.
