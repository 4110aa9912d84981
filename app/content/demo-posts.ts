/**
 * Demo content of the technical blog (posts, their contents, categories and tags). Used to seed
 * the database and by tests.
 *
 * - Five categories with fixed slugs, a lucide-react icon name and an accent colour that passes
 *   WCAG AA (≥ 4.5:1) with white text.
 * - Tags are referred to from posts by `key`.
 * - 14 published posts (at least 2 per category), exactly one of them Spanish-only (`en: null`,
 *   exercises the language fallback), plus one draft and one archived post for tests.
 * - The SAC305 reflow-profile post has its own English slug (translated slugs).
 * - `html` bodies use only safe markup (h2, h3, p, ul/ol/li, strong, em, blockquote, table, code, pre);
 *   no h1, images, inline styles or scripts.
 */
import type { Localized } from "~/i18n/lang";
import type { BlogCategorySlug } from "./blog-categories";

export { BLOG_CATEGORIES, type BlogCategoryDef, type BlogCategorySlug } from "./blog-categories";

export interface DemoTag {
  key: string;
  name: Localized<string>;
}

export type DemoPostStatus = "draft" | "scheduled" | "published" | "archived";

export interface DemoPostContent {
  title: string;
  /** At most 300 characters. */
  excerpt: string;
  /** Safe HTML body. */
  html: string;
}

export interface DemoPost {
  /** Spanish-derived: lowercase a-z, 0-9 and hyphens, at most 100 characters, unique. */
  slug: string;
  /** The English version's own slug, from its title (none: it uses `slug`). */
  slugEn?: string;
  category: BlogCategorySlug;
  /** Keys of DEMO_TAGS (2–6). */
  tags: string[];
  /** ISO 8601 timestamp (a scheduled post: when it was written; see scheduleInDays). */
  publishedAt: string;
  /** Status "scheduled": published this many days after the first start, at 09:00 Monterrey time. */
  scheduleInDays?: number;
  /** "/images/blog/{category}-{n}.webp", n in 1..3. */
  cover: string;
  status: DemoPostStatus;
  content: {
    es: DemoPostContent;
    /** null: the post exists only in Spanish (falls back to es). */
    en: DemoPostContent | null;
  };
}

export const DEMO_TAGS: DemoTag[] = [
  { key: "reflow", name: { es: "Reflujo", en: "Reflow" } },
  { key: "stencil", name: { es: "Esténcil", en: "Stencil" } },
  { key: "solder-paste", name: { es: "Pasta de soldadura", en: "Solder paste" } },
  { key: "ipc-a-610", name: { es: "IPC-A-610", en: "IPC-A-610" } },
  { key: "j-std-001", name: { es: "J-STD-001", en: "J-STD-001" } },
  { key: "esd-s20-20", name: { es: "ANSI/ESD S20.20", en: "ANSI/ESD S20.20" } },
  { key: "lead-free", name: { es: "Libre de plomo", en: "Lead-free" } },
  { key: "sac305", name: { es: "SAC305", en: "SAC305" } },
  { key: "voids", name: { es: "Voids", en: "Voids" } },
  { key: "flux", name: { es: "Fundente", en: "Flux" } },
  { key: "aoi", name: { es: "AOI", en: "AOI" } },
  { key: "spi", name: { es: "SPI", en: "SPI" } },
  { key: "msl", name: { es: "Humedad / MSL", en: "Humidity / MSL" } },
  { key: "nitrogen", name: { es: "Nitrógeno", en: "Nitrogen" } },
  { key: "cleaning", name: { es: "Limpieza", en: "Cleaning" } },
  { key: "wave-soldering", name: { es: "Soldadura por ola", en: "Wave soldering" } },
  { key: "selective-soldering", name: { es: "Soldadura selectiva", en: "Selective soldering" } },
  { key: "pick-and-place", name: { es: "Pick and place", en: "Pick and place" } },
  { key: "thermal-profiling", name: { es: "Perfilado térmico", en: "Thermal profiling" } },
  { key: "ionization", name: { es: "Ionización", en: "Ionization" } },
  { key: "reliability", name: { es: "Confiabilidad", en: "Reliability" } },
  { key: "automotive", name: { es: "Automotriz", en: "Automotive" } },
];

