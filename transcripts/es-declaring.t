#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Declarar acciones y selección en español, colores incluidos.
> acción añadir Archivar inicio tinte azul poner archivada luego mover a Completadas
Error: Tareas no tiene el campo "archivada". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir archivada TIPO.
> campo añadir archivada booleano
Campo archivada añadido a Tareas: booleano.
> acción añadir Archivar inicio tinte azul poner archivada luego mover a Completadas
Acción Archivar añadida, inicio 2 de 2.
> acción renombrar Archivar como Guardar
Acción Archivar renombrada como Guardar.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Guardar, Borrar, Posponer.
> acciones
Comprar pan, 4 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Guardar, inicio, azul.
3. Borrar, final, destructiva, deslizar completo.
4. Posponer, final, naranja.
También: mover abajo.
> Guardar
Guardar: Comprar pan. Ahora archivada. Ahora en Completadas.
> deshacer
Deshecho: Guardar en Comprar pan.
Comprar pan, 1 de 3.
> acción añadir Mal inicio tinte morado
Error: acción necesita más. Uso: acción añadir NOMBRE inicio o final, luego destructiva o cancelar, tinte COLOR, y poner CAMPO, alternar CAMPO, mover a SECCIÓN o borrar.
> acción completo final no
Tareas, deslizar completo desde el final: no.
> selección modo única
Tareas, selección única.
> selección modo
Tareas, selección única. Respuesta a selección modo.
> mover a sección Completadas
Movida Comprar pan a Completadas, 3 de 3.
