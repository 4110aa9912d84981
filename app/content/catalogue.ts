/**
 * The product catalogue: six categories (the company's divisions) and every product, in both
 * languages. Image files are generated under public/images with these exact ids.
 * Strings may hold `{token}`s (./tokens.ts); fill them with `localize`.
 */
import type { CallToAction, PageHero, Text } from "./types";

export const CATEGORY_IDS = ["mro", "esd", "solder", "machines", "laser", "tooling"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (CATEGORY_IDS as readonly string[]).includes(value);
}

export const PRODUCT_IDS = [
  "thermocouples",
  "red-glue",
  "isopropyl-alcohol",
  "nozzle-cleaner-gel",
  "router-bits",
  "esd-trays-bins",
  "conductive-eva-sheets",
  "solder-bars",
  "solder-wire",
  "liquid-flux",
  "solder-preforms",
  "smt-spare-parts",
  "machine-maintenance-repair",
  "laser-precision-cutting",
  "laser-engraving",
  "inspection-templates",
  "squeegees",
  "board-holders",
  "router-plates",
  "pallets-fixtures",
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (PRODUCT_IDS as readonly string[]).includes(value);
}

export interface Category {
  id: CategoryId;
  /** Division name as the company writes it in both languages: "MRO", "SOLDER"... */
  code: string;
  title: Text;
  /** One or two sentences for cards. */
  shortDescription: Text;
  /** A paragraph that opens the category's section or page. */
  intro: Text;
  /** `/images/categories/{id}.webp` */
  image: string;
}

/** A key parameter for the product card and the technical-sheets page. */
export interface SpecHighlight {
  label: Text;
  value: Text;
}

export interface Product {
  id: ProductId;
  category: CategoryId;
  title: Text;
  subtitle: Text;
  description: Text;
  features: Text[];
  highlights: SpecHighlight[];
  /** `/images/products/{id}.webp` */
  image: string;
}

export const categories: readonly Category[] = [
  {
    id: "mro",
    code: "MRO",
    title: { es: "Mantenimiento, reparación y operación", en: "Maintenance, repair and operations" },
    shortDescription: {
      es: "Termopares, adhesivos, alcohol isopropílico, limpiadores y brocas de ruteo para el día a día de tu línea.",
      en: "Thermocouples, adhesives, isopropyl alcohol, cleaners and router bits for the daily running of your line.",
    },
    intro: {
      es: "Los consumibles de mantenimiento y operación sostienen la disponibilidad de una línea SMT tanto como el equipo principal. Surtimos los materiales que tu personal usa todos los días —para perfilar hornos, fijar componentes, limpiar esténciles y boquillas o despanelizar tarjetas— con especificaciones verificadas y entregas programadas.",
      en: "Maintenance and operating supplies keep an SMT line available as much as the main equipment does. We supply the materials your team uses every day—to profile ovens, bond components, clean stencils and nozzles or depanel boards—with verified specifications and scheduled deliveries.",
    },
    image: "/images/categories/mro.webp",
  },
  {
    id: "esd",
    code: "ESD",
    title: { es: "Protección ESD", en: "ESD protection" },
    shortDescription: {
      es: "Charolas, contenedores y materiales conductivos para manejar componentes sensibles sin riesgo de descarga.",
      en: "Trays, bins and conductive materials to handle sensitive components without discharge risk.",
    },
    intro: {
      es: "Una descarga electrostática puede dañar un componente sin dejar rastro visible y provocar una falla en campo meses después. Nuestros productos ESD para almacenamiento, transporte y empaque se integran a un programa de control basado en ANSI/ESD S20.20 y se entregan con sus valores de resistencia documentados.",
      en: "An electrostatic discharge can damage a component without any visible sign and cause a field failure months later. Our ESD products for storage, transport and packaging fit into a control program based on ANSI/ESD S20.20 and ship with documented resistance values.",
    },
    image: "/images/categories/esd.webp",
  },
  {
    id: "solder",
    code: "SOLDER",
    title: { es: "Materiales de soldadura", en: "Solder materials" },
    shortDescription: {
      es: "Barras, alambre, fundente líquido y preformas en aleaciones con y sin plomo.",
      en: "Bars, wire, liquid flux and preforms in lead-free and tin-lead alloys.",
    },
    intro: {
      es: "La calidad de cada unión depende de la aleación, del fundente y de su control en el proceso. Suministramos materiales de soldadura conformes a IPC J-STD-004 y J-STD-006, con certificado de análisis por lote, y te ayudamos a elegir la combinación adecuada para ola, selectiva, retrabajo y ensamble manual.",
      en: "The quality of every joint depends on the alloy, the flux and how both are controlled in the process. We supply solder materials that conform to IPC J-STD-004 and J-STD-006, with a certificate of analysis for every lot, and help you choose the right combination for wave, selective, rework and hand soldering.",
    },
    image: "/images/categories/solder.webp",
  },
  {
    id: "machines",
    code: "MACHINES",
    title: { es: "Máquinas y refacciones SMT", en: "SMT machines and spare parts" },
    shortDescription: {
      es: "Refacciones, mantenimiento, reparación y soporte para tu equipo de ensamble.",
      en: "Spare parts, maintenance, repair and support for your assembly equipment.",
    },
    intro: {
      es: "Cada hora de paro de una línea SMT cuesta producción y entregas. Nuestra división de máquinas combina inventario de refacciones para las plataformas más comunes con un equipo de técnicos que da mantenimiento, repara y calibra equipo de impresión, colocación, reflujo y ola, en tu planta o en nuestro taller.",
      en: "Every hour an SMT line stands still costs output and deliveries. Our machines division combines a spare-parts inventory for the most common platforms with a team of technicians who maintain, repair and calibrate printing, placement, reflow and wave equipment, at your plant or in our shop.",
    },
    image: "/images/categories/machines.webp",
  },
  {
    id: "laser",
    code: "LASER",
    title: { es: "Servicios láser", en: "Laser services" },
    shortDescription: {
      es: "Corte de precisión, grabado y plantillas de inspección fabricados en nuestro taller.",
      en: "Precision cutting, engraving and inspection templates made in our own shop.",
    },
    intro: {
      es: "Con equipos láser propios fabricamos en días piezas que de otro modo tendrías que importar: calzas, guías, insertos, plantillas de inspección e identificación permanente para herramentales. Trabajamos a partir de tus archivos CAD o Gerber y conservamos cada programa para repetir pedidos sin variaciones.",
      en: "With our own laser equipment we make in days the parts you would otherwise have to import: shims, guides, inserts, inspection templates and permanent identification for tooling. We work from your CAD or Gerber files and keep every program so repeat orders come out the same.",
    },
    image: "/images/categories/laser.webp",
  },
  {
    id: "tooling",
    code: "TOOLING",
    title: { es: "Herramentales", en: "Tooling" },
    shortDescription: {
      es: "Squeegees, soportes para tarjetas, placas de ruteo, pallets y fixtures a la medida.",
      en: "Squeegees, board holders, router plates, pallets and custom fixtures.",
    },
    intro: {
      es: "Un buen herramental estabiliza el proceso, acorta los cambios de modelo y protege el producto. Diseñamos y fabricamos herramentales para impresión, colocación, despanelizado, soldadura por ola y selectiva, ensamble y prueba, a partir de los datos de tu ensamble y con la identificación grabada para su control.",
      en: "Good tooling stabilizes the process, shortens changeovers and protects the product. We design and build tooling for printing, placement, depaneling, wave and selective soldering, assembly and test, from your assembly data and with engraved identification for tooling control.",
    },
    image: "/images/categories/tooling.webp",
  },
];

