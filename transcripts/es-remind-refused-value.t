#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, trial25q new finding 6: un valor que avisar o repetir no admite se
# dice tras los que admiten, sin leerse como la opción no: "o no. xyz no vale."
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> avisar xyz
Error: "xyz" no vale para avisar: admite 9:00, mañana a las 18:00, 1 día antes, o no.
> repetir xyz
Error: "xyz" no vale para repetir: admite cada semana, cada 2 días, cada lunes, cada mes el 1, cada año, días laborables, cada semana después de hecha, o no.
