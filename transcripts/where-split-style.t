#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# where says the split style once, on a line of its own after the place, in the
# compact layout as in the regular one.
> columns prominentDetail
Split: prominentDetail.
> where
Content column: Tasks.
Split: prominentDetail.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
> layout regular
Layout: regular.
> where
Content column: Tasks.
Split: prominentDetail.
Rotor: items.
Edit mode off, nothing selected.
Layout: regular.
> layout compact
Layout: compact.
> columns balanced
Split: balanced.
> where
Content column: Tasks.
Split: balanced.
Rotor: items.
Edit mode off, nothing selected.
Layout: compact.
