#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Issue 25 (trial25t N5): en español, las filas fuera de toda sección se dicen así, no con el nombre de la lista; sección renombrar N como NUEVO renombra la sección N.
> nueva lista Q
Lista Q creada.
Q, sin filas.
> añadir Suelta
Añadida Suelta, 1 de 1.
> sección añadir Luego
Sección Luego añadida, 2 de 2.
> añadir En luego
Añadida En luego, 1 de 1.
> secciones
2 secciones.
1. Fuera de toda sección, 1 fila.
2. Luego, 1 fila.
> sección 1
Fuera de toda sección, sección 1 de 2, 1 fila.
> sección renombrar 2 como Pronto
Sección Luego renombrada como Pronto.
> sección renombrar 1 como Otra
Error: las filas fuera de toda sección no tienen encabezado que cambiar. Añade una sección con sección añadir.
> secciones
2 secciones.
1. Fuera de toda sección, 1 fila.
2. Pronto, 1 fila.
