#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Una fecha que un filtro no entiende se rechaza con un ejemplo de la comparación escrita.
> filtrar vence después xyz
Error: "xyz" no es una fecha para vence. Por ejemplo: vence después del viernes, vence hoy.
> filtrar vence hasta xyz
Error: "xyz" no es una fecha para vence. Por ejemplo: vence hasta el viernes, vence hoy.
> filtrar vence antes algún
Error: "algún" no es una fecha para vence. Por ejemplo: vence antes del viernes, vence hoy.
