#! args: --demo
Tasks, 2 sections, 5 rows.
# Issue 25: collapse and expand at the title of a list of several sections are
# refused alike, for the same reason, whatever the style.
> collapse
Error: collapse needs a row or a section, and focus is on the title of Tasks. Move to one with next.
> expand
Error: expand needs a row or a section, and focus is on the title of Tasks. Move to one with next.
> style sidebar
Tasks style: sidebar.
> collapse
Error: collapse needs a row or a section, and focus is on the title of Tasks. Move to one with next.
> expand
Error: expand needs a row or a section, and focus is on the title of Tasks. Move to one with next.
# On a section they act, or say why not.
> next
Pending, section 1 of 2, 3 rows.
> style automatic
Tasks style: automatic.
> collapse
Error: collapse is only for the sidebar style, and Tasks is automatic. Type style sidebar first.
