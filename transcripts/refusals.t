#! args: --demo
Tasks, 2 sections, 5 rows.
> nxt
Error: no command "nxt". Did you mean next?
> flarp now
Error: no command "flarp". Type help for the commands.
> goto
Error: goto needs more. Usage: goto ROW.
> move
Error: move needs more. Usage: move up|down|top|bottom|to N|before ROW|after ROW.
> swipe
Error: swipe needs more. Usage: swipe leading|trailing [full].
> swipe sideways
Error: swipe does not take "sideways". Usage: swipe leading|trailing [full].
> delete
Error: no row is focused. Move to a row with next or goto first.
> edit maybe
Error: edit does not take "maybe". Usage: edit [on|off].
> width 3
Error: width does not take "3". Usage: width N|off, N from 10 to 1000.
> verbosity loud
Error: verbosity does not take "loud". Usage: verbosity [low|normal|high].
> style fancy
Error: style does not take "fancy". Usage: style automatic|plain|grouped|inset|insetGrouped|sidebar.
> profile watch
Error: profile does not take "watch". Usage: profile [phone|pad|mac].
> layout tiny
Error: layout does not take "tiny". Usage: layout [compact|regular].
> new
Error: new needs more. Usage: new list NAME [like LIST].
> new table X
Error: new does not take "table". Usage: new list NAME [like LIST].
> open Nowhere
Error: no list or row "Nowhere" to open. Type lists or list to hear what there is.
