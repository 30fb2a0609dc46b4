#! args: --memory --demo
Tasks, 2 sections, 5 rows.
# Issue 25: columns in an automatic layout that chose compact for want of a terminal names
# width 100, which keeps it automatic, beside layout regular.
> layout automatic
Layout: automatic.
Layout compact: no terminal, and width off.
> rotor columns
Error: columns is a rotor unit of the regular layout, and automatic chose compact. Type width 100, which keeps automatic, or layout regular first.
> width 100
Width: 100.
Layout regular: width 100.
> rotor columns
Rotor: columns.
> layout compact
Layout: compact.
Rotor: items.
> rotor columns
Error: columns is a rotor unit of the regular layout, and this one is compact.
Type layout regular first.
