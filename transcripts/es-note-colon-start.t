#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Las palabras antes de dos puntos y un espacio que empiezan un título nombran esa fila,
# también la enfocada: nota ya no se lee de dos maneras. Una nota que empieza así va tras .:
> nueva lista A
Lista A creada.
A, sin filas.
> añadir Llamar a Ana por el presupuesto
Añadida Llamar a Ana por el presupuesto, 1 de 1.
> añadir Pedir sillas
Añadida Pedir sillas, 2 de 2.
> nota Llamar a Ana: teléfono 600 123 456
Nota en Llamar a Ana por el presupuesto: teléfono 600 123 456.
> nota Pedir: cuatro
Nota en Pedir sillas: cuatro.
> nota .: Pedir: seis
Nota en Pedir sillas: Pedir: seis.
> leer Llamar a Ana por el presupuesto
Llamar a Ana por el presupuesto, 1 de 2, acciones Borrar.
Notas: teléfono 600 123 456.
También: mover abajo.
# Sin dos puntos, las dos lecturas en la misma fila dicen la enfocada como tal.
> ir Llamar
Llamar a Ana por el presupuesto, 1 de 2, acciones Borrar.
> renombrar Llamar a Ana luego
Error: renombrar se puede leer de dos maneras: Llamar a Ana por el presupuesto, texto Ana luego; o la fila enfocada, texto Llamar a Ana luego.
Un título entre comillas dice cuál: renombrar "Llamar a Ana por el presupuesto" a Ana luego.
