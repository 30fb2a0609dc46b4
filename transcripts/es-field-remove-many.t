#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Un campo que tienen 71 filas (más de las que se leen una a una en una lista larga) se quita, deshacer lo devuelve con cada valor y rehacer lo quita otra vez.
> campo añadir talla número
Campo talla añadido a Tareas: número.
> añadir Caja 1
Añadida Caja 1, 4 de 4.
> añadir Caja 2
Añadida Caja 2, 5 de 5.
> añadir Caja 3
Añadida Caja 3, 6 de 6.
> añadir Caja 4
Añadida Caja 4, 7 de 7.
> añadir Caja 5
Añadida Caja 5, 8 de 8.
> añadir Caja 6
Añadida Caja 6, 9 de 9.
> añadir Caja 7
Añadida Caja 7, 10 de 10.
> añadir Caja 8
Añadida Caja 8, 11 de 11.
> añadir Caja 9
Añadida Caja 9, 12 de 12.
> añadir Caja 10
Añadida Caja 10, 13 de 13.
> añadir Caja 11
Añadida Caja 11, 14 de 14.
> añadir Caja 12
Añadida Caja 12, 15 de 15.
> añadir Caja 13
Añadida Caja 13, 16 de 16.
> añadir Caja 14
Añadida Caja 14, 17 de 17.
> añadir Caja 15
Añadida Caja 15, 18 de 18.
> añadir Caja 16
Añadida Caja 16, 19 de 19.
> añadir Caja 17
Añadida Caja 17, 20 de 20.
> añadir Caja 18
Añadida Caja 18, 21 de 21.
> añadir Caja 19
Añadida Caja 19, 22 de 22.
> añadir Caja 20
Añadida Caja 20, 23 de 23.
> añadir Caja 21
Añadida Caja 21, 24 de 24.
> añadir Caja 22
Añadida Caja 22, 25 de 25.
> añadir Caja 23
Añadida Caja 23, 26 de 26.
> añadir Caja 24
Añadida Caja 24, 27 de 27.
> añadir Caja 25
Añadida Caja 25, 28 de 28.
> añadir Caja 26
Añadida Caja 26, 29 de 29.
> añadir Caja 27
Añadida Caja 27, 30 de 30.
> añadir Caja 28
Añadida Caja 28, 31 de 31.
> añadir Caja 29
Añadida Caja 29, 32 de 32.
> añadir Caja 30
Añadida Caja 30, 33 de 33.
> añadir Caja 31
Añadida Caja 31, 34 de 34.
> añadir Caja 32
Añadida Caja 32, 35 de 35.
> añadir Caja 33
Añadida Caja 33, 36 de 36.
> añadir Caja 34
Añadida Caja 34, 37 de 37.
> añadir Caja 35
Añadida Caja 35, 38 de 38.
> añadir Caja 36
Añadida Caja 36, 39 de 39.
> añadir Caja 37
Añadida Caja 37, 40 de 40.
> añadir Caja 38
Añadida Caja 38, 41 de 41.
> añadir Caja 39
Añadida Caja 39, 42 de 42.
> añadir Caja 40
Añadida Caja 40, 43 de 43.
> añadir Caja 41
Añadida Caja 41, 44 de 44.
> añadir Caja 42
Añadida Caja 42, 45 de 45.
> añadir Caja 43
Añadida Caja 43, 46 de 46.
> añadir Caja 44
Añadida Caja 44, 47 de 47.
> añadir Caja 45
Añadida Caja 45, 48 de 48.
> añadir Caja 46
Añadida Caja 46, 49 de 49.
> añadir Caja 47
Añadida Caja 47, 50 de 50.
> añadir Caja 48
Añadida Caja 48, 51 de 51.
> añadir Caja 49
Añadida Caja 49, 52 de 52.
> añadir Caja 50
Añadida Caja 50, 53 de 53.
> añadir Caja 51
Añadida Caja 51, 54 de 54.
> añadir Caja 52
Añadida Caja 52, 55 de 55.
> añadir Caja 53
Añadida Caja 53, 56 de 56.
> añadir Caja 54
Añadida Caja 54, 57 de 57.
> añadir Caja 55
Añadida Caja 55, 58 de 58.
> añadir Caja 56
Añadida Caja 56, 59 de 59.
> añadir Caja 57
Añadida Caja 57, 60 de 60.
> añadir Caja 58
Añadida Caja 58, 61 de 61.
> añadir Caja 59
Añadida Caja 59, 62 de 62.
> añadir Caja 60
Añadida Caja 60, 63 de 63.
> añadir Caja 61
Añadida Caja 61, 64 de 64.
> añadir Caja 62
Añadida Caja 62, 65 de 65.
> añadir Caja 63
Añadida Caja 63, 66 de 66.
> añadir Caja 64
Añadida Caja 64, 67 de 67.
> añadir Caja 65
Añadida Caja 65, 68 de 68.
> añadir Caja 66
Añadida Caja 66, 69 de 69.
> editar
Editando.
> seleccionar todo
Todas seleccionadas, 71 filas.
> poner selección talla 3
Talla 3: 71 filas.
> deseleccionar todas
Deseleccionadas todas, ninguna seleccionada.
> primero
Tareas, 2 secciones, 71 filas.
> campo quitar talla
Campo talla quitado de Tareas, y su valor de 71 filas.
> lista
Pendientes, 1 de 2, 69 filas.
Comprar pan.
Llamar a Ana.
Pagar el alquiler, fijada.
Caja 1.
Caja 2.
Caja 3.
Caja 4.
Caja 5.
Caja 6.
Caja 7.
Caja 8.
Caja 9.
Caja 10.
Caja 11.
Caja 12.
Caja 13.
Caja 14.
Caja 15.
Caja 16.
Caja 17.
49 más. Escribe más.
> deshacer
Deshecho: quitar el campo talla.
> lista
Pendientes, 1 de 2, 69 filas.
Comprar pan, talla 3.
Llamar a Ana, talla 3.
Pagar el alquiler, fijada, talla 3.
Caja 1, talla 3.
Caja 2, talla 3.
Caja 3, talla 3.
Caja 4, talla 3.
Caja 5, talla 3.
Caja 6, talla 3.
Caja 7, talla 3.
Caja 8, talla 3.
Caja 9, talla 3.
Caja 10, talla 3.
Caja 11, talla 3.
Caja 12, talla 3.
Caja 13, talla 3.
Caja 14, talla 3.
Caja 15, talla 3.
Caja 16, talla 3.
Caja 17, talla 3.
49 más. Escribe más.
> rehacer
Rehecho: quitar el campo talla.
> deshacer
Deshecho: quitar el campo talla.
> ir Caja 66
Caja 66, 69 de 69, talla 3, acciones Hecho, Borrar, Posponer.
