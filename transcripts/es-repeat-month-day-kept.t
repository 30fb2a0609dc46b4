#! args: --memory --language es --today 2026-12-05
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Un repetir cada mes guarda el día del mes en que empezó: del 31 de enero pasa al 28 de febrero y vuelve al 31 de marzo. Puesto otro día, el vencimiento pasa al siguiente y la respuesta lo dice. La repetición que ya tiene una fila, escrita otra vez, se nombra.
> nueva lista Tareas
Lista Tareas creada.
Tareas, sin filas.
> campo añadir vence fecha
Campo vence añadido a Tareas: fecha.
> campo añadir hecha booleano
Campo hecha añadido a Tareas: booleano.
> añadir Alquiler
Añadida Alquiler, 1 de 1.
> poner vence 2027-01-31
Alquiler: vence el 31 de enero de 2027.
> repetir cada mes
Alquiler se repite cada mes el último día.
> marcar hecha
Hecho: Alquiler. Vuelve a vencer el domingo 28 de febrero de 2027.
> marcar hecha
Hecho: Alquiler. Vuelve a vencer el miércoles 31 de marzo de 2027.
> añadir Gas
Añadida Gas, 2 de 2.
> poner vence 2026-12-10
Gas: vence el jueves.
> repetir cada mes el 1
Gas se repite cada mes el día 1. Vence el viernes 1 de enero de 2027.
> leer
Gas, 2 de 2, vence el 1 de enero de 2027, se repite cada mes el día 1, acciones Borrar.
También: mover arriba.
> añadir Regar las plantas
Añadida Regar las plantas, 3 de 3.
> repetir diario
Regar las plantas se repite cada día. Vence hoy.
> repetir cada día
Regar las plantas ya se repite cada día; no cambió nada.