export const products: readonly Product[] = [
  // ── MRO ──────────────────────────────────────────────────────────────
  {
    id: "thermocouples",
    category: "mro",
    title: { es: "Termopares para perfilado térmico", en: "Thermal profiling thermocouples" },
    subtitle: { es: "Tipo K, en longitudes de 1, 2 y 3 m", en: "Type K, in 1, 2 and 3 m lengths" },
    description: {
      es: "Termopares tipo K para medir el perfil de temperatura real de tus tarjetas en hornos de reflujo, soldadura por ola y selectiva. Se fijan a la PCB con soldadura de alta temperatura, cinta de poliimida o adhesivo, y se conectan a los perfiladores más usados en la industria.",
      en: "Type K thermocouples that measure the actual temperature profile of your boards in reflow ovens and wave and selective soldering. They attach to the PCB with high-temperature solder, polyimide tape or adhesive, and plug into the profilers most widely used in the industry.",
    },
    features: [
      { es: "Longitudes de 1, 2 y 3 m para hornos de distinto largo", en: "1, 2 and 3 m lengths for ovens of different lengths" },
      { es: "Aislamiento de PFA para uso hasta 260 °C", en: "PFA insulation rated up to 260 °C" },
      { es: "Versión con malla de fibra de vidrio para uso hasta 480 °C", en: "Glass-braid version rated up to 480 °C" },
      {
        es: "Conector miniatura tipo K con máximo de 220 °C: debe quedar fuera de la zona caliente",
        en: "Miniature type K connector rated to 220 °C maximum: keep it outside the heated zone",
      },
      {
        es: "Unión expuesta de respuesta rápida para registrar picos y tiempo sobre líquidus",
        en: "Fast-response exposed junction to capture peaks and time above liquidus",
      },
    ],
    highlights: [
      { label: { es: "Tipo", en: "Type" }, value: { es: "K", en: "K" } },
      { label: { es: "Longitudes", en: "Lengths" }, value: { es: "1, 2 y 3 m", en: "1, 2 and 3 m" } },
      { label: { es: "Aislamiento PFA", en: "PFA insulation" }, value: { es: "hasta 260 °C", en: "up to 260 °C" } },
      { label: { es: "Malla de fibra de vidrio", en: "Glass braid" }, value: { es: "hasta 480 °C", en: "up to 480 °C" } },
      { label: { es: "Conector", en: "Connector" }, value: { es: "máximo 220 °C", en: "220 °C maximum" } },
    ],
    image: "/images/products/thermocouples.webp",
  },
  {
    id: "red-glue",
    category: "mro",
    title: { es: "Adhesivo SMT rojo", en: "Red SMT adhesive" },
    subtitle: { es: "Epóxico de curado térmico para fijar componentes", en: "Heat-cure epoxy for component bonding" },
    description: {
      es: "Adhesivo epóxico monocomponente para fijar componentes SMD en el lado inferior de la tarjeta antes de la soldadura por ola, o en ensambles de doble cara. Su color rojo facilita la inspección visual y automática (AOI) de la posición y el volumen de cada punto.",
      en: "Single-part epoxy adhesive that holds SMD components on the bottom side of the board ahead of wave soldering, or in double-sided assemblies. Its red color makes it easy to check the position and volume of every dot, by eye or with AOI.",
    },
    features: [
      { es: "Apto para dispensado por jeringa o jet y para impresión con esténcil", en: "Suitable for syringe or jet dispensing and for stencil printing" },
      {
        es: "Alta resistencia en verde: los componentes no se desplazan antes del curado",
        en: "High green strength: components stay in place before curing",
      },
      { es: "Sin escurrimiento ni formación de hilos en dispensado de alta velocidad", en: "No slumping or stringing in high-speed dispensing" },
      { es: "Curado térmico en horno de reflujo con el perfil indicado en su ficha técnica", en: "Heat cure in the reflow oven with the profile given in its data sheet" },
      { es: "Presentaciones en jeringa y cartucho", en: "Available in syringes and cartridges" },
    ],
    highlights: [
      { label: { es: "Química", en: "Chemistry" }, value: { es: "Epóxico monocomponente", en: "Single-part epoxy" } },
      { label: { es: "Aplicación", en: "Application" }, value: { es: "Dispensado o esténcil", en: "Dispensing or stencil" } },
      { label: { es: "Curado", en: "Cure" }, value: { es: "Térmico", en: "Heat" } },
      { label: { es: "Almacenamiento", en: "Storage" }, value: { es: "Refrigerado, de 2 a 8 °C", en: "Refrigerated, 2 to 8 °C" } },
    ],
    image: "/images/products/red-glue.webp",
  },
  {
    id: "isopropyl-alcohol",
    category: "mro",
    title: { es: "Alcohol isopropílico (IPA)", en: "Isopropyl alcohol (IPA)" },
    subtitle: { es: "Pureza de 99.9% para limpieza de precisión", en: "99.9% purity for precision cleaning" },
    description: {
      es: "Alcohol isopropílico grado electrónico con pureza de 99.9% para limpiar esténciles, tarjetas, boquillas y herramentales. Evapora rápidamente sin dejar residuos y remueve restos de pasta de soldadura y de fundente sin dañar los componentes.",
      en: "Electronic-grade isopropyl alcohol with 99.9% purity for cleaning stencils, boards, nozzles and tooling. It evaporates quickly without leaving residue and removes solder paste and flux without harming components.",
    },
    features: [
      { es: "Pureza de 99.9% y bajo contenido de humedad", en: "99.9% purity and low moisture content" },
      { es: "Evaporación rápida, sin residuos ni manchas", en: "Fast evaporation with no residue or spotting" },
      {
        es: "Para limpiadores de esténcil bajo impresora y para limpieza manual",
        en: "For under-stencil wipe systems and for manual cleaning",
      },
      { es: "Presentaciones de 1 L, 4 L y 20 L", en: "Available in 1 L, 4 L and 20 L containers" },
      {
        es: "Hoja de datos de seguridad (HDS) conforme a NOM-018-STPS-2015",
        en: "Safety data sheet (SDS) in line with Mexican standard NOM-018-STPS-2015",
      },
    ],
    highlights: [
      { label: { es: "Pureza", en: "Purity" }, value: { es: "99.9%", en: "99.9%" } },
      { label: { es: "Presentaciones", en: "Containers" }, value: { es: "1 L, 4 L y 20 L", en: "1 L, 4 L and 20 L" } },
      {
        label: { es: "Documentación", en: "Documents" },
        value: { es: "HDS y certificado de análisis por lote", en: "SDS and certificate of analysis per lot" },
      },
    ],
    image: "/images/products/isopropyl-alcohol.webp",
  },
  {
    id: "nozzle-cleaner-gel",
    category: "mro",
    title: { es: "Gel limpiador de boquillas", en: "Nozzle cleaning gel" },
    subtitle: { es: "Mantenimiento de boquillas de pick and place", en: "Pick-and-place nozzle maintenance" },
    description: {
      es: "Gel de limpieza para las boquillas de las máquinas de colocación. Desprende pasta, fundente y adhesivo de la punta y del orificio de vacío sin rayar ni deformar la boquilla, con lo que se recupera la fuerza de succión y se reducen los errores de toma.",
      en: "Cleaning gel for placement machine nozzles. It lifts solder paste, flux and adhesive from the tip and the vacuum bore without scratching or deforming the nozzle, restoring suction and cutting pick-up errors.",
    },
    features: [
      { es: "Limpia la punta y el orificio de vacío en una sola operación", en: "Cleans the tip and the vacuum bore in one step" },
      { es: "No abrasivo: cuida puntas de cerámica y de metal", en: "Non-abrasive: safe for ceramic and metal tips" },
      { es: "Reduce errores de toma y componentes caídos", en: "Reduces pick-up errors and dropped components" },
      {
        es: "Se aplica durante el mantenimiento preventivo, sin herramientas especiales",
        en: "Used during preventive maintenance, with no special tools",
      },
    ],
    highlights: [
      { label: { es: "Uso", en: "Use" }, value: { es: "Boquillas de máquinas de colocación", en: "Placement machine nozzles" } },
      { label: { es: "Acción", en: "Action" }, value: { es: "No abrasiva", en: "Non-abrasive" } },
    ],
    image: "/images/products/nozzle-cleaner-gel.webp",
  },
  {
    id: "router-bits",
    category: "mro",
    title: { es: "Brocas de ruteo", en: "Router bits" },
    subtitle: { es: "Fresas de carburo para despanelizado de PCB", en: "Carbide bits for PCB depaneling" },
    description: {
      es: "Fresas de carburo de tungsteno para separar tarjetas en routers de despanelizado en línea y fuera de línea. Su geometría evacua la viruta y el polvo de FR-4 con eficiencia, con cortes limpios y bajo esfuerzo mecánico sobre los componentes cercanos al borde.",
      en: "Tungsten carbide bits for separating boards in inline and offline depaneling routers. Their geometry clears FR-4 chips and dust efficiently, giving clean cuts and low mechanical stress on components near the board edge.",
    },
    features: [
      { es: "Carburo de tungsteno de micrograno para mayor vida útil", en: "Micrograin tungsten carbide for longer tool life" },
      { es: "Diámetros de 0.8 a 3.0 mm", en: "Diameters from 0.8 to 3.0 mm" },
      { es: "Geometrías para FR-4, CEM y sustratos de aluminio", en: "Geometries for FR-4, CEM and aluminum substrates" },
      { es: "Menos rebaba y polvo en cada corte", en: "Less burr and dust on every cut" },
      {
        es: "Asesoría para definir velocidad de husillo, avance y vida de la herramienta",
        en: "Guidance on spindle speed, feed rate and tool life",
      },
    ],
    highlights: [
      { label: { es: "Material", en: "Material" }, value: { es: "Carburo de tungsteno", en: "Tungsten carbide" } },
      { label: { es: "Diámetros", en: "Diameters" }, value: { es: "0.8 a 3.0 mm", en: "0.8 to 3.0 mm" } },
    ],
    image: "/images/products/router-bits.webp",
  },

  // ── ESD ──────────────────────────────────────────────────────────────
  {
    id: "esd-trays-bins",
    category: "esd",
    title: { es: "Charolas y contenedores ESD", en: "ESD trays and bins" },
    subtitle: { es: "Almacenamiento y manejo seguro de componentes sensibles", en: "Safe storage and handling of sensitive parts" },
    description: {
      es: "Charolas, gavetas y contenedores de material conductivo y disipativo para almacenar, transportar y surtir componentes y tarjetas sensibles a descargas electrostáticas. Se integran a tu programa de control ESD en almacén, kitting y líneas de producción.",
      en: "Trays, totes and bins made of conductive and dissipative material for storing, moving and kitting electrostatic-sensitive components and boards. They fit into your ESD control program in the warehouse, in kitting and on the line.",
    },
    features: [
      { es: "Materiales conductivos y disipativos con resistencia superficial verificable", en: "Conductive and dissipative materials with verifiable surface resistance" },
      { es: "Apilables y compatibles con racks, carros y sistemas kanban", en: "Stackable and compatible with racks, carts and kanban systems" },
      { es: "Identificados con el símbolo ESD para control visual en piso", en: "Marked with the ESD symbol for visual control on the floor" },
      { es: "Medidas estándar y divisiones a la medida de cada número de parte", en: "Standard sizes and custom dividers for each part number" },
    ],
    highlights: [
      {
        label: { es: "Resistencia superficial", en: "Surface resistance" },
        value: {
          es: "Conductivo < 1 × 10⁴ Ω; disipativo de 1 × 10⁴ a < 1 × 10¹¹ Ω",
          en: "Conductive < 1 × 10⁴ Ω; dissipative 1 × 10⁴ to < 1 × 10¹¹ Ω",
        },
      },
      { label: { es: "Referencia", en: "Reference" }, value: { es: "ANSI/ESD S541", en: "ANSI/ESD S541" } },
    ],
    image: "/images/products/esd-trays-bins.webp",
  },
  {
    id: "conductive-eva-sheets",
    category: "esd",
    title: { es: "Láminas de EVA conductivo", en: "Conductive EVA sheets" },
    subtitle: { es: "Espuma protectora para empaque e insertos ESD", en: "Protective foam for ESD packaging and inserts" },
    description: {
      es: "Láminas de espuma EVA conductiva para amortiguar, separar y proteger tarjetas y componentes durante su almacenamiento y transporte. Se suministran en hoja completa o cortadas a la medida para insertos de charolas, cajas y fixtures.",
      en: "Conductive EVA foam sheets that cushion, separate and protect boards and components in storage and transit. Supplied as full sheets or cut to size for tray, box and fixture inserts.",
    },
    features: [
      { es: "Espuma de celda cerrada que no desprende partículas", en: "Closed-cell foam that does not shed particles" },
      { es: "Protección contra descargas electrostáticas y contra impactos", en: "Protection against electrostatic discharge and impact" },
      { es: "Varios espesores y densidades", en: "Several thicknesses and densities" },
      { es: "Corte a la medida, con cavidades para cada número de parte", en: "Cut to size, with cavities for each part number" },
    ],
    highlights: [
      { label: { es: "Material", en: "Material" }, value: { es: "EVA de celda cerrada", en: "Closed-cell EVA" } },
      {
        label: { es: "Resistencia superficial típica", en: "Typical surface resistance" },
        value: { es: "10³ a 10⁵ Ω", en: "10³ to 10⁵ Ω" },
      },
    ],
    image: "/images/products/conductive-eva-sheets.webp",
  },

  // ── SOLDER ───────────────────────────────────────────────────────────
  {
    id: "solder-bars",
    category: "solder",
    title: { es: "Barras de soldadura", en: "Solder bars" },
    subtitle: { es: "Aleaciones para soldadura por ola y selectiva", en: "Alloys for wave and selective soldering" },
    description: {
      es: "Barras de soldadura de alta pureza para crisoles de ola, selectiva y estañado. Manejamos aleaciones sin plomo y con plomo, con bajo contenido de óxidos para reducir la generación de escoria y mantener estable la composición del baño.",
      en: "High-purity solder bars for wave, selective and tinning pots. We carry lead-free and tin-lead alloys with low oxide content to reduce dross and keep the bath composition stable.",
    },
    features: [
      {
        es: "SAC305 y SnCu sin plomo; Sn63Pb37 para aplicaciones exentas de RoHS",
        en: "Lead-free SAC305 and SnCu; Sn63Pb37 for RoHS-exempt applications",
      },
      { es: "Conformes a IPC J-STD-006", en: "Conform to IPC J-STD-006" },
      { es: "Baja generación de escoria y menor consumo de metal", en: "Low dross generation and lower metal consumption" },
      { es: "Certificado de análisis por lote", en: "Certificate of analysis for every lot" },
      {
        es: "Análisis periódico del baño para controlar cobre y contaminantes",
        en: "Periodic bath analysis to control copper and contaminants",
      },
    ],
    highlights: [
      { label: { es: "Aleaciones", en: "Alloys" }, value: { es: "SAC305, SnCu, Sn63Pb37", en: "SAC305, SnCu, Sn63Pb37" } },
      { label: { es: "Norma", en: "Standard" }, value: { es: "IPC J-STD-006", en: "IPC J-STD-006" } },
    ],
    image: "/images/products/solder-bars.webp",
  },
  {
    id: "solder-wire",
    category: "solder",
    title: { es: "Alambre de soldadura", en: "Solder wire" },
    subtitle: { es: "Con núcleo de fundente para retrabajo y ensamble manual", en: "Flux-cored wire for rework and hand assembly" },
    description: {
      es: "Alambre de soldadura con núcleo de fundente para ensamble manual, retrabajo y soldadura robotizada. Disponible en aleaciones sin plomo y con plomo, en diámetros que van de componentes de paso fino a terminales de potencia.",
      en: "Flux-cored solder wire for hand assembly, rework and robotic soldering. Available in lead-free and tin-lead alloys, in diameters from fine-pitch components to power terminals.",
    },
    features: [
      { es: "Diámetros de 0.3 a 1.2 mm", en: "Diameters from 0.3 to 1.2 mm" },
      { es: "Fundente no-clean con clasificación ROL0 según IPC J-STD-004", en: "No-clean flux classified ROL0 per IPC J-STD-004" },
      { es: "Mojado rápido y poca salpicadura, apto para soldadura robotizada", en: "Fast wetting and low spatter, suitable for robotic soldering" },
      { es: "Residuo transparente que en la mayoría de los casos no requiere limpieza", en: "Clear residue that in most cases needs no cleaning" },
    ],
    highlights: [
      { label: { es: "Diámetros", en: "Diameters" }, value: { es: "0.3 a 1.2 mm", en: "0.3 to 1.2 mm" } },
      { label: { es: "Fundente", en: "Flux" }, value: { es: "No-clean, ROL0", en: "No-clean, ROL0" } },
      { label: { es: "Normas", en: "Standards" }, value: { es: "IPC J-STD-004 y J-STD-006", en: "IPC J-STD-004 and J-STD-006" } },
    ],
    image: "/images/products/solder-wire.webp",
  },
  {
    id: "liquid-flux",
    category: "solder",
    title: { es: "Fundente líquido", en: "Liquid flux" },
    subtitle: { es: "Fundentes no-clean para ola, selectiva y retrabajo", en: "No-clean fluxes for wave, selective and rework" },
    description: {
      es: "Fundentes líquidos para soldadura por ola y selectiva, aplicables por aspersión o espuma. Incluyen formulaciones base alcohol de bajo contenido de sólidos y opciones base agua libres de VOC, para lograr buen llenado de barril con residuos mínimos.",
      en: "Liquid fluxes for wave and selective soldering, applied by spray or foam. The range includes low-solids alcohol-based formulas and VOC-free water-based options for good barrel fill with minimal residue.",
    },
    features: [
      { es: "Clasificación ROL0 / ORL0 según IPC J-STD-004", en: "ROL0 / ORL0 classification per IPC J-STD-004" },
      { es: "Bajo contenido de sólidos y residuo mínimo, sin lavado", en: "Low solids and minimal residue, no washing needed" },
      { es: "Opciones base alcohol y base agua libres de VOC", en: "Alcohol-based and VOC-free water-based options" },
      { es: "Para aplicación por aspersión, espuma o dispensado en selectiva", en: "For spray, foam or selective drop-jet application" },
      {
        es: "Apoyo para ajustar la cantidad de fundente y el precalentamiento",
        en: "Help adjusting flux deposition and preheat settings",
      },
    ],
    highlights: [
      { label: { es: "Clasificación", en: "Classification" }, value: { es: "ROL0 / ORL0", en: "ROL0 / ORL0" } },
      { label: { es: "Base", en: "Carrier" }, value: { es: "Alcohol o agua (sin VOC)", en: "Alcohol or water (VOC-free)" } },
    ],
    image: "/images/products/liquid-flux.webp",
  },
  {
    id: "solder-preforms",
    category: "solder",
    title: { es: "Preformas de soldadura", en: "Solder preforms" },
    subtitle: { es: "Volumen exacto de soldadura en cada unión", en: "A precise solder volume in every joint" },
    description: {
      es: "Piezas de soldadura con forma y volumen definidos —arandelas, discos, rectángulos y marcos— que complementan a la pasta cuando una unión requiere más metal, como en componentes through-hole soldados en reflujo (pin-in-paste), conectores y dispositivos de potencia.",
      en: "Solder pieces of defined shape and volume—washers, discs, rectangles and frames—that supplement solder paste where a joint needs more metal, such as through-hole parts soldered in reflow (pin-in-paste), connectors and power devices.",
    },
    features: [
      { es: "Arandelas, discos, rectángulos y marcos a especificación", en: "Washers, discs, rectangles and frames to specification" },
      { es: "Aleaciones sin plomo, con plomo y de alta temperatura", en: "Lead-free, tin-lead and high-temperature alloys" },
      { es: "Con o sin recubrimiento de fundente", en: "With or without flux coating" },
      { es: "Empaque en cinta y carrete para colocación automática", en: "Tape-and-reel packaging for automatic placement" },
      { es: "Tolerancias dimensionales estrechas para un volumen repetible", en: "Tight dimensional tolerances for repeatable volume" },
    ],
    highlights: [
      { label: { es: "Formas", en: "Shapes" }, value: { es: "Arandela, disco, rectángulo, marco", en: "Washer, disc, rectangle, frame" } },
      { label: { es: "Empaque", en: "Packaging" }, value: { es: "Granel o cinta y carrete", en: "Bulk or tape and reel" } },
    ],
    image: "/images/products/solder-preforms.webp",
  },

  // ── MACHINES ─────────────────────────────────────────────────────────
  {
    id: "smt-spare-parts",
    category: "machines",
    title: { es: "Refacciones para equipo SMT", en: "SMT equipment spare parts" },
    subtitle: { es: "Partes nuevas y reacondicionadas para mantener tu línea en operación", en: "New and refurbished parts to keep your line running" },
    description: {
      es: "Refacciones para máquinas de colocación, impresoras de pasta, hornos de reflujo, equipos de ola y AOI de las plataformas más comunes del mercado. Surtimos desde nuestro inventario local o por importación con seguimiento, para reducir el tiempo de paro de tu línea.",
      en: "Spare parts for placement machines, paste printers, reflow ovens, wave soldering and AOI systems from the most common platforms on the market. We ship from local stock or import with tracking to cut your line's downtime.",
    },
    features: [
      {
        es: "Boquillas, alimentadores (feeders), bandas, filtros, sensores y tarjetas electrónicas",
        en: "Nozzles, feeders, belts, filters, sensors and circuit boards",
      },
      { es: "Partes originales, compatibles y reacondicionadas con prueba funcional", en: "Original, compatible and refurbished parts with functional testing" },
      { es: "Búsqueda por número de parte del fabricante del equipo", en: "Search by the equipment maker's part number" },
      { es: "Inventario en consignación para refacciones críticas", en: "Consignment stock for critical spares" },
      { es: "Garantía por escrito en cada refacción", en: "Written warranty on every part" },
    ],
    highlights: [
      {
        label: { es: "Equipos", en: "Equipment" },
        value: { es: "Colocación, impresión, reflujo, ola y AOI", en: "Placement, printing, reflow, wave and AOI" },
      },
      {
        label: { es: "Condición", en: "Condition" },
        value: { es: "Original, compatible o reacondicionada", en: "Original, compatible or refurbished" },
      },
    ],
    image: "/images/products/smt-spare-parts.webp",
  },
  {
    id: "machine-maintenance-repair",
    category: "machines",
    title: { es: "Mantenimiento y reparación de equipo", en: "Equipment maintenance and repair" },
    subtitle: { es: "Preventivo, correctivo y calibración de equipo SMT", en: "Preventive, corrective and calibration work on SMT equipment" },
    description: {
      es: "Nuestros técnicos realizan el mantenimiento preventivo y correctivo de tu equipo SMT en tu planta o en nuestro taller. Reparamos alimentadores, cabezales y tarjetas electrónicas, y calibramos los equipos para recuperar su precisión y su capacidad.",
      en: "Our technicians carry out preventive and corrective maintenance on your SMT equipment at your plant or in our shop. We repair feeders, heads and circuit boards, and calibrate equipment to restore its accuracy and throughput.",
    },
    features: [
      {
        es: "Programas de mantenimiento preventivo ajustados a tus turnos y a tu plan de producción",
        en: "Preventive maintenance plans built around your shifts and production schedule",
      },
      { es: "Atención a paros de línea con diagnóstico en sitio", en: "Line-down response with on-site diagnosis" },
      { es: "Reparación y calibración de alimentadores y cabezales", en: "Feeder and head repair and calibration" },
      { es: "Reparación de tarjetas electrónicas a nivel componente", en: "Component-level circuit board repair" },
      {
        es: "Reporte de servicio con hallazgos, partes reemplazadas y recomendaciones",
        en: "Service report with findings, replaced parts and recommendations",
      },
    ],
    highlights: [
      { label: { es: "Modalidad", en: "Where" }, value: { es: "En tu planta o en nuestro taller", en: "At your plant or in our shop" } },
      { label: { es: "Entregable", en: "Deliverable" }, value: { es: "Reporte de servicio", en: "Service report" } },
    ],
    image: "/images/products/machine-maintenance-repair.webp",
  },

  // ── LASER ────────────────────────────────────────────────────────────
  {
    id: "laser-precision-cutting",
    category: "laser",
    title: { es: "Corte láser de precisión", en: "Precision laser cutting" },
    subtitle: { es: "Piezas a la medida a partir de tu archivo CAD", en: "Custom parts made from your CAD file" },
    description: {
      es: "Corte láser de láminas metálicas y no metálicas para las piezas que tu proceso necesita con rapidez: calzas, guías, separadores, insertos, juntas y componentes de herramentales. Trabajamos desde archivos DXF, DWG o Gerber y entregamos desde prototipos hasta series de producción.",
      en: "Laser cutting of metal and non-metal sheet for the parts your process needs quickly: shims, guides, spacers, inserts, gaskets and tooling components. We work from DXF, DWG or Gerber files and deliver anything from prototypes to production runs.",
    },
    features: [
      {
        es: "Acero inoxidable, aluminio, latón, FR-4, poliimida, acrílico y plásticos de ingeniería",
        en: "Stainless steel, aluminum, brass, FR-4, polyimide, acrylic and engineering plastics",
      },
      { es: "Tolerancias de hasta ±0.05 mm según material y espesor", en: "Tolerances down to ±0.05 mm depending on material and thickness" },
      { es: "Bordes limpios con mínima zona afectada por el calor", en: "Clean edges with a minimal heat-affected zone" },
      { es: "Revisión de diseño para manufactura antes del corte", en: "Design-for-manufacturing review before cutting" },
      { es: "Programas archivados para repetir pedidos sin variaciones", en: "Programs kept on file so repeat orders match exactly" },
    ],
    highlights: [
      { label: { es: "Tolerancia", en: "Tolerance" }, value: { es: "hasta ±0.05 mm", en: "down to ±0.05 mm" } },
      { label: { es: "Archivos", en: "File formats" }, value: { es: "DXF, DWG, Gerber", en: "DXF, DWG, Gerber" } },
    ],
    image: "/images/products/laser-precision-cutting.webp",
  },
  {
    id: "laser-engraving",
    category: "laser",
    title: { es: "Grabado láser", en: "Laser engraving" },
    subtitle: { es: "Identificación permanente y trazabilidad", en: "Permanent identification and traceability" },
    description: {
      es: "Marcado láser permanente de códigos DataMatrix y QR, números de serie, logotipos y leyendas sobre metales, plásticos y herramentales. Una marca sin tinta ni etiquetas que resiste la limpieza, el manejo y los ciclos térmicos del proceso.",
      en: "Permanent laser marking of DataMatrix and QR codes, serial numbers, logos and legends on metals, plastics and tooling. A mark with no ink or labels that withstands cleaning, handling and process thermal cycles.",
    },
    features: [
      { es: "Códigos DataMatrix y QR legibles por los lectores de línea", en: "DataMatrix and QR codes readable by line scanners" },
      {
        es: "Marcado sobre acero, aluminio anodizado, plásticos y material compuesto",
        en: "Marking on steel, anodized aluminum, plastics and composite material",
      },
      { es: "Identificación de fixtures, pallets, esténciles y herramentales", en: "Identification of fixtures, pallets, stencils and tooling" },
      { es: "Numeración secuencial a partir de tu base de datos", en: "Sequential numbering from your database" },
      { es: "Sin consumibles: sin tinta ni etiquetas que se desprendan", en: "No consumables: no ink and no labels to peel off" },
    ],
    highlights: [
      { label: { es: "Códigos", en: "Codes" }, value: { es: "DataMatrix, QR, texto, números de serie", en: "DataMatrix, QR, text, serial numbers" } },
      { label: { es: "Materiales", en: "Materials" }, value: { es: "Metales, plásticos, material compuesto", en: "Metals, plastics, composite material" } },
    ],
    image: "/images/products/laser-engraving.webp",
  },
  {
    id: "inspection-templates",
    category: "laser",
    title: { es: "Plantillas de inspección", en: "Inspection templates" },
    subtitle: { es: "Inspección visual más rápida y consistente", en: "Faster, more consistent visual inspection" },
    description: {
      es: "Plantillas de acrílico o policarbonato cortadas con láser que se colocan sobre la tarjeta para verificar presencia, posición y polaridad de componentes, o para delimitar las zonas a inspeccionar. Se fabrican a partir de los datos CAD o Gerber de tu ensamble.",
      en: "Laser-cut acrylic or polycarbonate templates that sit over the board to check component presence, position and polarity, or to mark off the areas to inspect. They are made from your assembly's CAD or Gerber data.",
    },
    features: [
      { es: "Fabricadas a partir de los datos CAD o Gerber del ensamble", en: "Made from the assembly's CAD or Gerber data" },
      { es: "Ventanas y grabados que señalan componentes críticos y polaridad", en: "Windows and engraving that flag critical parts and polarity" },
      { es: "Menos tiempo de inspección y menos variación entre inspectores", en: "Shorter inspection time and less variation between inspectors" },
      { es: "Opción en material disipativo para áreas con control ESD", en: "Dissipative material option for ESD-controlled areas" },
      { es: "Número de parte y revisión grabados en cada plantilla", en: "Part number and revision engraved on every template" },
    ],
    highlights: [
      { label: { es: "Materiales", en: "Materials" }, value: { es: "Acrílico, policarbonato, disipativo", en: "Acrylic, polycarbonate, dissipative" } },
      { label: { es: "Datos de origen", en: "Source data" }, value: { es: "CAD o Gerber", en: "CAD or Gerber" } },
    ],
    image: "/images/products/inspection-templates.webp",
  },

  // ── TOOLING ──────────────────────────────────────────────────────────
  {
    id: "squeegees",
    category: "tooling",
    title: { es: "Squeegees (rasquetas)", en: "Squeegees" },
    subtitle: { es: "Cuchillas de impresión para pasta de soldadura", en: "Print blades for solder paste" },
    description: {
      es: "Squeegees de acero inoxidable y sus portacuchillas para impresoras de pasta de soldadura. Una cuchilla recta, sin desgaste y con el ángulo correcto es clave para lograr un depósito uniforme y un esténcil limpio en cada impresión.",
      en: "Stainless steel squeegee blades and holders for solder paste printers. A straight, unworn blade at the right angle is key to an even deposit and a clean stencil on every print.",
    },
    features: [
      { es: "Cuchillas de acero inoxidable templado con filo rectificado", en: "Hardened stainless steel blades with a ground edge" },
      { es: "Ángulos de 45° y 60°, en longitudes para las impresoras más comunes", en: "45° and 60° angles, in lengths for the most common printers" },
      { es: "Portacuchillas completos y cuchillas de reemplazo", en: "Complete holders and replacement blades" },
      { es: "Verificación de planicidad antes de cada entrega", en: "Flatness check before every shipment" },
    ],
    highlights: [
      { label: { es: "Material", en: "Material" }, value: { es: "Acero inoxidable templado", en: "Hardened stainless steel" } },
      { label: { es: "Ángulos", en: "Angles" }, value: { es: "45° y 60°", en: "45° and 60°" } },
    ],
    image: "/images/products/squeegees.webp",
  },
  {
    id: "board-holders",
    category: "tooling",
    title: { es: "Soportes para tarjetas", en: "Board holders" },
    subtitle: { es: "Soporte inferior y sujeción de PCB", en: "Underside support and PCB fixturing" },
    description: {
      es: "Soportes dedicados y ajustables que sostienen la tarjeta por su lado inferior durante la impresión, la colocación y la inspección. Evitan la deflexión de la PCB, mejoran el contacto con el esténcil y protegen los componentes ya colocados en ensambles de doble cara.",
      en: "Dedicated and adjustable supports that hold the board from underneath during printing, placement and inspection. They prevent PCB deflection, improve stencil contact and protect components already placed on double-sided assemblies.",
    },
    features: [
      { es: "Bloques dedicados maquinados según el lado inferior de tu ensamble", en: "Dedicated blocks machined to your assembly's bottom side" },
      { es: "Soportes ajustables y pines magnéticos para cambios de modelo rápidos", en: "Adjustable supports and magnetic pins for quick changeovers" },
      { es: "Materiales disipativos para áreas con control ESD", en: "Dissipative materials for ESD-controlled areas" },
      { es: "Porta-tarjetas para retrabajo, inspección y prueba manual", en: "Board holders for rework, inspection and manual test" },
      { es: "Diseño a partir de tus archivos CAD o de una tarjeta muestra", en: "Designed from your CAD files or a sample board" },
    ],
    highlights: [
      { label: { es: "Procesos", en: "Processes" }, value: { es: "Impresión, colocación, inspección", en: "Printing, placement, inspection" } },
      { label: { es: "Tipo", en: "Type" }, value: { es: "Dedicado o ajustable", en: "Dedicated or adjustable" } },
    ],
    image: "/images/products/board-holders.webp",
  },
  {
    id: "router-plates",
    category: "tooling",
    title: { es: "Placas para ruteo", en: "Router plates" },
    subtitle: { es: "Nidos de sujeción para despanelizado", en: "Holding nests for depaneling" },
    description: {
      es: "Placas de sujeción (nidos) maquinadas a la medida para routers de despanelizado. Posicionan el panel con precisión, sostienen cada tarjeta durante y después del corte y dejan libre la trayectoria de la fresa y del sistema de extracción de polvo.",
      en: "Custom-machined holding plates (nests) for depaneling routers. They locate the panel precisely, support every board during and after the cut, and keep the bit path and dust extraction clear.",
    },
    features: [
      { es: "Maquinadas a partir del Gerber del panel y del programa de ruteo", en: "Machined from the panel Gerber and the routing program" },
      { es: "Pines de localización y soporte para cada tarjeta individual", en: "Locating pins and support for every single board" },
      { es: "Canales que evitan el contacto de la fresa con la placa", en: "Relief channels that keep the bit off the plate" },
      { es: "Materiales disipativos o con tratamiento ESD", en: "Dissipative or ESD-treated materials" },
      { es: "Juegos superior e inferior para routers en línea y fuera de línea", en: "Upper and lower sets for inline and offline routers" },
    ],
    highlights: [
      { label: { es: "Datos de origen", en: "Source data" }, value: { es: "Gerber y programa de ruteo", en: "Gerber and routing program" } },
      { label: { es: "Equipos", en: "Equipment" }, value: { es: "Routers en línea y fuera de línea", en: "Inline and offline routers" } },
    ],
    image: "/images/products/router-plates.webp",
  },
  {
    id: "pallets-fixtures",
    category: "tooling",
    title: { es: "Pallets y fixtures", en: "Pallets and fixtures" },
    subtitle: { es: "Herramentales para ola, selectiva, ensamble y prueba", en: "Tooling for wave, selective, assembly and test" },
    description: {
      es: "Pallets para soldadura por ola y selectiva fabricados en material compuesto de alta temperatura, y fixtures para ensamble, prueba y retrabajo. Enmascaran las zonas que no deben soldarse, sostienen la tarjeta sin deformarse y agilizan la carga y descarga del operador.",
      en: "Wave and selective soldering pallets made of high-temperature composite, and fixtures for assembly, test and rework. They mask the areas that must not be soldered, hold the board without warping and speed up operator loading and unloading.",
    },
    features: [
      { es: "Material compuesto de fibra de vidrio resistente a la temperatura de la ola", en: "Glass-fiber composite that withstands wave temperatures" },
      { es: "Ventanas de soldadura diseñadas para evitar sombras y puentes", en: "Solder windows designed to avoid shadowing and bridging" },
      { es: "Sujetadores y topes de acero inoxidable o titanio", en: "Stainless steel or titanium hold-downs and stops" },
      { es: "Fixtures para ensamble manual, prueba funcional y retrabajo", en: "Fixtures for hand assembly, functional test and rework" },
      { es: "Número de parte, revisión y sentido de flujo grabados con láser", en: "Part number, revision and flow direction laser-engraved" },
    ],
    highlights: [
      { label: { es: "Material", en: "Material" }, value: { es: "Compuesto de fibra de vidrio", en: "Glass-fiber composite" } },
      { label: { es: "Procesos", en: "Processes" }, value: { es: "Ola, selectiva, ensamble, prueba", en: "Wave, selective, assembly, test" } },
    ],
    image: "/images/products/pallets-fixtures.webp",
  },
];

