#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Una respuesta repetida cuyo " Otra vez." baja a una línea propia dejaría dos
# líneas iguales seguidas: la primera lleva abajo su última palabra.
> ancho 20
Ancho: 20.
> deshacer
Error: nada
que deshacer.
> deshacer
Error: nada que
deshacer. Otra vez.
> ancho 25
Ancho: 25.
> deshacer
Error: nada que deshacer.
> deshacer
Error: nada que
deshacer. Otra vez.
> ancho 40
Ancho: 40.
> deshacer
Error: nada que deshacer.
> deshacer
Error: nada que deshacer. Otra vez.
> ancho 80
Ancho: 80.
> deshacer
Error: nada que deshacer.
> deshacer
Error: nada que deshacer. Otra vez.
