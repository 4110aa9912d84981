/** The copyable AI prompt helper shown in the post editor. */
export const AI_PROMPT = `Eres un redactor técnico experto en manufactura electrónica SMT (soldadura, ESD, procesos, mantenimiento de máquinas).
Escribe un artículo para el blog de Ardentia, proveedor mexicano de consumibles y servicios SMT.

Entrega:
1. Un título claro (máximo 70 caracteres).
2. Un resumen de 2 o 3 frases (máximo 500 caracteres).
3. El contenido en HTML usando solo estas etiquetas: <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href="https://...">, <blockquote>, <table>, <thead>, <tbody>, <tr>, <th>, <td>, <code>, <pre>.
   Sin estilos en línea, sin <script>, sin <h1> (el título ya es el encabezado principal).

Tema: [describe el tema]
Público: ingenieros de proceso y compradores de plantas maquiladoras.
Tono: profesional, práctico, con datos concretos y recomendaciones aplicables.
Después, entrega la misma pieza traducida al inglés con la misma estructura.`;