export function getCategory(id: CategoryId): Category {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown category ${id}`);
  return category;
}

export function getProduct(id: ProductId): Product {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`Unknown product ${id}`);
  return product;
}

export function productsInCategory(id: CategoryId): Product[] {
  return products.filter((p) => p.category === id);
}

/** Copy of the products page around the catalogue. */
export interface ProductsPageContent {
  hero: PageHero;
  /** Label of the "all" filter button. */
  filterAll: Text;
  /** Accessible name of the filter bar. */
  filterLabel: Text;
  featuresHeading: Text;
  highlightsHeading: Text;
  quoteLabel: Text;
  /** Message pre-filled in the contact form by a quote button; `{product}` is the product title. */
  quoteMessage: Text;
  /** Shown in place of a product image that fails to load. */
  imageFallback: Text;
  cta: CallToAction;
}

export const productsPage: ProductsPageContent = {
  hero: {
    breadcrumb: { es: "Productos", en: "Products" },
    eyebrow: { es: "Catálogo", en: "Catalog" },
    title: { es: "Productos para ensamble electrónico SMT", en: "Products for SMT electronics assembly" },
    description: {
      es: "Consumibles, materiales de soldadura, protección ESD, refacciones y herramentales organizados en nuestras {divisions} divisiones. Cada producto se entrega con su documentación técnica y con el respaldo de un especialista.",
      en: "Consumables, solder materials, ESD protection, spare parts and tooling, organized into our {divisions} divisions. Every product ships with its technical documentation and the backing of a specialist.",
    },
  },
  filterAll: { es: "Todos", en: "All" },
  filterLabel: { es: "Filtrar por división", en: "Filter by division" },
  featuresHeading: { es: "Características", en: "Features" },
  highlightsHeading: { es: "Datos clave", en: "Key data" },
  quoteLabel: { es: "Solicitar cotización", en: "Request a quote" },
  quoteMessage: {
    es: "Hola, me interesa recibir una cotización de: {product}. Les comparto volumen estimado y fecha requerida: ",
    en: "Hello, I would like a quote for: {product}. Estimated volume and required date: ",
  },
  imageFallback: { es: "Imagen no disponible", en: "Image not available" },
  cta: {
    title: { es: "¿No encuentras lo que buscas?", en: "Can't find what you need?" },
    description: {
      es: "Nuestro catálogo crece con las necesidades de nuestros clientes. Envíanos el número de parte, la especificación o una muestra y te respondemos en menos de {replyHours} horas con una alternativa o una cotización.",
      en: "Our catalog grows with our customers' needs. Send us the part number, the specification or a sample and we will reply within {replyHours} hours with an alternative or a quote.",
    },
    primaryLabel: { es: "Solicitar cotización", en: "Request a quote" },
    secondaryLabel: { es: "Fichas técnicas", en: "Data sheets" },
  },
};
