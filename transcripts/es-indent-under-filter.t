#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Con un filtro, sangrar anida bajo la fila oída encima, o se rechaza cuando la fila anterior en la lista está oculta por el filtro.
> ir Pagar
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> añadir Comprar leche
Añadida Comprar leche, 4 de 4.
> filtrar comprar
Filtro comprar: coinciden 2 filas.
> lista
Tareas, filtro comprar: coinciden 2 filas, 1 sección.
Pendientes, 1 de 1, 2 filas.
Comprar pan.
Comprar leche.
> ir 2
Comprar leche, 2 de 2 en el filtro comprar, acciones Hecho, Borrar, Posponer.
> sangrar
Error: sangrar pondría Comprar leche dentro de Pagar el alquiler, que el filtro comprar oculta. Escribe filtrar no antes.
> lista
Tareas, filtro comprar: coinciden 2 filas, 1 sección.
Pendientes, 1 de 1, 2 filas.
Comprar pan.
Comprar leche.
> ir Comprar pan
Comprar pan, 1 de 2 en el filtro comprar.
> añadir hijo Comprar levadura
Comprar levadura añadida dentro de Comprar pan, nivel 2, 1 de 1 en el filtro comprar.
> ir Comprar pan
Comprar pan, nivel 1, 1 de 2 en el filtro comprar, expandida, 0 de 1 hecha.
> añadir Comprar huevos
Añadida Comprar huevos, 3 de 3 en el filtro comprar.
> sangrar
Comprar huevos sangrada dentro de Comprar leche, nivel 2, 1 de 1 en el filtro comprar.
> lista
Tareas, filtro comprar: coinciden 2 filas y 2 subtareas dentro de ellas, 1 sección.
Pendientes, 1 de 1, 2 filas.
Comprar pan, expandida, 0 de 1 hecha.
Comprar levadura, nivel 2.
Comprar leche, nivel 1, expandida, 0 de 1 hecha.
Comprar huevos, nivel 2.
> ir Comprar levadura
Comprar levadura, 1 de 1 en el filtro comprar.
> desangrar
Comprar levadura sube de nivel, nivel 1, 2 de 3 en el filtro comprar, después de Comprar pan.
> lista
Tareas, filtro comprar: coinciden 3 filas y 1 subtarea dentro de ellas, 1 sección.
Pendientes, 1 de 1, 3 filas.
Comprar pan.
Comprar levadura.
Comprar leche, expandida, 0 de 1 hecha.
Comprar huevos, nivel 2.
> filtrar no
Filtro quitado, 7 filas.
Comprar levadura, 2 de 5.
> lista
Pendientes, 1 de 2, 5 filas.
Comprar pan.
Comprar levadura.
Llamar a Ana.
Pagar el alquiler, fijada.
Comprar leche, expandida, 0 de 1 hecha.
Comprar huevos, nivel 2.
# Una lista sin filas dentro de otras, cuyo filtro una lista larga lee página a página: lo mismo.
> nueva lista F
Lista F creada.
F, sin filas.
> añadir Tarta de manzana
Añadida Tarta de manzana, 1 de 1.
> añadir Plátano
Añadida Plátano, 2 de 2.
> añadir Tarta de pera
Añadida Tarta de pera, 3 de 3.
> añadir Tarta de higo
Añadida Tarta de higo, 4 de 4.
> filtrar tarta
Filtro tarta: coinciden 3 filas.
> ir 2
Tarta de pera, 2 de 3 en el filtro tarta, acciones Borrar.
> sangrar
Error: sangrar pondría Tarta de pera dentro de Plátano, que el filtro tarta oculta. Escribe filtrar no antes.
> ir 3
Tarta de higo, 3 de 3 en el filtro tarta.
> sangrar
Tarta de higo sangrada dentro de Tarta de pera, nivel 2, 1 de 1 en el filtro tarta.
> lista
F, filtro tarta: coinciden 2 filas y 1 subtarea dentro de ellas.
Tarta de manzana.
Tarta de pera, expandida, 1 subtarea.
Tarta de higo, nivel 2.
