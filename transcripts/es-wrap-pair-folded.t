#! args: --memory --demo --width 10 --language es
Tareas, 2
secciones,
5 filas.
# Issue 25: una palabra más larga que la línea, dicha una y otra vez, alterna
# dos filas; la serie del par se dice como una cuenta, como la de una sola fila.
# La última guarda su coma: se corta antes, ninguna línea empieza con ella.
> añadir supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic 
Añadida
supercalif
ragilistic
Las 2 líneas de arriba 18 veces más.
supercalif
ragilisti
c, 4 de 4.
