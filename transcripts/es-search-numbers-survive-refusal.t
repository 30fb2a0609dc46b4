#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una línea rechazada no cambia nada: los números de una búsqueda siguen siendo los de sus resultados.
> rastrear e
Búsqueda e: 11 filas.
1. Pagar el alquiler, Tareas, Pendientes.
2. Renovar el pasaporte, Tareas, Completadas.
3. Las líneas braille, explicadas, Artículos, Hoy.
4. Escribir buenos textos alternativos, Artículos, Esta semana.
5. Comida del viernes, Entrada, en las notas.
6. Respuesta de Ana, Entrada, en las notas.
7. Factura de noviembre, Entrada, en las notas.
8. Recibo adjunto, Entrada, en las notas.
9. Reunión de equipo cambiada, Entrada.
10. Respuesta de Ana, Archivo, en las notas.
11. Bienvenida a listo, Archivo, en las notas.
Escribe abrir y un número para ir a una.
> abrri 2
Error: "abrri" no es un comando. ¿Querías decir abrir?
> abrir 2
Completadas, sección 2 de 2.
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
> rastrear e
Búsqueda e: 11 filas.
1. Pagar el alquiler, Tareas, Pendientes.
2. Renovar el pasaporte, Tareas, Completadas.
3. Las líneas braille, explicadas, Artículos, Hoy.
4. Escribir buenos textos alternativos, Artículos, Esta semana.
5. Comida del viernes, Entrada, en las notas.
6. Respuesta de Ana, Entrada, en las notas.
7. Factura de noviembre, Entrada, en las notas.
8. Recibo adjunto, Entrada, en las notas.
9. Reunión de equipo cambiada, Entrada.
10. Respuesta de Ana, Archivo, en las notas.
11. Bienvenida a listo, Archivo, en las notas.
Escribe abrir y un número para ir a una.
> abrir 99
Error: no hay resultado 99; hay 11.
> abrir 2
Renovar el pasaporte, 1 de 2, hecha, acciones Borrar, Posponer.
