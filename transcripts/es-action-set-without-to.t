#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# El poner de una acción toma su valor con a o sin ella, como el comando poner.
> acción añadir Aplazar final poner vence mañana
Acción Aplazar añadida, final 3 de 3.
> acción añadir Pronto final poner vence a viernes luego poner pospuesta
Acción Pronto añadida, final 4 de 4.
> acciones 1
Comprar pan, 5 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
4. Aplazar, final.
5. Pronto, final.
También: mover abajo.
> Aplazar 1
Aplazar: Comprar pan. Ahora vence mañana.
> Pronto 2
Pronto: Llamar a Ana. Ahora vence el viernes. Ahora pospuesta.
> lista
Pendientes, 1 de 2, 3 filas.
Comprar pan, vence mañana.
Llamar a Ana, pospuesta, vence el viernes.
Pagar el alquiler, fijada.
