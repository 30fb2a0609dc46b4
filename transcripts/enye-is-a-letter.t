#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25 trial finding N8: in Spanish ñ is a letter, not an accented n (año is
# a year, ano is not). ñ alone is no command, and Año and Ano are two names;
# accents still fold (cancion opens Canción).
> ñ
Error: "ñ" is not a command. Type help for the commands.
> Ñ
Error: "Ñ" is not a command. Type help for the commands.
> new list Año
List Año created.
Año, no rows.
> new list Ano
List Ano created.
Ano, no rows.
> lists
6 lists.
1. Tasks, 5 rows.
2. Articles, 5 rows, 3 unread.
3. Inbox, 3 rows, 2 unread, 1 unread reply.
4. Archive, 2 rows.
5. Año, no rows.
6. Ano, no rows, open.
> open ano
Ano is open, no rows.
> open AÑO
Año, no rows.
Add a row with add.
Hint: for Lists, type back.
> add Mañana
Added Mañana, 1 of 1.
> add Manana
Added Manana, 2 of 2.
> goto manana
Manana, 2 of 2, actions Delete.
> goto mañ
Mañana, 1 of 2.
> goto man
Manana, 2 of 2.
> goto MAÑANA
Mañana, 1 of 2.
> new list Canción
List Canción created.
Canción, no rows.
> open cancion
Canción is open, no rows.
