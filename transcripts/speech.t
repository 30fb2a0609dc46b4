#! args: --demo
Tasks, 2 sections, 5 rows.
# listo's own voice: the settings a person can say and change. Without --speak
# nothing is sent anywhere; the fake speech server test hears the voice itself.
> speak
Speech off.
> sounds
Sounds off.
> voice
Rate 0, pitch 0, volume 0, voice default, language default.
> voice rate 60
Rate: 60.
> voice pitch -20
Pitch: -20.
> voice volume
Volume: 0.
> voice name en-us
Voice: en-us.
> voice name default
Voice: default.
> voice language es
Language: es.
> voice language
Language: es. Answer to voice language.
> voice rate fast
Error: voice does not take "fast". Usage: voice rate N, N from -100 to 100, or default.
> voice loudness 3
Error: voice does not take "loudness". Usage: voice, voice rate, pitch or volume and N or default, voice name NAME or default, voice language CODE or default, or voice list.
> sounds maybe
Error: sounds does not take "maybe". Usage: sounds, sounds on, or sounds off.
> next
Pending, section 1 of 2, 3 rows.
> swipe leading
Error: swipe needs a row, and focus is on the heading of Pending. Move to one with next or goto 1.
> next
Buy bread, 1 of 3, actions Done, Delete, Snooze.
> swipe leading
Buy bread, leading swipe open, 1 action.
1. Done, leading, full swipe, green.
Choose a number, an action's name, or cancel.
> voice rate
Rate: 60.
> 1
Done: Buy bread. Now in Completed.
