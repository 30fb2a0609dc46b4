#! args: --memory --language es --now 2026-12-05T23:30
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Hecha una fila que se repite, su aviso pasa con el vencimiento a la siguiente vez, a la misma hora, y se dice otra vez; deshacer lo devuelve todo en un paso.
> nueva lista Tareas
Lista Tareas creada.
Tareas, sin filas.
> campo añadir vence fecha
Campo vence añadido a Tareas: fecha.
> campo añadir hecha booleano
Campo hecha añadido a Tareas: booleano.
> añadir Pastillas
Añadida Pastillas, 1 de 1.
> poner vence hoy
Pastillas: vence hoy.
> repetir cada día
Pastillas se repite cada día.
> avisar hoy 23:00
Pastillas: aviso hoy a las 23.
Aviso: Pastillas, vence hoy.
> marcar hecha
Hecho: Pastillas. Vuelve a vencer mañana.
> leer
Pastillas, 1 de 1, vence mañana, se repite cada día, aviso mañana a las 23, acciones Borrar.
Hecha una vez.
> avisos
1 aviso por venir.
Pastillas, Tareas, mañana a las 23.
> deshacer
Deshecho: Hecho en Pastillas.
Pastillas, 1 de 1, vence hoy, se repite cada día, aviso hoy a las 23.
> avisos
No hay avisos por venir.
