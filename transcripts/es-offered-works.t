#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 punto 6 en español: una fila hecha y en Completadas no ofrece Hecho,
# que no cambiaría nada; pedido, dice por qué.
> ir Renovar el pasaporte
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> acciones
Renovar el pasaporte, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
También: mover abajo.
> hacer Hecho
Renovar el pasaporte ya está así: hecha; no cambió nada.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> hacer Hecho
Hecho: Comprar pan. Ahora en Completadas.
> acciones
Comprar pan, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Posponer, final, naranja.
También: mover arriba.
> deshacer
Deshecho: Hecho en Comprar pan.
Comprar pan, 1 de 3.
