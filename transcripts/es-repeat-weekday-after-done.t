#! args: --memory --today 2026-12-05 --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# cada lunes tras hecha se rechaza, diciendo por qué y qué escribir. cada lunes, hecha tarde el sábado 5 de diciembre, vence el lunes siguiente al día en que se hizo.
> nueva lista Tareas
Lista Tareas creada.
Tareas, sin filas.
> campo añadir vence fecha
Campo vence añadido a Tareas: fecha.
> campo añadir hecha booleano
Campo hecha añadido a Tareas: booleano.
> añadir Gimnasio
Añadida Gimnasio, 1 de 1.
> poner vence 23/11/26
Gimnasio: vencida desde el 23 de noviembre.
> repetir cada lunes tras hecha
Error: cada lunes tras hecha: una repetición en un día de la semana vuelve ese día y no puede contar desde el día en que se hizo. Escribe repetir cada lunes, o repetir cada semana después de hecha.
> repetir cada lunes
Gimnasio se repite cada semana.
> marcar hecha
Hecho: Gimnasio, 2 veces sin hacer. Vuelve a vencer el lunes 7 de diciembre.
> leer
Gimnasio, 1 de 1, vence el lunes, se repite cada semana, acciones Borrar.
Hecha una vez.
