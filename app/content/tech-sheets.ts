/**
 * Technical-sheets page: for every product line, which documents we provide and what they cover.
 * Product and category titles come from ./catalogue. The "request" button opens the contact form
 * with `requestMessage` filled in: `localize(techSheets.requestMessage, lang, { product: title })`.
 * Strings may hold `{token}`s (./tokens.ts).
 */
import type { CategoryId, ProductId } from "./catalogue";
import type { PageHero, SectionIntro, Text } from "./types";

export const DOCUMENT_TYPES = ["tds", "sds", "coa", "compliance", "esdTest", "drawing", "serviceScope"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface DocumentTypeInfo {
  /** Short name shown as a badge ("HDS"). */
  abbreviation: Text;
  title: Text;
  /** What this kind of document contains. */
  description: Text;
  contents: Text[];
}

export interface SheetEntry {
  productId: ProductId;
  documents: DocumentType[];
  /** What the product's sheet covers in particular. */
  covers: Text;
}

export interface SheetSection {
  category: CategoryId;
  intro: Text;
  items: SheetEntry[];
}

export interface TechSheetsContent {
  hero: PageHero;
  intro: SectionIntro & { paragraphs: Text[] };
  documentTypesTitle: Text;
  documentTypes: Record<DocumentType, DocumentTypeInfo>;
  sections: SheetSection[];
  /** Label before a product's list of document badges. */
  availableDocumentsLabel: Text;
  requestLabel: Text;
  /** Pre-filled contact message; `{product}` is the product title. */
  requestMessage: Text;
  deliveryNote: Text;
}

export const techSheets: TechSheetsContent = {
  hero: {
    breadcrumb: { es: "Fichas técnicas", en: "Data sheets" },
    eyebrow: { es: "Documentación", en: "Documentation" },
    title: { es: "Fichas técnicas y hojas de seguridad", en: "Technical and safety data sheets" },
    description: {
      es: "La información que tu área de ingeniería, calidad y seguridad necesita para aprobar, usar y almacenar cada producto. Solicita la documentación y te la enviamos por correo.",
      en: "The information your engineering, quality and safety teams need to approve, use and store each product. Request the documents and we will email them to you.",
    },
  },
  intro: {
    title: { es: "Documentación para cada línea de producto", en: "Documentation for every product line" },
    intro: {
      es: "Cada producto tiene documentos distintos según su naturaleza: un químico requiere hoja de datos de seguridad, un herramental requiere plano y especificación.",
      en: "Each product comes with different documents depending on what it is: a chemical needs a safety data sheet, a piece of tooling needs a drawing and a specification.",
    },
    paragraphs: [
      {
        es: "Mantenemos las versiones vigentes de cada documento dentro de nuestro sistema de calidad ISO 9001:2015, de modo que lo que recibes corresponde al producto que te entregamos.",
        en: "We keep the current version of every document under our ISO 9001:2015 quality system, so what you receive matches the product we deliver.",
      },
    ],
  },
  documentTypesTitle: { es: "Qué contiene cada documento", en: "What each document contains" },
  documentTypes: {
    tds: {
      abbreviation: { es: "TDS", en: "TDS" },
      title: { es: "Ficha técnica", en: "Technical data sheet" },
      description: {
        es: "Describe el producto y cómo usarlo para obtener el resultado esperado.",
        en: "Describes the product and how to use it to get the expected result.",
      },
      contents: [
        { es: "Propiedades físicas y químicas típicas", en: "Typical physical and chemical properties" },
        { es: "Condiciones de uso y parámetros de proceso recomendados", en: "Conditions of use and recommended process parameters" },
        { es: "Presentaciones, vida útil y almacenamiento", en: "Packaging, shelf life and storage" },
        { es: "Normas y clasificaciones aplicables", en: "Applicable standards and classifications" },
      ],
    },
    sds: {
      abbreviation: { es: "HDS", en: "SDS" },
      title: { es: "Hoja de datos de seguridad", en: "Safety data sheet" },
      description: {
        es: "Documento de 16 secciones conforme a la NOM-018-STPS-2015 y al Sistema Globalmente Armonizado (SGA).",
        en: "A 16-section document in line with Mexican standard NOM-018-STPS-2015 and the Globally Harmonized System (GHS).",
      },
      contents: [
        { es: "Identificación de peligros y composición", en: "Hazard identification and composition" },
        { es: "Primeros auxilios y medidas contra incendio", en: "First aid and firefighting measures" },
        { es: "Manejo, almacenamiento y equipo de protección personal", en: "Handling, storage and personal protective equipment" },
        { es: "Información de transporte y de disposición", en: "Transport and disposal information" },
      ],
    },
    coa: {
      abbreviation: { es: "CoA", en: "CoA" },
      title: { es: "Certificado de análisis", en: "Certificate of analysis" },
      description: {
        es: "Resultados de los análisis del lote que recibes, para tu inspección de entrada.",
        en: "Test results for the lot you receive, for your incoming inspection.",
      },
      contents: [
        { es: "Número de lote y fechas de fabricación y caducidad", en: "Lot number and manufacturing and expiry dates" },
        { es: "Composición o pureza medida contra especificación", en: "Composition or purity measured against specification" },
        { es: "Firma del responsable de calidad", en: "Quality manager's signature" },
      ],
    },
    compliance: {
      abbreviation: { es: "RoHS/REACH", en: "RoHS/REACH" },
      title: { es: "Declaraciones de cumplimiento", en: "Compliance declarations" },
      description: {
        es: "Declaraciones de sustancias restringidas para tus clientes y auditorías.",
        en: "Restricted-substance declarations for your customers and audits.",
      },
      contents: [
        { es: "Declaración RoHS", en: "RoHS declaration" },
        { es: "Declaración REACH (sustancias SVHC)", en: "REACH declaration (SVHC substances)" },
        { es: "Reporte de minerales en conflicto, cuando aplica", en: "Conflict minerals report, where applicable" },
      ],
    },
    esdTest: {
      abbreviation: { es: "ESD", en: "ESD" },
      title: { es: "Reporte de prueba ESD", en: "ESD test report" },
      description: {
        es: "Valores de resistencia medidos con métodos de prueba ANSI/ESD.",
        en: "Resistance values measured with ANSI/ESD test methods.",
      },
      contents: [
        { es: "Resistencia superficial según ANSI/ESD STM11.11", en: "Surface resistance per ANSI/ESD STM11.11" },
        { es: "Clasificación conductiva o disipativa del material", en: "Conductive or dissipative classification of the material" },
        { es: "Condiciones de humedad y temperatura de la prueba", en: "Humidity and temperature test conditions" },
      ],
    },
    drawing: {
      abbreviation: { es: "Plano", en: "Drawing" },
      title: { es: "Plano y especificación", en: "Drawing and specification" },
      description: {
        es: "Definición de la pieza o del herramental para su aprobación y control de revisiones.",
        en: "Definition of the part or tooling for approval and revision control.",
      },
      contents: [
        { es: "Dimensiones y tolerancias", en: "Dimensions and tolerances" },
        { es: "Materiales y acabados", en: "Materials and finishes" },
        { es: "Número de parte y nivel de revisión", en: "Part number and revision level" },
      ],
    },
    serviceScope: {
      abbreviation: { es: "Alcance", en: "Scope" },
      title: { es: "Alcance del servicio", en: "Service scope" },
      description: {
        es: "Qué incluye el servicio y qué recibes al terminar.",
        en: "What the service includes and what you receive when it is done.",
      },
      contents: [
        { es: "Actividades incluidas y equipos cubiertos", en: "Activities included and equipment covered" },
        { es: "Tiempos de respuesta y de ejecución", en: "Response and completion times" },
        { es: "Entregables y formato del reporte", en: "Deliverables and report format" },
      ],
    },
  },
  sections: [
    {
      category: "mro",
      intro: {
        es: "Los químicos de mantenimiento se entregan con ficha técnica y hoja de datos de seguridad; los consumibles de uso mecánico, con su ficha técnica.",
        en: "Maintenance chemicals come with a technical data sheet and a safety data sheet; mechanical consumables come with their technical data sheet.",
      },
      items: [
        {
          productId: "thermocouples",
          documents: ["tds"],
          covers: {
            es: "Tipo y tolerancia del termopar, longitudes de 1, 2 y 3 m, temperatura máxima del aislamiento (PFA 260 °C, fibra de vidrio 480 °C) y del conector (220 °C), y métodos de fijación a la tarjeta.",
            en: "Thermocouple type and tolerance, 1, 2 and 3 m lengths, maximum insulation temperature (PFA 260 °C, glass braid 480 °C) and connector temperature (220 °C), and board attachment methods.",
          },
        },
        {
          productId: "red-glue",
          documents: ["tds", "sds", "coa"],
          covers: {
            es: "Viscosidad, perfil de curado, resistencia de adhesión, vida útil y condiciones de almacenamiento en refrigeración.",
            en: "Viscosity, cure profile, bond strength, shelf life and refrigerated storage conditions.",
          },
        },
        {
          productId: "isopropyl-alcohol",
          documents: ["tds", "sds", "coa"],
          covers: {
            es: "Pureza de 99.9%, contenido de humedad, presentaciones, compatibilidad de materiales y almacenamiento de líquidos inflamables.",
            en: "99.9% purity, moisture content, container sizes, material compatibility and flammable-liquid storage.",
          },
        },
        {
          productId: "nozzle-cleaner-gel",
          documents: ["tds", "sds"],
          covers: {
            es: "Modo de uso, compatibilidad con boquillas de cerámica y metal, frecuencia de limpieza recomendada y almacenamiento.",
            en: "Directions for use, compatibility with ceramic and metal nozzles, recommended cleaning frequency and storage.",
          },
        },
        {
          productId: "router-bits",
          documents: ["tds"],
          covers: {
            es: "Diámetros y geometrías, materiales recomendados, velocidad de husillo, avance y vida útil estimada de la herramienta.",
            en: "Diameters and geometries, recommended materials, spindle speed, feed rate and estimated tool life.",
          },
        },
      ],
    },
    {
      category: "esd",
      intro: {
        es: "Los productos ESD incluyen sus valores de resistencia medidos, para que los integres a tu plan de control ESD.",
        en: "ESD products include their measured resistance values so you can add them to your ESD control plan.",
      },
      items: [
        {
          productId: "esd-trays-bins",
          documents: ["tds", "esdTest", "compliance"],
          covers: {
            es: "Dimensiones, capacidad de carga, material, resistencia superficial y clasificación conforme a ANSI/ESD S541.",
            en: "Dimensions, load capacity, material, surface resistance and classification per ANSI/ESD S541.",
          },
        },
        {
          productId: "conductive-eva-sheets",
          documents: ["tds", "esdTest", "compliance"],
          covers: {
            es: "Espesores y densidades disponibles, resistencia superficial típica, tolerancias de corte y temperatura de uso.",
            en: "Available thicknesses and densities, typical surface resistance, cutting tolerances and service temperature.",
          },
        },
      ],
    },
    {
      category: "solder",
      intro: {
        es: "Todos los materiales de soldadura se entregan con certificado de análisis por lote y declaraciones de sustancias restringidas.",
        en: "All solder materials ship with a certificate of analysis for each lot and restricted-substance declarations.",
      },
      items: [
        {
          productId: "solder-bars",
          documents: ["tds", "sds", "coa", "compliance"],
          covers: {
            es: "Composición de la aleación, límites de impurezas según IPC J-STD-006, temperatura de líquidus y recomendaciones de temperatura del crisol.",
            en: "Alloy composition, impurity limits per IPC J-STD-006, liquidus temperature and pot temperature recommendations.",
          },
        },
        {
          productId: "solder-wire",
          documents: ["tds", "sds", "coa", "compliance"],
          covers: {
            es: "Aleación, diámetro, porcentaje y clasificación del fundente según IPC J-STD-004 y temperatura recomendada de la punta.",
            en: "Alloy, diameter, flux percentage and classification per IPC J-STD-004, and recommended tip temperature.",
          },
        },
        {
          productId: "liquid-flux",
          documents: ["tds", "sds", "coa", "compliance"],
          covers: {
            es: "Contenido de sólidos, gravedad específica, número ácido, clasificación IPC J-STD-004 y parámetros de aplicación y precalentamiento.",
            en: "Solids content, specific gravity, acid number, IPC J-STD-004 classification, and application and preheat parameters.",
          },
        },
        {
          productId: "solder-preforms",
          documents: ["tds", "coa", "compliance", "drawing"],
          covers: {
            es: "Aleación, forma y dimensiones con tolerancias, recubrimiento de fundente y especificación del empaque en cinta y carrete.",
            en: "Alloy, shape and dimensions with tolerances, flux coating and tape-and-reel packaging specification.",
          },
        },
      ],
    },
    {
      category: "machines",
      intro: {
        es: "Para refacciones y servicios documentamos la compatibilidad con tu equipo y el alcance de cada trabajo.",
        en: "For spare parts and services we document compatibility with your equipment and the scope of each job.",
      },
      items: [
        {
          productId: "smt-spare-parts",
          documents: ["tds"],
          covers: {
            es: "Número de parte del fabricante, equipos compatibles, condición (original, compatible o reacondicionada) y términos de garantía.",
            en: "Manufacturer part number, compatible equipment, condition (original, compatible or refurbished) and warranty terms.",
          },
        },
        {
          productId: "machine-maintenance-repair",
          documents: ["serviceScope"],
          covers: {
            es: "Rutinas de mantenimiento por tipo de equipo, puntos de calibración, tiempos de atención y contenido del reporte de servicio.",
            en: "Maintenance routines by equipment type, calibration points, response times and the content of the service report.",
          },
        },
      ],
    },
    {
      category: "laser",
      intro: {
        es: "Los trabajos láser se fabrican contra un plano aprobado, que conservamos con su programa para repetir cada pedido.",
        en: "Laser jobs are made to an approved drawing, which we keep with its program so every order can be repeated.",
      },
      items: [
        {
          productId: "laser-precision-cutting",
          documents: ["drawing", "serviceScope"],
          covers: {
            es: "Materiales y espesores que cortamos, tolerancias alcanzables por material, formatos de archivo aceptados y tiempos de entrega.",
            en: "Materials and thicknesses we cut, achievable tolerances by material, accepted file formats and lead times.",
          },
        },
        {
          productId: "laser-engraving",
          documents: ["drawing", "serviceScope"],
          covers: {
            es: "Tipos de código y tamaños mínimos legibles, materiales compatibles y formato de los datos para numeración secuencial.",
            en: "Code types and minimum readable sizes, compatible materials and data format for sequential numbering.",
          },
        },
        {
          productId: "inspection-templates",
          documents: ["drawing"],
          covers: {
            es: "Material y espesor, datos de origen (CAD o Gerber), ventanas y marcas de inspección y control de revisión.",
            en: "Material and thickness, source data (CAD or Gerber), inspection windows and marks, and revision control.",
          },
        },
      ],
    },
    {
      category: "tooling",
      intro: {
        es: "Cada herramental se entrega con su plano aprobado y con la identificación grabada que lo liga a tu número de parte.",
        en: "Every piece of tooling ships with its approved drawing and engraved identification that ties it to your part number.",
      },
      items: [
        {
          productId: "squeegees",
          documents: ["tds", "drawing"],
          covers: {
            es: "Material y dureza de la cuchilla, ángulo, longitudes por modelo de impresora y criterios de reemplazo por desgaste.",
            en: "Blade material and hardness, angle, lengths by printer model and wear-based replacement criteria.",
          },
        },
        {
          productId: "board-holders",
          documents: ["drawing"],
          covers: {
            es: "Dimensiones, material, zonas de apoyo sobre la tarjeta y compatibilidad con el transportador del equipo.",
            en: "Dimensions, material, support zones on the board and compatibility with the machine conveyor.",
          },
        },
        {
          productId: "router-plates",
          documents: ["drawing"],
          covers: {
            es: "Contorno del panel, posición de pines de localización, canales de trayectoria y montaje en el router.",
            en: "Panel outline, locating pin positions, relief channels and mounting on the router.",
          },
        },
        {
          productId: "pallets-fixtures",
          documents: ["tds", "drawing"],
          covers: {
            es: "Material compuesto y su temperatura máxima de uso, ventanas de soldadura, sujetadores, sentido de flujo y número de revisión.",
            en: "Composite material and its maximum service temperature, solder windows, hold-downs, flow direction and revision number.",
          },
        },
      ],
    },
  ],
  availableDocumentsLabel: { es: "Documentos disponibles", en: "Available documents" },
  requestLabel: { es: "Solicitar esta ficha", en: "Request this sheet" },
  requestMessage: {
    es: "Hola, solicito la documentación técnica de: {product}. Por favor envíenla a este correo.",
    en: "Hello, I would like the technical documentation for: {product}. Please send it to this email address.",
  },
  deliveryNote: {
    es: "Enviamos los documentos en PDF en menos de {replyHours} horas. Las hojas de datos de seguridad están en español; la mayoría de los documentos también está disponible en inglés.",
    en: "We send the documents as PDFs within {replyHours} hours. Safety data sheets are in Spanish; most documents are also available in English.",
  },
};
