#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Cada cuenta se dice una vez: el encabezado de un grupo no repite su estado como insignia,
# el de una sección vacía no va seguido de "está vacía", y el historial cuenta comandos.
> poner 3 vence 2026-11-20
Pagar el alquiler: vencida desde el 20 de noviembre.
> poner 1 vence hoy
Comprar pan: vence hoy.
> agrupar vence
Tareas: agrupada por vence.
Tareas, 3 secciones, 5 filas.
> lista todo
Vencidas, 1 de 3, 1 fila.
Pagar el alquiler, fijada, vencida desde el 20 de noviembre.
Hoy, 2 de 3, 1 fila.
Comprar pan, vence hoy.
Sin fecha, 3 de 3, 3 filas.
Llamar a Ana.
Renovar el pasaporte, hecha.
Regar las plantas, hecha.
> secciones
3 secciones.
1. Vencidas, 1 fila.
2. Hoy, 1 fila.
3. Sin fecha, 3 filas.
> agrupar no
Tareas en sus propias secciones.
Tareas, 2 secciones, 5 filas.
> sección añadir Viejas
Sección Viejas añadida, 3 de 3.
> lista
Viejas, 3 de 3, sin filas.
> historial ne
Historial: 3 comandos contienen "ne".
1. poner 3 vence 2026-11-20
2. poner 1 vence hoy
5. secciones
> historial poner
Historial: 2 comandos contienen "poner".
1. poner 3 vence 2026-11-20
2. poner 1 vence hoy
> historial hoy
Historial: 1 comando contiene "hoy".
2. poner 1 vence hoy
> historial zz
Historial: "zz" no está en ningún comando.
