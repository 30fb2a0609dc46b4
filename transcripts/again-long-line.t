#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25, a fresh trial's N5: Again. on a refusal of nearly 200 characters is
# added after the line is split shorter, so no line passes 200 characters, the
# line a console screen reader says whole, and none repeats the one before.
> ps list plain balanced
Error: section does not take "list plain balanced". Usage: section next, previous, first, last, N or NAME; section add NAME, section rename NAME, section delete, or section heading main or standard.
> ps list plain balanced
Error: section does not take "list plain balanced". Again.
Usage: section next, previous, first, last, N or NAME; section add NAME, section rename NAME, section delete, or section heading main or standard.
> ps list plain balanced
Error: section does not take "list plain balanced". Again, 3 times in a row.
Usage: section next, previous, first, last, N or NAME; section add NAME, section rename NAME, section delete, or section heading main or standard.