export const DEMO_POSTS: DemoPost[] = [
  // ───────────────────────────── soldadura ─────────────────────────────
  {
    slug: "tombstoning-solder-balling-y-voids-causas-raiz-y-como-eliminarlos",
    category: "soldadura",
    tags: ["reflow", "stencil", "voids", "ipc-a-610", "sac305"],
    publishedAt: "2025-01-21T16:00:00.000Z",
    cover: "/images/blog/soldadura-1.webp",
    status: "published",
    content: {
      es: {
        title: "Tombstoning, solder balling y voids: causas raíz y cómo eliminarlos",
        excerpt:
          "Los tres defectos de soldadura SMT que más retrabajo generan en línea tienen causas físicas bien conocidas. Revisamos el mecanismo de cada uno, cómo separar las causas de diseño, de esténcil y de perfil, y las acciones que sí mueven el indicador.",
        html: `<p>En casi cualquier auditoría de línea que hacemos, el Pareto de defectos después del reflujo lo encabezan tres viejos conocidos: el <strong>tombstoning</strong> (efecto lápida), las <strong>bolitas de soldadura</strong> (solder balling) y los <strong>voids</strong> en uniones de componentes de terminación inferior. La soldadura por reflujo es un proceso físico y repetible: si el defecto aparece, hay una fuerza, un volumen o una temperatura que no está donde debería. Este artículo resume cómo atacamos cada uno en campo.</p>

<h2>1. Tombstoning: una competencia de fuerzas de mojado</h2>
<p>Un chip pasivo (0402, 0201 o menor) se levanta cuando la soldadura de una terminación funde y moja antes que la otra. La tensión superficial del lado fundido genera un momento que gira el componente sobre la terminación contraria. Todo lo que cree asimetría entre ambos pads favorece el defecto:</p>
<ul>
<li><strong>Asimetría térmica:</strong> un pad conectado directamente a un plano de tierra sin alivio térmico llega al liquidus varios segundos después que su par.</li>
<li><strong>Asimetría de volumen:</strong> depósitos de pasta desiguales por aperturas tapadas, mala limpieza inferior del esténcil o desalineación de impresión.</li>
<li><strong>Colocación:</strong> desplazamientos mayores al 25 % del ancho de la terminación dejan más área de contacto de un lado.</li>
<li><strong>Perfil:</strong> una rampa rápida a través del liquidus (más de 2–3 °C/s entre 200 y 220 °C) no le da tiempo a la tarjeta de igualar temperaturas.</li>
</ul>
<p>Acciones efectivas: exigir alivios térmicos simétricos en el diseño, revisar en SPI que el volumen de ambos pads esté dentro de ±15 % entre sí, y usar una meseta o una rampa más lenta justo debajo del liquidus para reducir el ΔT entre pads. Ojo con el nitrógeno: al aumentar la fuerza de mojado, en algunos diseños incrementa el tombstoning en chips 0201.</p>

<h2>2. Solder balling: solventes, óxidos y pasta fuera del pad</h2>
<p>Hay que distinguir dos fenómenos. Las <strong>bolitas a media altura del chip</strong> (mid-chip solder balls) aparecen a un costado de capacitores y resistencias: la pasta depositada debajo del cuerpo del componente es expulsada al colocar y, al fundir, queda atrapada como una esfera. Las <strong>bolitas dispersas</strong> alrededor de las soldaduras provienen de polvo oxidado, pasta contaminada con humedad o salpicado por desgasificación violenta del fundente.</p>
<h3>Causas y correcciones típicas</h3>
<ul>
<li>Apertura de esténcil sin reducción en chips 0603 y mayores: usar geometría de <em>home plate</em> invertido o reducción de 10 % en el lado interior.</li>
<li>Presión de colocación excesiva: verificar la altura de colocación programada contra el espesor real del componente.</li>
<li>Precalentamiento demasiado agresivo (más de 3 °C/s): los solventes hierven y proyectan partículas.</li>
<li>Pasta que absorbió humedad por descongelarse con el frasco abierto, o que rebasó su vida en esténcil.</li>
<li>Limpieza inferior (underwipe) insuficiente: la pasta que queda en la cara inferior del esténcil se transfiere fuera del pad en la siguiente impresión.</li>
</ul>

<h2>3. Voids: volátiles que no alcanzan a salir</h2>
<p>Todo fundente genera gases durante el reflujo. En una bola de BGA el gas suele escapar; debajo del pad térmico de un QFN, donde el área es grande y la altura de la unión es de 50 a 75 µm, queda atrapado. IPC-A-610 establece para las bolas de BGA un criterio de 30 % del área de la bola en la imagen de rayos X; para pads térmicos de componentes de terminación inferior (BTC) el límite normalmente se acuerda con el cliente, con valores comunes entre 25 % y 50 %.</p>
<ol>
<li><strong>Esténcil:</strong> dividir la apertura del pad térmico en ventanas (windowpane) con 50–70 % de cobertura para crear canales de escape.</li>
<li><strong>Vías en el pad:</strong> taparlas o rellenarlas; una vía abierta succiona soldadura y aporta aire.</li>
<li><strong>Perfil:</strong> una meseta de 60–90 s entre 150 y 190 °C permite que los volátiles salgan antes del liquidus.</li>
<li><strong>Química:</strong> algunas pastas están formuladas específicamente para bajo voiding; vale la pena una prueba comparativa.</li>
<li><strong>Atmósfera:</strong> el nitrógeno ayuda poco a los voids por sí solo; el reflujo con vacío es la solución cuando se requieren niveles menores al 5 %.</li>
</ol>

<h2>Cómo priorizar</h2>
<table>
<thead><tr><th>Defecto</th><th>Primer dato a revisar</th><th>Acción de mayor impacto</th></tr></thead>
<tbody>
<tr><td>Tombstoning</td><td>ΔT entre pads en el perfil y diseño de alivios térmicos</td><td>Meseta o rampa lenta antes del liquidus</td></tr>
<tr><td>Mid-chip balls</td><td>Geometría de apertura en chips</td><td>Reducción tipo home plate invertido</td></tr>
<tr><td>Bolitas dispersas</td><td>Manejo de pasta y underwipe</td><td>Control de descongelado y frecuencia de limpieza</td></tr>
<tr><td>Voids en BTC</td><td>Cobertura de pasta en pad térmico</td><td>Apertura tipo ventana y meseta</td></tr>
</tbody>
</table>
<p>La regla que aplicamos siempre: cambie una variable a la vez, mida con SPI, AOI y rayos X, y deje evidencia. Las soldaduras defectuosas rara vez tienen una sola causa, pero casi siempre hay una dominante, y el dato la señala.</p>`,
      },
      en: {
        title: "Tombstoning, solder balling and voids: root causes and how to eliminate them",
        excerpt:
          "The three SMT soldering defects that drive the most rework have well-understood physical causes. We review the mechanism of each, how to separate design, stencil and profile causes, and the actions that actually move the numbers.",
        html: `<p>In almost every line audit we run, the post-reflow defect Pareto is led by three old acquaintances: <strong>tombstoning</strong>, <strong>solder balling</strong> and <strong>voids</strong> in bottom-terminated component joints. Reflow soldering is a physical, repeatable process: if a defect shows up, a force, a volume or a temperature is not where it should be. This article summarises how we tackle each one on the shop floor.</p>

<h2>1. Tombstoning: a contest of wetting forces</h2>
<p>A passive chip (0402, 0201 or smaller) stands up when the solder on one termination melts and wets before the other. Surface tension on the molten side creates a torque that rotates the part about the opposite termination. Anything that creates asymmetry between the two pads promotes the defect:</p>
<ul>
<li><strong>Thermal asymmetry:</strong> a pad tied directly into a ground plane without thermal relief reaches liquidus several seconds after its partner.</li>
<li><strong>Volume asymmetry:</strong> unequal paste deposits caused by clogged apertures, poor stencil underside cleaning or print misalignment.</li>
<li><strong>Placement:</strong> offsets larger than 25% of the termination width leave more contact area on one side.</li>
<li><strong>Profile:</strong> a fast ramp through liquidus (above 2–3 °C/s between 200 and 220 °C) gives the board no time to equalise temperatures.</li>
</ul>
<p>Effective actions: require symmetric thermal reliefs in the layout, check in SPI that the paste volume of both pads is within ±15% of each other, and use a soak or a slower ramp just below liquidus to reduce the pad-to-pad ΔT. Beware of nitrogen: by increasing wetting force, it can increase tombstoning of 0201 chips on some designs.</p>

<h2>2. Solder balling: solvents, oxides and paste off the pad</h2>
<p>Two phenomena need to be told apart. <strong>Mid-chip solder balls</strong> appear beside capacitors and resistors: paste printed under the component body is squeezed out during placement and, once molten, is trapped as a sphere. <strong>Random solder balls</strong> around the joints come from oxidised powder, paste contaminated with moisture, or spattering caused by violent flux outgassing.</p>
<h3>Typical causes and fixes</h3>
<ul>
<li>Unreduced stencil apertures on 0603 and larger chips: use an inverted home-plate shape or a 10% reduction on the inner side.</li>
<li>Excessive placement force: check the programmed placement height against the real component thickness.</li>
<li>Overly aggressive preheat (above 3 °C/s): solvents boil and throw particles.</li>
<li>Paste that picked up moisture because the jar was opened before it reached room temperature, or that exceeded its stencil life.</li>
<li>Insufficient underwipe: paste left on the underside of the stencil is transferred off-pad on the next print.</li>
</ul>

<h2>3. Voids: volatiles that cannot escape</h2>
<p>Every flux releases gas during reflow. In a BGA ball the gas usually escapes; under the thermal pad of a QFN, where the area is large and the joint is only 50 to 75 µm high, it gets trapped. IPC-A-610 sets a criterion of 30% of the ball area in the X-ray image for BGA balls; for thermal pads of bottom-terminated components (BTC) the limit is normally agreed with the customer, with common values between 25% and 50%.</p>
<ol>
<li><strong>Stencil:</strong> split the thermal-pad aperture into windowpanes with 50–70% coverage to create escape channels.</li>
<li><strong>Vias in pad:</strong> tent or fill them; an open via wicks solder and feeds air into the joint.</li>
<li><strong>Profile:</strong> a 60–90 s soak between 150 and 190 °C lets volatiles leave before liquidus.</li>
<li><strong>Chemistry:</strong> some pastes are specifically formulated for low voiding; a side-by-side trial is worth it.</li>
<li><strong>Atmosphere:</strong> nitrogen alone does little for voids; vacuum reflow is the answer when levels below 5% are required.</li>
</ol>

<h2>How to prioritise</h2>
<table>
<thead><tr><th>Defect</th><th>First data to check</th><th>Highest-impact action</th></tr></thead>
<tbody>
<tr><td>Tombstoning</td><td>Pad-to-pad ΔT in the profile and thermal-relief design</td><td>Soak or slow ramp before liquidus</td></tr>
<tr><td>Mid-chip balls</td><td>Aperture geometry on chips</td><td>Inverted home-plate reduction</td></tr>
<tr><td>Random balls</td><td>Paste handling and underwipe</td><td>Thawing control and cleaning frequency</td></tr>
<tr><td>Voids in BTCs</td><td>Paste coverage on the thermal pad</td><td>Windowpane aperture and soak</td></tr>
</tbody>
</table>
<p>The rule we always apply: change one variable at a time, measure with SPI, AOI and X-ray, and keep the evidence. Defective solder joints rarely have a single cause, but there is almost always a dominant one, and the data points to it.</p>`,
      },
    },
  },
  {
    slug: "perfil-de-reflujo-para-sac305-rampa-meseta-pico-o-rampa-directa",
    slugEn: "sac305-reflow-profile-ramp-soak-spike-or-ramp-to-peak",
    category: "soldadura",
    tags: ["reflow", "sac305", "lead-free", "thermal-profiling", "j-std-001"],
    publishedAt: "2025-09-23T16:00:00.000Z",
    cover: "/images/blog/soldadura-2.webp",
    status: "published",
    content: {
      es: {
        title: "Perfil de reflujo para SAC305: ¿rampa-meseta-pico o rampa directa?",
        excerpt:
          "Temperatura pico, tiempo sobre liquidus y velocidad de rampa: qué valores usar con SAC305, cuándo conviene una meseta y cuándo una rampa lineal, y cómo verificar que el perfil cabe en la ventana de proceso de la pasta y de los componentes.",
        html: `<p>La aleación SAC305 (Sn96.5/Ag3.0/Cu0.5) es el estándar de facto de la soldadura libre de plomo. Su intervalo de fusión está entre 217 y 220 °C, unos 34 °C arriba de la eutéctica estaño-plomo, mientras que la temperatura máxima que toleran muchos componentes (260 °C para paquetes pequeños según J-STD-020) apenas cambió. La ventana de proceso se redujo, y por eso el perfil dejó de ser un ajuste que se hace una vez y se olvida.</p>

<h2>Los parámetros que importan</h2>
<table>
<thead><tr><th>Parámetro</th><th>Rango típico para SAC305</th><th>Qué controla</th></tr></thead>
<tbody>
<tr><td>Rampa de precalentamiento</td><td>1.0–2.5 °C/s (máx. 3 °C/s)</td><td>Choque térmico, salpicado de solventes, slump</td></tr>
<tr><td>Meseta (si se usa)</td><td>150–200 °C durante 60–120 s</td><td>Igualación de temperaturas, activación del fundente, voids</td></tr>
<tr><td>Tiempo sobre liquidus (TAL)</td><td>45–90 s sobre 217 °C</td><td>Mojado, formación del intermetálico</td></tr>
<tr><td>Temperatura pico en la unión</td><td>235–250 °C</td><td>Mojado completo de la pieza más fría sin dañar la más sensible</td></tr>
<tr><td>Enfriamiento</td><td>2–4 °C/s (máx. 6 °C/s)</td><td>Tamaño de grano, esfuerzos en cerámicos</td></tr>
<tr><td>Tiempo de 25 °C al pico</td><td>≤ 8 min</td><td>Agotamiento del fundente, daño a componentes</td></tr>
</tbody>
</table>
<p>El pico mínimo práctico en la unión más fría es de unos 232–235 °C: con menos, el mojado en acabados OSP o en componentes de gran masa térmica se vuelve marginal. El máximo lo fija el componente más sensible (conectores plásticos, capacitores electrolíticos, LEDs) y la hoja técnica de la pasta. Un TAL mayor de 90 s engrosa la capa intermetálica Cu6Sn5 y agota el fundente; uno menor de 45 s deja uniones con mojado incompleto en BGA y piezas pesadas.</p>

<h2>Rampa-meseta-pico (RSS)</h2>
<p>Sube a 150 °C, mantiene una meseta casi plana hasta unos 190–200 °C y luego sube al pico. Sus ventajas:</p>
<ul>
<li>Iguala la temperatura de componentes de masas muy distintas antes del liquidus, lo que reduce el ΔT en el pico y el tombstoning.</li>
<li>Da tiempo a que los volátiles salgan, lo que ayuda con voids en QFN y pads térmicos.</li>
<li>Es la opción natural en tarjetas gruesas (más de 2 mm, cobre pesado) o con mezcla de chips 0201 y conectores grandes.</li>
</ul>
<p>Su riesgo: una meseta larga y caliente agota el activador. Si observa mojado deficiente, efecto <em>head-in-pillow</em> en BGA o grano opaco, acorte la meseta o bájela 10 °C antes de subir el pico.</p>

<h2>Rampa directa al pico (RTP o RTS)</h2>
<p>Una rampa lineal de 0.8–1.2 °C/s desde temperatura ambiente hasta el liquidus, seguida del pico. Ventajas: menor consumo de fundente, mejor mojado, menos oxidación y, con frecuencia, un perfil más corto que permite mayor velocidad de banda. Funciona muy bien en tarjetas delgadas y de masa uniforme, que son la mayoría en electrónica de consumo. La mayoría de los fabricantes de pasta recomiendan hoy este perfil como punto de partida.</p>

<h2>Cómo decidir</h2>
<ol>
<li>Perfile con la tarjeta real poblada y al menos cinco termopares: la pieza de mayor masa, la más pequeña, un BGA (bola central), un borde de la tarjeta y el cuerpo del componente más sensible.</li>
<li>Arranque con rampa directa. Si el ΔT en el pico supera 10 °C o aparecen voids y tombstoning, pase a una meseta moderada.</li>
<li>Calcule el índice de ventana de proceso (PWI) con los límites de la pasta: por debajo de 100 % el perfil está dentro; una meta razonable de producción es ≤ 70 %.</li>
<li>Repita el perfil al cambiar de producto, tras mantenimiento del horno y, como mínimo, una vez por semana en productos de volumen.</li>
</ol>

<blockquote><p>El perfil correcto no es el que "se ve bonito" en la gráfica: es el que mantiene la unión más fría arriba de 232 °C y la pieza más sensible debajo de su límite, con un TAL dentro de la ventana de la pasta.</p></blockquote>

<h2>Errores que vemos con frecuencia</h2>
<ul>
<li>Copiar las temperaturas de zona de otra línea: dos hornos con los mismos valores de consigna producen perfiles distintos.</li>
<li>Medir con cinta poliimida sobre el cuerpo de un BGA: la lectura no representa la bola central y puede diferir de ella de 5 a 10 °C.</li>
<li>Olvidar la velocidad de banda y la carga del horno: con la línea llena, la transferencia de calor cambia.</li>
<li>Usar un perfil de estaño-plomo "subido 30 grados": el TAL y el pico resultan incontrolables.</li>
</ul>
<p>Si su proceso debe cumplir J-STD-001, documente el perfil aprobado, sus tolerancias y la frecuencia de verificación en el plan de control. Es la evidencia objetiva que pedirá el cliente.</p>`,
      },
      en: {
        title: "SAC305 reflow profile: ramp-soak-spike or ramp-to-peak?",
        excerpt:
          "Peak temperature, time above liquidus and ramp rate: which values to use with SAC305, when a soak pays off and when a linear ramp is better, and how to check that the profile fits the process window of the paste and the components.",
        html: `<p>SAC305 (Sn96.5/Ag3.0/Cu0.5) is the de facto standard for lead-free soldering. It melts between 217 and 220 °C, some 34 °C above eutectic tin-lead, while the maximum temperature many components tolerate (260 °C for small packages under J-STD-020) has barely changed. The process window shrank, which is why the profile is no longer a setting you make once and forget.</p>

<h2>The parameters that matter</h2>
<table>
<thead><tr><th>Parameter</th><th>Typical range for SAC305</th><th>What it controls</th></tr></thead>
<tbody>
<tr><td>Preheat ramp</td><td>1.0–2.5 °C/s (max. 3 °C/s)</td><td>Thermal shock, solvent spattering, slump</td></tr>
<tr><td>Soak (if used)</td><td>150–200 °C for 60–120 s</td><td>Temperature equalisation, flux activation, voids</td></tr>
<tr><td>Time above liquidus (TAL)</td><td>45–90 s above 217 °C</td><td>Wetting, intermetallic formation</td></tr>
<tr><td>Peak joint temperature</td><td>235–250 °C</td><td>Full wetting of the coldest part without damaging the most sensitive one</td></tr>
<tr><td>Cooling</td><td>2–4 °C/s (max. 6 °C/s)</td><td>Grain size, stress in ceramics</td></tr>
<tr><td>Time from 25 °C to peak</td><td>≤ 8 min</td><td>Flux exhaustion, component damage</td></tr>
</tbody>
</table>
<p>The practical minimum peak at the coldest joint is about 232–235 °C: below that, wetting on OSP finishes or on high-mass components becomes marginal. The maximum is set by the most sensitive component (plastic connectors, electrolytic capacitors, LEDs) and by the paste data sheet. A TAL longer than 90 s thickens the Cu6Sn5 intermetallic layer and exhausts the flux; a TAL shorter than 45 s leaves incompletely wetted joints on BGAs and heavy parts.</p>

<h2>Ramp-soak-spike (RSS)</h2>
<p>The profile climbs to 150 °C, holds an almost flat soak up to about 190–200 °C, and then rises to peak. Its advantages:</p>
<ul>
<li>It equalises the temperature of components with very different masses before liquidus, reducing ΔT at peak and tombstoning.</li>
<li>It gives volatiles time to escape, which helps with voids on QFNs and thermal pads.</li>
<li>It is the natural choice for thick boards (over 2 mm, heavy copper) or boards mixing 0201 chips with large connectors.</li>
</ul>
<p>Its risk: a long, hot soak exhausts the activator. If you see poor wetting, <em>head-in-pillow</em> on BGAs or a dull grain, shorten the soak or lower it by 10 °C before raising the peak.</p>

<h2>Ramp-to-peak (RTP or RTS)</h2>
<p>A linear ramp of 0.8–1.2 °C/s from room temperature to liquidus, followed by the peak. Advantages: less flux consumption, better wetting, less oxidation and, often, a shorter profile that allows a faster conveyor speed. It works very well on thin boards with uniform mass, which are the majority in consumer electronics. Most paste manufacturers now recommend it as the starting point.</p>

<h2>How to decide</h2>
<ol>
<li>Profile the real populated board with at least five thermocouples: the highest-mass part, the smallest one, a BGA (center ball), a board edge, and the body of the most sensitive component.</li>
<li>Start with ramp-to-peak. If ΔT at peak exceeds 10 °C, or voids and tombstoning appear, move to a moderate soak.</li>
<li>Calculate the process window index (PWI) against the paste limits: below 100% the profile is inside the window; a reasonable production target is ≤ 70%.</li>
<li>Re-profile when changing products, after oven maintenance and at least weekly on high-volume products.</li>
</ol>

<blockquote><p>The right profile is not the one that "looks nice" on the chart: it is the one that keeps the coldest joint above 232 °C and the most sensitive part below its limit, with a TAL inside the paste window.</p></blockquote>

<h2>Mistakes we see often</h2>
<ul>
<li>Copying zone temperatures from another line: two ovens with the same set points produce different profiles.</li>
<li>Measuring with polyimide tape on top of a BGA body: the reading does not represent the center ball and can differ from it by 5 to 10 °C.</li>
<li>Forgetting conveyor speed and oven loading: with a full line, heat transfer changes.</li>
<li>Using a tin-lead profile "raised by 30 degrees": TAL and peak become uncontrollable.</li>
</ul>
<p>If your process must comply with J-STD-001, document the approved profile, its tolerances and the verification frequency in the control plan. That is the objective evidence your customer will ask for.</p>`,
      },
    },
  },
  {
    slug: "manejo-de-pasta-de-soldadura-almacenamiento-descongelado-y-vida-en-estencil",
    category: "soldadura",
    tags: ["solder-paste", "stencil", "sac305", "spi", "j-std-001"],
    publishedAt: "2026-06-16T16:00:00.000Z",
    cover: "/images/blog/soldadura-3.webp",
    status: "published",
    content: {
      es: {
        title: "Manejo de pasta de soldadura: almacenamiento, descongelado y vida en esténcil",
        excerpt:
          "Una pasta excelente se arruina en el refrigerador equivocado o con un frasco abierto demasiado pronto. Procedimiento práctico desde la recepción hasta el desecho, con tiempos, temperaturas y los registros que conviene llevar.",
        html: `<p>La pasta de soldadura es una suspensión de polvo metálico (alrededor de 88–90 % en peso) en un vehículo de fundente, solventes y agentes tixotrópicos. Es un material vivo: el fundente reacciona lentamente con el polvo aun en el frasco, los solventes se evaporan y el polvo se oxida con la humedad. Muchos problemas que se atribuyen a la impresión o al horno comienzan en el manejo. Este es el procedimiento que recomendamos a nuestros clientes.</p>

<h2>1. Recepción y almacenamiento</h2>
<ul>
<li>Registrar lote, fecha de fabricación y fecha de caducidad; etiquetar cada frasco o cartucho con la fecha de recepción.</li>
<li>Almacenar en refrigeración entre 0 y 10 °C (la mayoría de los fabricantes indica 2–10 °C). No congelar: la separación del fundente es irreversible.</li>
<li>Vida típica en refrigeración: 6 meses desde la fabricación; a temperatura ambiente, algunas semanas. La hoja técnica manda.</li>
<li>Refrigerador dedicado, con termómetro registrador y alarma. No compartirlo con alimentos ni con adhesivos que requieran otra temperatura.</li>
<li>Primeras entradas, primeras salidas (PEPS) sin excepciones.</li>
</ul>

<h2>2. Descongelado</h2>
<p>Es el paso que más se viola en turnos con presión de producción. Un frasco frío abierto en un ambiente de 25 °C y 50 % de HR condensa agua sobre la pasta de inmediato; esa humedad produce salpicado, bolitas de soldadura y voids.</p>
<ol>
<li>Sacar el frasco cerrado y dejarlo a temperatura ambiente de 4 a 8 horas (frascos de 500 g); los cartuchos de 600 g o más pueden necesitar más tiempo.</li>
<li>No acelerar con estufas, sobre el horno de reflujo ni con pistolas de aire caliente.</li>
<li>Registrar en la etiqueta la hora de salida del refrigerador.</li>
<li>Una vez atemperada, no regresarla al refrigerador más de una vez; cada ciclo degrada la reología.</li>
</ol>

<h2>3. Mezclado</h2>
<p>Mezclar suavemente de 1 a 3 minutos con espátula, o en mezcladora centrífuga según el tiempo que indique el fabricante, hasta obtener una consistencia uniforme. Mezclar de más calienta la pasta y rompe la estructura tixotrópica, lo que provoca escurrimiento (slump) y puentes en paso fino.</p>

<h2>4. En la impresora</h2>
<ul>
<li>Condiciones ambientales recomendadas: 20–26 °C y 30–60 % de HR. Fuera de ese rango cambian la viscosidad y la vida en esténcil.</li>
<li>Mantener un rollo de pasta de 15 a 20 mm de diámetro a lo largo de la cuchilla; agregar poca pasta con frecuencia en lugar de mucha de una vez.</li>
<li>Respetar la vida en esténcil del fabricante, normalmente de 8 a 12 horas de impresión continua, y el tiempo de abandono (pausa máxima sin imprimir antes de que la primera impresión salga defectuosa).</li>
<li>No mezclar pasta usada del esténcil con pasta nueva dentro del frasco original.</li>
<li>Anotar la hora de carga en el esténcil para que el turno siguiente sepa cuánto tiempo lleva trabajando.</li>
</ul>

<h2>5. Indicadores de que algo va mal</h2>
<table>
<thead><tr><th>Síntoma en SPI o AOI</th><th>Causa probable de manejo</th></tr></thead>
<tbody>
<tr><td>Volumen bajo y desigual en aperturas pequeñas</td><td>Pasta seca por exceso de vida en esténcil o ambiente caliente</td></tr>
<tr><td>Slump y puentes en QFP de 0.5 mm</td><td>Mezclado excesivo, pasta caliente o vehículo separado</td></tr>
<tr><td>Bolitas dispersas tras el reflujo</td><td>Condensación por descongelado incompleto</td></tr>
<tr><td>Mojado deficiente, soldaduras opacas</td><td>Pasta caducada o refrigerada y atemperada varias veces</td></tr>
</tbody>
</table>

<h2>6. Tipo de polvo y selección</h2>
<p>J-STD-005 clasifica el polvo por tamaño: tipo 3 (25–45 µm), tipo 4 (20–38 µm) y tipo 5 (15–25 µm). Una regla práctica es que quepan al menos cinco partículas de las más grandes a lo ancho de la apertura más pequeña. Para chips 0201 y BGA de 0.4 mm el tipo 4 es el mínimo razonable; el tipo 5 mejora la transferencia, pero se oxida más rápido y es más sensible al manejo.</p>

<h2>7. Registro y desecho</h2>
<p>La pasta que rebasa su vida en esténcil o su vida abierta se desecha como residuo de metales conforme a la normativa ambiental aplicable; muchos proveedores la recuperan para reciclar el estaño. El registro mínimo por frasco debe incluir lote, entrada y salida del refrigerador, hora de apertura, línea y hora de desecho. Con esa trazabilidad, cuando aparece un lote de tarjetas con defectos de Soldadura es posible descartar o confirmar la pasta en minutos y no en días.</p>`,
      },
      en: {
        title: "Solder paste handling: storage, thawing and stencil life",
        excerpt:
          "An excellent paste is ruined in the wrong refrigerator or by a jar opened too early. A practical procedure from receiving to disposal, with times, temperatures and the records worth keeping.",
        html: `<p>Solder paste is a suspension of metal powder (around 88–90% by weight) in a vehicle of flux, solvents and thixotropic agents. It is a living material: the flux reacts slowly with the powder even inside the jar, solvents evaporate and the powder oxidises with moisture. Many problems blamed on printing or on the oven start with handling. This is the procedure we recommend to our customers.</p>

<h2>1. Receiving and storage</h2>
<ul>
<li>Record the lot, manufacturing date and expiry date; label each jar or cartridge with the receiving date.</li>
<li>Store refrigerated between 0 and 10 °C (most manufacturers specify 2–10 °C). Do not freeze: flux separation is irreversible.</li>
<li>Typical refrigerated shelf life: 6 months from manufacture; at room temperature, a few weeks. The data sheet rules.</li>
<li>Use a dedicated refrigerator with a recording thermometer and alarm. Do not share it with food or with adhesives that need a different temperature.</li>
<li>First in, first out (FIFO), without exceptions.</li>
</ul>

<h2>2. Thawing</h2>
<p>This is the step most often skipped under production pressure. A cold jar opened in a 25 °C, 50% RH room immediately condenses water on the paste; that moisture causes spattering, solder balls and voids.</p>
<ol>
<li>Take out the closed jar and leave it at room temperature for 4 to 8 hours (500 g jars); cartridges of 600 g or more may need longer.</li>
<li>Do not speed it up with ovens, on top of the reflow oven or with hot-air guns.</li>
<li>Write the time it left the refrigerator on the label.</li>
<li>Once it has reached room temperature, do not return it to the refrigerator more than once; each cycle degrades the rheology.</li>
</ol>

<h2>3. Mixing</h2>
<p>Mix gently for 1 to 3 minutes with a spatula, or in a centrifugal mixer for the time the manufacturer specifies, until the consistency is uniform. Overmixing heats the paste and breaks down its thixotropic structure, causing slump and bridging on fine pitch.</p>

<h2>4. On the printer</h2>
<ul>
<li>Recommended ambient conditions: 20–26 °C and 30–60% RH. Outside that range, viscosity and stencil life change.</li>
<li>Keep a paste roll 15 to 20 mm in diameter along the squeegee; add small amounts often rather than a lot at once.</li>
<li>Respect the manufacturer's stencil life, usually 8 to 12 hours of continuous printing, and the abandon time (the longest pause without printing before the first print comes out defective).</li>
<li>Never mix used paste from the stencil with fresh paste in the original jar.</li>
<li>Record the time the paste was loaded on the stencil so the next shift knows how long it has been working.</li>
</ul>

<h2>5. Signs that something is wrong</h2>
<table>
<thead><tr><th>Symptom in SPI or AOI</th><th>Likely handling cause</th></tr></thead>
<tbody>
<tr><td>Low, uneven volume on small apertures</td><td>Paste dried out by exceeded stencil life or a hot room</td></tr>
<tr><td>Slump and bridges on 0.5 mm QFPs</td><td>Overmixing, warm paste or separated vehicle</td></tr>
<tr><td>Random solder balls after reflow</td><td>Condensation from incomplete thawing</td></tr>
<tr><td>Poor wetting, dull joints</td><td>Expired paste, or paste refrigerated and warmed several times</td></tr>
</tbody>
</table>

<h2>6. Powder type and selection</h2>
<p>J-STD-005 classifies powder by size: type 3 (25–45 µm), type 4 (20–38 µm) and type 5 (15–25 µm). A practical rule is that at least five of the largest particles should fit across the smallest aperture. For 0201 chips and 0.4 mm BGAs, type 4 is the reasonable minimum; type 5 improves transfer but oxidises faster and is more sensitive to handling.</p>

<h2>7. Records and disposal</h2>
<p>Paste that exceeds its stencil life or open life is disposed of as metal-bearing waste under the applicable environmental regulations; many suppliers take it back to recycle the tin. The minimum record per jar should include the lot, time in and out of the refrigerator, opening time, line and disposal time. With that traceability, when a batch of boards shows soldering defects, the paste can be ruled in or out in minutes rather than days.</p>`,
      },
    },
  },
  // ───────────────────────────── esd ─────────────────────────────
  {
    slug: "programa-de-control-esd-segun-ansi-esd-s2020-guia-practica-para-planta",
    category: "esd",
    tags: ["esd-s20-20", "ionization", "reliability"],
    publishedAt: "2025-03-11T16:00:00.000Z",
    cover: "/images/blog/esd-1.webp",
    status: "published",
    content: {
      es: {
        title: "Programa de control ESD según ANSI/ESD S20.20: guía práctica para planta",
        excerpt:
          "Tapetes y pulseras no son un programa ESD. Qué exige realmente ANSI/ESD S20.20, cómo se estructura el plan de control, qué límites de resistencia aplican a cada elemento y por dónde empezar en una planta que ya está operando.",
        html: `<p>Muchas plantas tienen tapetes disipativos, pulseras y batas, pero no tienen un programa de control de descargas electrostáticas (ESD). La diferencia se nota en la primera auditoría de cliente y, peor aún, en fallas latentes que aparecen meses después en campo. ANSI/ESD S20.20 define los requisitos administrativos y técnicos de un programa para proteger partes, ensambles y equipo susceptibles a descargas de 100 V en modelo de cuerpo humano (HBM), 200 V en modelo de dispositivo cargado (CDM) y 35 V en conductores aislados.</p>

<h2>Requisitos administrativos</h2>
<ul>
<li><strong>Plan de control ESD:</strong> documento que describe el alcance, las áreas protegidas (EPA), los elementos técnicos seleccionados y sus límites.</li>
<li><strong>Coordinador ESD:</strong> una persona con autoridad y tiempo asignado, no una responsabilidad "adicional" de calidad.</li>
<li><strong>Capacitación:</strong> inicial antes de manejar partes sensibles y recurrente con frecuencia definida, con registros y evaluación.</li>
<li><strong>Plan de verificación de cumplimiento:</strong> qué se mide, con qué método, con qué frecuencia y quién lo hace. ESD TR53 es la referencia para los métodos de verificación.</li>
<li><strong>Calificación de productos:</strong> evidencia de que cada tapete, silla o empaque cumple los límites con el método de prueba de la norma, no solo la hoja del proveedor.</li>
</ul>

<h2>Requisitos técnicos y límites</h2>
<p>La tabla resume los límites más usados del plan de control. Verifique la revisión vigente de la norma que su cliente invoca; los valores de esta tabla corresponden a los requisitos generalmente aceptados.</p>
<table>
<thead><tr><th>Elemento</th><th>Medición</th><th>Límite</th></tr></thead>
<tbody>
<tr><td>Sistema de pulsera</td><td>Resistencia persona–tierra</td><td>&lt; 3.5 × 10⁷ Ω</td></tr>
<tr><td>Calzado y piso (método 1)</td><td>Resistencia del sistema persona–calzado–piso</td><td>&lt; 3.5 × 10⁷ Ω</td></tr>
<tr><td>Calzado y piso (método 2)</td><td>Resistencia del sistema y voltaje corporal al caminar</td><td>&lt; 1.0 × 10⁹ Ω y &lt; 100 V</td></tr>
<tr><td>Superficies de trabajo</td><td>Resistencia punto a tierra</td><td>&lt; 1.0 × 10⁹ Ω</td></tr>
<tr><td>Pisos, sillas, carros, estantes</td><td>Resistencia a tierra</td><td>&lt; 1.0 × 10⁹ Ω</td></tr>
<tr><td>Batas</td><td>Resistencia punto a punto</td><td>&lt; 1.0 × 10¹¹ Ω</td></tr>
<tr><td>Ionizadores</td><td>Voltaje de desbalance (offset)</td><td>&lt; ±35 V; tiempo de descarga definido por el usuario</td></tr>
</tbody>
</table>

<h3>Aterrizaje</h3>
<p>Todo el sistema debe llevar a un mismo potencial. La referencia preferida es la tierra del equipo (el conductor de tierra de la instalación eléctrica de la estación). Si se usa una tierra auxiliar, debe estar unida a la tierra del equipo con una resistencia menor a 25 Ω para evitar diferencias de potencial entre elementos. Los cautines deben tener resistencia punta–tierra menor a 2 Ω.</p>

<h3>Aislantes esenciales del proceso</h3>
<p>Las carcasas plásticas, el laminado de la tarjeta y las cintas de los carretes no se pueden aterrizar. La norma pide medir su campo electrostático: si supera 2,000 V a 2.5 cm, el objeto debe mantenerse a más de 30 cm de las partes sensibles; si supera 125 V, a más de 2.5 cm. Cuando no es posible alejarlos, se neutralizan con ionización.</p>

<h3>Empaque</h3>
<p>Fuera de la EPA, las partes sensibles deben viajar en empaque de blindaje contra descargas (bolsas metalizadas, contenedores conductivos), conforme a ANSI/ESD S541. Una bolsa rosa antiestática no blinda: solo evita generar carga.</p>

<h2>Cómo empezar en una planta en operación</h2>
<ol>
<li>Levantar un diagnóstico: mapa de la planta, dónde se manejan partes sin empaque y qué elementos existen hoy.</li>
<li>Definir las EPA con señalización y control de acceso; es mejor una EPA pequeña y bien controlada que toda la planta mal controlada.</li>
<li>Medir todo lo existente con los métodos de la norma antes de comprar material nuevo. Con frecuencia, tapetes "ESD" instalados sin conexión a tierra son la primera falla.</li>
<li>Redactar el plan de control y el plan de verificación, capacitar y arrancar mediciones periódicas.</li>
<li>Auditar internamente a los tres meses y ajustar frecuencias con base en los datos.</li>
</ol>
<blockquote><p>Un programa ESD no se compra: se diseña, se mide y se sostiene. El material es la parte fácil.</p></blockquote>
<p>La humedad relativa no es un requisito de S20.20, pero ambientes muy secos (por debajo de 30 % de HR, comunes en invierno en el norte del país) elevan la generación de carga. Inclúyala en el diagnóstico aunque no sea un elemento de control formal.</p>`,
      },
      en: {
        title: "An ESD control program to ANSI/ESD S20.20: a practical plant guide",
        excerpt:
          "Mats and wrist straps are not an ESD program. What ANSI/ESD S20.20 actually requires, how to structure the control plan, which resistance limits apply to each element and where to start in a plant that is already running.",
        html: `<p>Many plants have dissipative mats, wrist straps and smocks, yet no electrostatic discharge (ESD) control program. The difference shows in the first customer audit and, worse, in latent failures that appear months later in the field. ANSI/ESD S20.20 sets the administrative and technical requirements of a program to protect parts, assemblies and equipment susceptible to discharges of 100 V human body model (HBM), 200 V charged device model (CDM) and 35 V on isolated conductors.</p>

<h2>Administrative requirements</h2>
<ul>
<li><strong>ESD control plan:</strong> a document describing the scope, the ESD protected areas (EPAs), the technical elements selected and their limits.</li>
<li><strong>ESD coordinator:</strong> a person with authority and allocated time, not an "extra" quality responsibility.</li>
<li><strong>Training:</strong> initial training before handling sensitive parts and recurrent training at a defined frequency, with records and assessment.</li>
<li><strong>Compliance verification plan:</strong> what is measured, by which method, how often and by whom. ESD TR53 is the reference for verification methods.</li>
<li><strong>Product qualification:</strong> evidence that each mat, chair or package meets the limits with the standard's test method, not just the supplier's data sheet.</li>
</ul>

<h2>Technical requirements and limits</h2>
<p>The table summarises the limits most used in the control plan. Check the current revision of the standard your customer invokes; the values in this table reflect the generally accepted requirements.</p>
<table>
<thead><tr><th>Element</th><th>Measurement</th><th>Limit</th></tr></thead>
<tbody>
<tr><td>Wrist strap system</td><td>Person-to-ground resistance</td><td>&lt; 3.5 × 10⁷ Ω</td></tr>
<tr><td>Footwear and flooring (method 1)</td><td>Person–footwear–floor system resistance</td><td>&lt; 3.5 × 10⁷ Ω</td></tr>
<tr><td>Footwear and flooring (method 2)</td><td>System resistance and walking body voltage</td><td>&lt; 1.0 × 10⁹ Ω and &lt; 100 V</td></tr>
<tr><td>Worksurfaces</td><td>Point-to-ground resistance</td><td>&lt; 1.0 × 10⁹ Ω</td></tr>
<tr><td>Floors, seating, carts, shelving</td><td>Resistance to ground</td><td>&lt; 1.0 × 10⁹ Ω</td></tr>
<tr><td>Garments</td><td>Point-to-point resistance</td><td>&lt; 1.0 × 10¹¹ Ω</td></tr>
<tr><td>Ionisers</td><td>Offset voltage</td><td>&lt; ±35 V; discharge time defined by the user</td></tr>
</tbody>
</table>

<h3>Grounding</h3>
<p>The whole system must be brought to the same potential. The preferred reference is the equipment ground (the grounding conductor of the station's electrical installation). If an auxiliary ground is used, it must be bonded to the equipment ground with less than 25 Ω to avoid potential differences between elements. Soldering irons should have a tip-to-ground resistance below 2 Ω.</p>

<h3>Process-essential insulators</h3>
<p>Plastic housings, the board laminate and reel cover tapes cannot be grounded. The standard requires measuring their electrostatic field: if it exceeds 2,000 V at 2.5 cm (1 inch), the item must be kept more than 30 cm (12 inches) away from sensitive parts; if it exceeds 125 V, more than 2.5 cm away. When they cannot be moved away, they are neutralised with ionisation.</p>

<h3>Packaging</h3>
<p>Outside the EPA, sensitive parts must travel in discharge-shielding packaging (metallised bags, conductive containers) in accordance with ANSI/ESD S541. A pink antistatic bag does not shield: it only avoids generating charge.</p>

<h2>How to start in a running plant</h2>
<ol>
<li>Run a baseline survey: a plant map, where parts are handled unpackaged, and which elements exist today.</li>
<li>Define EPAs with signage and access control; a small, well-controlled EPA beats a whole plant poorly controlled.</li>
<li>Measure everything in place with the standard's methods before buying new material. "ESD" mats installed without a ground connection are often the first finding.</li>
<li>Write the control plan and verification plan, train people and start periodic measurements.</li>
<li>Run an internal audit after three months and adjust frequencies based on the data.</li>
</ol>
<blockquote><p>An ESD program is not bought: it is designed, measured and sustained. The material is the easy part.</p></blockquote>
<p>Relative humidity is not an S20.20 requirement, but very dry environments (below 30% RH, common in winter in northern Mexico) increase charge generation. Include it in the survey even though it is not a formal control element.</p>`,
      },
    },
  },
  {
    slug: "como-auditar-una-epa-mediciones-frecuencias-y-hallazgos-comunes",
    category: "esd",
    tags: ["esd-s20-20", "ionization", "reliability"],
    publishedAt: "2026-01-20T16:00:00.000Z",
    cover: "/images/blog/esd-2.webp",
    status: "published",
    content: {
      es: {
        title: "Cómo auditar una EPA: mediciones, frecuencias y hallazgos comunes",
        excerpt:
          "La verificación periódica es lo que convierte un plan de control ESD en un programa vivo. Instrumentos, métodos de ESD TR53, frecuencias razonables y los diez hallazgos que más encontramos en plantas del norte de México.",
        html: `<p>Un área protegida contra ESD (EPA) que nadie mide se degrada en meses: los tapetes se contaminan con residuos de fundente, los cordones de tierra se rompen, los ionizadores se desbalancean y el personal nuevo llega sin capacitación. La verificación de cumplimiento que pide ANSI/ESD S20.20 existe precisamente para detectar esa deriva antes de que cueste producto.</p>

<h2>Instrumentos necesarios</h2>
<ul>
<li><strong>Medidor de resistencia superficial</strong> con dos electrodos cilíndricos de 2.27 kg (5 lb) y voltajes de prueba de 10 V y 100 V.</li>
<li><strong>Probador de pulseras y calzado</strong> para la verificación diaria del personal al ingresar a la EPA.</li>
<li><strong>Monitor de placa cargada</strong> (CPM) para medir el tiempo de descarga y el balance de los ionizadores.</li>
<li><strong>Medidor de campo electrostático</strong> para evaluar aislantes esenciales del proceso.</li>
<li>Multímetro para verificar la continuidad del sistema de tierra y la resistencia de la tierra auxiliar.</li>
</ul>
<p>Todos deben estar calibrados y con su certificado vigente; un hallazgo levantado con un instrumento sin calibración no resiste una discusión con producción.</p>

<h2>Cómo medir</h2>
<h3>Superficies de trabajo</h3>
<p>Se mide la resistencia punto a tierra colocando un electrodo sobre la superficie y conectando el otro al punto común de tierra. Se inicia a 10 V; si la lectura es igual o mayor a 1 × 10⁶ Ω, se repite a 100 V. El límite es menor a 1 × 10⁹ Ω. Mida en las zonas de uso real, no en la esquina limpia del tapete.</p>
<h3>Ionizadores</h3>
<p>Con el CPM se mide el tiempo que tarda la placa en descargarse de 1,000 V a 100 V, en ambas polaridades, y el voltaje de desbalance. El tiempo aceptable lo define el usuario según el proceso (es habitual especificar menos de 5 a 10 segundos en la posición de trabajo); el desbalance debe quedar dentro de ±35 V. La posición de la placa debe reproducir la posición real de la pieza.</p>
<h3>Personal</h3>
<p>Pulseras y calzado se verifican al inicio de cada turno con el probador, y el resultado se registra. Si la estación tiene monitor continuo de pulsera, la verificación diaria se sustituye por la revisión del funcionamiento del monitor.</p>

<h2>Frecuencias de verificación</h2>
<p>La norma deja la frecuencia a criterio del usuario, basada en datos. Estas son frecuencias de arranque razonables que luego se ajustan según los resultados:</p>
<table>
<thead><tr><th>Elemento</th><th>Frecuencia inicial sugerida</th></tr></thead>
<tbody>
<tr><td>Pulseras y calzado</td><td>Cada ingreso o inicio de turno</td></tr>
<tr><td>Superficies de trabajo y cordones de tierra</td><td>Mensual</td></tr>
<tr><td>Ionizadores</td><td>Mensual; trimestral si el historial es estable</td></tr>
<tr><td>Sillas, carros y estantes</td><td>Trimestral</td></tr>
<tr><td>Pisos</td><td>Trimestral y después de cada limpieza profunda o encerado</td></tr>
<tr><td>Batas</td><td>Semestral por muestreo y después de un número definido de lavados</td></tr>
<tr><td>Tierra auxiliar e instalaciones</td><td>Anual</td></tr>
</tbody>
</table>

<h2>Los diez hallazgos más comunes</h2>
<ol>
<li>Tapetes sin conexión a tierra o con el broche flojo.</li>
<li>Tapetes cubiertos con residuos de fundente o limpiados con productos que dejan película aislante.</li>
<li>Ionizadores con emisores sucios y tiempos de descarga arriba de 30 s.</li>
<li>Pulseras usadas sobre la manga de la bata y no contra la piel.</li>
<li>Registros diarios llenados "de memoria" al final del turno.</li>
<li>Vasos, folders y bolsas de plástico comunes dentro de la EPA.</li>
<li>Carros con ruedas no conductivas o con pintura aislante en el punto de contacto.</li>
<li>Batas abiertas que dejan la ropa de calle expuesta.</li>
<li>Partes sensibles transportadas fuera de la EPA en bolsas no blindadas.</li>
<li>Personal de mantenimiento y visitantes sin control de ingreso.</li>
</ol>

<h2>Cerrar el ciclo</h2>
<p>Cada hallazgo debe generar una acción correctiva con responsable y fecha, y el indicador de cumplimiento (porcentaje de mediciones dentro de límite) debe revisarse mensualmente en la junta de calidad. Una meta de 98 % de cumplimiento es exigente pero alcanzable. Cuando una falla aparezca en un elemento, revise también las tarjetas procesadas desde la última verificación aprobada: para eso sirve el registro.</p>`,
      },
      en: {
        title: "How to audit an EPA: measurements, frequencies and common findings",
        excerpt:
          "Periodic verification is what turns an ESD control plan into a living program. Instruments, ESD TR53 methods, reasonable frequencies and the ten findings we see most often in plants in northern Mexico.",
        html: `<p>An ESD protected area (EPA) that nobody measures degrades within months: mats get contaminated with flux residue, ground cords break, ionisers drift out of balance and new staff arrive untrained. The compliance verification required by ANSI/ESD S20.20 exists precisely to detect that drift before it costs product.</p>

<h2>Instruments you need</h2>
<ul>
<li><strong>Surface resistance meter</strong> with two 2.27 kg (5 lb) cylindrical electrodes and 10 V and 100 V test voltages.</li>
<li><strong>Wrist strap and footwear tester</strong> for the daily check of personnel entering the EPA.</li>
<li><strong>Charged plate monitor</strong> (CPM) to measure discharge time and balance of ionisers.</li>
<li><strong>Electrostatic field meter</strong> to evaluate process-essential insulators.</li>
<li>A multimeter to verify continuity of the ground system and the resistance of the auxiliary ground.</li>
</ul>
<p>All of them must be calibrated with a current certificate; a finding raised with an uncalibrated instrument will not survive a discussion with production.</p>

<h2>How to measure</h2>
<h3>Worksurfaces</h3>
<p>Point-to-ground resistance is measured by placing one electrode on the surface and connecting the other to the common ground point. Start at 10 V; if the reading is 1 × 10⁶ Ω or higher, repeat at 100 V. The limit is below 1 × 10⁹ Ω. Measure where the surface is actually used, not in the clean corner of the mat.</p>
<h3>Ionisers</h3>
<p>With the CPM, measure the time the plate takes to discharge from 1,000 V to 100 V, in both polarities, and the offset voltage. The acceptable time is defined by the user according to the process (specifying less than 5 to 10 seconds at the work position is common); the offset must remain within ±35 V. The plate position should reproduce the real position of the part.</p>
<h3>Personnel</h3>
<p>Wrist straps and footwear are checked at the start of every shift with the tester, and the result is recorded. If the station has a continuous wrist strap monitor, the daily check is replaced by confirming that the monitor works.</p>

<h2>Verification frequencies</h2>
<p>The standard leaves the frequency to the user, based on data. These are reasonable starting frequencies that are then adjusted according to results:</p>
<table>
<thead><tr><th>Element</th><th>Suggested starting frequency</th></tr></thead>
<tbody>
<tr><td>Wrist straps and footwear</td><td>Every entry or start of shift</td></tr>
<tr><td>Worksurfaces and ground cords</td><td>Monthly</td></tr>
<tr><td>Ionisers</td><td>Monthly; quarterly if the history is stable</td></tr>
<tr><td>Seating, carts and shelving</td><td>Quarterly</td></tr>
<tr><td>Floors</td><td>Quarterly and after every deep clean or waxing</td></tr>
<tr><td>Garments</td><td>Every six months by sampling and after a defined number of washes</td></tr>
<tr><td>Auxiliary ground and installation</td><td>Yearly</td></tr>
</tbody>
</table>

<h2>The ten most common findings</h2>
<ol>
<li>Mats not connected to ground, or with a loose snap.</li>
<li>Mats covered in flux residue or cleaned with products that leave an insulating film.</li>
<li>Ionisers with dirty emitters and discharge times above 30 s.</li>
<li>Wrist straps worn over the smock sleeve instead of against the skin.</li>
<li>Daily logs filled in "from memory" at the end of the shift.</li>
<li>Ordinary plastic cups, folders and bags inside the EPA.</li>
<li>Carts with non-conductive wheels or insulating paint at the contact point.</li>
<li>Open smocks that leave street clothing exposed.</li>
<li>Sensitive parts carried outside the EPA in non-shielding bags.</li>
<li>Maintenance staff and visitors without entry control.</li>
</ol>

<h2>Closing the loop</h2>
<p>Every finding must lead to a corrective action with an owner and a date, and the compliance indicator (percentage of measurements within limits) should be reviewed monthly at the quality meeting. A 98% compliance target is demanding but achievable. When an element fails, also review the boards processed since the last passing verification: that is what the records are for.</p>`,
      },
    },
  },
  {
    slug: "ionizadores-en-lineas-smt-cuando-usarlos-y-como-verificarlos",
    category: "esd",
    tags: ["ionization", "esd-s20-20", "pick-and-place"],
    publishedAt: "2026-09-22T16:00:00.000Z",
    cover: "/images/blog/esd-3.webp",
    status: "published",
    content: {
      es: {
        title: "Ionizadores en líneas SMT: cuándo usarlos y cómo verificarlos",
        excerpt:
          "El aterrizaje no elimina la carga de los aislantes. Dónde sí hace falta ionización en una línea SMT, cómo elegir entre ionizador de banco, de barra o de aire comprimido, y el mantenimiento que evita que un ionizador sucio cargue en lugar de neutralizar.",
        html: `<p>La primera regla del control ESD es aterrizar todo lo conductivo. Pero en una línea SMT hay aislantes que no se pueden aterrizar ni retirar: el laminado FR-4, las carcasas plásticas, las cintas de cubierta (cover tape) de los carretes, las charolas JEDEC y las películas protectoras. Para ellos, ANSI/ESD S20.20 prevé la ionización: generar iones positivos y negativos que neutralizan la carga superficial del aislante.</p>

<h2>Dónde sí hace falta</h2>
<ul>
<li><strong>Desprendimiento de cintas:</strong> al retirar la cinta de cubierta de un carrete en el alimentador se generan varios kilovoltios. Los ionizadores de barra sobre el banco de alimentadores reducen descargas CDM en componentes de paso fino.</li>
<li><strong>Separación de tarjetas (depaneling):</strong> el router y el corte con láser cargan el laminado y el polvo.</li>
<li><strong>Salida de soldadura por ola y selectiva:</strong> el transportador y el fundente seco generan carga al separarse la tarjeta.</li>
<li><strong>Recubrimiento conformal y enmascarado:</strong> al retirar cintas de enmascarar se generan los voltajes más altos que medimos en planta, con frecuencia arriba de 5 kV.</li>
<li><strong>Empaque final:</strong> bolsas, películas estirables y burbuja que rozan el ensamble.</li>
<li><strong>Estaciones de inspección y retrabajo</strong> donde el operador manipula la tarjeta y herramientas plásticas.</li>
</ul>

<h2>Tipos de ionizador</h2>
<table>
<thead><tr><th>Tipo</th><th>Aplicación típica</th><th>Consideraciones</th></tr></thead>
<tbody>
<tr><td>De banco (con ventilador)</td><td>Estaciones manuales de inspección, retrabajo y ensamble final</td><td>Cobertura de 60 a 90 cm; el flujo de aire puede molestar en soldadura manual</td></tr>
<tr><td>Aéreo (sobre la estación)</td><td>Bancos largos, líneas de ensamble manual</td><td>No ocupa espacio en la superficie; tiempos de descarga mayores a distancia</td></tr>
<tr><td>Barra de ionización</td><td>Interior de máquinas, transportadores, alimentadores</td><td>Pueden requerir aire comprimido para alcanzar la pieza; montaje a 5–30 cm</td></tr>
<tr><td>Pistola o boquilla de aire ionizado</td><td>Limpieza de partículas y neutralización puntual</td><td>Aire seco y filtrado; no sustituye la ionización continua</td></tr>
</tbody>
</table>

<h2>Cómo verificarlos</h2>
<p>La referencia es el monitor de placa cargada (CPM): una placa conductiva de 15 × 15 cm aislada de tierra que se carga a ±1,000 V. Con la placa en la posición real de trabajo se mide:</p>
<ol>
<li><strong>Tiempo de descarga</strong> de +1,000 V a +100 V y de −1,000 V a −100 V. El límite lo define el usuario; para estaciones de trabajo es común especificar 5 a 10 segundos, y para el interior de máquinas valores de 2 segundos o menos.</li>
<li><strong>Voltaje de desbalance</strong> (offset): la placa, descargada y aislada, no debe quedar fuera de ±35 V. Un ionizador desbalanceado carga la pieza en lugar de neutralizarla.</li>
</ol>
<p>Registre la distancia y la posición de la placa en cada medición. Un mismo ionizador puede pasar a 30 cm y fallar a 60 cm, y la posición del operador rara vez coincide con la que se usó al instalarlo.</p>

<h2>Mantenimiento</h2>
<ul>
<li><strong>Limpieza de emisores:</strong> las puntas acumulan polvo y compuestos del aire por el propio efecto corona. Limpiarlas con hisopo y alcohol isopropílico de alta pureza según la frecuencia del fabricante; en ambientes con vapores de fundente, cada dos a cuatro semanas.</li>
<li><strong>Reemplazo de emisores:</strong> las puntas de tungsteno se erosionan; el fabricante indica la vida esperada.</li>
<li><strong>Filtros y ventiladores:</strong> un filtro tapado reduce el flujo y alarga el tiempo de descarga.</li>
<li><strong>Alarmas:</strong> muchos equipos actuales monitorean el balance y avisan cuando requieren limpieza; conéctelas al sistema de monitoreo de la línea si es posible.</li>
</ul>

<h2>Errores frecuentes</h2>
<ul>
<li>Instalar ionizadores como sustituto del aterrizaje del personal o de las superficies.</li>
<li>Apuntar el ionizador al operador y no a la pieza.</li>
<li>Apagarlos porque "hacen ruido" o "secan los ojos" sin reportarlo al coordinador ESD.</li>
<li>No incluirlos en el plan de verificación porque "ya vienen calibrados de fábrica".</li>
</ul>
<p>Bien seleccionada y mantenida, la ionización cierra el hueco que deja el aterrizaje. Mal mantenida, se convierte en una fuente de carga dentro de la EPA.</p>`,
      },
      en: null,
    },
  },
  // ───────────────────────────── procesos ─────────────────────────────
  {
    slug: "diseno-de-estenciles-relacion-de-area-reduccion-de-aperturas-y-nanorecubrimiento",
    category: "procesos",
    tags: ["stencil", "solder-paste", "spi", "voids"],
    publishedAt: "2025-04-29T16:00:00.000Z",
    cover: "/images/blog/procesos-1.webp",
    status: "published",
    content: {
      es: {
        title: "Diseño de esténciles: relación de área, reducción de aperturas y nanorecubrimiento",
        excerpt:
          "Entre 60 y 70 % de los defectos SMT se originan en la impresión. Cómo calcular la relación de área y la relación de aspecto, qué reducciones aplicar por tipo de componente y cuándo vale la pena un esténcil escalonado o con nanorecubrimiento.",
        html: `<p>La impresión de pasta es el paso con mayor influencia en el rendimiento de una línea SMT, y el esténcil es la herramienta que la define. Un buen diseño no copia el pad del Gerber: ajusta cada apertura para depositar el volumen correcto y para que la pasta se libere limpiamente de las paredes.</p>

<h2>Relación de área y relación de aspecto</h2>
<p>Cuando el esténcil se separa de la tarjeta, la pasta queda "jalada" entre dos superficies: el pad, que la retiene, y las paredes de la apertura, que también la retienen. La liberación depende del cociente entre ambas áreas, la <strong>relación de área</strong> (AR):</p>
<pre><code>AR rectangular = (L × W) / (2 × (L + W) × T)
AR circular    = D / (4 × T)
Relación de aspecto = W / T</code></pre>
<p>Donde L y W son el largo y el ancho de la apertura, D el diámetro y T el espesor del esténcil. IPC-7525 recomienda AR ≥ 0.66 y relación de aspecto ≥ 1.5 para pastas tipo 3 y 4. Por debajo de 0.66 la eficiencia de transferencia cae rápidamente y se vuelve inestable entre impresiones.</p>

<h3>Ejemplos calculados</h3>
<table>
<thead><tr><th>Componente</th><th>Apertura</th><th>Espesor</th><th>AR</th><th>Resultado</th></tr></thead>
<tbody>
<tr><td>Chip 0201 (imperial)</td><td>0.30 × 0.28 mm</td><td>100 µm</td><td>0.72</td><td>Aceptable</td></tr>
<tr><td>Chip 0201 (imperial)</td><td>0.30 × 0.28 mm</td><td>125 µm</td><td>0.58</td><td>Transferencia deficiente</td></tr>
<tr><td>BGA paso 0.4 mm</td><td>Ø 0.25 mm</td><td>100 µm</td><td>0.63</td><td>Marginal</td></tr>
<tr><td>BGA paso 0.4 mm</td><td>Ø 0.25 mm</td><td>80 µm</td><td>0.78</td><td>Aceptable</td></tr>
<tr><td>QFP paso 0.5 mm</td><td>0.25 × 1.50 mm</td><td>125 µm</td><td>0.86</td><td>Aceptable</td></tr>
</tbody>
</table>
<p>La tabla muestra el dilema de los productos mixtos: el espesor que necesitan los conectores y las piezas grandes (125–150 µm) no libera bien en los componentes más pequeños.</p>

<h2>Reducciones por tipo de componente</h2>
<ul>
<li><strong>Chips 0603 y mayores:</strong> apertura tipo <em>home plate</em> invertido o reducción de 10 % en el lado interior para evitar bolitas a media altura.</li>
<li><strong>Paso fino (QFP, conectores de 0.5 mm):</strong> ancho de 50 % del paso como máximo y reducción del largo de 5–10 % para dejar espacio entre depósitos y reducir puentes.</li>
<li><strong>QFN y pads térmicos:</strong> apertura dividida en ventanas con 50–70 % de cobertura total; los pads perimetrales 1:1 o con ligera extensión hacia afuera.</li>
<li><strong>BGA:</strong> apertura 1:1 o ligeramente mayor que el pad en BGA de paso amplio; en paso fino, aperturas cuadradas con esquinas redondeadas mejoran la transferencia frente a las circulares del mismo ancho.</li>
<li><strong>Pin in paste:</strong> sobreimpresión calculada con el volumen del barreno menos el volumen del pin, considerando que la pasta pierde alrededor de 50 % de su volumen al fundir.</li>
</ul>

<h2>Esténciles escalonados</h2>
<p>Un esténcil escalonado (step-down) reduce el espesor localmente, por ejemplo de 125 a 100 µm, en la zona de componentes finos. Requiere una distancia libre entre el escalón y las aperturas vecinas (como regla general, al menos 35 veces la profundidad del escalón para la cuchilla metálica), y conviene colocar los escalones del lado de la cuchilla.</p>

<h2>Tecnología de fabricación y nanorecubrimiento</h2>
<ul>
<li><strong>Acero inoxidable cortado con láser:</strong> el estándar actual. Las paredes con ligera conicidad (más abierta del lado de la tarjeta) favorecen la liberación.</li>
<li><strong>Acero de grano fino y electropulido:</strong> paredes más lisas, mejor AR efectivo en aperturas pequeñas.</li>
<li><strong>Níquel electroformado:</strong> la mejor liberación, a mayor costo y menor robustez mecánica.</li>
<li><strong>Nanorecubrimiento:</strong> capa hidrofóbica y oleofóbica que reduce la adhesión de fundente a las paredes y a la cara inferior. En nuestra experiencia mejora la repetibilidad en aperturas con AR de 0.60–0.66, reduce la frecuencia necesaria de limpieza inferior y disminuye el sangrado de pasta. No convierte una apertura mal diseñada en una buena.</li>
</ul>

<h2>Cómo validar el diseño</h2>
<ol>
<li>Imprimir un panel de prueba y medir en SPI el volumen, área y altura de cada depósito.</li>
<li>Revisar la eficiencia de transferencia por tipo de apertura; los límites habituales de SPI van de 50 a 150 % del volumen teórico, con una meta de proceso de 80–120 %.</li>
<li>Calcular el Cpk del volumen en las aperturas críticas antes de liberar el esténcil a producción.</li>
<li>Documentar la revisión del esténcil, su espesor y tensión, y asociarla al número de parte de la tarjeta.</li>
</ol>`,
      },
      en: {
        title: "Stencil design: area ratio, aperture reduction and nano-coating",
        excerpt:
          "Between 60 and 70% of SMT defects originate at the printer. How to calculate area ratio and aspect ratio, which reductions to apply by component type, and when a step stencil or nano-coating is worth it.",
        html: `<p>Paste printing is the step with the greatest influence on SMT line yield, and the stencil is the tool that defines it. A good design does not copy the Gerber pad: it adjusts each aperture to deposit the right volume and to let the paste release cleanly from the walls.</p>

<h2>Area ratio and aspect ratio</h2>
<p>When the stencil separates from the board, the paste is pulled between two surfaces: the pad, which holds it, and the aperture walls, which also hold it. Release depends on the ratio between both areas, the <strong>area ratio</strong> (AR):</p>
<pre><code>AR rectangular = (L × W) / (2 × (L + W) × T)
AR circular    = D / (4 × T)
Aspect ratio   = W / T</code></pre>
<p>L and W are the aperture length and width, D the diameter and T the stencil thickness. IPC-7525 recommends AR ≥ 0.66 and aspect ratio ≥ 1.5 for type 3 and type 4 pastes. Below 0.66, transfer efficiency drops quickly and becomes unstable from print to print.</p>

<h3>Worked examples</h3>
<table>
<thead><tr><th>Component</th><th>Aperture</th><th>Thickness</th><th>AR</th><th>Result</th></tr></thead>
<tbody>
<tr><td>0201 chip (imperial)</td><td>0.30 × 0.28 mm</td><td>100 µm</td><td>0.72</td><td>Acceptable</td></tr>
<tr><td>0201 chip (imperial)</td><td>0.30 × 0.28 mm</td><td>125 µm</td><td>0.58</td><td>Poor transfer</td></tr>
<tr><td>0.4 mm pitch BGA</td><td>Ø 0.25 mm</td><td>100 µm</td><td>0.63</td><td>Marginal</td></tr>
<tr><td>0.4 mm pitch BGA</td><td>Ø 0.25 mm</td><td>80 µm</td><td>0.78</td><td>Acceptable</td></tr>
<tr><td>0.5 mm pitch QFP</td><td>0.25 × 1.50 mm</td><td>125 µm</td><td>0.86</td><td>Acceptable</td></tr>
</tbody>
</table>
<p>The table shows the dilemma of mixed-technology products: the thickness needed by connectors and large parts (125–150 µm) does not release well on the smallest components.</p>

<h2>Reductions by component type</h2>
<ul>
<li><strong>0603 and larger chips:</strong> inverted <em>home-plate</em> aperture or a 10% reduction on the inner side to prevent mid-chip solder balls.</li>
<li><strong>Fine pitch (QFPs, 0.5 mm connectors):</strong> width of at most 50% of the pitch and a 5–10% length reduction to leave space between deposits and reduce bridging.</li>
<li><strong>QFNs and thermal pads:</strong> windowpane aperture with 50–70% total coverage; perimeter pads 1:1 or with a slight outward extension.</li>
<li><strong>BGAs:</strong> 1:1 or slightly larger than the pad on coarse pitch; on fine pitch, square apertures with rounded corners release better than circular ones of the same width.</li>
<li><strong>Pin in paste:</strong> overprint calculated from the hole volume minus the pin volume, bearing in mind that paste loses about 50% of its volume when it melts.</li>
</ul>

<h2>Step stencils</h2>
<p>A step-down stencil reduces thickness locally, for example from 125 to 100 µm, in the fine-component area. It needs a keep-out distance between the step and nearby apertures (as a rule of thumb, at least 35 times the step depth for a metal squeegee), and steps are best placed on the squeegee side.</p>

<h2>Manufacturing technology and nano-coating</h2>
<ul>
<li><strong>Laser-cut stainless steel:</strong> today's standard. Slightly tapered walls (wider on the board side) help release.</li>
<li><strong>Fine-grain, electropolished steel:</strong> smoother walls and a better effective AR on small apertures.</li>
<li><strong>Electroformed nickel:</strong> the best release, at higher cost and lower mechanical robustness.</li>
<li><strong>Nano-coating:</strong> a hydrophobic and oleophobic layer that reduces flux adhesion to the walls and the underside. In our experience it improves repeatability on apertures with AR of 0.60–0.66, reduces the required underwipe frequency and lowers paste bleed. It does not turn a badly designed aperture into a good one.</li>
</ul>

<h2>How to validate the design</h2>
<ol>
<li>Print a test panel and measure volume, area and height of every deposit in SPI.</li>
<li>Review transfer efficiency by aperture type; typical SPI limits run from 50 to 150% of the theoretical volume, with a process target of 80–120%.</li>
<li>Calculate volume Cpk on the critical apertures before releasing the stencil to production.</li>
<li>Document the stencil revision, thickness and tension, and link them to the board part number.</li>
</ol>`,
      },
    },
  },
  {
    slug: "componentes-sensibles-a-la-humedad-control-de-msl-segun-j-std-033",
    category: "procesos",
    tags: ["msl", "reflow", "reliability", "lead-free"],
    publishedAt: "2025-11-04T16:00:00.000Z",
    cover: "/images/blog/procesos-2.webp",
    status: "published",
    content: {
      es: {
        title: "Componentes sensibles a la humedad: control de MSL según J-STD-033",
        excerpt:
          "Delaminación, popcorning y grietas internas que pasan AOI y fallan en campo. Cómo leer el nivel MSL, qué hacer al abrir una bolsa barrera, cuándo hornear y cómo llevar el conteo de vida en piso sin depender de la memoria del turno.",
        html: `<p>Los encapsulados plásticos absorben humedad del ambiente. Durante el reflujo, esa agua se convierte en vapor en segundos y la presión interna puede delaminar el compuesto del marco de plomo o del sustrato, agrietar el encapsulado (el famoso <em>popcorning</em>) o romper alambres de unión. El daño no siempre es visible: muchas veces pasa AOI y prueba eléctrica y aparece como falla intermitente semanas después. Con perfiles libres de plomo, 20 a 30 °C más calientes que los de estaño-plomo, el riesgo aumentó.</p>

<h2>Niveles de sensibilidad (J-STD-020)</h2>
<table>
<thead><tr><th>MSL</th><th>Vida en piso a ≤ 30 °C / 60 % HR</th></tr></thead>
<tbody>
<tr><td>1</td><td>Ilimitada (a ≤ 30 °C / 85 % HR)</td></tr>
<tr><td>2</td><td>1 año</td></tr>
<tr><td>2a</td><td>4 semanas</td></tr>
<tr><td>3</td><td>168 horas</td></tr>
<tr><td>4</td><td>72 horas</td></tr>
<tr><td>5</td><td>48 horas</td></tr>
<tr><td>5a</td><td>24 horas</td></tr>
<tr><td>6</td><td>Hornear antes de usar; reflujo dentro del tiempo indicado en la etiqueta</td></tr>
</tbody>
</table>
<p>El nivel se lee en la etiqueta de precaución de la bolsa, junto con la temperatura pico de clasificación. Si el pico de su perfil supera esa temperatura, el nivel declarado ya no aplica.</p>

<h2>Al abrir una bolsa barrera</h2>
<ol>
<li>Revisar que la bolsa no tenga perforaciones y que la fecha de sellado esté dentro de la vida en almacenamiento.</li>
<li>Leer la tarjeta indicadora de humedad (HIC) inmediatamente. Para niveles 2a a 5a, si el punto de 10 % no está azul, los componentes deben hornearse. Para nivel 2, el criterio es el punto de 60 %.</li>
<li>Anotar fecha y hora de apertura en la etiqueta del carrete o charola y registrarla en el sistema de trazabilidad.</li>
<li>Si no se usarán todos los componentes, regresarlos a bolsa con desecante nuevo y HIC, o a un gabinete seco.</li>
</ol>

<h2>Almacenamiento en gabinete seco</h2>
<p>Un gabinete seco a ≤ 5 % de HR mantiene los componentes en condición equivalente a la bolsa sellada. La norma también permite recuperar la vida en piso después de exposiciones cortas: para niveles 2a a 4, con exposición de hasta 12 horas, almacenar a ≤ 10 % de HR durante un tiempo igual a cinco veces la exposición; para niveles 5 y 5a, con exposición de hasta 8 horas, diez veces. Consulte la revisión vigente de J-STD-033 antes de convertir estas reglas en procedimiento.</p>

<h2>Horneado</h2>
<p>Cuando se rebasa la vida en piso o la HIC lo indica, hay que hornear. A 125 °C, para encapsulados de hasta 1.4 mm de espesor con la vida en piso rebasada por más de 72 horas, los tiempos de referencia son:</p>
<table>
<thead><tr><th>MSL</th><th>2</th><th>2a</th><th>3</th><th>4</th><th>5</th><th>5a</th></tr></thead>
<tbody>
<tr><td>Horas a 125 °C</td><td>5</td><td>7</td><td>9</td><td>11</td><td>12</td><td>16</td></tr>
</tbody>
</table>
<p>Los encapsulados más gruesos requieren mucho más tiempo: hasta 48 horas a 125 °C para cuerpos de 2 a 4.5 mm. Importante:</p>
<ul>
<li>Los carretes y tubos plásticos no resisten 125 °C. Se hornean a 40 °C con ≤ 5 % de HR (días o semanas) o se pasan a charolas de alta temperatura.</li>
<li>El horneado a alta temperatura degrada la soldabilidad de las terminales por oxidación e intermetálico. J-STD-033 limita el tiempo acumulado de horneado; no lo repita sin necesidad.</li>
<li>Después del horneado la vida en piso se reinicia completa.</li>
</ul>

<h2>Control en la línea</h2>
<ul>
<li>Usar un sistema (MES, software del pick and place o gabinetes inteligentes) que descuente la vida en piso por carrete y bloquee su uso al vencer. El control en papel falla en el cambio de turno.</li>
<li>Contar la exposición acumulada de todas las etapas: almacén, kitting, línea, retrabajo.</li>
<li>En tarjetas de doble cara, la segunda pasada de reflujo también cuenta: los componentes del primer lado ya absorbieron humedad entre pasadas.</li>
<li>No olvidar las tarjetas desnudas: IPC-1601 recomienda controlar su humedad y hornearlas cuando rebasan su exposición.</li>
</ul>
<p>En plantas de Monterrey, Reynosa o Tijuana el ambiente de almacén puede superar 60 % de HR en temporada de lluvias si no hay aire acondicionado. Medir y registrar la humedad del almacén y de la línea es el primer paso para saber si la vida en piso declarada es realista.</p>`,
      },
      en: {
        title: "Moisture-sensitive devices: MSL control per J-STD-033",
        excerpt:
          "Delamination, popcorning and internal cracks that pass AOI and fail in the field. How to read the MSL, what to do when opening a moisture barrier bag, when to bake, and how to track floor life without relying on the shift's memory.",
        html: `<p>Plastic packages absorb moisture from the air. During reflow that water turns into steam within seconds, and the internal pressure can delaminate the mould compound from the lead frame or substrate, crack the package (the famous <em>popcorning</em>) or break bond wires. The damage is not always visible: it often passes AOI and electrical test and shows up as an intermittent failure weeks later. With lead-free profiles running 20 to 30 °C hotter than tin-lead ones, the risk has increased.</p>

<h2>Sensitivity levels (J-STD-020)</h2>
<table>
<thead><tr><th>MSL</th><th>Floor life at ≤ 30 °C / 60% RH</th></tr></thead>
<tbody>
<tr><td>1</td><td>Unlimited (at ≤ 30 °C / 85% RH)</td></tr>
<tr><td>2</td><td>1 year</td></tr>
<tr><td>2a</td><td>4 weeks</td></tr>
<tr><td>3</td><td>168 hours</td></tr>
<tr><td>4</td><td>72 hours</td></tr>
<tr><td>5</td><td>48 hours</td></tr>
<tr><td>5a</td><td>24 hours</td></tr>
<tr><td>6</td><td>Bake before use; reflow within the time on the label</td></tr>
</tbody>
</table>
<p>The level is printed on the bag's caution label, together with the peak classification temperature. If your profile's peak exceeds that temperature, the declared level no longer applies.</p>

<h2>When opening a moisture barrier bag</h2>
<ol>
<li>Check that the bag has no holes and that the seal date is within the shelf life.</li>
<li>Read the humidity indicator card (HIC) immediately. For levels 2a to 5a, if the 10% spot is not blue, the parts must be baked. For level 2, the criterion is the 60% spot.</li>
<li>Write the opening date and time on the reel or tray label and record it in the traceability system.</li>
<li>If not all parts will be used, return them to a bag with fresh desiccant and an HIC, or to a dry cabinet.</li>
</ol>

<h2>Dry cabinet storage</h2>
<p>A dry cabinet at ≤ 5% RH keeps parts in a condition equivalent to the sealed bag. The standard also allows floor life to be recovered after short exposures: for levels 2a to 4, with exposure of up to 12 hours, store at ≤ 10% RH for five times the exposure time; for levels 5 and 5a, with exposure of up to 8 hours, ten times. Check the current revision of J-STD-033 before turning these rules into a procedure.</p>

<h2>Baking</h2>
<p>When floor life has been exceeded or the HIC says so, the parts must be baked. At 125 °C, for packages up to 1.4 mm thick whose floor life has been exceeded by more than 72 hours, the reference times are:</p>
<table>
<thead><tr><th>MSL</th><th>2</th><th>2a</th><th>3</th><th>4</th><th>5</th><th>5a</th></tr></thead>
<tbody>
<tr><td>Hours at 125 °C</td><td>5</td><td>7</td><td>9</td><td>11</td><td>12</td><td>16</td></tr>
</tbody>
</table>
<p>Thicker packages need much longer: up to 48 hours at 125 °C for bodies from 2 to 4.5 mm. Important:</p>
<ul>
<li>Plastic reels and tubes cannot withstand 125 °C. They are baked at 40 °C and ≤ 5% RH (days or weeks), or the parts are moved to high-temperature trays.</li>
<li>High-temperature baking degrades lead solderability through oxidation and intermetallic growth. J-STD-033 limits cumulative bake time; do not repeat it unnecessarily.</li>
<li>After baking, the full floor life is restored.</li>
</ul>

<h2>Control on the line</h2>
<ul>
<li>Use a system (MES, pick-and-place software or smart cabinets) that counts down floor life per reel and blocks its use on expiry. Paper control fails at shift change.</li>
<li>Count the accumulated exposure across all stages: warehouse, kitting, line, rework.</li>
<li>On double-sided boards, the second reflow pass counts too: first-side components absorbed moisture between passes.</li>
<li>Do not forget bare boards: IPC-1601 recommends controlling their moisture and baking them when they exceed their exposure.</li>
</ul>
<p>In plants in Monterrey, Reynosa or Tijuana, warehouse air can exceed 60% RH in the rainy season without air conditioning. Measuring and recording warehouse and line humidity is the first step to knowing whether the declared floor life is realistic.</p>`,
      },
    },
  },
  {
    slug: "como-fijar-termopares-para-perfilar-un-horno-de-reflujo",
    category: "procesos",
    tags: ["thermal-profiling", "reflow", "sac305"],
    publishedAt: "2026-08-04T16:00:00.000Z",
    cover: "/images/blog/procesos-3.webp",
    status: "published",
    content: {
      es: {
        title: "Cómo fijar termopares para perfilar un horno de reflujo",
        excerpt:
          "Un perfil es tan bueno como sus termopares. Comparamos soldadura de alta temperatura, adhesivo, cinta de aluminio y cinta poliimida; dónde colocarlos, cómo instrumentar un BGA y cuándo retirar de servicio una tarjeta de perfilado.",
        html: `<p>Cuando un perfil de reflujo "no cuadra" con los defectos que vemos en la línea, la causa más frecuente no es el horno sino la medición. Un termopar mal fijado puede leer de 5 a 15 °C por debajo de la temperatura real de la unión, suficiente para que un perfil aparentemente correcto deje BGA con mojado incompleto o para que se sobrecaliente un conector sin que nadie lo note.</p>

<h2>El termopar</h2>
<ul>
<li>Tipo K, con alambre de calibre 36 a 40 AWG (0.08–0.13 mm). Alambres más gruesos conducen calor y retrasan la lectura.</li>
<li>Unión soldada de punta pequeña, del tamaño del alambre; una gota grande agrega masa térmica.</li>
<li>Aislamiento adecuado para 260 °C o más (PFA o fibra de vidrio), con conectores miniatura identificados por canal.</li>
<li>Verificar cada termopar contra un calibrador o en un baño de referencia antes de construir la tarjeta.</li>
</ul>

<h2>Métodos de fijación</h2>
<table>
<thead><tr><th>Método</th><th>Exactitud</th><th>Durabilidad</th><th>Comentarios</th></tr></thead>
<tbody>
<tr><td>Soldadura de alta temperatura (p. ej. Sn10/Pb90, liquidus cercano a 300 °C)</td><td>Muy buena</td><td>Alta</td><td>Cantidad mínima; exceso de soldadura agrega masa. Requiere cautín con control y buena técnica</td></tr>
<tr><td>Adhesivo térmicamente conductivo (epóxico o cianoacrilato de alta temperatura)</td><td>Buena a muy buena</td><td>Media a alta</td><td>Gota pequeña que cubra la unión; curar por completo antes de la primera corrida</td></tr>
<tr><td>Cinta de aluminio</td><td>Buena</td><td>Media</td><td>Mejor que la poliimida porque conduce calor; presionar bien los bordes</td></tr>
<tr><td>Cinta poliimida</td><td>Regular</td><td>Baja</td><td>Se levanta con el calor y aísla la unión; útil solo para verificaciones rápidas</td></tr>
</tbody>
</table>
<p>La combinación que más usamos: una gota mínima de adhesivo para asegurar la unión en el punto exacto y cinta de aluminio para liberar de tensión el alambre a 2–3 cm.</p>

<h2>Dónde colocarlos</h2>
<ol>
<li><strong>Bola central de un BGA grande:</strong> es normalmente el punto más frío y el que define el pico mínimo.</li>
<li><strong>Componente de mayor masa térmica:</strong> inductores de potencia, blindajes, conectores con mucho metal, disipadores.</li>
<li><strong>Componente más pequeño y expuesto:</strong> un chip 0402 o 0201 en zona abierta, normalmente el más caliente.</li>
<li><strong>Cuerpo del componente más sensible:</strong> capacitores electrolíticos, conectores plásticos, LEDs, cristales; se mide sobre el cuerpo, no en la terminal, para compararlo con su límite.</li>
<li><strong>Bordes y zonas centrales de la tarjeta:</strong> para conocer la uniformidad transversal del horno.</li>
</ol>
<p>Cinco canales son el mínimo razonable; seis a nueve es lo habitual en ensambles complejos.</p>

<h2>Cómo instrumentar un BGA</h2>
<p>Desde la cara inferior de la tarjeta se taladra un barreno de 0.5–0.8 mm que atraviesa el laminado hasta llegar al pad de la bola elegida, sin perforarla. Se inserta el termopar hasta que la unión toque la soldadura y se fija con adhesivo de alta temperatura por el lado inferior. La lectura resultante representa la temperatura real de la unión. Un termopar pegado sobre el cuerpo del BGA puede leer varios grados más que la bola central durante el pico, porque el cuerpo recibe la convección directa.</p>

<h2>La tarjeta de perfilado</h2>
<ul>
<li>Debe ser una tarjeta real, completamente poblada, del mismo número de parte. Una tarjeta desnuda o parcialmente poblada se calienta más rápido.</li>
<li>Identifique cada canal en la tarjeta y en un diagrama, con fotografías de cada punto.</li>
<li>Cada pasada degrada el laminado y las fijaciones. Verifique periódicamente con una tarjeta de referencia; como guía, muchas plantas retiran la tarjeta después de 15–25 pasadas o cuando un canal se desvía más de 3 °C respecto a su historial.</li>
<li>Proteja el perfilador con su barrera térmica y confirme que no supere su temperatura interna máxima.</li>
</ul>

<h2>Errores comunes</h2>
<ul>
<li>Alambres tensos que levantan el termopar cuando la tarjeta se expande.</li>
<li>Cables que cuelgan fuera de la tarjeta y se enganchan en el transportador.</li>
<li>Medir con una tarjeta "de perfil" que lleva meses en uso sin revisión.</li>
<li>Perfilar con el horno vacío y producir con el horno lleno, sin considerar el efecto de carga.</li>
</ul>
<p>Con una tarjeta bien construida, las diferencias entre corridas del mismo perfil deberían estar dentro de ±2 °C en el pico. Si no lo están, revise la tarjeta antes de tocar el horno.</p>`,
      },
      en: {
        title: "How to attach thermocouples to profile a reflow oven",
        excerpt:
          "A profile is only as good as its thermocouples. We compare high-temperature solder, adhesive, aluminum tape and polyimide tape; where to place them, how to instrument a BGA, and when to retire a profiling board.",
        html: `<p>When a reflow profile "does not match" the defects we see on the line, the most common cause is not the oven but the measurement. A poorly attached thermocouple can read 5 to 15 °C below the real joint temperature, enough for an apparently correct profile to leave BGAs incompletely wetted, or for a connector to overheat without anyone noticing.</p>

<h2>The thermocouple</h2>
<ul>
<li>Type K, with 36 to 40 AWG wire (0.08–0.13 mm). Thicker wires conduct heat away and delay the reading.</li>
<li>A small welded junction, about the size of the wire; a large bead adds thermal mass.</li>
<li>Insulation rated for 260 °C or more (PFA or fiberglass), with miniature connectors labeled by channel.</li>
<li>Check every thermocouple against a calibrator or in a reference bath before building the board.</li>
</ul>

<h2>Attachment methods</h2>
<table>
<thead><tr><th>Method</th><th>Accuracy</th><th>Durability</th><th>Comments</th></tr></thead>
<tbody>
<tr><td>High-temperature solder (e.g. Sn10/Pb90, liquidus near 300 °C)</td><td>Very good</td><td>High</td><td>Minimum amount; excess solder adds mass. Needs a controlled iron and good technique</td></tr>
<tr><td>Thermally conductive adhesive (epoxy or high-temperature cyanoacrylate)</td><td>Good to very good</td><td>Medium to high</td><td>A small drop covering the junction; fully cure before the first run</td></tr>
<tr><td>Aluminium tape</td><td>Good</td><td>Medium</td><td>Better than polyimide because it conducts heat; press the edges down well</td></tr>
<tr><td>Polyimide tape</td><td>Fair</td><td>Low</td><td>Lifts with heat and insulates the junction; only for quick checks</td></tr>
</tbody>
</table>
<p>The combination we use most: a minimal drop of adhesive to secure the junction at the exact point, and aluminum tape to strain-relieve the wire 2–3 cm away.</p>

<h2>Where to place them</h2>
<ol>
<li><strong>Center ball of a large BGA:</strong> usually the coldest point and the one that sets the minimum peak.</li>
<li><strong>Highest thermal-mass component:</strong> power inductors, shields, metal-heavy connectors, heat sinks.</li>
<li><strong>Smallest, most exposed component:</strong> an 0402 or 0201 chip in an open area, usually the hottest.</li>
<li><strong>Body of the most sensitive component:</strong> electrolytic capacitors, plastic connectors, LEDs, crystals; measure on the body, not on the lead, to compare with its limit.</li>
<li><strong>Board edges and center:</strong> to learn the oven's cross-belt uniformity.</li>
</ol>
<p>Five channels are the reasonable minimum; six to nine are usual on complex assemblies.</p>

<h2>How to instrument a BGA</h2>
<p>From the bottom side of the board, drill a 0.5–0.8 mm hole through the laminate up to the pad of the chosen ball, without drilling into the ball. Insert the thermocouple until the junction touches the solder and secure it with high-temperature adhesive on the bottom side. The resulting reading represents the real joint temperature. A thermocouple stuck on top of the BGA body can read several degrees higher than the center ball at peak, because the body receives direct convection.</p>

<h2>The profiling board</h2>
<ul>
<li>It must be a real, fully populated board of the same part number. A bare or partly populated board heats faster.</li>
<li>Label every channel on the board and on a diagram, with photos of each point.</li>
<li>Every pass degrades the laminate and the attachments. Check periodically against a reference; as a guide, many plants retire the board after 15–25 passes or when a channel drifts more than 3 °C from its history.</li>
<li>Protect the profiler with its thermal barrier and confirm it does not exceed its maximum internal temperature.</li>
</ul>

<h2>Common mistakes</h2>
<ul>
<li>Tight wires that lift the thermocouple when the board expands.</li>
<li>Leads hanging off the board and catching on the conveyor.</li>
<li>Measuring with a "profile board" that has been in use for months without review.</li>
<li>Profiling with an empty oven and producing with a full one, ignoring the loading effect.</li>
</ul>
<p>With a well-built board, run-to-run differences on the same profile should be within ±2 °C at peak. If they are not, check the board before touching the oven.</p>`,
      },
    },
  },
  // ───────────────────────────── investigacion ─────────────────────────────
  {
    slug: "voids-en-qfn-y-bga-que-tanto-ayuda-el-nitrogeno-estudio-de-laboratorio",
    category: "investigacion",
    tags: ["voids", "nitrogen", "reflow", "stencil", "sac305"],
    publishedAt: "2025-06-17T16:00:00.000Z",
    cover: "/images/blog/investigacion-1.webp",
    status: "published",
    content: {
      es: {
        title: "Voids en QFN y BGA: ¿qué tanto ayuda el nitrógeno? Estudio de laboratorio",
        excerpt:
          "Medimos con rayos X el porcentaje de voids en pads térmicos de QFN y en BGA, reflujados en aire y con 3,000, 1,000 y 500 ppm de oxígeno residual, con dos diseños de esténcil. El nitrógeno ayuda, pero mucho menos que la apertura y el perfil.",
        html: `<p>Una pregunta frecuente de nuestros clientes es si conviene invertir en reflujo con nitrógeno para reducir voids. Para responder con datos y no con opiniones, en nuestro laboratorio de aplicaciones en Apodaca diseñamos un experimento controlado. Estos son los resultados.</p>

<h2>Diseño del experimento</h2>
<ul>
<li><strong>Vehículo de prueba:</strong> tarjeta FR-4 de 1.6 mm con acabado ENIG, cuatro QFN de 7 × 7 mm (pad térmico de 5.3 × 5.3 mm con vías tapadas), dos BGA de 256 bolas en paso de 1.0 mm y 64 chips 0201.</li>
<li><strong>Pasta:</strong> SAC305 no-clean, polvo tipo 4, un solo lote.</li>
<li><strong>Esténcil:</strong> acero cortado con láser de 125 µm, con dos diseños del pad térmico: apertura única con 80 % de cobertura y ventanas (3 × 3) con 60 % de cobertura.</li>
<li><strong>Horno:</strong> convección de 10 zonas. Atmósferas: aire y nitrógeno con 3,000, 1,000 y 500 ppm de O2 residual medido en la zona de pico.</li>
<li><strong>Perfil base:</strong> rampa directa al pico, pico de 243 °C en la bola central del BGA y TAL de 65 s. Un brazo adicional con meseta de 80 s entre 160 y 190 °C.</li>
<li><strong>Muestra:</strong> 8 tarjetas por condición (32 pads térmicos y 4,096 bolas de BGA por condición), orden de corrida aleatorizado.</li>
<li><strong>Medición:</strong> rayos X 2D automático; voids como porcentaje del área del pad o de la bola.</li>
</ul>

<h2>Resultados en pads térmicos de QFN</h2>
<table>
<thead><tr><th>Atmósfera</th><th>Apertura única 80 %: media / máx.</th><th>Ventanas 60 %: media / máx.</th></tr></thead>
<tbody>
<tr><td>Aire</td><td>27.4 % / 41.2 %</td><td>15.6 % / 24.8 %</td></tr>
<tr><td>3,000 ppm O2</td><td>25.1 % / 38.5 %</td><td>14.1 % / 22.0 %</td></tr>
<tr><td>1,000 ppm O2</td><td>23.8 % / 36.9 %</td><td>12.9 % / 20.3 %</td></tr>
<tr><td>500 ppm O2</td><td>23.2 % / 35.7 %</td><td>12.6 % / 19.8 %</td></tr>
</tbody>
</table>
<p>Con ventanas, 1,000 ppm y meseta de 80 s, la media bajó a 9.8 % y el máximo a 15.1 %.</p>
<p>Un ANOVA de dos factores confirma que tanto el diseño de apertura (p &lt; 0.001) como la atmósfera (p = 0.01) son significativos, sin interacción relevante (p = 0.42). Pero la magnitud es muy diferente: cambiar la apertura redujo la media en unos 11 puntos porcentuales; pasar de aire a 1,000 ppm, en 3 a 4 puntos. Bajar de 1,000 a 500 ppm casi no aportó.</p>

<h2>Resultados en BGA</h2>
<p>El void promedio por bola pasó de 4.1 % en aire a 3.2 % con 1,000 ppm; el máximo por bola, de 17 % a 14 %. Todas las bolas quedaron muy por debajo del criterio de 30 % de IPC-A-610 en ambas condiciones. Con esferas SAC305 y pasta SAC305, el void en BGA depende más del fundente de la pasta y del acabado del pad que de la atmósfera.</p>

<h2>Efectos secundarios observados</h2>
<ul>
<li><strong>Mojado:</strong> con nitrógeno, el esparcimiento de la soldadura sobre el pad y el aspecto de los filetes mejoraron visiblemente, en especial en las terminaciones de los QFN.</li>
<li><strong>Tombstoning:</strong> en aire no hubo ningún chip 0201 levantado en 512 colocaciones; con 500 ppm se presentaron 3. La mayor fuerza de mojado amplifica cualquier asimetría.</li>
<li><strong>Bolitas de soldadura:</strong> disminuyeron con nitrógeno, efecto consistente con menor oxidación del polvo.</li>
</ul>

<h2>Interpretación</h2>
<p>Los voids en pads térmicos se forman principalmente por volátiles del fundente que no alcanzan a escapar de una unión ancha y delgada. El nitrógeno reduce la oxidación y mejora el mojado, lo que ayuda a que el gas sea desplazado, pero no crea rutas de escape. Las ventanas del esténcil sí las crean, y la meseta da tiempo a que los volátiles salgan antes del liquidus.</p>
<blockquote><p>Conclusión práctica: para reducir voids, primero apertura y perfil; el nitrógeno es un complemento. Si se requieren valores menores a 5 %, el camino es el reflujo con vacío.</p></blockquote>
<p>El nitrógeno sí se justifica por otras razones: acabados OSP con varias pasadas de reflujo, componentes de paso muy fino, mejor apariencia de filetes en clase 3 o pastas de bajo residuo con menor capacidad de activación. El consumo de un horno de convección depende del modelo y del nivel de oxígeno; conviene medirlo antes de decidir, porque es un costo de operación permanente.</p>

<h2>Limitaciones</h2>
<p>Usamos un solo lote de pasta, un solo acabado (ENIG) y rayos X 2D, que no distingue voids superpuestos. Los resultados pueden variar con OSP, con otras químicas de fundente o con pads térmicos de mayor tamaño. Compartimos el protocolo completo con clientes que quieran replicar el estudio en su propio producto.</p>`,
      },
      en: {
        title: "Voids in QFNs and BGAs: how much does nitrogen help? A laboratory study",
        excerpt:
          "We X-rayed voiding on QFN thermal pads and BGAs reflowed in air and at 3,000, 1,000 and 500 ppm residual oxygen, with two stencil designs. Nitrogen helps, but far less than the aperture and the profile.",
        html: `<p>A frequent question from our customers is whether it is worth investing in nitrogen reflow to reduce voids. To answer with data rather than opinions, we designed a controlled experiment in our applications laboratory in Apodaca. These are the results.</p>

<h2>Experimental design</h2>
<ul>
<li><strong>Test vehicle:</strong> 1.6 mm FR-4 board with ENIG finish, four 7 × 7 mm QFNs (5.3 × 5.3 mm thermal pad with plugged vias), two 256-ball BGAs at 1.0 mm pitch and 64 0201 chips.</li>
<li><strong>Paste:</strong> no-clean SAC305, type 4 powder, a single lot.</li>
<li><strong>Stencil:</strong> 125 µm laser-cut steel, with two thermal-pad designs: a single aperture with 80% coverage, and windowpanes (3 × 3) with 60% coverage.</li>
<li><strong>Oven:</strong> 10-zone convection. Atmospheres: air, and nitrogen with 3,000, 1,000 and 500 ppm residual O2 measured in the peak zone.</li>
<li><strong>Base profile:</strong> ramp-to-peak, 243 °C peak at the BGA center ball and 65 s TAL. An additional arm with an 80 s soak between 160 and 190 °C.</li>
<li><strong>Sample:</strong> 8 boards per condition (32 thermal pads and 4,096 BGA balls per condition), randomised run order.</li>
<li><strong>Measurement:</strong> automated 2D X-ray; voids as a percentage of pad or ball area.</li>
</ul>

<h2>Results on QFN thermal pads</h2>
<table>
<thead><tr><th>Atmosphere</th><th>Single aperture 80%: mean / max.</th><th>Windowpane 60%: mean / max.</th></tr></thead>
<tbody>
<tr><td>Air</td><td>27.4% / 41.2%</td><td>15.6% / 24.8%</td></tr>
<tr><td>3,000 ppm O2</td><td>25.1% / 38.5%</td><td>14.1% / 22.0%</td></tr>
<tr><td>1,000 ppm O2</td><td>23.8% / 36.9%</td><td>12.9% / 20.3%</td></tr>
<tr><td>500 ppm O2</td><td>23.2% / 35.7%</td><td>12.6% / 19.8%</td></tr>
</tbody>
</table>
<p>With windowpanes, 1,000 ppm and an 80 s soak, the mean dropped to 9.8% and the maximum to 15.1%.</p>
<p>A two-way ANOVA confirms that both aperture design (p &lt; 0.001) and atmosphere (p = 0.01) are significant, with no relevant interaction (p = 0.42). But the magnitude is very different: changing the aperture cut the mean by about 11 percentage points; going from air to 1,000 ppm, by 3 to 4 points. Going from 1,000 down to 500 ppm added almost nothing.</p>

<h2>Results on BGAs</h2>
<p>Average voiding per ball went from 4.1% in air to 3.2% at 1,000 ppm; the per-ball maximum from 17% to 14%. All balls stayed well below the IPC-A-610 30% criterion in both conditions. With SAC305 spheres and SAC305 paste, BGA voiding depends more on the paste flux and the pad finish than on the atmosphere.</p>

<h2>Side effects observed</h2>
<ul>
<li><strong>Wetting:</strong> with nitrogen, solder spread on the pad and fillet appearance improved visibly, especially on QFN terminations.</li>
<li><strong>Tombstoning:</strong> in air there was not a single lifted 0201 in 512 placements; at 500 ppm there were 3. The higher wetting force amplifies any asymmetry.</li>
<li><strong>Solder balls:</strong> fewer with nitrogen, consistent with less powder oxidation.</li>
</ul>

<h2>Interpretation</h2>
<p>Voids in thermal pads form mainly from flux volatiles that cannot escape a wide, thin joint. Nitrogen reduces oxidation and improves wetting, which helps displace the gas, but it does not create escape paths. Stencil windowpanes do, and the soak gives volatiles time to leave before liquidus.</p>
<blockquote><p>Practical conclusion: to reduce voids, aperture and profile first; nitrogen is a complement. If values below 5% are required, vacuum reflow is the way.</p></blockquote>
<p>Nitrogen is justified for other reasons: OSP finishes with several reflow passes, very fine-pitch components, better fillet appearance for class 3, or low-residue pastes with limited activation. Consumption of a convection oven depends on the model and the oxygen level; measure it before deciding, because it is a permanent operating cost.</p>

<h2>Limitations</h2>
<p>We used a single paste lot, a single finish (ENIG) and 2D X-ray, which cannot separate overlapping voids. Results may differ with OSP, other flux chemistries or larger thermal pads. We share the full protocol with customers who want to replicate the study on their own product.</p>`,
      },
    },
  },
  {
    slug: "residuos-de-fundente-no-clean-en-soldadura-selectiva-resultados-de-pruebas-sir",
    category: "investigacion",
    tags: ["flux", "selective-soldering", "reliability", "cleaning", "j-std-001"],
    publishedAt: "2026-03-10T16:00:00.000Z",
    cover: "/images/blog/investigacion-2.webp",
    status: "published",
    content: {
      es: {
        title: "Residuos de fundente no-clean en soldadura selectiva: resultados de pruebas SIR",
        excerpt:
          "Un fundente no-clean solo es seguro si se activa por completo. Medimos la resistencia de aislamiento superficial (SIR) a 40 °C y 90 % HR en seis condiciones de proceso. El fundente que escurre fuera de la zona de soldadura fue el peor caso, y la limpieza parcial con IPA lo empeoró.",
        html: `<p>"No-clean" significa que el residuo del fundente, <em>correctamente procesado</em>, es benigno. La condición es importante: los activadores (ácidos orgánicos débiles) deben descomponerse o quedar encapsulados por el calor. En soldadura por reflujo eso casi siempre ocurre. En soldadura selectiva y por ola no siempre: el fundente que se aplica o escurre fuera del área que toca la soldadura no alcanza la temperatura necesaria y queda activo sobre la tarjeta. Con humedad y voltaje, ese residuo forma caminos de fuga y dendritas.</p>

<h2>Método</h2>
<ul>
<li><strong>Vehículo de prueba:</strong> tarjeta de patrones tipo peine (comb patterns) con separaciones de 0.3 mm, colocados tanto en la zona que toca la boquilla de soldadura selectiva como a 5–15 mm de ella.</li>
<li><strong>Fundente:</strong> no-clean base alcohol, clasificación ORL0 según J-STD-004, aplicado con cabezal de gota (drop jet).</li>
<li><strong>Ensayo:</strong> IPC-TM-650 2.6.3.7, 40 °C y 90 % HR durante 168 horas, con polarización de 5 V y mediciones cada 20 minutos.</li>
<li><strong>Criterio:</strong> todas las lecturas ≥ 1 × 10⁸ Ω (100 MΩ) después de la estabilización, sin dendritas que reduzcan la separación más de 20 % y sin corrosión visible.</li>
<li><strong>Muestra:</strong> 4 tarjetas por condición, 6 patrones por tarjeta.</li>
</ul>

<h2>Condiciones evaluadas</h2>
<ol>
<li><strong>A.</strong> Control sin fundente.</li>
<li><strong>B.</strong> Fundente aplicado solo en la zona de soldadura, precalentamiento a 110 °C en la cara superior y contacto con la ola selectiva.</li>
<li><strong>C.</strong> Igual que B, pero con exceso de fundente que escurre 5–15 mm fuera de la zona de soldadura.</li>
<li><strong>D.</strong> Igual que C, con precalentamiento insuficiente (80 °C en la cara superior).</li>
<li><strong>E.</strong> Condición C seguida de limpieza manual con brocha e IPA.</li>
<li><strong>F.</strong> Condición C seguida de limpieza en línea con agua desionizada y saponificador.</li>
</ol>

<h2>Resultados</h2>
<table>
<thead><tr><th>Condición</th><th>SIR mínima (Ω)</th><th>Dendritas</th><th>Resultado</th></tr></thead>
<tbody>
<tr><td>A. Control</td><td>6 × 10¹⁰</td><td>No</td><td>Pasa</td></tr>
<tr><td>B. Proceso correcto</td><td>8 × 10⁹</td><td>No</td><td>Pasa</td></tr>
<tr><td>C. Escurrimiento fuera de zona</td><td>2.5 × 10⁷</td><td>Sí, 4 de 24 patrones</td><td>No pasa</td></tr>
<tr><td>D. Escurrimiento y precalentamiento bajo</td><td>4 × 10⁶</td><td>Sí, 11 de 24 patrones</td><td>No pasa</td></tr>
<tr><td>E. C + limpieza manual con IPA</td><td>8 × 10⁶</td><td>Sí, 7 de 24 patrones</td><td>No pasa</td></tr>
<tr><td>F. C + limpieza acuosa en línea</td><td>2 × 10¹⁰</td><td>No</td><td>Pasa</td></tr>
</tbody>
</table>
<p>Todas las condiciones, incluida la D, pasaron la prueba de contaminación iónica ROSE con el límite histórico de 1.56 µg/cm² de NaCl equivalente. La prueba ROSE promedia sobre toda la tarjeta y no detecta residuos localizados; por eso las revisiones recientes de J-STD-001 exigen evidencia objetiva de limpieza en lugar de un valor único de ROSE.</p>

<h2>Lo que aprendimos</h2>
<ul>
<li><strong>La ubicación importa más que la cantidad.</strong> El mismo fundente es benigno donde toca la soldadura y agresivo a 10 mm de distancia.</li>
<li><strong>El precalentamiento es parte de la química.</strong> Con 80 °C en la cara superior, los solventes no terminan de evaporarse y el residuo queda más activo.</li>
<li><strong>La limpieza parcial es peor que no limpiar.</strong> La brocha con IPA disolvió el residuo y lo extendió sobre zonas antes limpias, sin retirarlo por completo. El IPA solo no remueve bien los activadores, que son más solubles en agua.</li>
<li><strong>Si se limpia, se limpia bien:</strong> un proceso de limpieza validado (condición F) devolvió la SIR a niveles del control.</li>
</ul>

<h2>Recomendaciones de proceso</h2>
<ol>
<li>Programar el cabezal de gota con la menor cantidad de fundente que asegure el llenado del barreno; verificar con papel térmico o tarjeta de prueba el área real de aplicación.</li>
<li>Mantener zonas libres de al menos 3–5 mm entre el área de fundente y componentes SMT sensibles.</li>
<li>Medir el precalentamiento en la cara superior con termopar; la hoja técnica del fundente indica la temperatura mínima de activación.</li>
<li>Para clase 3 o ambientes de alta humedad, calificar el proceso con SIR en la tarjeta real y considerar un recubrimiento conformal solo después de asegurar la limpieza.</li>
</ol>`,
      },
      en: {
        title: "No-clean flux residues in selective soldering: SIR test results",
        excerpt:
          "A no-clean flux is only safe if it is fully activated. We measured surface insulation resistance (SIR) at 40 °C and 90% RH under six process conditions. Flux spreading outside the solder zone was the worst case, and partial IPA cleaning made it worse.",
        html: `<p>"No-clean" means the flux residue, <em>properly processed</em>, is benign. The condition matters: the activators (weak organic acids) must be decomposed or encapsulated by heat. In reflow soldering that almost always happens. In selective and wave soldering it does not always: flux applied or spread outside the area touched by solder never reaches the required temperature and stays active on the board. With moisture and voltage, that residue forms leakage paths and dendrites.</p>

<h2>Method</h2>
<ul>
<li><strong>Test vehicle:</strong> a board with comb patterns at 0.3 mm spacing, placed both in the zone touched by the selective soldering nozzle and 5–15 mm away from it.</li>
<li><strong>Flux:</strong> alcohol-based no-clean, classified ORL0 per J-STD-004, applied with a drop-jet head.</li>
<li><strong>Test:</strong> IPC-TM-650 2.6.3.7, 40 °C and 90% RH for 168 hours, with 5 V bias and readings every 20 minutes.</li>
<li><strong>Criterion:</strong> all readings ≥ 1 × 10⁸ Ω (100 MΩ) after stabilisation, no dendrites reducing spacing by more than 20% and no visible corrosion.</li>
<li><strong>Sample:</strong> 4 boards per condition, 6 patterns per board.</li>
</ul>

<h2>Conditions evaluated</h2>
<ol>
<li><strong>A.</strong> Unfluxed control.</li>
<li><strong>B.</strong> Flux applied only in the solder zone, 110 °C topside preheat and contact with the selective wave.</li>
<li><strong>C.</strong> Same as B, but with excess flux spreading 5–15 mm outside the solder zone.</li>
<li><strong>D.</strong> Same as C, with insufficient preheat (80 °C topside).</li>
<li><strong>E.</strong> Condition C followed by manual brush cleaning with IPA.</li>
<li><strong>F.</strong> Condition C followed by in-line cleaning with deionised water and saponifier.</li>
</ol>

<h2>Results</h2>
<table>
<thead><tr><th>Condition</th><th>Minimum SIR (Ω)</th><th>Dendrites</th><th>Result</th></tr></thead>
<tbody>
<tr><td>A. Control</td><td>6 × 10¹⁰</td><td>No</td><td>Pass</td></tr>
<tr><td>B. Correct process</td><td>8 × 10⁹</td><td>No</td><td>Pass</td></tr>
<tr><td>C. Spread outside zone</td><td>2.5 × 10⁷</td><td>Yes, 4 of 24 patterns</td><td>Fail</td></tr>
<tr><td>D. Spread and low preheat</td><td>4 × 10⁶</td><td>Yes, 11 of 24 patterns</td><td>Fail</td></tr>
<tr><td>E. C + manual IPA cleaning</td><td>8 × 10⁶</td><td>Yes, 7 of 24 patterns</td><td>Fail</td></tr>
<tr><td>F. C + in-line aqueous cleaning</td><td>2 × 10¹⁰</td><td>No</td><td>Pass</td></tr>
</tbody>
</table>
<p>Every condition, including D, passed the ROSE ionic contamination test against the historical limit of 1.56 µg/cm² NaCl equivalent. ROSE averages over the whole board and cannot detect localised residues; that is why recent revisions of J-STD-001 require objective evidence of cleanliness instead of a single ROSE value.</p>

<h2>What we learned</h2>
<ul>
<li><strong>Location matters more than quantity.</strong> The same flux is benign where solder touches it and aggressive 10 mm away.</li>
<li><strong>Preheat is part of the chemistry.</strong> At 80 °C topside, solvents do not fully evaporate and the residue stays more active.</li>
<li><strong>Partial cleaning is worse than no cleaning.</strong> The IPA brush dissolved the residue and spread it over previously clean areas without fully removing it. IPA alone does not remove activators well; they are more soluble in water.</li>
<li><strong>If you clean, clean properly:</strong> a validated cleaning process (condition F) brought SIR back to control levels.</li>
</ul>

<h2>Process recommendations</h2>
<ol>
<li>Program the drop-jet head with the smallest amount of flux that ensures hole fill; verify the real application area with thermal paper or a test board.</li>
<li>Keep clearances of at least 3–5 mm between the flux area and sensitive SMT components.</li>
<li>Measure topside preheat with a thermocouple; the flux data sheet gives the minimum activation temperature.</li>
<li>For class 3 or high-humidity environments, qualify the process with SIR on the real board, and consider conformal coating only after cleanliness has been assured.</li>
</ol>`,
      },
    },
  },
  // ───────────────────────────── casos-estudio ─────────────────────────────
  {
    slug: "caso-maquiladora-en-tijuana-de-938-a-989-de-rendimiento-a-la-primera",
    category: "casos-estudio",
    tags: ["stencil", "solder-paste", "spi", "aoi", "reflow"],
    publishedAt: "2025-08-05T16:00:00.000Z",
    cover: "/images/blog/casos-estudio-1.webp",
    status: "published",
    content: {
      es: {
        title: "Caso: maquiladora en Tijuana pasa de 93.8 % a 98.9 % de rendimiento a la primera",
        excerpt:
          "Una planta de electrónica de consumo con cuatro líneas SMT tenía un Pareto dominado por CSP de 0.4 mm con soldadura insuficiente y tombstoning en 0201. En doce semanas, con cambios en esténcil, pasta, limpieza y perfil, el DPMO bajó de 410 a 62.",
        html: `<p>El cliente es una maquiladora de electrónica de consumo y audio profesional en Tijuana, Baja California, con cuatro líneas SMT y alrededor de 1.2 millones de tarjetas al año. Sus productos combinan chips 0201, CSP de 0.4 mm de paso, QFN de 0.5 mm y conectores de montaje superficial en la misma tarjeta. Nos llamaron porque el retrabajo consumía dos técnicos por turno y el cliente final había abierto una acción correctiva por fallas intermitentes.</p>

<h2>Situación inicial</h2>
<p>Durante ocho semanas de línea base medimos en AOI posterior al reflujo y en prueba eléctrica:</p>
<ul>
<li>Rendimiento a la primera (FPY): 93.8 %.</li>
<li>DPMO por unión de soldadura: 410.</li>
<li>Pareto de defectos: soldadura insuficiente en CSP de 0.4 mm (38 %), tombstoning en 0201 (24 %), puentes en QFN (15 %), bolitas de soldadura (11 %) y otros (12 %).</li>
<li>Horas de retrabajo: 96 por semana.</li>
</ul>

<h2>Diagnóstico</h2>
<ol>
<li><strong>Esténcil:</strong> un solo espesor de 125 µm para toda la tarjeta. Las aperturas circulares de 0.25 mm del CSP tenían una relación de área de 0.50; el SPI mostraba eficiencias de transferencia de 45 a 70 % con gran variación.</li>
<li><strong>Pasta:</strong> SAC305 con polvo tipo 3, demasiado grueso para las aperturas del CSP.</li>
<li><strong>Limpieza inferior:</strong> en seco, cada 10 impresiones. Se observaba pasta en la cara inferior alrededor de las aperturas finas.</li>
<li><strong>Manejo de pasta:</strong> frascos atemperados alrededor de una hora antes de abrirlos, sin registro.</li>
<li><strong>Perfil:</strong> rampa directa con 2.8 °C/s entre 200 y 220 °C. El ΔT entre los pads de los 0201 cercanos a un plano de tierra y los del área abierta llegaba a 14 °C en el liquidus.</li>
</ol>

<h2>Acciones</h2>
<table>
<thead><tr><th>Área</th><th>Antes</th><th>Después</th></tr></thead>
<tbody>
<tr><td>Esténcil</td><td>125 µm, acero estándar</td><td>100 µm de grano fino con nanorecubrimiento; escalón a 125 µm solo en dos conectores</td></tr>
<tr><td>Apertura CSP</td><td>Circular Ø 0.25 mm (AR 0.50)</td><td>Cuadrada 0.27 mm con esquinas redondeadas (AR 0.68)</td></tr>
<tr><td>Pasta</td><td>Tipo 3</td><td>Tipo 4, mismo proveedor de aleación</td></tr>
<tr><td>Limpieza inferior</td><td>Seca cada 10 impresiones</td><td>Húmeda, vacío y seca cada 5 impresiones</td></tr>
<tr><td>Descongelado</td><td>≈ 1 h, sin registro</td><td>Mínimo 4 h, etiqueta con hora de salida</td></tr>
<tr><td>Perfil</td><td>2.8 °C/s a través del liquidus</td><td>Meseta corta de 170 a 200 °C y 1.2 °C/s hasta el pico</td></tr>
<tr><td>SPI</td><td>Límites de volumen 40–180 %</td><td>Límites 60–150 % con retroalimentación de alineación a la impresora</td></tr>
</tbody>
</table>
<p>Los cambios se implementaron en una línea piloto durante cuatro semanas y, con los resultados confirmados, en las otras tres líneas durante las ocho semanas siguientes. Cada cambio se introdujo por separado con una corrida de validación para atribuir su efecto.</p>

<h2>Resultados (ocho semanas después de la implementación completa)</h2>
<table>
<thead><tr><th>Indicador</th><th>Antes</th><th>Después</th></tr></thead>
<tbody>
<tr><td>FPY</td><td>93.8 %</td><td>98.9 %</td></tr>
<tr><td>DPMO por unión</td><td>410</td><td>62</td></tr>
<tr><td>Insuficiente en CSP (DPMO)</td><td>156</td><td>12</td></tr>
<tr><td>Tombstoning (ppm de 0201 colocados)</td><td>1,150</td><td>85</td></tr>
<tr><td>Cpk de volumen en CSP</td><td>0.62</td><td>1.48</td></tr>
<tr><td>Horas de retrabajo por semana</td><td>96</td><td>22</td></tr>
</tbody>
</table>
<p>El ahorro estimado por retrabajo y desperdicio fue de alrededor de 210,000 dólares al año. Los esténciles nuevos y el cambio de pasta se pagaron en menos de tres meses. La acción correctiva del cliente final se cerró con la evidencia de SPI y AOI.</p>

<h2>Lecciones</h2>
<ul>
<li>La mayor parte de la mejora vino del esténcil y de la pasta: la física de la relación de área no se negocia.</li>
<li>El tombstoning no se resolvió con el esténcil sino con el perfil; el dato del ΔT entre pads lo señalaba desde el principio.</li>
<li>Los cambios de disciplina (descongelado, limpieza inferior) cuestan poco, pero requieren registro y verificación para sostenerse.</li>
</ul>

<h2>Cómo se sostuvo</h2>
<p>Las nuevas condiciones se incorporaron al plan de control de cada línea: número de revisión y espesor del esténcil en la orden de trabajo, verificación semanal del perfil con la tarjeta instrumentada, auditoría diaria de las etiquetas de pasta y revisión quincenal del Cpk de volumen en SPI. Seis meses después, el FPY se mantenía entre 98.6 y 99.1 %.</p>`,
      },
      en: {
        title: "Case study: a Tijuana maquiladora goes from 93.8% to 98.9% first-pass yield",
        excerpt:
          "A consumer-electronics plant with four SMT lines had a Pareto dominated by insufficient solder on 0.4 mm CSPs and 0201 tombstoning. In twelve weeks, with changes to the stencil, paste, cleaning and profile, DPMO fell from 410 to 62.",
        html: `<p>The customer is a consumer-electronics and professional-audio maquiladora in Tijuana, Baja California, with four SMT lines and around 1.2 million boards a year. Its products combine 0201 chips, 0.4 mm pitch CSPs, 0.5 mm QFNs and surface-mount connectors on the same board. They called us because rework was tying up two technicians per shift and the end customer had opened a corrective action for intermittent failures.</p>

<h2>Starting point</h2>
<p>Over an eight-week baseline we measured at post-reflow AOI and electrical test:</p>
<ul>
<li>First-pass yield (FPY): 93.8%.</li>
<li>DPMO per solder joint: 410.</li>
<li>Defect Pareto: insufficient solder on 0.4 mm CSPs (38%), 0201 tombstoning (24%), QFN bridges (15%), solder balls (11%) and others (12%).</li>
<li>Rework hours: 96 per week.</li>
</ul>

<h2>Diagnosis</h2>
<ol>
<li><strong>Stencil:</strong> a single 125 µm thickness for the whole board. The CSP's 0.25 mm circular apertures had an area ratio of 0.50; SPI showed transfer efficiencies of 45 to 70% with large variation.</li>
<li><strong>Paste:</strong> SAC305 with type 3 powder, too coarse for the CSP apertures.</li>
<li><strong>Underwipe:</strong> dry, every 10 prints. Paste was visible on the underside around the fine apertures.</li>
<li><strong>Paste handling:</strong> jars warmed for about one hour before opening, with no record.</li>
<li><strong>Profile:</strong> ramp-to-peak at 2.8 °C/s between 200 and 220 °C. The ΔT between 0201 pads next to a ground plane and those in the open area reached 14 °C at liquidus.</li>
</ol>

<h2>Actions</h2>
<table>
<thead><tr><th>Area</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Stencil</td><td>125 µm, standard steel</td><td>100 µm fine-grain with nano-coating; 125 µm step-up only on two connectors</td></tr>
<tr><td>CSP aperture</td><td>Circular Ø 0.25 mm (AR 0.50)</td><td>Square 0.27 mm with rounded corners (AR 0.68)</td></tr>
<tr><td>Paste</td><td>Type 3</td><td>Type 4, same alloy supplier</td></tr>
<tr><td>Underwipe</td><td>Dry every 10 prints</td><td>Wet, vacuum and dry every 5 prints</td></tr>
<tr><td>Thawing</td><td>≈ 1 h, no record</td><td>At least 4 h, label with removal time</td></tr>
<tr><td>Profile</td><td>2.8 °C/s through liquidus</td><td>Short soak from 170 to 200 °C and 1.2 °C/s to peak</td></tr>
<tr><td>SPI</td><td>Volume limits 40–180%</td><td>Limits 60–150% with alignment feedback to the printer</td></tr>
</tbody>
</table>
<p>The changes were implemented on a pilot line for four weeks and, once the results were confirmed, on the other three lines over the following eight weeks. Each change was introduced separately with a validation run so its effect could be attributed.</p>

<h2>Results (eight weeks after full implementation)</h2>
<table>
<thead><tr><th>Indicator</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>FPY</td><td>93.8%</td><td>98.9%</td></tr>
<tr><td>DPMO per joint</td><td>410</td><td>62</td></tr>
<tr><td>Insufficient on CSP (DPMO)</td><td>156</td><td>12</td></tr>
<tr><td>Tombstoning (ppm of 0201 placed)</td><td>1,150</td><td>85</td></tr>
<tr><td>CSP volume Cpk</td><td>0.62</td><td>1.48</td></tr>
<tr><td>Rework hours per week</td><td>96</td><td>22</td></tr>
</tbody>
</table>
<p>Estimated savings in rework and scrap were around USD 210,000 a year. The new stencils and paste change paid for themselves in under three months. The end customer's corrective action was closed with the SPI and AOI evidence.</p>

<h2>Lessons</h2>
<ul>
<li>Most of the improvement came from the stencil and the paste: the physics of area ratio is not negotiable.</li>
<li>Tombstoning was solved not by the stencil but by the profile; the pad-to-pad ΔT data pointed to it from the start.</li>
<li>Discipline changes (thawing, underwipe) cost little, but they need records and verification to stick.</li>
</ul>

<h2>How the gains were sustained</h2>
<p>The new conditions were written into each line's control plan: stencil revision number and thickness on the work order, a weekly profile check with the instrumented board, a daily audit of paste labels and a every two weeks review of SPI volume Cpk. Six months later, FPY was holding between 98.6 and 99.1%.</p>`,
      },
    },
  },
  {
    slug: "caso-tier-1-automotriz-en-saltillo-voids-en-pads-termicos-bajo-control",
    category: "casos-estudio",
    tags: ["automotive", "voids", "stencil", "msl", "reflow", "nitrogen"],
    publishedAt: "2026-04-28T16:00:00.000Z",
    cover: "/images/blog/casos-estudio-2.webp",
    status: "published",
    content: {
      es: {
        title: "Caso: proveedor automotriz tier 1 en Saltillo pone bajo control los voids en pads térmicos",
        excerpt:
          "Con 36 % de los pads térmicos arriba del límite de 25 % de voids, la planta inspeccionaba con rayos X el 100 % de la producción. Tras rediseñar aperturas, rellenar vías, ajustar el perfil y cambiar de pasta, el Cpk pasó de 0.12 a 1.52.",
        html: `<p>El cliente es un proveedor tier 1 de módulos electrónicos de carrocería e iluminación ubicado en la zona de Saltillo y Ramos Arizpe, Coahuila, certificado en IATF 16949. Sus módulos llevan MOSFET de potencia en encapsulado DFN de 5 × 6 mm y un controlador en QFN de 6 × 6 mm, ambos con pad térmico soldado a la tarjeta para disipar calor. La especificación de su cliente, una armadora, fija un máximo de 25 % de voids por pad térmico.</p>

<h2>Situación inicial</h2>
<ul>
<li>Voids en pad térmico (rayos X 2D, 1,200 pads medidos): media de 22.4 %, máximo de 47 %.</li>
<li>36 % de los pads por arriba de 25 %.</li>
<li>Cpk respecto al límite superior de 25 %: 0.12.</li>
<li>Contención: inspección de rayos X al 100 %, que se había convertido en el cuello de botella de dos líneas y obligaba a tiempo extra los fines de semana.</li>
</ul>

<h2>Diagnóstico</h2>
<ol>
<li><strong>Aperturas:</strong> una sola apertura con 85 % de cobertura en los pads térmicos, en esténcil de 127 µm. Demasiada pasta y sin rutas de escape para los volátiles.</li>
<li><strong>Vías en el pad:</strong> nueve vías térmicas abiertas en cada pad del DFN. En los cortes metalográficos se veía soldadura succionada hacia las vías y voids alineados sobre ellas.</li>
<li><strong>Perfil:</strong> rampa directa con solo 35 s entre 150 y 200 °C.</li>
<li><strong>Humedad:</strong> los DFN son MSL 3 y el control de vida en piso era en papel; se encontraron carretes con más de 300 horas de exposición acumulada. La humedad no explicaba los voids, pero era un riesgo adicional de delaminación.</li>
</ol>

<h2>Acciones</h2>
<ul>
<li><strong>Esténcil:</strong> aperturas en cuatro ventanas con 62 % de cobertura total y canales de 0.3 mm alineados fuera de las vías.</li>
<li><strong>Tarjeta:</strong> junto con el fabricante de PCB se cambió a vías rellenas y cubiertas (tipo VII de IPC-4761). El cambio requirió aprobación del cliente mediante PPAP.</li>
<li><strong>Perfil:</strong> meseta de 75 s entre 170 y 195 °C, pico de 245 °C y TAL de 60 s. La línea ya trabajaba con nitrógeno a 1,500 ppm de O2; se mantuvo sin cambios.</li>
<li><strong>Pasta:</strong> se compararon tres pastas SAC305 tipo 4 en un diseño de experimentos; la formulada para bajo voiding redujo la media 3 puntos adicionales.</li>
<li><strong>MSL:</strong> gabinetes secos a ≤ 5 % de HR y control de vida en piso por carrete en el MES, con bloqueo automático al vencer.</li>
</ul>

<h2>Resultados</h2>
<table>
<thead><tr><th>Indicador</th><th>Antes</th><th>Después</th></tr></thead>
<tbody>
<tr><td>Voids, media</td><td>22.4 %</td><td>11.5 %</td></tr>
<tr><td>Voids, máximo</td><td>47 %</td><td>21 %</td></tr>
<tr><td>Pads arriba de 25 %</td><td>36 %</td><td>0 % (en 4,800 pads)</td></tr>
<tr><td>Cpk (LSE 25 %)</td><td>0.12</td><td>1.52</td></tr>
<tr><td>Inspección de rayos X</td><td>100 %</td><td>5 piezas cada 2 horas</td></tr>
<tr><td>Capacidad de las dos líneas afectadas</td><td>Base</td><td>+14 % (sin tiempo extra)</td></tr>
</tbody>
</table>
<p>La reducción de la inspección al 100 % se negoció con el cliente con base en el nuevo Cpk y quedó documentada en el plan de control actualizado. Cualquier cambio de lote de pasta, de revisión de esténcil o de proveedor de PCB dispara una verificación de 30 piezas en rayos X antes de liberar.</p>

<h2>Aporte de cada acción</h2>
<p>Con corridas secuenciales estimamos la contribución aproximada de cada cambio a la reducción de la media: rediseño de aperturas, 4.5 puntos; vías rellenas, 2 puntos; perfil, 1.5 puntos; pasta, 3 puntos. Ningún cambio por sí solo habría bastado para alcanzar un Cpk superior a 1.33, el mínimo que exige el cliente para características especiales.</p>

<h2>Lecciones</h2>
<ul>
<li>En automotriz, el cambio técnico es la mitad del trabajo: la otra mitad es el PPAP, el plan de control y el AMEF actualizados.</li>
<li>Las vías abiertas en el pad son una fuente de voids que ningún ajuste de proceso compensa por completo; conviene definirlas en el diseño.</li>
<li>Medir voids con rayos X 2D tiene incertidumbre de varios puntos; para decisiones cercanas al límite, complementar con cortes metalográficos.</li>
</ul>`,
      },
      en: {
        title: "Case study: an automotive tier-1 supplier in Saltillo brings thermal-pad voiding under control",
        excerpt:
          "With 36% of thermal pads above the 25% voiding limit, the plant was X-raying 100% of production. After redesigning apertures, filling vias, adjusting the profile and changing paste, Cpk rose from 0.12 to 1.52.",
        html: `<p>The customer is a tier-1 supplier of body and lighting electronic modules in the Saltillo–Ramos Arizpe area of Coahuila, certified to IATF 16949. Its modules carry power MOSFETs in 5 × 6 mm DFN packages and a controller in a 6 × 6 mm QFN, both with a thermal pad soldered to the board for heat dissipation. The specification from its customer, a vehicle manufacturer, sets a maximum of 25% voiding per thermal pad.</p>

<h2>Starting point</h2>
<ul>
<li>Thermal-pad voiding (2D X-ray, 1,200 pads measured): mean 22.4%, maximum 47%.</li>
<li>36% of pads above 25%.</li>
<li>Cpk against the 25% upper limit: 0.12.</li>
<li>Containment: 100% X-ray inspection, which had become the bottleneck of two lines and forced weekend overtime.</li>
</ul>

<h2>Diagnosis</h2>
<ol>
<li><strong>Apertures:</strong> a single aperture with 85% coverage on the thermal pads, on a 127 µm stencil. Too much paste and no escape paths for volatiles.</li>
<li><strong>Vias in pad:</strong> nine open thermal vias in each DFN pad. Cross-sections showed solder wicked into the vias and voids lined up above them.</li>
<li><strong>Profile:</strong> ramp-to-peak with only 35 s between 150 and 200 °C.</li>
<li><strong>Moisture:</strong> the DFNs are MSL 3 and floor-life control was on paper; reels with more than 300 hours of accumulated exposure were found. Moisture did not explain the voids, but it was an additional delamination risk.</li>
</ol>

<h2>Actions</h2>
<ul>
<li><strong>Stencil:</strong> four-windowpane apertures with 62% total coverage and 0.3 mm channels aligned away from the vias.</li>
<li><strong>Board:</strong> together with the PCB fabricator, vias were changed to filled and capped (IPC-4761 type VII). The change required customer approval through PPAP.</li>
<li><strong>Profile:</strong> 75 s soak between 170 and 195 °C, 245 °C peak and 60 s TAL. The line already ran nitrogen at 1,500 ppm O2; that was left unchanged.</li>
<li><strong>Paste:</strong> three type 4 SAC305 pastes were compared in a designed experiment; the one formulated for low voiding cut the mean by a further 3 points.</li>
<li><strong>MSL:</strong> dry cabinets at ≤ 5% RH and per-reel floor-life control in the MES, with automatic blocking on expiry.</li>
</ul>

<h2>Results</h2>
<table>
<thead><tr><th>Indicator</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Voiding, mean</td><td>22.4%</td><td>11.5%</td></tr>
<tr><td>Voiding, maximum</td><td>47%</td><td>21%</td></tr>
<tr><td>Pads above 25%</td><td>36%</td><td>0% (out of 4,800 pads)</td></tr>
<tr><td>Cpk (USL 25%)</td><td>0.12</td><td>1.52</td></tr>
<tr><td>X-ray inspection</td><td>100%</td><td>5 parts every 2 hours</td></tr>
<tr><td>Capacity of the two affected lines</td><td>Baseline</td><td>+14% (no overtime)</td></tr>
</tbody>
</table>
<p>The move away from 100% inspection was agreed with the customer on the basis of the new Cpk and documented in the updated control plan. Any change of paste lot, stencil revision or PCB supplier triggers a 30-part X-ray check before release.</p>

<h2>Contribution of each action</h2>
<p>With sequential runs we estimated the approximate contribution of each change to the reduction of the mean: aperture redesign, 4.5 points; filled vias, 2 points; profile, 1.5 points; paste, 3 points. No single change would have been enough to reach a Cpk above 1.33, the minimum the customer requires for special characteristics.</p>

<h2>Lessons</h2>
<ul>
<li>In automotive, the technical change is half the job: the other half is the updated PPAP, control plan and FMEA.</li>
<li>Open vias in pad are a source of voids that no process tweak fully compensates; they are best settled at design time.</li>
<li>Measuring voids with 2D X-ray carries an uncertainty of several points; for decisions close to the limit, complement it with cross-sections.</li>
</ul>`,
      },
    },
  },
  {
    slug: "caso-ems-en-monterrey-programa-de-boquillas-y-alimentadores-reduce-la-merma-de-componentes",
    category: "casos-estudio",
    tags: ["pick-and-place", "aoi", "cleaning"],
    publishedAt: "2026-11-10T16:00:00.000Z",
    cover: "/images/blog/casos-estudio-3.webp",
    status: "published",
    content: {
      es: {
        title: "Caso: EMS en Monterrey reduce 82 % el desperdicio de componentes con un programa de boquillas y alimentadores",
        excerpt:
          "Una planta de manufactura por contrato de alta mezcla perdía 0.62 % de los componentes en sus máquinas de colocación y sufría 47 paros por turno. Un programa de mantenimiento de boquillas y calibración de alimentadores, guiado por los datos de las máquinas, bajó la merma a 0.11 %.",
        html: `<p>El cliente es una empresa de manufactura electrónica por contrato (EMS) en el área metropolitana de Monterrey, con seis líneas SMT de alta mezcla: unos 180 números de parte activos al mes, nueve cambios de modelo por día y alrededor de 42 millones de colocaciones mensuales. El área de finanzas detectó que el consumo de componentes superaba sistemáticamente la lista de materiales y pidió una explicación.</p>

<h2>Situación inicial</h2>
<ul>
<li>Merma de colocación (componentes recogidos y descartados por la máquina): 0.62 % global y 1.8 % en chips 0201.</li>
<li>Paros por error de recolección o de visión: 47 por turno en promedio por línea.</li>
<li>Defectos de colocación en AOI (faltantes, desplazados, girados): 140 DPMO.</li>
<li>OEE promedio de las líneas: 58 %.</li>
<li>Valor estimado de los componentes descartados: 13,000 dólares al mes.</li>
</ul>

<h2>Diagnóstico</h2>
<p>Extrajimos los registros de rechazo de las máquinas durante tres semanas y los cruzamos por boquilla, cabezal y alimentador. El Pareto fue claro: 61 % de los rechazos se concentraba en 14 % de las boquillas, y 22 % en un grupo de alimentadores de 8 mm que nunca habían sido calibrados. Al inspeccionar las boquillas con aumento de 20× encontramos:</p>
<ul>
<li>Puntas despostilladas o desgastadas en 19 % de las boquillas de 0201 y 0402.</li>
<li>Filtros internos saturados de polvo de cinta y fundente.</li>
<li>Superficies reflejantes rayadas que confundían al sistema de visión.</li>
<li>Limpieza solo con aire comprimido, sin frecuencia definida y sin registro.</li>
</ul>

<h2>El programa</h2>
<ol>
<li><strong>Identificación:</strong> cada boquilla con número de serie y registro de su historial de limpieza, rechazos y reemplazo.</li>
<li><strong>Limpieza:</strong> semanal en boquillas de chips pequeños y quincenal en el resto, en limpiador ultrasónico apto para solventes inflamables, con alcohol isopropílico de alta pureza y secado con aire filtrado, respetando las boquillas que el fabricante excluye del ultrasonido.</li>
<li><strong>Inspección:</strong> con aumento y galga después de cada limpieza; reemplazo inmediato ante cualquier despostilladura o desgaste visible.</li>
<li><strong>Verificación de vacío:</strong> diaria al inicio de turno con la rutina de la máquina; revisión de filtros de cabezal cada semana.</li>
<li><strong>Alimentadores:</strong> calibración de posición de recolección en plantilla cada tres meses y después de cualquier golpe o caída; limpieza de la trayectoria de la cinta en cada cambio de carrete.</li>
<li><strong>Datos:</strong> un reporte diario automático de rechazos por boquilla y alimentador. Cualquier boquilla con tasa de rechazo tres veces mayor que la media del cabezal sale a revisión.</li>
</ol>
<p>El programa se lanzó en dos líneas piloto y, a las seis semanas, se extendió a las seis. Capacitamos a 14 técnicos de mantenimiento y a los líderes de línea.</p>

<h2>Resultados (16 semanas)</h2>
<table>
<thead><tr><th>Indicador</th><th>Antes</th><th>Después</th></tr></thead>
<tbody>
<tr><td>Merma de colocación global</td><td>0.62 %</td><td>0.11 %</td></tr>
<tr><td>Merma en 0201</td><td>1.8 %</td><td>0.25 %</td></tr>
<tr><td>Paros por recolección o visión (por turno y línea)</td><td>47</td><td>9</td></tr>
<tr><td>Defectos de colocación en AOI</td><td>140 DPMO</td><td>35 DPMO</td></tr>
<tr><td>OEE promedio</td><td>58 %</td><td>67 %</td></tr>
<tr><td>Componentes descartados (valor mensual)</td><td>13,000 USD</td><td>2,300 USD</td></tr>
</tbody>
</table>
<p>La inversión principal fue un limpiador ultrasónico, una plantilla de calibración de alimentadores, un juego de boquillas de repuesto para las de mayor desgaste y las horas de capacitación. Se recuperó en menos de dos meses solo por el ahorro en componentes, sin contar la ganancia de OEE.</p>

<h2>Lecciones</h2>
<ul>
<li>Las máquinas de colocación ya registran casi todo lo que hace falta saber; el reto es revisar esos datos todos los días.</li>
<li>Una boquilla cuesta poco comparada con lo que desperdicia cuando está dañada.</li>
<li>El mantenimiento sin registro no se sostiene: la trazabilidad por número de serie fue lo que permitió medir y mejorar.</li>
</ul>

<h2>Cómo se sostiene</h2>
<p>La revisión del reporte diario de rechazos quedó como primer punto de la junta de arranque de cada turno, y la merma por línea se publica semanalmente junto al OEE. El almacén ahora compara el consumo real contra la lista de materiales por orden de trabajo, de modo que cualquier desviación mayor a 0.2 % genera una alerta a ingeniería de procesos.</p>`,
      },
      en: {
        title: "Case study: a Monterrey EMS cuts component attrition by 82% with a nozzle and feeder program",
        excerpt:
          "A high-mix contract manufacturer was losing 0.62% of components on its placement machines and suffering 47 stops per shift. A nozzle maintenance and feeder calibration program, driven by machine data, brought attrition down to 0.11%.",
        html: `<p>The customer is an electronics manufacturing services (EMS) company in the Monterrey metropolitan area, with six high-mix SMT lines: about 180 active part numbers a month, nine changeovers a day and around 42 million placements a month. Finance had noticed that component consumption was consistently above the bill of materials and asked for an explanation.</p>

<h2>Starting point</h2>
<ul>
<li>Placement attrition (components picked and discarded by the machine): 0.62% overall and 1.8% on 0201 chips.</li>
<li>Stops due to pick or vision errors: 47 per shift on average per line.</li>
<li>Placement defects at AOI (missing, shifted, rotated): 140 DPMO.</li>
<li>Average line OEE: 58%.</li>
<li>Estimated value of discarded components: USD 13,000 a month.</li>
</ul>

<h2>Diagnosis</h2>
<p>We extracted the machines' reject logs for three weeks and cross-referenced them by nozzle, head and feeder. The Pareto was clear: 61% of rejects were concentrated in 14% of the nozzles, and 22% in a group of 8 mm feeders that had never been calibrated. Inspecting the nozzles at 20× magnification, we found:</p>
<ul>
<li>Chipped or worn tips on 19% of the 0201 and 0402 nozzles.</li>
<li>Internal filters clogged with tape dust and flux.</li>
<li>Scratched reflective surfaces that confused the vision system.</li>
<li>Cleaning only with compressed air, with no defined frequency and no record.</li>
</ul>

<h2>The program</h2>
<ol>
<li><strong>Identification:</strong> every nozzle serial-numbered, with a record of its cleaning, reject and replacement history.</li>
<li><strong>Cleaning:</strong> weekly for small-chip nozzles and every two weeks for the rest, in an ultrasonic cleaner rated for flammable solvents, with high-purity isopropyl alcohol and drying with filtered air, respecting the nozzles the manufacturer excludes from ultrasonic cleaning.</li>
<li><strong>Inspection:</strong> under magnification and with a gauge after every cleaning; immediate replacement on any visible chip or wear.</li>
<li><strong>Vacuum check:</strong> daily at the start of the shift using the machine routine; head filters checked weekly.</li>
<li><strong>Feeders:</strong> pick-position calibration on a jig every three months and after any knock or drop; tape-path cleaning at every reel change.</li>
<li><strong>Data:</strong> an automatic daily report of rejects by nozzle and feeder. Any nozzle with a reject rate three times the head average is pulled for review.</li>
</ol>
<p>The program was launched on two pilot lines and, after six weeks, extended to all six. We trained 14 maintenance technicians and the line leaders.</p>

<h2>Results (16 weeks)</h2>
<table>
<thead><tr><th>Indicator</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Overall placement attrition</td><td>0.62%</td><td>0.11%</td></tr>
<tr><td>0201 attrition</td><td>1.8%</td><td>0.25%</td></tr>
<tr><td>Pick or vision stops (per shift and line)</td><td>47</td><td>9</td></tr>
<tr><td>Placement defects at AOI</td><td>140 DPMO</td><td>35 DPMO</td></tr>
<tr><td>Average OEE</td><td>58%</td><td>67%</td></tr>
<tr><td>Discarded components (monthly value)</td><td>USD 13,000</td><td>USD 2,300</td></tr>
</tbody>
</table>
<p>The main investment was an ultrasonic cleaner, a feeder calibration jig, a set of spare nozzles for the most worn types and the training hours. It paid back in under two months on component savings alone, without counting the OEE gain.</p>

<h2>Lessons</h2>
<ul>
<li>Placement machines already log almost everything you need to know; the challenge is to review that data every day.</li>
<li>A nozzle costs little compared with what it wastes when damaged.</li>
<li>Maintenance without records does not last: serial-number traceability is what made it possible to measure and improve.</li>
</ul>

<h2>How it is sustained</h2>
<p>Reviewing the daily reject report became the first item of every shift start-up meeting, and attrition per line is published weekly alongside OEE. The warehouse now compares actual consumption against the bill of materials for every work order, so any deviation above 0.2% raises an alert to process engineering.</p>`,
      },
    },
  },
  // ───────────────────────────── not public (for tests) ─────────────────────────────
  /** Draft: never shown on the public site. */
  {
    slug: "fundente-para-soldadura-por-ola-y-selectiva-aplicacion-cantidad-y-activacion",
    category: "soldadura",
    tags: ["flux", "wave-soldering", "selective-soldering", "lead-free", "ipc-a-610"],
    publishedAt: "2026-10-14T16:00:00.000Z",
    cover: "/images/blog/soldadura-1.webp",
    status: "draft",
    content: {
      es: {
        title: "Fundente para soldadura por ola y selectiva: aplicación, cantidad y activación",
        excerpt:
          "En soldadura por ola y selectiva, el fundente decide el llenado del barreno, los puentes y la confiabilidad del residuo. Cómo elegir entre fundente base alcohol y libre de VOC, cómo medir la cantidad aplicada y qué precalentamiento necesita cada uno.",
        html: `<p>En reflujo, el fundente viene dosificado dentro de la pasta. En soldadura por ola y selectiva, en cambio, la cantidad, el lugar y la temperatura del fundente dependen por completo del proceso. Por eso muchos problemas de llenado de barreno, puentes, bolitas y residuos blancos tienen su origen en el fluxer y en el precalentamiento, no en la ola.</p>

<h2>Tipos de fundente</h2>
<p>J-STD-004 clasifica los fundentes por su base (resina natural RO, resina sintética RE, orgánico OR, inorgánico IN), su actividad (L, M, H) y la presencia de haluros (0 o 1). Para ola y selectiva en electrónica se usan casi siempre fundentes no-clean de baja actividad y sin haluros (ROL0 u ORL0) con bajo contenido de sólidos.</p>
<table>
<thead><tr><th>Característica</th><th>Base alcohol</th><th>Libre de VOC (base agua)</th></tr></thead>
<tbody>
<tr><td>Evaporación</td><td>Rápida; el IPA hierve a 82 °C</td><td>Lenta; requiere más energía de precalentamiento</td></tr>
<tr><td>Precalentamiento típico en cara superior</td><td>90–110 °C</td><td>100–130 °C, con convección</td></tr>
<tr><td>Riesgo de salpicado</td><td>Bajo</td><td>Alto si el agua no se evapora antes de la ola</td></tr>
<tr><td>Inflamabilidad y emisiones</td><td>Inflamable; requiere extracción</td><td>No inflamable; menores emisiones</td></tr>
</tbody>
</table>

<h2>Aplicación en soldadura por ola</h2>
<ul>
<li>El fluxer de aspersión debe cubrir toda la cara inferior con una capa uniforme y llegar al interior de los barrenos.</li>
<li>Verificar la cobertura con papel térmico o una tarjeta de vidrio en cada cambio de producto, y la penetración observando el papel colocado en la cara superior.</li>
<li>Medir la cantidad pesando una tarjeta antes y después de aplicar el fundente; el fabricante indica el rango de sólidos por unidad de área.</li>
<li>Demasiado fundente deja residuos pegajosos y puede escurrir a zonas sin soldar; muy poco produce puentes, picos y llenado incompleto.</li>
</ul>

<h2>Aplicación en soldadura selectiva</h2>
<ul>
<li>El cabezal de gota (drop jet) deposita puntos en cada pin; se programa el número de gotas y la separación.</li>
<li>Con aspersión puntual, el patrón es más ancho; hay que dejar holgura suficiente respecto a componentes SMT vecinos.</li>
<li>El fundente que cae fuera del área que moja la mini ola no se activa por completo y queda como residuo activo. Es la causa principal de fallas de SIR en este proceso.</li>
</ul>

<h2>Precalentamiento y contacto</h2>
<p>El precalentamiento evapora los solventes y activa el fundente. Se mide en la cara superior con termopar; la hoja técnica del fundente da el mínimo y el máximo. Con SAC305, la temperatura del crisol suele estar entre 255 y 265 °C, y el tiempo de contacto con la ola entre 2 y 4 segundos. En selectiva sin plomo, la cobertura de nitrógeno en la boquilla es prácticamente obligatoria para mantener la ola limpia y el mojado estable.</p>

<h2>Criterio de llenado</h2>
<p>IPC-A-610 y J-STD-001 piden, para clases 2 y 3, un llenado vertical mínimo de 75 % del barreno en componentes de inserción. En tarjetas gruesas o con planos de cobre conectados al barreno, el llenado depende más del precalentamiento y del tiempo de contacto que de la cantidad de fundente.</p>

<h2>Síntomas frecuentes y su relación con el fundente</h2>
<table>
<thead><tr><th>Síntoma</th><th>Causa probable</th></tr></thead>
<tbody>
<tr><td>Llenado de barreno incompleto</td><td>Fundente que no penetra el barreno o precalentamiento insuficiente</td></tr>
<tr><td>Puentes y picos en conectores</td><td>Poco fundente, o fundente agotado por un precalentamiento excesivo</td></tr>
<tr><td>Bolitas de soldadura en la cara inferior</td><td>Solvente o agua sin evaporar al llegar a la ola</td></tr>
<tr><td>Residuo blanco después de limpiar</td><td>Residuo parcialmente activado o incompatibilidad con el limpiador</td></tr>
<tr><td>Residuo pegajoso en la cara superior</td><td>Exceso de fundente que subió por los barrenos sin activarse</td></tr>
</tbody>
</table>

<h2>Lista de verificación rápida</h2>
<ol>
<li>Cobertura verificada con papel térmico en cada cambio de producto.</li>
<li>Peso de fundente dentro del rango del fabricante, medido al menos una vez por turno.</li>
<li>Temperatura de la cara superior medida y registrada.</li>
<li>Densidad o contenido de sólidos controlado si el fluxer trabaja con recirculación.</li>
<li>Boquillas del fluxer limpias y sin obstrucciones.</li>
</ol>`,
      },
      en: {
        title: "Flux for wave and selective soldering: application, quantity and activation",
        excerpt:
          "In wave and selective soldering, the flux decides hole fill, bridging and residue reliability. How to choose between alcohol-based and VOC-free flux, how to measure the amount applied and what preheat each one needs.",
        html: `<p>In reflow, the flux comes metered inside the paste. In wave and selective soldering, by contrast, the amount, location and temperature of the flux depend entirely on the process. That is why many hole-fill, bridging, solder-ball and white-residue problems originate at the fluxer and in preheat, not at the wave.</p>

<h2>Flux types</h2>
<p>J-STD-004 classifies fluxes by their base (natural rosin RO, synthetic resin RE, organic OR, inorganic IN), their activity (L, M, H) and the presence of halides (0 or 1). For wave and selective soldering in electronics, low-activity, halide-free no-clean fluxes (ROL0 or ORL0) with low solids content are almost always used.</p>
<table>
<thead><tr><th>Characteristic</th><th>Alcohol-based</th><th>VOC-free (water-based)</th></tr></thead>
<tbody>
<tr><td>Evaporation</td><td>Fast; IPA boils at 82 °C</td><td>Slow; needs more preheat energy</td></tr>
<tr><td>Typical topside preheat</td><td>90–110 °C</td><td>100–130 °C, with convection</td></tr>
<tr><td>Spattering risk</td><td>Low</td><td>High if water does not evaporate before the wave</td></tr>
<tr><td>Flammability and emissions</td><td>Flammable; needs extraction</td><td>Non-flammable; lower emissions</td></tr>
</tbody>
</table>

<h2>Application in wave soldering</h2>
<ul>
<li>The spray fluxer must cover the whole bottom side with a uniform layer and reach into the holes.</li>
<li>Check coverage with thermal paper or a glass board at every product change, and penetration by looking at paper placed on the top side.</li>
<li>Measure the amount by weighing a board before and after fluxing; the manufacturer gives the range of solids per unit area.</li>
<li>Too much flux leaves sticky residues and can run into unsoldered areas; too little causes bridges, icicles and incomplete fill.</li>
</ul>

<h2>Application in selective soldering</h2>
<ul>
<li>The drop-jet head deposits dots on each pin; the number of drops and their spacing are programmed.</li>
<li>With spot spraying the pattern is wider; leave enough clearance from neighbouring SMT components.</li>
<li>Flux landing outside the area wetted by the mini-wave is not fully activated and remains as active residue. It is the main cause of SIR failures in this process.</li>
</ul>

<h2>Preheat and contact</h2>
<p>Preheat evaporates solvents and activates the flux. It is measured on the top side with a thermocouple; the flux data sheet gives the minimum and maximum. With SAC305, pot temperature is usually between 255 and 265 °C, and wave contact time between 2 and 4 seconds. In lead-free selective soldering, a nitrogen blanket at the nozzle is practically mandatory to keep the wave clean and wetting stable.</p>

<h2>Fill criterion</h2>
<p>For classes 2 and 3, IPC-A-610 and J-STD-001 require a minimum vertical fill of 75% of the hole for through-hole components. On thick boards or with copper planes connected to the barrel, fill depends more on preheat and contact time than on the amount of flux.</p>

<h2>Common symptoms and how they relate to flux</h2>
<table>
<thead><tr><th>Symptom</th><th>Likely cause</th></tr></thead>
<tbody>
<tr><td>Incomplete hole fill</td><td>Flux not penetrating the hole, or insufficient preheat</td></tr>
<tr><td>Bridges and icicles on connectors</td><td>Too little flux, or flux exhausted by excessive preheat</td></tr>
<tr><td>Solder balls on the bottom side</td><td>Solvent or water not evaporated before reaching the wave</td></tr>
<tr><td>White residue after cleaning</td><td>Partly activated residue, or incompatibility with the cleaner</td></tr>
<tr><td>Sticky residue on the top side</td><td>Excess flux that rose through the holes without being activated</td></tr>
</tbody>
</table>

<h2>Quick checklist</h2>
<ol>
<li>Coverage checked with thermal paper at every product change.</li>
<li>Flux weight within the manufacturer's range, measured at least once per shift.</li>
<li>Topside temperature measured and recorded.</li>
<li>Density or solids content controlled if the fluxer recirculates.</li>
<li>Fluxer nozzles clean and unobstructed.</li>
</ol>`,
      },
    },
  },
  /** Archived: was public, now withdrawn (superseded by the Monterrey case study). */
  {
    slug: "mantenimiento-de-boquillas-de-pick-and-place-y-limpieza-con-ipa",
    category: "procesos",
    tags: ["pick-and-place", "cleaning", "esd-s20-20"],
    publishedAt: "2025-02-18T16:00:00.000Z",
    cover: "/images/blog/procesos-1.webp",
    status: "archived",
    content: {
      es: {
        title: "Mantenimiento de boquillas de pick and place y limpieza con IPA",
        excerpt:
          "Las boquillas sucias o desgastadas son la primera causa de componentes descartados en las máquinas de colocación. Frecuencias de limpieza, inspección y reemplazo, y el uso correcto del alcohol isopropílico en la línea SMT.",
        html: `<p>Una boquilla de colocación trabaja millones de ciclos al año. En cada uno toca el componente, aplica vacío, se expone al polvo de las cintas y, en algunas máquinas, pasa cerca de la pasta recién impresa. Con el tiempo se ensucia, se desgasta y pierde la superficie que el sistema de visión necesita para reconocer el componente. El resultado son recolecciones fallidas, rechazos de visión, componentes desplazados y paros de línea.</p>

<h2>Señales de que hay que actuar</h2>
<ul>
<li>Aumento de la tasa de rechazo en una boquilla o un cabezal específico, visible en los registros de la máquina.</li>
<li>Alarmas de vacío o de "componente no detectado" recurrentes.</li>
<li>Chips 0201 o 0402 desplazados o girados en AOI concentrados en ciertos números de parte.</li>
<li>Componentes que caen durante el traslado o quedan "pegados" a la boquilla después de colocar.</li>
</ul>

<h2>Rutina de mantenimiento</h2>
<ol>
<li><strong>Diario:</strong> verificación de vacío y de flujo con la rutina de la máquina; limpieza exterior de la punta con paño sin pelusa y IPA.</li>
<li><strong>Semanal:</strong> desmontaje de boquillas de chips pequeños, limpieza interna y revisión bajo aumento de 10× a 20×.</li>
<li><strong>Quincenal o mensual:</strong> el resto de las boquillas y los filtros del cabezal.</li>
<li><strong>Reemplazo:</strong> ante cualquier despostilladura, deformación de la punta, superficie reflejante rayada o resorte débil.</li>
</ol>
<p>Lleve un registro por boquilla. Sin él no es posible saber si una boquilla falla por desgaste, por mala limpieza o porque está asignada al componente equivocado.</p>

<h2>Verificación del vacío</h2>
<p>La mayoría de las máquinas permite medir el vacío con la boquilla abierta y con la boquilla bloqueada. Registre ambos valores cuando la boquilla es nueva y úselos como referencia: una caída del vacío con la boquilla bloqueada indica fugas en sellos o en los filtros del cabezal; un flujo bajo con la boquilla abierta indica obstrucción en la punta o en el filtro de la propia boquilla.</p>

<h2>Limpieza con alcohol isopropílico</h2>
<p>El IPA es el solvente más usado en la línea: limpia boquillas, superficies de esténcil, herramientas y zonas de retrabajo. Usarlo bien evita problemas:</p>
<ul>
<li><strong>Pureza:</strong> use IPA grado electrónico de 99 % o más. El alcohol al 70 % contiene agua que tarda en evaporarse y puede dejar residuos.</li>
<li><strong>Ultrasonido:</strong> solo en equipo diseñado para solventes inflamables y solo con las boquillas que el fabricante permite; algunas superficies reflejantes y recubrimientos se dañan con ultrasonido.</li>
<li><strong>Secado:</strong> con aire comprimido filtrado y seco; el aire de planta sin filtro introduce aceite y agua.</li>
<li><strong>Residuos de fundente:</strong> el IPA disuelve bien la resina, pero no elimina por completo los activadores iónicos. En retrabajo de tarjetas, limpiar con brocha e IPA puede extender el residuo en lugar de quitarlo; para limpieza de ensambles use un proceso validado.</li>
</ul>

<h2>Seguridad y control ESD</h2>
<ul>
<li>El IPA es inflamable, con punto de inflamación cercano a 12 °C. Manténgalo en dispensadores con válvula de retorno y lejos de cautines y hornos.</li>
<li>Use dispensadores y frascos disipativos dentro de la EPA; las botellas de plástico comunes son aislantes y generan carga.</li>
<li>Ventile el área y use guantes de nitrilo; consulte la hoja de datos de seguridad para límites de exposición.</li>
<li>Deseche los paños impregnados en contenedores metálicos con tapa.</li>
</ul>

<h2>Asignación de boquillas</h2>
<p>Una boquilla demasiado grande para el componente deja pasar aire y pierde vacío; una demasiado pequeña no sostiene el componente durante la aceleración del cabezal. Revise la biblioteca de componentes cada vez que se da de alta un número de parte nuevo, en especial cuando cambia el proveedor del componente y, con él, las dimensiones reales del cuerpo.</p>

<h2>Qué esperar</h2>
<p>En plantas que implementan esta rutina con disciplina es común ver reducciones de 50 a 80 % en la tasa de rechazo de las máquinas en pocas semanas, además de menos paros y menos defectos de colocación en AOI.</p>`,
      },
      en: {
        title: "Pick-and-place nozzle maintenance and IPA cleaning",
        excerpt:
          "Dirty or worn nozzles are the leading cause of discarded components on placement machines. Cleaning, inspection and replacement frequencies, and the correct use of isopropyl alcohol on the SMT line.",
        html: `<p>A placement nozzle works millions of cycles a year. On each one it touches the component, applies vacuum, is exposed to tape dust and, on some machines, passes close to freshly printed paste. Over time it gets dirty, wears out and loses the surface the vision system needs to recognise the component. The result is failed picks, vision rejects, shifted components and line stops.</p>

<h2>Signs that action is needed</h2>
<ul>
<li>A rising reject rate on a specific nozzle or head, visible in the machine logs.</li>
<li>Recurring vacuum or "component not detected" alarms.</li>
<li>Shifted or rotated 0201 or 0402 chips at AOI, concentrated on certain part numbers.</li>
<li>Components that drop during transfer or stay "stuck" to the nozzle after placement.</li>
</ul>

<h2>Maintenance routine</h2>
<ol>
<li><strong>Daily:</strong> vacuum and flow check with the machine routine; external cleaning of the tip with a lint-free wipe and IPA.</li>
<li><strong>Weekly:</strong> remove small-chip nozzles, clean them internally and inspect them at 10× to 20× magnification.</li>
<li><strong>Fortnightly or monthly:</strong> the remaining nozzles and the head filters.</li>
<li><strong>Replacement:</strong> on any chip, deformed tip, scratched reflective surface or weak spring.</li>
</ol>
<p>Keep a record per nozzle. Without it, there is no way to tell whether a nozzle fails from wear, from poor cleaning or because it is assigned to the wrong component.</p>

<h2>Vacuum check</h2>
<p>Most machines can measure vacuum with the nozzle open and with the nozzle blocked. Record both values when the nozzle is new and use them as a reference: a drop in vacuum with the nozzle blocked points to leaking seals or head filters; low flow with the nozzle open points to a blockage in the tip or in the nozzle's own filter.</p>

<h2>Cleaning with isopropyl alcohol</h2>
<p>IPA is the most widely used solvent on the line: it cleans nozzles, stencil surfaces, tools and rework areas. Using it properly avoids problems:</p>
<ul>
<li><strong>Purity:</strong> use electronic-grade IPA of 99% or higher. 70% alcohol contains water that is slow to evaporate and can leave residues.</li>
<li><strong>Ultrasonics:</strong> only in equipment designed for flammable solvents, and only with nozzles the manufacturer allows; some reflective surfaces and coatings are damaged by ultrasound.</li>
<li><strong>Drying:</strong> with filtered, dry compressed air; unfiltered plant air introduces oil and water.</li>
<li><strong>Flux residues:</strong> IPA dissolves rosin well but does not fully remove ionic activators. When reworking boards, brushing with IPA can spread residue instead of removing it; use a validated process to clean assemblies.</li>
</ul>

<h2>Safety and ESD control</h2>
<ul>
<li>IPA is flammable, with a flash point around 12 °C. Keep it in dispensers with a return valve and away from soldering irons and ovens.</li>
<li>Use dissipative dispensers and bottles inside the EPA; ordinary plastic bottles are insulators and generate charge.</li>
<li>Ventilate the area and wear nitrile gloves; check the safety data sheet for exposure limits.</li>
<li>Dispose of soaked wipes in lidded metal containers.</li>
</ul>

<h2>Nozzle assignment</h2>
<p>A nozzle that is too large for the component leaks air and loses vacuum; one that is too small does not hold the component during head acceleration. Review the component library every time a new part number is created, especially when the component supplier changes and, with it, the real body dimensions.</p>

<h2>What to expect</h2>
<p>In plants that apply this routine with discipline, reductions of 50 to 80% in machine reject rates within a few weeks are common, along with fewer stops and fewer placement defects at AOI.</p>`,
      },
    },
  },
  /** Scheduled: published on its own some days after the first start (its job is queued by the seed). */
  {
    slug: "mantenimiento-preventivo-de-hornos-de-reflujo-programa-y-registros",
    category: "procesos",
    tags: ["reflow", "thermal-profiling", "nitrogen"],
    publishedAt: "2026-11-20T16:00:00.000Z",
    scheduleInDays: 14,
    cover: "/images/blog/procesos-2.webp",
    status: "scheduled",
    content: {
      es: {
        title: "Mantenimiento preventivo de hornos de reflujo: programa y registros",
        excerpt:
          "Un horno de reflujo sucio cambia el perfil sin avisar. Qué revisar cada turno, cada semana y cada trimestre, cómo registrar el perfil de referencia y qué señales indican que el mantenimiento ya no alcanza.",
        html: `<p>El horno de reflujo es el equipo que más influye en la calidad de la soldadura y, a la vez, el que más tiempo pasa sin que nadie lo abra. El residuo de fundente se condensa en las zonas de enfriamiento, los ventiladores pierden caudal y los termopares se desplazan. El perfil cambia poco a poco, y el primer aviso suele ser un aumento de voids o de bolas de soldadura en AOI.</p>

<h2>Cada turno</h2>
<ul>
<li>Verificar que las temperaturas de zona y la velocidad del transportador coinciden con la receta cargada.</li>
<li>Revisar el consumo de nitrógeno y el nivel de oxígeno residual cuando el proceso lo usa.</li>
<li>Confirmar que el ancho del riel corresponde a la tarjeta y que no hay tarjetas detenidas en la entrada.</li>
</ul>

<h2>Cada semana</h2>
<ul>
<li>Limpiar la cadena o malla del transportador y lubricarla según el fabricante.</li>
<li>Inspeccionar los separadores de fundente y vaciar los colectores.</li>
<li>Correr un perfil con la tarjeta de referencia y compararlo con el perfil registrado.</li>
</ul>

<h2>Cada trimestre</h2>
<ul>
<li>Limpieza profunda de las zonas de enfriamiento, intercambiadores y ductos de extracción.</li>
<li>Revisión de ventiladores, bandas y sellos de las cámaras.</li>
<li>Calibración de los termopares del horno y del perfilador.</li>
</ul>

<h2>El perfil de referencia</h2>
<p>Guarde, para cada producto, el perfil medido con la tarjeta instrumentada cuando el horno está recién limpio: tiempo sobre liquidus, pico, pendiente de calentamiento y de enfriamiento. Después de cada mantenimiento y cada semana, corra la misma tarjeta y compare. Una diferencia de más de 3 a 5 °C en el pico o de 10 s en el tiempo sobre liquidus indica que algo cambió en el horno, no en el producto.</p>

<h2>Señales de que el programa ya no alcanza</h2>
<ul>
<li>Goteo de fundente condensado sobre las tarjetas.</li>
<li>Diferencias crecientes entre zonas vecinas con la misma consigna.</li>
<li>Consumo de nitrógeno en aumento para el mismo nivel de oxígeno.</li>
</ul>
<p>Un registro sencillo, con fecha, responsable y perfil medido, es lo que permite demostrar control del proceso en una auditoría IATF 16949 y encontrar la causa cuando aparece un defecto.</p>`,
      },
      en: {
        title: "Preventive maintenance of reflow ovens: schedule and records",
        excerpt:
          "A dirty reflow oven changes the profile without warning. What to check every shift, every week and every quarter, how to record the reference profile, and which signs show that maintenance is no longer enough.",
        html: `<p>The reflow oven is the machine with the most influence on solder quality, and also the one that goes longest without being opened. Flux residue condenses in the cooling zones, fans lose airflow and thermocouples drift. The profile changes slowly, and the first warning is usually a rise in voids or solder balls at AOI.</p>

<h2>Every shift</h2>
<ul>
<li>Check that zone temperatures and conveyor speed match the loaded recipe.</li>
<li>Check nitrogen consumption and residual oxygen when the process uses nitrogen.</li>
<li>Confirm that the rail width matches the board and that no boards are stuck at the entrance.</li>
</ul>

<h2>Every week</h2>
<ul>
<li>Clean the conveyor chain or mesh and lubricate it as the manufacturer specifies.</li>
<li>Inspect the flux separators and empty the collectors.</li>
<li>Run a profile with the reference board and compare it with the recorded profile.</li>
</ul>

<h2>Every quarter</h2>
<ul>
<li>Deep-clean the cooling zones, heat exchangers and exhaust ducts.</li>
<li>Check fans, belts and chamber seals.</li>
<li>Calibrate the oven's and the profiler's thermocouples.</li>
</ul>

<h2>The reference profile</h2>
<p>For each product, keep the profile measured with the instrumented board when the oven has just been cleaned: time above liquidus, peak, heating and cooling slopes. After each maintenance and every week, run the same board and compare. A difference of more than 3 to 5 °C at the peak or 10 s in time above liquidus means something changed in the oven, not in the product.</p>

<h2>Signs that the schedule is no longer enough</h2>
<ul>
<li>Condensed flux dripping onto boards.</li>
<li>Growing differences between neighbouring zones with the same set point.</li>
<li>Rising nitrogen consumption for the same oxygen level.</li>
</ul>
<p>A simple record, with date, owner and measured profile, is what lets you show process control in an IATF 16949 audit and find the cause when a defect appears.</p>`,
      },
    },
  },
];
