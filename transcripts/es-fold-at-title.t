#! args: --demo --language es
Tareas, 2 secciones, 5 filas.
# Plegar y expandir en el título de una lista de varias secciones se rechazan
# igual, por la misma razón, sea cual sea el estilo.
> plegar
Error: plegar necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
> expandir
Error: expandir necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
> estilo barra lateral
Estilo de Tareas: barra lateral.
> plegar
Error: plegar necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
> expandir
Error: expandir necesita una fila o una sección, y el foco está en el título de Tareas. Ve a una con siguiente.
