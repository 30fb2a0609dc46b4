#! args: --memory --demo --language es --today 2026-12-03
Tareas, 2 secciones, 5 filas.
# The Spanish twin of number-out-of-range.t: las palabras correctas con un número
# fuera de rango se rechazan con el rango.
> ir Comprar
Pendientes, sección 1 de 2.
Comprar pan, 1 de 3, acciones Hecho, Borrar, Posponer.
> repetir cada 1000 semanas
Error: cada 1000 semanas está fuera de rango: repetir admite de 1 a 999 semanas.
> poner vence en 90000 días
Error: en 90000 días está fuera de rango: vence admite de 0 a 36500 días.
> avisar 500 días antes
Error: 500 días antes está fuera de rango: avisar admite de 0 a 365 días.
# Una repetición en años dice su rango en años, como se escribió.
> repetir cada 100000 años
Error: cada 100000 años está fuera de rango: repetir admite de 1 a 999 años.
> repetir cada 0 anos
Error: cada 0 anos está fuera de rango: repetir admite de 1 a 999 años.
