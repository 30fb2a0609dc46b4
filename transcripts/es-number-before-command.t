#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un número escrito antes de una orden es el número de la orden puesto delante: se sugiere la orden con el número detrás, y un número nunca se toma por un desliz al escribir una orden.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> 2 Posponer
Error: "2" no es un comando. ¿Querías decir Posponer 2?
> 3 borrar
Error: "3" no es un comando. ¿Querías decir borrar 3?
> 2 xyz
Error: "2" no es un comando. Escribe ayuda para los comandos.
> 1 2 3
Error: "1" no es un comando. Escribe ayuda para los comandos.
