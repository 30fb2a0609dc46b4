#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Lectura: ayuda, dónde, leer, secciones, lista, acciones, selección, historial, en español.
> ayuda mover
mover: cambia el orden de la fila enfocada entre sus hermanas, la pone dentro de FILA, o la lleva a otra sección o lista.
Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
Alias: m.
mover a FILA la hace la última subtarea de FILA. El nuevo orden se guarda.
mover a sección NOMBRE al principio la pone la primera allí; mover a lista NOMBRE sección NOMBRE elige la sección de la otra lista.
Una fila movida conserva sus campos y notas; un estado que la otra lista no guarda se queda atrás, y se dice.
mover selección a sección NOMBRE mueve cada fila seleccionada, y también mover a sección en modo de edición con filas seleccionadas.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> leer
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer. Respuesta a leer.
En Pendientes.
También: mover abajo.
> dónde
Comprar pan, 1 de 3.
Columna de contenido: Tareas, sección Pendientes.
División: equilibrada.
Rotor: elementos.
Edición desactivada, sin selección.
Vista compacta.
> secciones
2 secciones.
1. Pendientes, 3 filas.
2. Completadas, 2 filas.
> lista
Pendientes, 1 de 2, 3 filas.
Comprar pan.
Llamar a Ana.
Pagar el alquiler, fijada.
> lista todo
Pendientes, 1 de 2, 3 filas.
Comprar pan.
Llamar a Ana.
Pagar el alquiler, fijada.
Completadas, 2 de 2, 2 filas.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
Pie: Se archivan a los treinta días.
> acciones
Comprar pan, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
También: mover abajo.
> seleccion
Selección vacía.
> historial
Historial: 9 comandos.
1. ayuda mover
2. siguiente
3. leer
4. dónde
5. secciones
6. lista
7. lista todo
8. acciones
9. seleccion
> ayuda borar
Error: "borar" no es un comando ni un grupo. ¿Querías decir borrar?
