#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una palabra de más tras un comando que no la admite se rechaza con su uso.
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> mover arriba del todo
Error: mover no admite "del todo". Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> mover abajo 2
Error: mover no admite "2". Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> siguiente 3
Error: siguiente no admite "3". Uso: siguiente.
> anterior -9223372036854775808
Error: anterior no admite "-9223372036854775808". Uso: anterior.
> dónde
Llamar a Ana, 2 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> mover arriba
Movida Llamar a Ana a 1 de 3, antes de Comprar pan.
