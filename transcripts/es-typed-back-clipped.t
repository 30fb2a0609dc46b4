#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 trial finding 11, the Spanish twin of typed-back-clipped.t: un texto
# largo se repite en una negativa por sus 40 primeros caracteres y su longitud.
> ir ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (119 caracteres)" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> ir ab cd
Error: "ab cd" no nombra ninguna fila de aquí. Escribe lista para oír las filas.
> abrir ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (119 caracteres)" no es ninguna lista ni fila que abrir. Escribe listas o lista para oír lo que hay.
> listas
4 listas.
1. Tareas, 5 filas, abierta.
2. Artículos, 5 filas, 3 sin leer.
3. Entrada, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archivo, 2 filas.
> 9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999
Error: no hay lista 9999999999999999999999999999999999999999... (100 caracteres); hay 4. Escribe listas para oírlas.
