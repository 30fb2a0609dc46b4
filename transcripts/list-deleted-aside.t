#! args: --demo
Tasks, 2 sections, 5 rows.
# A list deleted is kept aside until its undo step goes: its name is free meanwhile,
# undo brings it back with every row, redo takes it again; the same in Spanish.
> delete list Articles
List Articles deleted, 5 rows.
> lists
3 lists.
1. Tasks, 5 rows, open.
2. Inbox, 3 rows, 2 unread, 1 unread reply.
3. Archive, 2 rows.
> new list Articles
List Articles created.
Articles, no rows.
> undo
Undid new list Articles.
> undo
Undid delete of list Articles.
> lists
4 lists.
1. Tasks, 5 rows, open.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> last
Writing good alt text, 2 of 2, unread, actions Delete.
> redo
Redid delete of list Articles.
> lists
3 lists.
1. Tasks, 5 rows, open.
2. Inbox, 3 rows, 2 unread, 1 unread reply.
3. Archive, 2 rows.
> undo
Undid delete of list Articles.
> language es
Idioma del almacén: español.
> borrar lista Articles
Lista Articles borrada, 5 filas.
> listas
3 listas.
1. Tasks, 5 filas, abierta.
2. Inbox, 3 filas, 2 sin leer, 1 respuesta sin leer.
3. Archive, 2 filas.
> deshacer
Deshecho: borrar la lista Articles.
> listas
4 listas.
1. Tasks, 5 filas, abierta.
2. Articles, 5 filas, 3 sin leer.
3. Inbox, 3 filas, 2 sin leer, 1 respuesta sin leer.
4. Archive, 2 filas.
> rehacer
Rehecho: borrar la lista Articles.
> deshacer
Deshecho: borrar la lista Articles.
> abrir Articles
Articles, 2 secciones, 5 filas.
> último
Writing good alt text, 2 de 2, no leída.
> language en
Language kept in this store: English.
