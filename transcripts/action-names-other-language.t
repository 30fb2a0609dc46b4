#! args: --demo
Tasks, 2 sections, 5 rows.
# A store's own actions keep their names in either language; only Delete is said in
# the language spoken. The other language's word for a sample action runs it.
> language es
Idioma del almacén: español.
> goto 1
Pending, sección 1 de 2.
Buy bread, 1 de 3, acciones Done, Borrar, Snooze.
> Posponer
Snooze: Buy bread. Ahora pospuesta.
> Hecho 2
Done: Call Ana. Ahora en Completed.
> hacer Posponer 1
Snooze: Buy bread. Ya no pospuesta.
# Help of the other language's word explains the action it runs.
> ayuda Posponer
Snooze: una acción de Tasks. Escribe Snooze para hacerla en la fila enfocada, o acciones para oír qué hace.
> language en
Language kept in this store: English.
> Hecho
Done: Buy bread. Now in Completed.
> Snooze
Snooze: Buy bread. Now snoozed.
# Where the list has an action of that name, the name is that action's alone.
> action add Posponer trailing set pinned
Action Posponer added, trailing 3 of 3.
> Posponer
Posponer: Buy bread. Now pinned.
# In a list without them, the other language's words are refused as the store's own names are.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> goto 1
Today, section 1 of 2.
Lists by ear, 1 of 3, unread, actions Delete.
> Hecho
Error: Lists by ear has no action "Hecho". Its actions: Delete.
> Posponer
Error: Lists by ear has no action "Posponer". Its actions: Delete.
