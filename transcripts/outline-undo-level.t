#! args: --memory
Lists: none yet. Type new list and a name.
# Undo or redo of an indent says the level it leaves the row at, as indent and outdent say theirs.
> new list Move
List Move created.
Move, no rows.
> add Pack
Added Pack, 1 of 1.
> add Boxes
Added Boxes, 2 of 2.
> add Hire van
Added Hire van, 3 of 3.
> add Clean
Added Clean, 4 of 4.
> goto Boxes
Boxes, 2 of 4, actions Delete.
> indent
Indented Boxes under Pack, level 2, 1 of 1.
> goto Hire van
Hire van, level 1, 2 of 3.
> indent
Indented Hire van under Pack, level 2, 2 of 2, after Boxes.
> move up
Moved Hire van to 1 of 2, before Boxes.
> undo
Undid move of Hire van: 2 of 2, after Boxes.
Hire van, 2 of 2.
> undo
Undid indent of Hire van.
Hire van, level 1, 2 of 3.
> redo
Redid indent of Hire van.
Hire van, level 2, 2 of 2.
> outdent
Outdented Hire van, level 1, 2 of 3, after Pack.
> undo
Undid outdent of Hire van.
Hire van, level 2, 2 of 2.
