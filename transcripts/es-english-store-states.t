#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding 7: an English store heard in Spanish says the states listo
# knows in Spanish wherever they are said (a row, the rotor, marcar): hecha,
# pospuesta and fijada, never done, snoozed and pinned beside them (trial point 15:
# snoozed is a state listo knows); the list's own actions (Done, Snooze) stay as declared.
> language es
Idioma del almacén: español.
> rotor
Rotor: elementos.
Unidades: elementos, secciones, filas, acciones, seleccionadas, hechas, pospuestas, fijadas, vencidas.
> lista todo
Pending, 1 de 2, 3 filas.
Buy bread.
Call Ana.
Pay the rent, fijada.
Completed, 2 de 2, 2 filas.
Renew passport, hecha.
Water the plants, hecha.
Pie: Archived after thirty days.
> rotor fijada
Rotor: fijadas.
> rotor done
Rotor: hechas.
> ir Renew
Completed, sección 2 de 2.
Renew passport, 1 de 2, hecha, acciones Borrar, Snooze.
> ir 1
Renew passport, 1 de 2, hecha.
> marcar hecha
Renew passport ya está así: hecha; no cambió nada.
> Snooze
Snooze: Renew passport. Ahora pospuesta.
> leer
Renew passport, 1 de 2, hecha, pospuesta, acciones Borrar, Snooze.
En Completed.
También: mover abajo.
> acciones
Renew passport, 2 acciones.
1. Borrar, final, destructiva, deslizar completo.
2. Snooze, final, naranja.
También: mover abajo.
