#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# where says the split style once, after the place, in the compact layout as in
# the regular one.
> columns prominentDetail
Split: prominentDetail.
> where
Tasks.
Split: prominentDetail.
Rotor items, edit mode inactive, 0 selected.
> layout regular
Layout: regular.
> where
Content column: Tasks. Split style prominentDetail.
Rotor items, edit mode inactive, 0 selected.
> layout compact
Layout: compact.
> columns balanced
Split: balanced.
> where
Tasks.
Split: balanced.
Rotor items, edit mode inactive, 0 selected.
