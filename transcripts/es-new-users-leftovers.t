#! args: --demo --language es --today 2026-12-01
Tareas, 2 secciones, 5 filas.
# Lo que dejó el tercer ensayo del issue 25: cada consejo es un comando que funciona,
# la ayuda de un estado o de una acción ayuda con ella, los números por debajo de 1
# y pasado el final se rechazan por el número escrito, una palabra entre comillas se
# repite con un solo par de comillas, y una sola palabra para plegada y para vista (disposición se sigue
# entendiendo al escribirla).
> renombrar Leche
Error: renombrar necesita una fila, y el foco está en el título de Tareas. Ve a una fila con siguiente o ir 1.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> ayuda hecha
hecha: un estado de las filas. Escribe filtrar hecha para oír las filas que lo tienen, o ayuda marcar para poner y quitar estados.
> ayuda Posponer
Posponer: una acción de Tareas. Escribe Posponer para hacerla en la fila enfocada, o acciones para oír qué hace.
> ayuda vencida
vencida: un estado de las filas. Escribe filtrar vencida para oír las filas que lo tienen, o ayuda marcar para poner y quitar estados.
> renombrar lista Tareas Faenas
Error: renombrar necesita más. Uso: renombrar lista NOMBRE a NUEVO.
> seleccionar 1-99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3.
> lista 0
Error: sección 0: los números empiezan en 1. Escribe un número del 1 al 2.
> lista -1
Error: sección -1: los números empiezan en 1. Escribe un número del 1 al 2.
> ir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3.
> mover "x"
Error: mover no admite "x". Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> mover "x y"
Error: mover no admite "x y". Uso: mover arriba, abajo, al principio, al final, a N, antes de FILA, después de FILA, a FILA, a sección NOMBRE, o a lista NOMBRE.
> voz nombre abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij
Voz: abcdefghijabcdefghijabcdefghijabcdefghij... (100 caracteres).
> poner vence ayer
Comprar pan: vencida hace 1 día.
> agenda
Agenda: 1 fila.
Vencidas.
Comprar pan, Tareas, vencida hace 1 día.
> filtrar llamar
Filtro llamar: coincide 1 fila.
Llamar a Ana, 1 de 1.
> filtrar no
Filtro quitado, 5 filas.
Llamar a Ana, 2 de 3.
> vista
Vista compacta.
> vista regular
Vista regular.
> disposición compacta
Vista compacta.
> abrir Entrada
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> ir 1
Comida del viernes, 1 de 3, no leída, plegada, 1 respuesta sin leer, acciones Borrar.
> plegar
Comida del viernes ya está plegada, 1 respuesta.
> editar
Editando.
> seleccionar 1
Comida del viernes seleccionada, 1 en total.
> filtrar factura
Filtro factura: coincide 1 fila.
Factura de noviembre, 1 de 1, plegada, 1 respuesta.
> abrir Tareas
Tareas, 2 secciones, 5 filas.
Selección quitada.
Edición terminada.
Filtro factura quitado.
