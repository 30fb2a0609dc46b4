#! args: --demo
Tasks, 2 sections, 5 rows.
# A trip planned as an outline: rows inside rows, three levels deep.
> new list Trip
List Trip created.
Trip, no rows.
> add Plan the trip
Added Plan the trip, 1 of 1.
> add child Book the train
Added Book the train under Plan the trip, level 2, 1 of 1.
> add Book the hotel
Added Book the hotel under Plan the trip, level 2, 2 of 2.
> add child Pick a room
Added Pick a room under Book the hotel, level 3, 1 of 1.
> parent
Book the hotel, level 2, 2 of 2, expanded, 1 subtask, actions Delete.
> parent
Plan the trip, level 1, 1 of 1, expanded, 2 subtasks.
> add Pack
Added Pack, 2 of 2.
> add Go
Added Go, 3 of 3.
> list
Trip, 3 rows.
Plan the trip, expanded, 2 subtasks.
Book the train, level 2.
Book the hotel, expanded, 1 subtask.
Pick a room, level 3.
Pack, level 1.
Go.
> first
Trip, 3 rows.
> next
Plan the trip, 1 of 3, expanded, 2 subtasks.
> next
Book the train, level 2, 1 of 2.
> next
Book the hotel, 2 of 2, expanded, 1 subtask.
> next
Pick a room, level 3, 1 of 1.
> next
Pack, level 1, 2 of 3.
> previous
Pick a room, level 3, 1 of 1.
> previous
Book the hotel, level 2, 2 of 2, expanded, 1 subtask.
> rotor level
Rotor: level.
> first
Book the train, 1 of 2.
> next
Book the hotel, 2 of 2, expanded, 1 subtask.
> next
Last at level 2.
> next
Last at level 2. Again.
> previous
Book the train, 1 of 2.
> last
Book the hotel, 2 of 2, expanded, 1 subtask.
> rotor rows
Rotor: rows.
> goto Plan the trip
Plan the trip, level 1, 1 of 3, expanded, 2 subtasks.
> collapse
Collapsed Plan the trip, 2 subtasks.
> next
Pack, 2 of 3.
> previous
Plan the trip, 1 of 3, collapsed, 2 subtasks.
> expand
Expanded Plan the trip, 2 subtasks.
> collapse all
Plan the trip collapsed in full, 3 subtasks at all levels.
> list
Trip, 3 rows.
Plan the trip, collapsed, 2 subtasks.
Pack.
Go.
> goto Pick a room
Error: Pick a room is inside Plan the trip, which is collapsed. Type expand Plan the trip first.
> expand all
Plan the trip expanded in full, 3 subtasks at all levels.
> goto Pick a room
Pick a room, level 3, 1 of 1.
> collapse
Collapsed Book the hotel, 1 subtask.
> expand
Expanded Book the hotel, 1 subtask.
> goto Go
Go, level 1, 3 of 3.
> indent
Indented Go under Pack, level 2, 1 of 1.
> undo
Undid indent of Go.
Go, level 1, 3 of 3.
> goto Pack
Pack, 2 of 3.
> indent
Indented Pack under Plan the trip, level 2, 3 of 3, after Book the hotel.
> outdent
Outdented Pack, level 1, 2 of 3, after Plan the trip.
> move up
Moved Pack to 1 of 3, before Plan the trip.
> undo
Undid move of Pack: 2 of 3, after Plan the trip.
Pack, 2 of 3.
> move to Book the hotel
Moved Pack into Book the hotel, level 3, 2 of 2, after Pick a room.
> list Plan the trip
Plan the trip, expanded, 2 subtasks.
Book the train, level 2.
Book the hotel, expanded, 2 subtasks.
Pick a room, level 3.
Pack.
> move to 1
Moved Pack to 1 of 2, before Pick a room.
> move to Pick a room
Moved Pack into Pick a room, level 4, 1 of 1.
> move to Plan the trip
Moved Pack into Plan the trip, level 2, 3 of 3, after Book the hotel.
> parent
Plan the trip, level 1, 1 of 2, expanded, 3 subtasks.
> parent
Error: Plan the trip is already at the top level.
> indent
Error: Plan the trip is first at its level, so there is no row above to indent it into.
> read Pick a room
Pick a room, level 3, 1 of 1, actions Delete.
Inside Book the hotel.
> list all
Trip, 2 rows.
Plan the trip, expanded, 3 subtasks.
Book the train, level 2.
Book the hotel, expanded, 1 subtask.
Pick a room, level 3.
Pack, level 2.
Go, level 1.
> goto Pick a room
Pick a room, level 3, 1 of 1.
> where
Pick a room, level 3, 1 of 1. Answer to where.
Content column: Trip, then Plan the trip, then Book the hotel.
Split: balanced.
Rotor: rows.
Edit mode off, nothing selected.
Layout: compact.
> rotor
Rotor: rows.
Units: items, sections, rows, actions, selected, level.
