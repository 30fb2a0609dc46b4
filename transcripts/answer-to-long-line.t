#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# A mark that would take a line past 200 characters splits it at its first sentence, never inside the usage.
> action add Flag leading
Error: action needs more. Usage: action add NAME leading or trailing, then destructive or cancel, tint COLOR, and set FIELD, toggle FIELD, move to SECTION or delete.
> action add Later trailing
Error: action needs more. Answer to action add Later trailing.
Usage: action add NAME leading or trailing, then destructive or cancel, tint COLOR, and set FIELD, toggle FIELD, move to SECTION or delete.
