#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 en español: poner toma un estado como marcar: un campo booleano nombrado
# solo se pone a verdadero, y marcar toma la fila primero como poner.
> poner 2 pospuesta
Llamar a Ana: pospuesta.
> marcar 3 pospuesta
Pagar el alquiler: pospuesta.
> marcar 2 no pospuesta
Llamar a Ana: no pospuesta.
> poner 1 vence
Error: poner necesita más. Uso: poner CAMPO VALOR, o poner FILA CAMPO VALOR.
> marcar 2 foo
Error: Tareas no tiene el campo "foo". Sus campos: hecha, vence, pospuesta, fijada. Añade uno con campo añadir foo TIPO.
