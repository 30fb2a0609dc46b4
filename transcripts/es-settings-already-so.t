#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25, a fresh trial's findings, the Spanish twin of settings-already-so.t: un
# ajuste que ya tiene ese valor lo dice y no cambia nada; seleccionar una fila ya
# seleccionada lo dice; otra orden cuya respuesta empieza por la línea dicha justo
# antes nombra la orden a la que responde, nunca Otra vez.
> columnas doble
Columnas: doble.
División: equilibrada.
> columnas doble
Columnas: doble. Ya estaba así; no cambió nada.
División: equilibrada.
> columnas doble
Columnas: doble. Ya estaba así; no cambió nada. Otra vez.
División: equilibrada.
> columnas equilibrado
División: equilibrada. Ya estaba así; no cambió nada.
> columnas equilibrado
División: equilibrada. Ya estaba así; no cambió nada. Otra vez.
> vista compacta
Vista compacta. Ya estaba así; no cambió nada.
> verbosidad normal
Verbosidad normal. Ya estaba así; no cambió nada.
> ancho no
Ancho: sin límite. Ya estaba así; no cambió nada.
> página 20
Página: 20 filas. Ya estaba así; no cambió nada.
> perfil teléfono
Perfil: teléfono. Ya estaba así; no cambió nada.
> indicador sencillo
Indicador sencillo: el lugar, solo con palabras. Ya estaba así; no cambió nada.
> sonidos no
Sonidos desactivados. Ya estaba así; no cambió nada.
> rotor elementos
Rotor: elementos. Ya estaba así; no cambió nada.
> rotor hechas
Rotor: hechas.
> rotor hechas
Rotor: hechas. Ya estaba así; no cambió nada.
> sección 1
Pendientes, sección 1 de 2, 3 filas.
> sección encabezado principal
Pendientes es ahora un encabezado principal.
> sección encabezado principal
Pendientes ya es un encabezado principal; no cambió nada.
> acción completo final sí
Tareas, deslizar completo desde el final: sí, ejecuta Borrar. Ya estaba así; no cambió nada.
> deshacer
Deshecho: cambio de encabezado de Pendientes.
> deshacer
Error: nada que deshacer.
> ir 1
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
> seleccionar 1
Comprar pan ya está seleccionada; no cambió nada.
> seleccionar Comprar pan
Comprar pan ya está seleccionada; no cambió nada. Respuesta a seleccionar Comprar pan.
> ir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3.
> abrir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3. Respuesta a abrir 0.
> abrir 0
Error: fila 0: los números empiezan en 1. Escribe un número del 1 al 3. Otra vez.
