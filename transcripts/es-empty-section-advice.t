#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# En una sección sin filas el consejo es añadir una, no siguiente ni ir 1.
> sección añadir Luego
Sección Luego añadida, 3 de 3.
> sección Luego
Luego, sección 3 de 3, sin filas.
> nota hola
Error: nota necesita una fila, y Luego no tiene ninguna. Añade una con añadir TÍTULO.
> añadir Leche
Añadida Leche, 1 de 1.
> nota hola
Nota en Leche: hola.
> nueva lista Foo
Lista Foo creada.
Foo, sin filas.
> nota hola
Error: nota necesita una fila, y Foo no tiene ninguna. Añade una con añadir TÍTULO.
