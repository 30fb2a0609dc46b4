#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25 point 12e: a refusal at the list title names the command it refuses
# and where focus is, and names the list rather than "this list".
> delete
Error: delete needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> rename Bread
Error: rename needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> move down
Error: move needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> mark done
Error: mark needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> swipe leading
Error: swipe needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> Done
Error: Done needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> note Bring cake
Error: note needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> repeat every day
Error: repeat needs a row, and focus is on the title of Tasks. Move to one with next or goto 1.
> collapse
Error: collapse needs a row or a section, and focus is on the title of Tasks. Move to one with next.
> next
Pending, section 1 of 2, 3 rows.
> pin
Error: pin needs a row, and focus is on the heading of Pending. Move to one with next or goto 1.
> last
Footer: Archived after thirty days.
> indent
Error: indent needs a row, and focus is on the footer of Completed. Move to one with previous or goto 1.
> field add due text
Error: due is already a field of Tasks. Type fields to hear them.
> open Articles
Articles, 2 sections, 5 rows.
Hint: for Lists, type back.
> select all
Error: Articles selects one row at a time, so select all is not offered.
