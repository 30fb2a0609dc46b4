#! args: --memory
Lists: none yet. Type new list and a name.
# Issue 25 (trial47 N8): a list with rows and no named section says so to sections, as its title does, rather than numbering a section by the list's name that section add then calls Outside any section.
> new list Big
List Big created.
Big, no rows.
> sections
Big has no sections: no rows. Type section add and a name to add one.
> add a
Added a, 1 of 1.
> sections
Big has no sections: 1 row. Type section add and a name to add one.
> section add Later
Section Later added, 2 of 2.
> sections
2 sections.
1. Outside any section, 1 row.
2. Later, no rows.
