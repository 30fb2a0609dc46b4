#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# The Spanish twin of again-long-line.t.
> ps lista simple equilibrada
Error: sección no admite "lista simple equilibrada".
Uso: sección siguiente, anterior, primera, última, N o NOMBRE; sección añadir NOMBRE, sección renombrar NOMBRE, sección borrar, o sección encabezado principal o normal.
> ps lista simple equilibrada
Error: sección no admite "lista simple equilibrada". Otra vez.
Uso: sección siguiente, anterior, primera, última, N o NOMBRE; sección añadir NOMBRE, sección renombrar NOMBRE, sección borrar, o sección encabezado principal o normal.
# A first sentence under a quarter of the line still ends its own line, the mark after it.
> ps list plain balanced
Error: sección no admite "list plain balanced".
Uso: sección siguiente, anterior, primera, última, N o NOMBRE; sección añadir NOMBRE, sección renombrar NOMBRE, sección borrar, o sección encabezado principal o normal.
> ps list plain balanced
Error: sección no admite "list plain balanced". Otra vez.
Uso: sección siguiente, anterior, primera, última, N o NOMBRE; sección añadir NOMBRE, sección renombrar NOMBRE, sección borrar, o sección encabezado principal o normal.
