/**
 * Services page copy: value proposition, the six services, the five-step process, industries
 * and training. Every service and section has an `anchor` (the same in both languages) so the
 * footer links /soporte, /consultoria, /capacitacion (and /support, /consulting, /training) can
 * land on a real section: see `footerTargets`. Strings may hold `{token}`s (./tokens.ts).
 */
import type { CallToAction, PageHero, SectionIntro, Text, TitledText } from "./types";

export const SERVICE_IDS = ["assessment", "consulting", "support", "documentation", "fieldServices", "analysis"] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export interface Service {
  id: ServiceId;
  /** Section id on the services page. */
  anchor: string;
  title: Text;
  description: Text;
  features: Text[];
}

/** Values of the contact form's industry field. */
export type IndustryFormValue = "electronica" | "automotriz" | "maquiladoras" | "comunicaciones" | "oem" | "otra";

export interface Industry {
  id: string;
  /** Decorative emoji; hide it from assistive technology. */
  icon: string;
  /** The matching option of the contact form's industry field. */
  formValue: IndustryFormValue;
  title: Text;
  description: Text;
}

export interface ProcessStep extends TitledText {
  step: number;
}

export interface Course {
  id: string;
  title: Text;
  description: Text;
}

export type FooterTargetId = "support" | "consulting" | "training";

export interface FooterTarget {
  /** Section id on the services page this footer link should land on. */
  anchor: string;
  title: Text;
  description: Text;
}

export interface ServicesContent {
  hero: PageHero;
  valueProposition: {
    eyebrow: Text;
    title: Text;
    paragraphs: Text[];
    points: Text[];
    assessmentCard: {
      badge: Text;
      title: Text;
      description: Text;
      includes: Text[];
      buttonLabel: Text;
    };
  };
  servicesIntro: SectionIntro & { anchor: string };
  services: Service[];
  /** Button on every service card (goes to the contact form). */
  serviceCardLabel: Text;
  /** Message pre-filled in the contact form by a service card; `{service}` is the service title. */
  serviceRequestMessage: Text;
  process: SectionIntro & { anchor: string; steps: ProcessStep[] };
  industries: SectionIntro & { anchor: string; items: Industry[] };
  training: SectionIntro & { anchor: string; courses: Course[]; formatTitle: Text; format: Text[]; buttonLabel: Text };
  cta: CallToAction;
}

