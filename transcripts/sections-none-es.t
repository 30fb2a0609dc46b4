#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Issue 25 (trial47 N8): en español, una lista sin secciones con nombre lo dice a secciones.
> nueva lista Grande
Lista Grande creada.
Grande, sin filas.
> añadir a
Añadida a, 1 de 1.
> secciones
Grande no tiene secciones: 1 fila. Escribe sección añadir y un nombre para añadir una.
> sección añadir Luego
Sección Luego añadida, 2 de 2.
> secciones
2 secciones.
1. Fuera de toda sección, 1 fila.
2. Luego, sin filas.
