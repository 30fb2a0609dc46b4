#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Ajustes: perfil, disposición, verbosidad, ancho, idioma; el idioma se cambia y las palabras de los dos siguen valiendo.
> perfil
Perfil: teléfono.
> perfil tableta
Perfil: tableta.
> disposicion
Vista compacta.
> verbosidad baja
Verbosidad baja.
> siguiente
Pendientes, sección 1, 3 filas.
> verbosidad alta
Verbosidad alta.
> siguiente
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
Pista: acciones dice qué hacen; leer dice la fila entera.
> verbosidad normal
Verbosidad normal.
> ancho 20
Ancho: 20.
> dónde
Comprar pan, 1 de 3.
Columna de
contenido: Tareas,
sección Pendientes.
División:
equilibrada.
Rotor: elementos.
Edición desactivada,
sin selección.
Vista compacta.
> ancho no
Ancho: sin límite.
> idioma
Idioma de --language: español.
> idioma en
Language kept in this store: English.
> where
Comprar pan, 1 of 3.
Content column: Tareas, section Pendientes.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> language es
Idioma del almacén: español.
> salir
