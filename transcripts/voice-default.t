#! args: --demo
Tasks, 2 sections, 5 rows.
# Each of the voice's numbers goes back to the synthesizer's own with default, as name and language do.
> voice rate 40
Rate: 40.
> voice pitch -20
Pitch: -20.
> voice volume 10
Volume: 10.
> voice rate default
Rate: 0.
> voice pitch default
Pitch: 0.
> voice volume default
Volume: 0.
> voice rate fast
Error: voice does not take "fast". Usage: voice rate N, N from -100 to 100, or default.
> voice
Rate 0, pitch 0, volume 0, voice default, language default.
> language es
Idioma del almacén: español.
> voz velocidad 30
Velocidad: 30.
> voz velocidad predeterminada
Velocidad: 0.
> voz
Velocidad 0, tono 0, volumen 0, voz por defecto, idioma por defecto.
