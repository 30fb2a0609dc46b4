#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Issue 25 point 16, the Spanish twin of long-answers-paged.t: historial TEXTO,
# acciones y ayuda GRUPO van por páginas; un texto largo se repite por sus 40
# primeros caracteres y su largo.
> añadir común 0
Añadida común 0, 4 de 4.
> añadir común 1
Añadida común 1, 5 de 5.
> añadir común 2
Añadida común 2, 6 de 6.
> añadir común 3
Añadida común 3, 7 de 7.
> añadir común 4
Añadida común 4, 8 de 8.
> añadir común 5
Añadida común 5, 9 de 9.
> añadir común 6
Añadida común 6, 10 de 10.
> añadir común 7
Añadida común 7, 11 de 11.
> añadir común 8
Añadida común 8, 12 de 12.
> añadir común 9
Añadida común 9, 13 de 13.
> añadir común 10
Añadida común 10, 14 de 14.
> añadir común 11
Añadida común 11, 15 de 15.
> añadir común 12
Añadida común 12, 16 de 16.
> añadir común 13
Añadida común 13, 17 de 17.
> añadir común 14
Añadida común 14, 18 de 18.
> añadir común 15
Añadida común 15, 19 de 19.
> añadir común 16
Añadida común 16, 20 de 20.
> añadir común 17
Añadida común 17, 21 de 21.
> añadir común 18
Añadida común 18, 22 de 22.
> añadir común 19
Añadida común 19, 23 de 23.
> añadir común 20
Añadida común 20, 24 de 24.
> añadir común 21
Añadida común 21, 25 de 25.
> añadir común 22
Añadida común 22, 26 de 26.
> añadir común 23
Añadida común 23, 27 de 27.
> historial común
Historial: 24 comandos contienen "común".
1. añadir común 0
2. añadir común 1
3. añadir común 2
4. añadir común 3
5. añadir común 4
6. añadir común 5
7. añadir común 6
8. añadir común 7
9. añadir común 8
10. añadir común 9
11. añadir común 10
12. añadir común 11
13. añadir común 12
14. añadir común 13
15. añadir común 14
16. añadir común 15
17. añadir común 16
18. añadir común 17
19. añadir común 18
20. añadir común 19
4 más. Escribe más.
> más
21. añadir común 20
22. añadir común 21
23. añadir común 22
24. añadir común 23
> campo añadir bandera0 booleano
Campo bandera0 añadido a Tareas: booleano.
> acción añadir Acc0 final alternar bandera0
Acción Acc0 añadida, final 3 de 3.
> campo añadir bandera1 booleano
Campo bandera1 añadido a Tareas: booleano.
> acción añadir Acc1 final alternar bandera1
Acción Acc1 añadida, final 4 de 4.
> campo añadir bandera2 booleano
Campo bandera2 añadido a Tareas: booleano.
> acción añadir Acc2 final alternar bandera2
Acción Acc2 añadida, final 5 de 5.
> campo añadir bandera3 booleano
Campo bandera3 añadido a Tareas: booleano.
> acción añadir Acc3 final alternar bandera3
Acción Acc3 añadida, final 6 de 6.
> campo añadir bandera4 booleano
Campo bandera4 añadido a Tareas: booleano.
> acción añadir Acc4 final alternar bandera4
Acción Acc4 añadida, final 7 de 7.
> campo añadir bandera5 booleano
Campo bandera5 añadido a Tareas: booleano.
> acción añadir Acc5 final alternar bandera5
Acción Acc5 añadida, final 8 de 8.
> campo añadir bandera6 booleano
Campo bandera6 añadido a Tareas: booleano.
> acción añadir Acc6 final alternar bandera6
Acción Acc6 añadida, final 9 de 9.
> campo añadir bandera7 booleano
Campo bandera7 añadido a Tareas: booleano.
> acción añadir Acc7 final alternar bandera7
Acción Acc7 añadida, final 10 de 10.
> campo añadir bandera8 booleano
Campo bandera8 añadido a Tareas: booleano.
> acción añadir Acc8 final alternar bandera8
Acción Acc8 añadida, final 11 de 11.
> campo añadir bandera9 booleano
Campo bandera9 añadido a Tareas: booleano.
> acción añadir Acc9 final alternar bandera9
Acción Acc9 añadida, final 12 de 12.
> campo añadir bandera10 booleano
Campo bandera10 añadido a Tareas: booleano.
> acción añadir Acc10 final alternar bandera10
Acción Acc10 añadida, final 13 de 13.
> campo añadir bandera11 booleano
Campo bandera11 añadido a Tareas: booleano.
> acción añadir Acc11 final alternar bandera11
Acción Acc11 añadida, final 14 de 14.
> campo añadir bandera12 booleano
Campo bandera12 añadido a Tareas: booleano.
> acción añadir Acc12 final alternar bandera12
Acción Acc12 añadida, final 15 de 15.
> campo añadir bandera13 booleano
Campo bandera13 añadido a Tareas: booleano.
> acción añadir Acc13 final alternar bandera13
Acción Acc13 añadida, final 16 de 16.
> campo añadir bandera14 booleano
Campo bandera14 añadido a Tareas: booleano.
> acción añadir Acc14 final alternar bandera14
Acción Acc14 añadida, final 17 de 17.
> campo añadir bandera15 booleano
Campo bandera15 añadido a Tareas: booleano.
> acción añadir Acc15 final alternar bandera15
Acción Acc15 añadida, final 18 de 18.
> campo añadir bandera16 booleano
Campo bandera16 añadido a Tareas: booleano.
> acción añadir Acc16 final alternar bandera16
Acción Acc16 añadida, final 19 de 19.
> campo añadir bandera17 booleano
Campo bandera17 añadido a Tareas: booleano.
> acción añadir Acc17 final alternar bandera17
Acción Acc17 añadida, final 20 de 20.
> campo añadir bandera18 booleano
Campo bandera18 añadido a Tareas: booleano.
> acción añadir Acc18 final alternar bandera18
Acción Acc18 añadida, final 21 de 21.
> campo añadir bandera19 booleano
Campo bandera19 añadido a Tareas: booleano.
> acción añadir Acc19 final alternar bandera19
Acción Acc19 añadida, final 22 de 22.
> campo añadir bandera20 booleano
Campo bandera20 añadido a Tareas: booleano.
> acción añadir Acc20 final alternar bandera20
Acción Acc20 añadida, final 23 de 23.
> campo añadir bandera21 booleano
Campo bandera21 añadido a Tareas: booleano.
> acción añadir Acc21 final alternar bandera21
Acción Acc21 añadida, final 24 de 24.
> campo añadir bandera22 booleano
Campo bandera22 añadido a Tareas: booleano.
> acción añadir Acc22 final alternar bandera22
Acción Acc22 añadida, final 25 de 25.
> ir Comprar
Comprar pan, 1 de 27, acciones Hecho, Borrar, Posponer, Acc0, Acc1, Acc2, Acc3, Acc4, Acc5, Acc6, Acc7, Acc8, Acc9, Acc10, Acc11, Acc12, Acc13, Acc14, Acc15, Acc16, Acc17, Acc18, Acc19, Acc20,
Acc21, Acc22.
> acciones
Comprar pan, 26 acciones.
1. Hecho, inicio, deslizar completo, verde.
2. Borrar, final, destructiva, deslizar completo.
3. Posponer, final, naranja.
4. Acc0, final.
5. Acc1, final.
6. Acc2, final.
7. Acc3, final.
8. Acc4, final.
9. Acc5, final.
10. Acc6, final.
11. Acc7, final.
12. Acc8, final.
13. Acc9, final.
14. Acc10, final.
15. Acc11, final.
16. Acc12, final.
17. Acc13, final.
18. Acc14, final.
19. Acc15, final.
20. Acc16, final.
6 más. Escribe más.
> más
21. Acc17, final.
22. Acc18, final.
23. Acc19, final.
24. Acc20, final.
25. Acc21, final.
26. Acc22, final.
También: mover abajo.
> ayuda cambios
Cambios, 25 comandos.
deslizar: muestra las acciones de un borde, o con completo ejecuta la primera.
hacer: ejecuta una acción por nombre o número; sola, la que está bajo el rotor de acciones.
cancelar: cierra un deslizamiento abierto.
borrar: borra con la acción Borrar de la lista, o borra una lista entera.
mover, m: cambia el orden de la fila enfocada entre sus hermanas, la pone dentro de FILA, o la lleva a otra sección o lista.
sangrar: hace de la fila enfocada la última subtarea de la fila de encima.
desangrar: hace de la fila enfocada la siguiente hermana de la fila en la que está.
editar: entra o sale del modo de edición; sola, lo alterna.
seleccionar: selecciona una fila, varias, todas, o las filas en un estado.
deseleccionar: deselecciona una fila, varias, todas, o las filas en un estado.
deshacer, u: deshace el último cambio.
rehacer: rehace el último cambio deshecho.
añadir: añade una fila al final del nivel de la fila enfocada, o dentro de ella con hija.
renombrar: renombra una fila, o una lista.
nota: pone las notas de una fila; nota no las quita.
pie: pone o quita el pie de la sección enfocada.
poner: pone un campo de una fila, como poner vence viernes o poner 2 vence hoy.
quitar: quita el valor de un campo de una fila.
alternar: activa o desactiva un campo booleano de una fila.
fijar: fija una fila, para que no se pueda mover ni borrar.
5 más. Escribe más.
> más
soltar: suelta una fila fijada.
marcar: marca una fila como leída, no leída, hecha, no hecha, o en otro estado booleano.
campo: declara un campo de tipo booleano, texto, fecha o número, o quita uno.
repetir: hace que la fila enfocada se repita: hecha la deja y mueve su vencimiento a la próxima vez.
avisar: pone el aviso de la fila enfocada, que se dice en el indicador cuando llega.
> poner vence ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: vence admite un valor de tipo fecha, y "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres)" no lo es. Por ejemplo: hoy, mañana, viernes, dentro de 3 días, 9 de diciembre o 2026-12-09.
> ayuda ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres)" no es un comando ni un grupo. Escribe ayuda para los grupos.
> buscar ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres)" no está en ninguna fila de Tareas. Prueba un texto más corto, o rastrear para buscar en todas las listas.
> rastrear ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Búsqueda ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres): ninguna fila.
> nota ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Nota en Comprar pan: ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres).
> pie ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Pie de Pendientes: ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres).
> ordenar ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: Tareas no tiene el campo "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres)".
Sus campos: hecha, vence, pospuesta, fijada, bandera0, bandera1, bandera2, bandera3, bandera4, bandera5, bandera6, bandera7, bandera8, bandera9, bandera10, bandera11, bandera12, bandera13, bandera14,
bandera15, bandera16, bandera17, bandera18, bandera19, bandera20, bandera21, bandera22. El nombre de un campo es una sola palabra.
> repetir ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c...
(179 caracteres)" no vale para repetir: admite cada semana, cada 2 días, cada lunes, cada mes el 1, cada año, días laborables, cada semana después de hecha, o no.
> avisar ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd
Error: "ab cd ab cd ab cd ab cd ab cd ab cd ab c... (179 caracteres)" no vale para avisar: admite 9:00, mañana a las 18:00, 1 día antes, o no.
> historial ab cd ab
Historial: 9 comandos contienen "ab cd ab".
77. poner vence ab cd ab cd ab cd ab cd ab c... (191 caracteres)
78. ayuda ab cd ab cd ab cd ab cd ab cd ab c... (185 caracteres)
79. buscar ab cd ab cd ab cd ab cd ab cd ab ... (186 caracteres)
80. rastrear ab cd ab cd ab cd ab cd ab cd a... (188 caracteres)
81. nota ab cd ab cd ab cd ab cd ab cd ab cd... (184 caracteres)
82. pie ab cd ab cd ab cd ab cd ab cd ab cd ... (183 caracteres)
83. ordenar ab cd ab cd ab cd ab cd ab cd ab... (187 caracteres)
84. repetir ab cd ab cd ab cd ab cd ab cd ab... (187 caracteres)
85. avisar ab cd ab cd ab cd ab cd ab cd ab ... (186 caracteres)
> leer
Comprar pan, 1 de 27, acciones Hecho, Borrar, Posponer, Acc0, Acc1, Acc2, Acc3, Acc4, Acc5, Acc6, Acc7, Acc8, Acc9, Acc10, Acc11, Acc12, Acc13, Acc14, Acc15, Acc16, Acc17, Acc18, Acc19, Acc20,
Acc21, Acc22.
En Pendientes.
Notas: ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd ab cd.
También: mover abajo.
