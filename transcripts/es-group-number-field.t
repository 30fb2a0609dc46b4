#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Un grupo de un campo numérico lleva el nombre del campo y el valor, no un número suelto.
> nueva lista A
Lista A creada.
A, sin filas.
> campo añadir prioridad número
Campo prioridad añadido a A: número.
> añadir X
Añadida X, 1 de 1.
> poner prioridad 2,5
X: prioridad 2,5.
> añadir Y
Añadida Y, 2 de 2.
> poner prioridad 1
Y: prioridad 1.
> añadir Z
Añadida Z, 3 de 3.
> agrupar prioridad
A: agrupada por prioridad.
> lista todo
Prioridad 1, 1 de 3, 1 fila.
Y, prioridad 1.
Prioridad 2,5, 2 de 3, 1 fila.
X, prioridad 2,5.
Sin prioridad, 3 de 3, 1 fila.
Z.
> secciones
3 secciones.
1. Prioridad 1, 1 fila.
2. Prioridad 2,5, 1 fila.
3. Sin prioridad, 1 fila.
> sección prioridad 2,5
Prioridad 2,5, sección 2 de 3, 1 fila.
