#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# ayuda rotor dice las mismas unidades que help rotor, nivel y los estados de la
# lista incluidos; ayuda filtrar dice leída como listo la dice; y los alias de una
# letra que valen también en español (g, u, ?) se dicen donde el español no tiene uno.
> ayuda rotor
rotor: dice la unidad del rotor y las que hay, o elige una.
Uso: rotor, rotor siguiente, rotor anterior, o rotor y una unidad.
Unidades: elementos, secciones, filas, acciones, seleccionadas, nivel en una lista con subtareas, columnas en la vista dividida, y los estados de la lista, como no leída, hecha o vencida.
> ayuda filtrar
filtrar: muestra solo las filas con palabras que empiezan por TEXTO, en título o notas, o que están en unos estados.
Uso: filtrar TEXTO, filtrar ESTADOS, o filtrar no.
Los estados son los campos booleanos de la lista (hecha, leída, fijada), vencida, y fechas (vence antes del viernes, vence hoy), unidos con y, o, no y paréntesis:
filtrar no hecha y vence antes del viernes. Las palabras entre comillas se buscan como texto. Mientras hay un filtro, los números cuentan las filas de la vista filtrada.
> ayuda ir
ir: enfoca una fila por número, título o principio del título.
Uso: ir FILA.
Alias: g.
Un número cuenta en la sección enfocada, o en la vista filtrada mientras hay un filtro.
> g 2
Pendientes, sección 1 de 2.
Llamar a Ana, 2 de 3, acciones Hecho, Borrar, Posponer.
