#! args: --memory --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Issue 25, P6: sección renombrar y acción renombrar toman a como renombrar una fila:
# VIEJA a NUEVA, y como sigue valiendo. Un nombre nuevo que lleva a, sin sección que
# se llame como lo que va antes, se rechaza como en inglés to: entre comillas entero,
# es el nombre nuevo de la sección enfocada.
> sección renombrar Pendientes a Por hacer
Sección Pendientes renombrada como Por hacer.
> sección renombrar Por hacer como Pendientes
Sección Por hacer renombrada como Pendientes.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> sección renombrar Cosas a hacer
Error: "Cosas" no es una sección. Para dar a la sección enfocada el nombre Cosas a hacer, escribe sección renombrar "Cosas a hacer".
> sección renombrar "Cosas a hacer"
Sección Pendientes renombrada como Cosas a hacer.
> deshacer
Deshecho: renombrar la sección Cosas a hacer; de nuevo Pendientes.
> acción renombrar Posponer a Dormir
Acción Posponer renombrada como Dormir.
> ir 1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Dormir.
> acciones
Comprar pan, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Dormir, final, naranja.
También: mover abajo.
> acción renombrar Dormir como Posponer
Acción Dormir renombrada como Posponer.
> ayuda acción
acción: declara las acciones al deslizar de la lista: qué borde, papel, tinte y qué hace cada una.
Uso: acción añadir NOMBRE inicio o final, luego su papel, tinte y efecto; acción quitar, renombrar, mover NOMBRE; acción completo inicio o final, sí o no.
acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y lo que hace: poner CAMPO, poner CAMPO VALOR, alternar CAMPO, mover a SECCIÓN o borrar, unidos por luego;
acción quitar NOMBRE; acción renombrar NOMBRE a NUEVO; acción mover NOMBRE primero, último o N; acción completo inicio o final, sí o no.
La primera acción de un borde es la que ejecuta deslizar completo. Una lista que declara sus propias acciones al final no tiene el Borrar propio.