export const services: ServicesContent = {
  hero: {
    breadcrumb: { es: "Servicios", en: "Services" },
    eyebrow: { es: "Servicios", en: "Services" },
    title: { es: "Servicios técnicos para ensamble electrónico", en: "Technical services for electronics assembly" },
    description: {
      es: "Evaluación, consultoría, soporte, documentación, servicios en campo y análisis para que tu línea SMT produzca más, con menos defectos y menos paros.",
      en: "Assessment, consulting, support, documentation, field services and analysis so your SMT line produces more, with fewer defects and less downtime.",
    },
  },
  valueProposition: {
    eyebrow: { es: "Por qué trabajar con nosotros", en: "Why work with us" },
    title: { es: "Más que un proveedor de materiales", en: "More than a materials supplier" },
    paragraphs: [
      {
        es: "Un consumible correcto en un proceso mal ajustado sigue generando defectos. Por eso acompañamos cada producto con ingeniería: medimos tu proceso, identificamos la causa de los problemas y te ayudamos a implementar la solución.",
        en: "The right consumable in a poorly tuned process still produces defects. That is why every product comes with engineering: we measure your process, find the cause of problems and help you put the fix in place.",
      },
      {
        es: "Nuestros especialistas suman más de {years} años de experiencia en plantas automotrices, maquiladoras y OEM, y hablan el mismo idioma que tus ingenieros, tus técnicos y tus auditores.",
        en: "Our specialists bring over {years} years of experience in automotive, contract manufacturing and OEM plants, and speak the same language as your engineers, technicians and auditors.",
      },
    ],
    points: [
      { es: "Respuesta en menos de {replyHours} horas", en: "Replies within {replyHours} hours" },
      { es: "Atención en español e inglés", en: "Service in Spanish and English" },
      { es: "Reportes con datos y evidencia", en: "Reports backed by data and evidence" },
      { es: "Seguimiento hasta cerrar cada caso", en: "Follow-up until every case is closed" },
    ],
    assessmentCard: {
      badge: { es: "Sin costo", en: "Free" },
      title: { es: "Evaluación de línea gratuita", en: "Free line assessment" },
      description: {
        es: "Un especialista visita tu planta, revisa tu línea SMT de punta a punta y te entrega un reporte con oportunidades de mejora priorizadas. Sin costo y sin compromiso de compra.",
        en: "A specialist visits your plant, reviews your SMT line end to end and gives you a report of prioritized improvement opportunities. Free of charge, with no purchase commitment.",
      },
      includes: [
        { es: "Recorrido por impresión, colocación, reflujo, ola e inspección", en: "Walk-through of printing, placement, reflow, wave and inspection" },
        { es: "Medición de perfil térmico en una tarjeta de producción", en: "Thermal profile measured on a production board" },
        { es: "Revisión básica del programa de control ESD", en: "Basic review of the ESD control program" },
        { es: "Reporte ejecutivo con hallazgos y acciones recomendadas", en: "Executive report with findings and recommended actions" },
      ],
      buttonLabel: { es: "Agendar evaluación", en: "Schedule an assessment" },
    },
  },
  servicesIntro: {
    anchor: "servicios",
    eyebrow: { es: "Lo que hacemos", en: "What we do" },
    title: { es: "Nuestros servicios", en: "Our services" },
    intro: {
      es: "Seis servicios que cubren el ciclo completo de tu línea: desde el diagnóstico inicial hasta la medición de resultados.",
      en: "Six services that cover your line's full cycle, from the first diagnosis to measuring results.",
    },
  },
  services: [
    {
      id: "assessment",
      anchor: "evaluacion",
      title: { es: "Evaluación de línea", en: "Line assessment" },
      description: {
        es: "Diagnóstico en sitio de tu línea SMT con recomendaciones priorizadas por impacto en calidad, productividad y costo. Sin costo ni compromiso.",
        en: "An on-site diagnosis of your SMT line with recommendations ranked by their impact on quality, productivity and cost. Free, with no obligation.",
      },
      features: [
        { es: "Revisión de impresión, colocación, reflujo, ola e inspección", en: "Review of printing, placement, reflow, wave and inspection" },
        { es: "Revisión de consumibles, herramentales y condiciones de almacenamiento", en: "Review of consumables, tooling and storage conditions" },
        { es: "Medición de perfil térmico con termopares en tarjeta real", en: "Thermal profile measured with thermocouples on a real board" },
        { es: "Revisión básica del programa de control ESD", en: "Basic review of the ESD control program" },
        { es: "Reporte ejecutivo con hallazgos y acciones recomendadas", en: "Executive report with findings and recommended actions" },
      ],
    },
    {
      id: "consulting",
      anchor: "consultoria",
      title: { es: "Consultoría de procesos", en: "Process consulting" },
      description: {
        es: "Trabajamos con tus ingenieros para reducir defectos, estabilizar procesos y preparar introducciones de producto nuevo (NPI).",
        en: "We work with your engineers to reduce defects, stabilize processes and prepare new product introductions (NPI).",
      },
      features: [
        {
          es: "Análisis de defectos: puentes, soldadura insuficiente, tombstoning y voids",
          en: "Defect analysis: bridging, insufficient solder, tombstoning and voids",
        },
        { es: "Optimización de perfiles de reflujo y de parámetros de ola", en: "Reflow profile and wave parameter optimization" },
        { es: "Diseño de esténcil y selección de pasta de soldadura", en: "Stencil design and solder paste selection" },
        { es: "Acompañamiento en NPI y en cambios de aleación", en: "Support for NPI and alloy changes" },
        { es: "Implementación de programas ESD conforme a ANSI/ESD S20.20", en: "ESD program implementation to ANSI/ESD S20.20" },
      ],
    },
    {
      id: "support",
      anchor: "soporte",
      title: { es: "Soporte técnico especializado", en: "Specialized technical support" },
      description: {
        es: "Ingenieros de aplicación con experiencia en piso resuelven tus dudas y problemas de proceso y de equipo por teléfono, videollamada o en sitio.",
        en: "Application engineers with shop-floor experience resolve your process and equipment questions and problems by phone, video call or on site.",
      },
      features: [
        { es: "Atención directa de ingenieros, sin centro de llamadas", en: "Direct access to engineers, no call center" },
        { es: "Diagnóstico remoto y visita a planta cuando se requiere", en: "Remote diagnosis and plant visits when needed" },
        { es: "Prioridad para paros de línea", en: "Priority for line-down situations" },
        { es: "Soporte en español e inglés para equipos multinacionales", en: "Support in Spanish and English for multinational teams" },
        { es: "Seguimiento de cada caso hasta su cierre", en: "Every case followed through to closure" },
      ],
    },
    {
      id: "documentation",
      anchor: "documentacion",
      title: { es: "Fichas técnicas y documentación", en: "Data sheets and documentation" },
      description: {
        es: "Entregamos la documentación que piden tu área de calidad y tus clientes: fichas técnicas, hojas de datos de seguridad, certificados y declaraciones de cumplimiento.",
        en: "We provide the documentation your quality team and your customers ask for: data sheets, safety data sheets, certificates and compliance declarations.",
      },
      features: [
        { es: "Fichas técnicas (TDS) de cada producto", en: "Technical data sheets (TDS) for every product" },
        { es: "Hojas de datos de seguridad (HDS) conforme a NOM-018-STPS-2015", en: "Safety data sheets (SDS) in line with NOM-018-STPS-2015" },
        { es: "Certificados de análisis y de conformidad por lote", en: "Certificates of analysis and conformance per lot" },
        { es: "Declaraciones RoHS y REACH", en: "RoHS and REACH declarations" },
        { es: "Apoyo en PPAP y en el alta de proveedores", en: "Support for PPAP and supplier onboarding" },
      ],
    },
    {
      id: "fieldServices",
      anchor: "servicios-en-campo",
      title: { es: "Servicios en campo", en: "Field services" },
      description: {
        es: "Nuestros técnicos van a tu planta para instalar, mantener, calibrar y poner en marcha equipo y herramentales, con el mínimo impacto en tu producción.",
        en: "Our technicians come to your plant to install, maintain, calibrate and commission equipment and tooling, with minimal impact on your production.",
      },
      features: [
        { es: "Mantenimiento preventivo y correctivo programado", en: "Scheduled preventive and corrective maintenance" },
        { es: "Instalación y puesta en marcha de equipo y herramentales", en: "Installation and commissioning of equipment and tooling" },
        { es: "Perfilado térmico de hornos de reflujo y equipos de ola", en: "Thermal profiling of reflow ovens and wave machines" },
        { es: "Verificación de estaciones de trabajo y pisos ESD", en: "Verification of ESD workstations and flooring" },
        { es: "Trabajo en paros programados y fines de semana, previo acuerdo", en: "Work during planned shutdowns and weekends, by arrangement" },
      ],
    },
    {
      id: "analysis",
      anchor: "analisis",
      title: { es: "Análisis y reportes", en: "Analysis and reports" },
      description: {
        es: "Medimos y documentamos el desempeño de tu proceso para que decidas con datos y tengas evidencia ante tus clientes y auditores.",
        en: "We measure and document your process performance so you can decide based on data and show evidence to your customers and auditors.",
      },
      features: [
        { es: "Análisis de contaminación de baños de soldadura", en: "Solder bath contamination analysis" },
        {
          es: "Reportes de perfil térmico con tiempo sobre líquidus, pico y pendientes",
          en: "Thermal profile reports with time above liquidus, peak and ramp rates",
        },
        { es: "Mediciones de resistencia superficial y a tierra (ESD)", en: "Surface and resistance-to-ground measurements (ESD)" },
        { es: "Análisis de causa raíz con metodología 8D", en: "Root cause analysis using the 8D method" },
        { es: "Reportes con evidencia fotográfica y recomendaciones", en: "Reports with photo evidence and recommendations" },
      ],
    },
  ],
  serviceCardLabel: { es: "Solicitar información", en: "Request information" },
  serviceRequestMessage: {
    // Reads right with every service's name: «información sobre servicios en campo», not «el servicio de servicios en campo».
    es: "Hola, me gustaría recibir información sobre {service}. Les comparto los detalles de nuestra línea: ",
    en: "Hello, I would like information about {service}. Details of our line: ",
  },
  process: {
    anchor: "proceso",
    eyebrow: { es: "Cómo trabajamos", en: "How we work" },
    title: { es: "Un proceso claro en cinco pasos", en: "A clear five-step process" },
    intro: {
      es: "Cada proyecto sigue el mismo método, para que sepas en todo momento qué sigue y qué resultado esperar.",
      en: "Every project follows the same method, so you always know what comes next and what result to expect.",
    },
    steps: [
      {
        step: 1,
        title: { es: "Contacto inicial", en: "First contact" },
        description: {
          es: "Nos cuentas tu necesidad y te respondemos en menos de {replyHours} horas con el especialista adecuado.",
          en: "You tell us what you need and we reply within {replyHours} hours with the right specialist.",
        },
      },
      {
        step: 2,
        title: { es: "Diagnóstico", en: "Diagnosis" },
        description: {
          es: "Revisamos tu proceso en sitio o a distancia y reunimos los datos necesarios.",
          en: "We review your process on site or remotely and gather the data we need.",
        },
      },
      {
        step: 3,
        title: { es: "Propuesta", en: "Proposal" },
        description: {
          es: "Te presentamos una propuesta técnica y económica con alcance, tiempos y resultados esperados.",
          en: "We present a technical and commercial proposal with scope, timing and expected results.",
        },
      },
      {
        step: 4,
        title: { es: "Implementación", en: "Implementation" },
        description: {
          es: "Entregamos los materiales, herramentales o servicios acordados y los ponemos a punto en tu línea.",
          en: "We deliver the agreed materials, tooling or services and fine-tune them on your line.",
        },
      },
      {
        step: 5,
        title: { es: "Seguimiento", en: "Follow-up" },
        description: {
          es: "Medimos los resultados contra el objetivo y te damos soporte continuo.",
          en: "We measure results against the target and provide ongoing support.",
        },
      },
    ],
  },
  industries: {
    anchor: "industrias",
    eyebrow: { es: "Industrias", en: "Industries" },
    title: { es: "Industrias que atendemos", en: "Industries we serve" },
    intro: {
      es: "Conocemos los requisitos de calidad, documentación y trazabilidad de cada sector.",
      en: "We know the quality, documentation and traceability requirements of each sector.",
    },
    items: [
      {
        id: "automotive",
        icon: "🚗",
        formValue: "automotriz",
        title: { es: "Automotriz", en: "Automotive" },
        description: {
          es: "Módulos de control, iluminación y electrónica de confort con requisitos IATF 16949 y PPAP.",
          en: "Control modules, lighting and comfort electronics under IATF 16949 and PPAP requirements.",
        },
      },
      {
        id: "contract-manufacturing",
        icon: "🏭",
        formValue: "maquiladoras",
        title: { es: "Maquiladoras", en: "Contract manufacturing" },
        description: {
          es: "Plantas IMMEX y EMS de alto volumen que necesitan abasto continuo y respuesta inmediata.",
          en: "High-volume IMMEX and EMS plants that need steady supply and immediate response.",
        },
      },
      {
        id: "communications",
        icon: "📡",
        formValue: "comunicaciones",
        title: { es: "Comunicaciones", en: "Communications" },
        description: {
          es: "Equipos de red y telecomunicaciones con componentes de paso fino y alta densidad.",
          en: "Networking and telecom equipment with fine-pitch, high-density components.",
        },
      },
      {
        id: "consumer-electronics",
        icon: "📱",
        formValue: "electronica",
        title: { es: "Electrónica de consumo", en: "Consumer electronics" },
        description: {
          es: "Ensambles de alto volumen donde cada punto de rendimiento cuenta.",
          en: "High-volume assemblies where every point of yield counts.",
        },
      },
      {
        id: "oem",
        icon: "⚙️",
        formValue: "oem",
        title: { es: "OEM", en: "OEM" },
        description: {
          es: "Fabricantes de equipo original con líneas propias y productos de ciclo de vida largo.",
          en: "Original equipment manufacturers with in-house lines and long-lifecycle products.",
        },
      },
      {
        id: "medical",
        icon: "🩺",
        formValue: "otra",
        title: { es: "Dispositivos médicos", en: "Medical devices" },
        description: {
          es: "Electrónica médica con control estricto de procesos y trazabilidad completa.",
          en: "Medical electronics with strict process control and full traceability.",
        },
      },
    ],
  },
  training: {
    anchor: "capacitacion",
    eyebrow: { es: "Capacitación", en: "Training" },
    title: { es: "Capacitación técnica para tu personal", en: "Technical training for your staff" },
    intro: {
      es: "Cursos prácticos de soldadura, inspección y control ESD basados en las normas IPC y ANSI/ESD, impartidos por instructores con experiencia en producción.",
      en: "Hands-on courses in soldering, inspection and ESD control based on IPC and ANSI/ESD standards, taught by instructors with production experience.",
    },
    courses: [
      {
        id: "ipc-a-610",
        title: { es: "Inspección de ensambles según IPC-A-610", en: "Assembly inspection to IPC-A-610" },
        description: {
          es: "Criterios de aceptación por clase de producto para inspectores, operadores y personal de calidad.",
          en: "Acceptance criteria by product class for inspectors, operators and quality staff.",
        },
      },
      {
        id: "j-std-001",
        title: { es: "Soldadura según IPC J-STD-001", en: "Soldering to IPC J-STD-001" },
        description: {
          es: "Requisitos de materiales, procesos y soldadura manual con práctica en estación.",
          en: "Materials, process and hand-soldering requirements, with bench practice.",
        },
      },
      {
        id: "rework",
        title: { es: "Retrabajo y reparación (IPC-7711/7721)", en: "Rework and repair (IPC-7711/7721)" },
        description: {
          es: "Retiro y reemplazo de componentes SMD y through-hole sin dañar la tarjeta.",
          en: "Removing and replacing SMD and through-hole components without damaging the board.",
        },
      },
      {
        id: "esd",
        title: { es: "Control ESD según ANSI/ESD S20.20", en: "ESD control to ANSI/ESD S20.20" },
        description: {
          es: "Fundamentos, verificación de estaciones y auditoría interna para coordinadores ESD.",
          en: "Fundamentals, workstation verification and internal audits for ESD coordinators.",
        },
      },
      {
        id: "smt-process",
        title: { es: "Fundamentos del proceso SMT", en: "SMT process fundamentals" },
        description: {
          es: "Impresión de pasta, colocación, perfil de reflujo y defectos comunes para técnicos e ingenieros de nuevo ingreso.",
          en: "Paste printing, placement, reflow profiling and common defects for new technicians and engineers.",
        },
      },
    ],
    formatTitle: { es: "Formato", en: "Format" },
    format: [
      { es: "En tu planta o en nuestras instalaciones", en: "At your plant or at our facility" },
      { es: "Grupos reducidos con práctica en estación de trabajo", en: "Small groups with hands-on workstation practice" },
      { es: "Constancia de habilidades laborales (DC-3) ante la STPS", en: "DC-3 skills certificate registered with Mexico's Ministry of Labor (STPS)" },
      {
        es: "La certificación oficial IPC se tramita con un centro de capacitación autorizado por IPC",
        en: "Official IPC certification is arranged through an IPC-authorized training center",
      },
    ],
    buttonLabel: { es: "Solicitar temario y fechas", en: "Request syllabus and dates" },
  },
  cta: {
    title: { es: "Empieza con una evaluación sin costo", en: "Start with a free assessment" },
    description: {
      es: "Agenda la visita de un especialista a tu planta o platícanos tu caso. Te respondemos en menos de {replyHours} horas.",
      en: "Schedule a specialist's visit to your plant or tell us about your case. We reply within {replyHours} hours.",
    },
    primaryLabel: { es: "Solicitar evaluación gratuita", en: "Request a free assessment" },
    secondaryLabel: { es: "Hablar con un especialista", en: "Talk to a specialist" },
  },
};

export function getService(id: ServiceId): Service {
  const service = services.services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

/** Where the footer's support, consulting and training links land on the services page. */
export const footerTargets: Record<FooterTargetId, FooterTarget> = {
  support: {
    anchor: "soporte",
    title: { es: "Soporte técnico", en: "Technical support" },
    description: {
      es: "Ingenieros de aplicación para resolver problemas de proceso y de equipo por teléfono, videollamada o en tu planta.",
      en: "Application engineers who solve process and equipment problems by phone, video call or at your plant.",
    },
  },
  consulting: {
    anchor: "consultoria",
    title: { es: "Consultoría", en: "Consulting" },
    description: {
      es: "Reducción de defectos, optimización de perfiles y acompañamiento en introducción de productos nuevos.",
      en: "Defect reduction, profile optimization and support for new product introductions.",
    },
  },
  training: {
    anchor: "capacitacion",
    title: { es: "Capacitación", en: "Training" },
    description: {
      es: "Cursos prácticos de soldadura, inspección IPC y control ESD para operadores, técnicos e ingenieros.",
      en: "Hands-on courses in soldering, IPC inspection and ESD control for operators, technicians and engineers.",
    },
  },
};
