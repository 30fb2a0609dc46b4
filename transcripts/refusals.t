#! args: --demo
Tasks, 2 sections, 5 rows.
> nxt
Error: "nxt" is not a command. Did you mean next?
> flarp now
Error: "flarp" is not a command. Type help for the commands.
> goto
Error: goto needs more. Usage: goto ROW.
> move
Error: move needs more. Usage: move up, down, top, bottom, to N, before ROW, after ROW, to ROW, to section NAME, or to list NAME.
> swipe
Error: swipe needs more. Usage: swipe leading or swipe trailing, and full to run its first action.
> swipe sideways
Error: swipe does not take "sideways". Usage: swipe leading or swipe trailing, and full to run its first action.
> delete
Error: delete needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> edit maybe
Error: edit does not take "maybe". Usage: edit, edit on, or edit off.
> width 3
Error: width does not take "3". Usage: width N from 10 to 1000, or width off.
> verbosity loud
Error: verbosity does not take "loud". Usage: verbosity, or verbosity low, normal or high.
> style fancy
Error: style does not take "fancy". Usage: style automatic, plain, grouped, inset, insetGrouped or sidebar.
> profile watch
Error: profile does not take "watch". Usage: profile, or profile phone, pad or mac.
> layout tiny
Error: layout does not take "tiny". Usage: layout, or layout compact, regular or automatic.
> new
Error: new needs more. Usage: new list NAME, or new list NAME like LIST.
> new table X
Error: new does not take "table". Usage: new list NAME, or new list NAME like LIST.
> open Nowhere
Error: "Nowhere" is not a list or row to open. Type lists or list to hear what there is.
> 1
Error: 1 alone does nothing here; type goto 1.
> more
Error: more: nothing is left of the last answer. Type list, or read on from the focus, to hear rows.
> remove
Error: "remove" is not a command. Type help for the commands.
> delte
Error: "delte" is not a command. Did you mean delete?
> mvoe
Error: "mvoe" is not a command. Did you mean move?
> undp
Error: "undp" is not a command. Did you mean undo?
