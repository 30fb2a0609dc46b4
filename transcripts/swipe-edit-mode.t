#! args: --demo
Tasks, 2 sections, 5 rows.
# No swipe in active edit mode, as in SwiftUI: the refusal names the way out.
> goto Call Ana
Pending, section 1 of 2.
Call Ana, 2 of 3, actions Done, Delete, Snooze.
> edit
Editing.
> swipe trailing
Error: rows can't be swiped while editing. Type edit off first.
> swipe leading full
Error: rows can't be swiped while editing. Type edit off first. Answer to swipe leading full.
> edit off
Done editing.
> swipe trailing
Call Ana, trailing swipe open, 2 actions.
1. Delete, trailing, destructive, full swipe.
2. Snooze, trailing, orange.
Choose a number, an action's name, or cancel.
> cancel
Call Ana: swipe closed.
