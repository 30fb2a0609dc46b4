#! args: --memory --demo --language es
Tareas, 2 secciones, 5 filas.
# Un intervalo con un extremo negativo o enorme se rechaza como intervalo, sea cual sea su signo.
> editar
Editando.
> seleccionar 1--9223372036854775808
Error: seleccionar no admite "1--9223372036854775808". Uso: números e intervalos de 10.000 filas como mucho, como 2-5.
> seleccionar 1-9223372036854775807
Error: seleccionar no admite "1-9223372036854775807". Uso: números e intervalos de 10.000 filas como mucho, como 2-5.
> seleccionar 2-3
Llamar a Ana y Pagar el alquiler seleccionadas, 2 en total.
