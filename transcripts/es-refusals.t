#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Rechazos en español: comandos desconocidos, argumentos de más o de menos, filas que no hay, lecturas dobles.
> sigiente
Error: "sigiente" no es un comando. ¿Querías decir siguiente?
> borar
Error: "borar" no es un comando. ¿Querías decir borrar?
> mas
Error: más: no queda nada de la última respuesta. Escribe lista, o leer seguido desde el foco, para oír filas.
> 1
Error: un número solo no hace nada aquí; escribe ir 1.
> ir
Error: ir necesita más. Uso: ir FILA.
> ir 9
Error: fila 9: Pendientes solo tiene 3. Escribe un número del 1 al 3, o escribe sección y un número primero.
> ir xyz
Error: "xyz" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> mover
Error: mover necesita más. Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> mover de lado
Error: mover no admite "de". Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> deslizar
Error: deslizar necesita más. Uso: deslizar inicio o deslizar final, y completo para ejecutar su primera acción.
> deslizar arriba
Error: deslizar no admite "arriba". Uso: deslizar inicio o deslizar final, y completo para ejecutar su primera acción.
> editar quizá
Error: editar no admite "quizá". Uso: editar, editar sí, o editar no.
> ancho 3
Error: ancho no admite "3". Uso: ancho N de 10 a 1000, o ancho no.
> verbosidad fuerte
Error: verbosidad no admite "fuerte". Uso: verbosidad, o verbosidad baja, normal o alta.
> estilo elegante
Error: estilo no admite "elegante". Uso: estilo automático, simple, agrupado, con margen, agrupado con margen o barra lateral.
> perfil reloj
Error: perfil no admite "reloj". Uso: perfil, o perfil teléfono, tableta o mac.
> nueva
Error: nueva necesita más. Uso: nueva lista NOMBRE, o nueva lista NOMBRE como LISTA.
> nueva tabla
Error: nueva no admite "tabla". Uso: nueva lista NOMBRE, o nueva lista NOMBRE como LISTA.
> renombrar
Error: renombrar necesita más. Uso: renombrar FILA a TÍTULO, renombrar TÍTULO para la fila enfocada, o renombrar lista NOMBRE a NUEVO.
> siguiente
Pendientes, sección 1 de 2, 3 filas.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> renombrar Llamar a Ana Llamar a Ana luego
Error: renombrar se puede leer de dos maneras: Llamar a Ana, texto Ana Llamar a Ana luego; o Comprar pan, texto Llamar a Ana Llamar a Ana luego.
Un título entre comillas dice cuál: renombrar "Llamar a Ana" a Ana Llamar a Ana luego.
> nota 2 huevos
Error: nota se puede leer de dos maneras: Llamar a Ana, texto huevos; o Comprar pan, texto 2 huevos. Un título entre comillas dice cuál: nota "Llamar a Ana": huevos.
> deshacer
Error: nada que deshacer.
> rehacer
Error: nada que rehacer.
> sección 7
Error: sección 7: solo hay 2. Escribe un número del 1 al 2.
> abrir Nada
Error: "Nada" no es ninguna lista ni fila que abrir. Escribe listas o lista para oír lo que hay.
> cancelar
Cancelar: no hay nada abierto.
> atrás
Listas, 4 listas.
Tareas, 1 de 4, 5 filas.
> atrás
Error: la columna lateral es la primera columna; no hay nada a lo que volver.
> atrás
Error: la columna lateral es la primera columna; no hay nada a lo que volver. Otra vez.
