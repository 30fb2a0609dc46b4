#! args: --memory --demo --language es --today 2026-12-04
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial25s N14): deshacer Hecho en una fila que se repite se dice como en cualquier fila: Deshecho: Hecho en Comprar pan.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> poner vence hoy
Comprar pan: vence hoy.
> repetir cada 2 días
Comprar pan se repite cada 2 días.
> Hecho
Hecho: Comprar pan. Vuelve a vencer el domingo 6 de diciembre.
> deshacer
Deshecho: Hecho en Comprar pan.
Comprar pan, 1 de 3, vence hoy, se repite cada 2 días.
> ir Llamar a Ana
Llamar a Ana, 2 de 3.
> Hecho
Hecho: Llamar a Ana. Ahora en Completadas.
> deshacer
Deshecho: Hecho en Llamar a Ana.
Llamar a Ana, 2 de 3.
