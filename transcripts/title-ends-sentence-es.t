#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 (trial25s N13): en español igual, un título que acaba su propia frase (Llamar a mamá., ¿Por qué?) no lleva un segundo punto.
> añadir Llamar a mamá.
Añadida Llamar a mamá., 4 de 4.
> deshacer
Deshecho: añadir Llamar a mamá.
Pagar el alquiler, 3 de 3, fijada.
> añadir ¿Por qué?
Añadida ¿Por qué?, 4 de 4.
> ir ¿Por qué?
¿Por qué?, 4 de 4, acciones Hecho, Borrar, Posponer.
> Hecho
Hecho: ¿Por qué? Ahora en Completadas.
> deshacer
Deshecho: Hecho en ¿Por qué?
¿Por qué?, 4 de 4.
