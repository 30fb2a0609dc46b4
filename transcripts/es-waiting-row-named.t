#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Una fila que su fecha de inicio deja fuera de la lista se nombra como en espera, con el
# filtro que llega a ella: en espera, como la dice su estado.
> ir Pagar el alquiler
Pendientes, sección 1 de 2.
Pagar el alquiler, 3 de 3, fijada, acciones Posponer.
> poner inicio viernes
Pagar el alquiler: en espera hasta el viernes.
Llamar a Ana, 2 de 2.
> ir Pagar el alquiler
Error: Pagar el alquiler está en espera hasta el viernes, así que no se muestra. Escribe filtrar en espera para llegar a ella.
> filtrar en espera
Filtro en espera: coincide 1 fila.
Pagar el alquiler, 1 de 1, fijada, en espera hasta el viernes, acciones Posponer.
> ir Pagar el alquiler
Pagar el alquiler, 1 de 1 en el filtro en espera, fijada, en espera hasta el viernes.
