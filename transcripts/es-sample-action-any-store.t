#! args: --memory --language es
Listas: ninguna aún. Escribe nueva lista y un nombre.
# Issue 25, trial25q new finding 11: en un almacén donde ninguna lista tiene Hecho ni
# Posponer, el nombre de una acción de ejemplo, en cualquier idioma, se rechaza
# nombrando las acciones de la fila, nunca como "no es un comando".
> nueva lista Imp
Lista Imp creada.
Imp, sin filas.
> añadir Beta
Añadida Beta, 1 de 1.
> Posponer
Error: Beta no tiene la acción "Posponer". Sus acciones: Borrar.
> Hecho
Error: Beta no tiene la acción "Hecho". Sus acciones: Borrar.
> Snooze
Error: Beta no tiene la acción "Snooze". Sus acciones: Borrar.
> primero
Imp, 1 fila.
> Posponer
Error: Imp no tiene la acción "Posponer". Sus acciones: Borrar.
