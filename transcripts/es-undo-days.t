#! args: --memory --demo --language es --now 2026-12-02T08:00
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 3, the Spanish twin of undo-days.t: deshacer y rehacer de
# repetir, avisar y un inicio dicen qué quitaron, donde decían "los días de".
> ir 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
> repetir cada semana
Llamar a Ana se repite cada semana. Vence hoy.
> deshacer
Deshecho: repetir cada semana en Llamar a Ana.
Llamar a Ana, 2 de 3.
> rehacer
Rehecho: repetir cada semana en Llamar a Ana.
> deshacer
Deshecho: repetir cada semana en Llamar a Ana.
Llamar a Ana, 2 de 3.
> poner vence viernes
Llamar a Ana: vence el viernes.
> avisar 9:00
Llamar a Ana: aviso hoy a las 9.
> deshacer
Deshecho: aviso hoy a las 9 en Llamar a Ana.
Llamar a Ana, 2 de 3, vence el viernes.
> avisar 9:00
Llamar a Ana: aviso hoy a las 9.
> avisar no
Llamar a Ana: sin aviso.
> deshacer
Deshecho: aviso no en Llamar a Ana.
Llamar a Ana, 2 de 3, vence el viernes, aviso hoy a las 9.
> poner inicio mañana
Llamar a Ana: en espera hasta mañana.
Pagar el alquiler, 2 de 2, fijada.
> deshacer
Deshecho: inicio mañana en Llamar a Ana.
Llamar a Ana, 2 de 3, vence el viernes, aviso hoy a las 9.
