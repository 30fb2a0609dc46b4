#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# La voz de listo en español: lo que se puede decir y cambiar. Sin --speak no se
# envía nada; la prueba con el servidor de voz falso oye la voz misma.
> hablar
Voz desactivada.
> sonidos
Sonidos desactivados.
> voz
Velocidad 0, tono 0, volumen 0, voz por defecto, idioma por defecto.
> voz velocidad 60
Velocidad: 60.
> voz tono -20
Tono: -20.
> voz volumen
Volumen: 0.
> voz nombre es
Voz: es.
> voz nombre predeterminada
Voz: por defecto.
> voz idioma es
Idioma: es.
> voz tono alto
Error: voz no admite "alto". Uso: voz tono N, N de -100 a 100, o predeterminada.
> voz altura 3
Error: voz no admite "altura". Uso: voz, voz velocidad, tono o volumen y N o predeterminada, voz nombre NOMBRE o predeterminada, voz idioma CÓDIGO o predeterminada, o voz lista.
> sonidos quizá
Error: sonidos no admite "quizá". Uso: sonidos, sonidos sí, o sonidos no.
> voice rate 10
Velocidad: 10.
> speak
Voz desactivada.
