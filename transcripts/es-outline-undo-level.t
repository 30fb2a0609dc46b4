#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Deshacer o rehacer una sangría dice el nivel en que deja la fila, como sangrar y sacar lo dicen.
> nueva lista Mudanza
Lista Mudanza creada.
Mudanza, sin filas.
> añadir Empaquetar
Añadida Empaquetar, 1 de 1.
> añadir Cajas
Añadida Cajas, 2 de 2.
> añadir Contratar camión
Añadida Contratar camión, 3 de 3.
> añadir Limpiar
Añadida Limpiar, 4 de 4.
> ir Cajas
Cajas, 2 de 4, acciones Borrar.
> sangrar
Cajas sangrada dentro de Empaquetar, nivel 2, 1 de 1.
> ir Contratar camión
Contratar camión, nivel 1, 2 de 3.
> sangrar
Contratar camión sangrada dentro de Empaquetar, nivel 2, 2 de 2, después de Cajas.
> mover arriba
Movida Contratar camión a 1 de 2, antes de Cajas.
> deshacer
Deshecho: mover Contratar camión; 2 de 2, después de Cajas.
Contratar camión, 2 de 2.
> deshacer
Deshecho: la sangría de Contratar camión.
Contratar camión, nivel 1, 2 de 3.
> rehacer
Rehecho: la sangría de Contratar camión.
Contratar camión, nivel 2, 2 de 2.
> desangrar
Contratar camión sube de nivel, nivel 1, 2 de 3, después de Empaquetar.
> deshacer
Deshecho: la subida de nivel de Contratar camión.
Contratar camión, nivel 2, 2 de 2.
