#! args: --memory --demo --width 10 --language es
Tareas, 2
secciones,
5 filas.
# Issue 25: una palabra más larga que la línea, partida con guion en dos filas
# (17 letras a 10 celdas), dicha una y otra vez, alterna las dos filas; la serie
# del par se dice como una cuenta, como la de una sola fila. La última guarda su
# coma: ninguna línea empieza con ella.
> añadir supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis supercalifragilis 
Añadida
supercali-
fragilis
Las 2 líneas de arriba 18 veces más.
supercali-
fragilis,
4 de 4.
