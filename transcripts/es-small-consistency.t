#! args: --demo --profile pad --language es
Tareas, 2 secciones, 5 filas.
# Órdenes parecidas contestan igual: mover arriba desde la primera fila se queda, como
# mover principio; filtrar no sin filtro y editar sí editando dicen que no cambió nada; editar
# dice el deslizamiento que cerró; un modo de selección que quita filas lo dice; el rotor de
# acciones dice los rasgos en el orden de acciones; el nombre de una lista se puede acortar;
# y a un ancho estrecho una palabra repetida nunca da dos líneas iguales seguidas.
> ir 1
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> mover principio
Comprar pan sigue en 1 de 3; nada se movió.
> mover arriba
Comprar pan sigue en 1 de 3; nada se movió. Respuesta a mover arriba.
> ir Regar las plantas
Completadas, sección 2 de 2.
Regar las plantas, 2 de 2, hecha, acciones Borrar, Posponer.
> mover abajo
Regar las plantas sigue en 2 de 2; nada se movió.
> filtrar no
Ningún filtro activo; 5 filas.
> filtrar pan
Filtro pan: coincide 1 fila.
Comprar pan, 1 de 1.
> filtrar no
Filtro quitado, 5 filas.
Comprar pan, 1 de 3.
> editar sí
Editando.
> editar sí
Ya estás editando; no cambió nada.
> editar no
Edición terminada.
> editar no
No estás editando; no cambió nada.
> ir Llamar a Ana
Llamar a Ana, 2 de 3.
> deslizar inicio
Llamar a Ana, deslizada desde el inicio, 1 acción.
1. Hecho, inicio, deslizar completo, verde.
Elige un número, el nombre de una acción, o cancelar.
> editar
Llamar a Ana: deslizamiento cerrado.
Editando.
> editar no
Edición terminada.
> seleccionar 1
Comprar pan seleccionada, 1 en total.
Detalle: Comprar pan.
> seleccionar 2
Llamar a Ana seleccionada, 2 en total.
> selección modo única
Tareas, selección única.
Comprar pan sigue seleccionada, 1 fila deseleccionada.
> selección modo ninguna
Tareas, selección ninguna.
1 fila deseleccionada.
> selección modo múltiple
Tareas, selección múltiple.
> ir 1
Comprar pan, 1 de 3.
> acciones
Comprar pan, 3 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
También: mover abajo.
> rotor acciones
Rotor: acciones.
> siguiente
Hecho, inicio, 1 de 3.
> siguiente
Borrar, final, destructiva, 2 de 3.
> abrir Entr
Entrada, 3 filas.
Pista: a Listas se vuelve con atrás.
> abrir Ar
Error: "Ar" coincide con 2 listas:
1: Artículos.
2: Archivo.
Escribe un número para abrir una, o más del nombre.
> ancho 40
Ancho: 40.
> añadir Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso Supercalifragilisticoespialidoso
Añadida Supercalifragilisticoespialidoso
Supercalifragilisticoespialidoso
La línea de arriba 17 veces más.
Supercalifragilisticoespialidoso,
4 de 4, no leída.
> leer
Supercalifragilisticoespialidoso
La línea de arriba 18 veces más.
Supercalifragilisticoespialidoso,
nivel 1, 4 de 4, no leída,
acciones Borrar.
También: mover arriba.
> ancho no
Ancho: sin límite.
> añadir palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra
Añadida palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra
palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra
La línea de arriba 2 veces más.
palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra,
5 de 5, no leída.
> leer
palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra
La línea de arriba 3 veces más.
palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra palabra,
nivel 1, 5 de 5, no leída, acciones Borrar.
También: mover arriba.
