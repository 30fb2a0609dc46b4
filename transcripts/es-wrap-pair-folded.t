#! args: --memory --demo --width 10 --language es
Tareas, 2
secciones,
5 filas.
# Issue 25: una palabra más larga que la línea, dicha una y otra vez, alterna
# dos filas; la serie del par se dice como una cuenta, como la de una sola fila.
> añadir supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic supercalifragilistic 
Añadida
supercalif
ragilistic
Las 2 líneas de arriba 19 veces más.
, 4 de 4.
