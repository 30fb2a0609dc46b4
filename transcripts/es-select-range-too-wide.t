#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Un intervalo que nombra más filas de las que puede uno (10.000) se rechaza por eso, nunca se lee como un título.
> editar
Editando.
> seleccionar 1-4294967296
Error: seleccionar no admite "1-4294967296". Uso: números e intervalos de 10.000 filas como mucho, como 2-5.
> seleccionar 1-99999999999999999999
Error: seleccionar no admite "1-99999999999999999999". Uso: números e intervalos de 10.000 filas como mucho, como 2-5.
> seleccionar 1-99
Error: fila 99: solo hay 3. Escribe un número del 1 al 3.
> seleccionar 1-2
Comprar pan y Llamar a Ana seleccionadas, 2 en total.
