#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, a fresh trial's findings: mover al principio y mover al final, como
# dice ayuda mover (mover principio sigue valiendo); desplegar, la palabra para
# expandir como plegar lo es para contraer; y el rotor dice sus unidades en plural,
# concordando (hechas, no leídas).
> ayuda mover
mover: cambia el orden de la fila enfocada entre sus hermanas, la pone dentro de FILA, o la lleva a otra sección o lista.
Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
Alias: m.
mover a FILA la hace la última subtarea de FILA. El nuevo orden se guarda.
mover a sección NOMBRE al principio la pone la primera allí; mover a lista NOMBRE sección NOMBRE elige la sección de la otra lista.
Una fila movida conserva sus campos y notas; un estado que la otra lista no guarda se queda atrás, y se dice.
mover selección a sección NOMBRE mueve cada fila seleccionada, y también mover a sección en modo de edición con filas seleccionadas.
> ir Comprar pan
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover al final
Movida Comprar pan a 3 de 3, después de Pagar el alquiler.
> mover al principio
Movida Comprar pan a 1 de 3, antes de Llamar a Ana.
> mover final
Movida Comprar pan a 3 de 3, después de Pagar el alquiler.
> mover principio
Movida Comprar pan a 1 de 3, antes de Llamar a Ana.
> mover a sección Completadas al principio
Movida Comprar pan a Completadas, 1 de 3.
> deshacer
Deshecho: mover Comprar pan; de vuelta en Pendientes.
Comprar pan, 1 de 3.
> ir Comprar pan
Comprar pan, 1 de 3. Respuesta a ir Comprar pan.
> añadir hijo Levadura
Levadura añadida dentro de Comprar pan, nivel 2, 1 de 1.
> subir
Comprar pan, nivel 1, 1 de 3, expandida, 0 de 1 hecha.
> plegar
Comprar pan plegada, 0 de 1 hecha.
> desplegar
Comprar pan expandida, 0 de 1 hecha.
> rotor
Rotor: elementos.
Unidades: elementos, secciones, filas, acciones, seleccionadas, nivel, hechas, pospuestas, fijadas, vencidas.
> rotor hechas
Rotor: hechas.
> abrir Artículos
Artículos, 2 secciones, 5 filas.
Pista: a Listas se vuelve con atrás.
Artículos no tiene el estado hecha; el rotor va por filas.
> rotor
Rotor: filas.
Unidades: elementos, secciones, filas, acciones, seleccionadas, no leídas.
> rotor no leídas
Rotor: no leídas.
> siguiente
Hoy, sección 1 de 2.
Listas de oído, 1 de 3, no leída, acciones Borrar.
> siguiente
Resumen de noticias de la mañana, 3 de 3, no leída.
