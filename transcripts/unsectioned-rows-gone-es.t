#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Issue 25 (trial25s N5): en español, cuando se va la última fila fuera de toda sección, se dice, y cómo se numeran ahora las secciones.
> nueva lista Q
Lista Q creada.
Q, sin filas.
> añadir a
Añadida a, 1 de 1.
> sección añadir S2
Sección S2 añadida, 2 de 2.
> secciones
2 secciones.
1. Fuera de toda sección, 1 fila.
2. S2, sin filas.
> ir a
Fuera de toda sección, sección 1 de 2.
a, 1 de 1, acciones Borrar.
> borrar
Borrada a. No queda ninguna fila.
Q, 1 sección, sin filas.
Ya no quedan filas fuera de toda sección. Q tiene 1 sección, ahora la sección 1.
> secciones
1 sección.
1. S2, sin filas.
