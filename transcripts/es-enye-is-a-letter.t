#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# El gemelo en español de enye-is-a-letter.t: la ñ es una letra, no una n con
# acento (año no es ano). ñ sola no es un comando, y Año y Ano son dos nombres;
# los acentos se siguen ignorando (cancion abre Canción). Una palabra de comando
# escrita sin su ñ, como la escribe un teclado sin ella, es la misma: anadir es añadir.
> ñ
Error: "ñ" no es un comando. Escribe ayuda para los comandos.
> Ñ
Error: "Ñ" no es un comando. Escribe ayuda para los comandos.
> nueva lista Año
Lista Año creada.
Año, sin filas.
> nueva lista Ano
Lista Ano creada.
Ano, sin filas.
> listas
6 listas.
1. Tareas, 5 filas.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
5. Año, sin filas.
6. Ano, sin filas, abierta.
> abrir ano
Ano ya está abierta, sin filas.
> abrir AÑO
Año, sin filas.
Añade una fila con añadir.
Pista: a Listas se vuelve con atrás.
> añadir Mañana
Añadida Mañana, 1 de 1.
> añadir Manana
Añadida Manana, 2 de 2.
> ir manana
Manana, 2 de 2, acciones Borrar.
> ir mañ
Mañana, 1 de 2.
> ir man
Manana, 2 de 2.
> ir MAÑANA
Mañana, 1 de 2.
> nueva lista Canción
Lista Canción creada.
Canción, sin filas.
> abrir cancion
Canción ya está abierta, sin filas.
> anadir Leche
Añadida Leche, 1 de 1.
> anadir hijo Levadura
Levadura añadida dentro de Leche, nivel 2, 1 de 1.
# Las palabras que siguen a un comando también: campo anadir, sección anadir.
> campo anadir precio numero
Campo precio añadido a Canción: número.
> seccion anadir Frutas
Sección Frutas añadida, 2 de 2.
# Un desliz sobre anadir se sugiere como uno sobre añadir.
> anadri Pan
Error: "anadri" no es un comando. ¿Querías decir añadir?
