#! args: --demo --language es --now 2026-12-02T08:00
Tareas, 2 secciones, 5 filas.
# Un aviso puesto en una fila hecha se guarda pero no se dice mientras la fila está hecha, como avisos lo deja fuera: la respuesta lo dice, y marcar la fila no hecha lo trae de vuelta.
> ir Regar
Completadas, sección 2 de 2.
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> poner vence viernes
Regar las plantas: vence el viernes.
> avisar 1 día antes
Regar las plantas: aviso 1 día antes, a las 9.
Regar las plantas está hecha, así que su aviso espera a que no lo esté.
> avisos
No hay avisos por venir.
> marcar no hecha
Regar las plantas: no hecha.
> avisos
1 aviso por venir.
Regar las plantas, Tareas, mañana a las 9.
