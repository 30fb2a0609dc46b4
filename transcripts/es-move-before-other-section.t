#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Mover antes de una fila de otra sección nombra el comando que la lleva allí.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover antes Regar las plantas
Error: mover no admite "Regar las plantas". Uso: mover antes de FILA o después de FILA con una fila de Pendientes, o mover a sección Completadas.
> mover a sección Completadas
Movida Comprar pan a Completadas, 3 de 3.
# A una subtarea se le dice lo mismo, donde moverla a la sección es lo que funciona.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Pendientes.
Comprar pan, 1 de 3.
> añadir hija Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> mover antes Regar las plantas
Error: mover no admite "Regar las plantas". Uso: mover antes de FILA o después de FILA con una fila del mismo nivel, o mover a sección Completadas.
> mover a sección Completadas
Movida Levadura a Completadas, 3 de 3.
