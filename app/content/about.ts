/**
 * About page copy: history, figures, mission and values, differentiators, team and certifications.
 * Strings may hold `{token}`s (./tokens.ts). `anchors` gives the section ids the footer links
 * (/historia, /mision-valores, /equipo, /certificaciones) can land on.
 */
import type { CallToAction, PageHero, SectionIntro, Text, TitledText } from "./types";

/** Section ids on the about page (the same in both languages). */
export const aboutAnchors = {
  history: "historia",
  mission: "mision",
  values: "valores",
  team: "equipo",
  certifications: "certificaciones",
} as const;

export interface Milestone {
  /** A year, or a `{token}` such as `{foundedYear}`. */
  year: string;
  text: Text;
}

export type StatId = "experience" | "divisions" | "experts";

export interface Stat {
  id: StatId;
  /** Display value with tokens, e.g. "{years}+". */
  value: string;
  label: Text;
  description: Text;
}

export const VALUE_IDS = ["experience", "solutions", "commitment", "working", "vision", "audacity", "perseverance"] as const;
export type ValueId = (typeof VALUE_IDS)[number];

export interface CompanyValue extends TitledText {
  id: ValueId;
}

export interface Differentiator extends TitledText {
  id: string;
}

export interface TeamMember {
  initials: string;
  name: string;
  role: Text;
  experience: Text;
  description: Text;
  specialties: Text[];
}

export interface Certification {
  id: string;
  /** The standard's own name, the same in both languages: "ISO 9001:2015". */
  code: string;
  title: Text;
  description: Text;
}

export interface AboutContent {
  hero: PageHero;
  history: {
    eyebrow: Text;
    title: Text;
    paragraphs: [Text, Text, Text];
    sideCard: { title: Text; milestones: Milestone[] };
  };
  stats: [Stat, Stat, Stat];
  mission: {
    intro: SectionIntro;
    mission: TitledText;
    vision: TitledText;
    valuesTitle: Text;
    values: CompanyValue[];
    differentiatorsTitle: Text;
    differentiators: Differentiator[];
  };
  team: SectionIntro & { members: TeamMember[] };
  certifications: SectionIntro & { items: Certification[]; note: Text };
  cta: CallToAction;
}

export const about: AboutContent = {
  hero: {
    breadcrumb: { es: "Nosotros", en: "About us" },
    eyebrow: { es: "Nosotros", en: "About us" },
    title: {
      es: "Especialistas en ensamble electrónico desde {foundedYear}",
      en: "Electronics assembly specialists since {foundedYear}",
    },
    description: {
      es: "Somos un proveedor mexicano de consumibles, equipo y servicios para líneas SMT. Combinamos inventario local, talleres propios e ingenieros con experiencia en piso para que tu producción no se detenga.",
      en: "We are a Mexican supplier of consumables, equipment and services for SMT lines. We combine local stock, our own workshops and engineers with shop-floor experience so your production keeps running.",
    },
  },
  history: {
    eyebrow: { es: "Nuestra historia", en: "Our story" },
    title: { es: "Crecimos resolviendo los problemas de nuestros clientes", en: "We grew by solving our customers' problems" },
    paragraphs: [
      {
        es: "{company} nació en {foundedYear} en el área metropolitana de Monterrey con un objetivo claro: que las maquiladoras y plantas de ensamble electrónico del norte de México contaran con un proveedor local de consumibles SMT capaz de responder con rapidez y con criterio técnico. Empezamos surtiendo materiales de mantenimiento y de protección ESD a un grupo reducido de plantas de la región.",
        en: "{company} was founded in {foundedYear} in the Monterrey metropolitan area with a clear goal: to give the contract manufacturers and electronics assembly plants of northern Mexico a local SMT consumables supplier that could respond quickly and with technical judgment. We started by supplying maintenance and ESD protection materials to a small group of plants in the region.",
      },
      {
        es: "Con los años, nuestros clientes nos pidieron más que producto: ayuda para resolver defectos, mantener sus equipos y fabricar herramentales sin depender de proveedores del extranjero. Así surgieron las divisiones de materiales de soldadura y de refacciones y servicio a máquinas, y más tarde nuestros talleres de corte láser y de herramentales, hasta sumar {divisions} divisiones bajo un mismo techo.",
        en: "Over the years our customers asked us for more than product: help solving defects, maintaining their equipment and building tooling without relying on suppliers abroad. That is how our solder materials and machine parts and service divisions came about, followed by our laser cutting and tooling workshops, until we reached {divisions} divisions under one roof.",
      },
      {
        es: "Hoy, con más de {years} años de experiencia y un equipo de {experts} especialistas, atendemos a plantas automotrices, de comunicaciones, de electrónica de consumo y OEM en todo el país. Seguimos trabajando como el primer día: conocer el proceso de cada cliente, recomendar solo lo que su línea necesita y responder cuando la producción se detiene.",
        en: "Today, with over {years} years of experience and a team of {experts} specialists, we serve automotive, communications, consumer electronics and OEM plants across the country. We still work the way we did on day one: learn each customer's process, recommend only what their line needs and respond when production stops.",
      },
    ],
    sideCard: {
      title: { es: "Hitos", en: "Milestones" },
      milestones: [
        {
          year: "{foundedYear}",
          text: {
            es: "Iniciamos operaciones con las divisiones MRO y ESD.",
            en: "We open for business with the MRO and ESD divisions.",
          },
        },
        {
          year: "2009",
          text: {
            es: "Nace la división SOLDER y el servicio de análisis de baños de soldadura.",
            en: "The SOLDER division and our solder bath analysis service are launched.",
          },
        },
        {
          year: "2013",
          text: {
            es: "Abrimos el taller de servicio a equipo SMT y la división MACHINES.",
            en: "We open our SMT equipment service shop and the MACHINES division.",
          },
        },
        {
          year: "2018",
          text: {
            es: "Certificamos nuestro sistema de gestión de calidad en ISO 9001:2015.",
            en: "Our quality management system is certified to ISO 9001:2015.",
          },
        },
        {
          year: "2021",
          text: {
            es: "Inauguramos los talleres de corte láser y herramentales: divisiones LASER y TOOLING.",
            en: "We open our laser and tooling workshops: the LASER and TOOLING divisions.",
          },
        },
      ],
    },
  },
  stats: [
    {
      id: "experience",
      value: "{years}+",
      label: { es: "Años de experiencia", en: "Years of experience" },
      description: { es: "En ensamble electrónico SMT", en: "In SMT electronics assembly" },
    },
    {
      id: "divisions",
      value: "{divisions}",
      label: { es: "Divisiones especializadas", en: "Specialized divisions" },
      description: { es: "De consumibles a herramentales", en: "From consumables to tooling" },
    },
    {
      id: "experts",
      value: "{experts}",
      label: { es: "Especialistas", en: "Specialists" },
      description: { es: "Ingenieros, técnicos y asesores", en: "Engineers, technicians and advisors" },
    },
  ],
  mission: {
    intro: {
      eyebrow: { es: "Misión y valores", en: "Mission and values" },
      title: { es: "Lo que nos mueve", en: "What drives us" },
      intro: {
        es: "Nuestra forma de trabajar se resume en una idea: el cliente compra resultados en su línea, no solo productos.",
        en: "The way we work comes down to one idea: customers buy results on their line, not just products.",
      },
    },
    mission: {
      title: { es: "Misión", en: "Mission" },
      description: {
        es: "Mantener en operación y mejorar continuamente las líneas de ensamble electrónico de nuestros clientes, con consumibles confiables, equipo bien atendido y un soporte técnico que resuelve en piso.",
        en: "To keep our customers' electronics assembly lines running and improving, with reliable consumables, well-maintained equipment and technical support that solves problems on the floor.",
      },
    },
    vision: {
      title: { es: "Visión", en: "Vision" },
      description: {
        es: "Ser el socio técnico de referencia en ensamble electrónico SMT en México, reconocido por la calidad de nuestros materiales, la rapidez de nuestra respuesta y el conocimiento de nuestra gente.",
        en: "To be the leading technical partner for SMT electronics assembly in Mexico, known for the quality of our materials, the speed of our response and the expertise of our people.",
      },
    },
    valuesTitle: { es: "Valores", en: "Values" },
    values: [
      {
        id: "experience",
        title: { es: "Experiencia", en: "Experience" },
        description: {
          es: "Recomendamos con fundamento, a partir de lo aprendido en más de {years} años en piso de producción.",
          en: "We base every recommendation on what we have learned in over {years} years on the production floor.",
        },
      },
      {
        id: "solutions",
        title: { es: "Soluciones", en: "Solutions" },
        description: {
          es: "Partimos del problema del cliente, no del catálogo: cada propuesta debe resolver algo medible.",
          en: "We start from the customer's problem, not the catalog: every proposal must solve something measurable.",
        },
      },
      {
        id: "commitment",
        title: { es: "Compromiso", en: "Commitment" },
        description: {
          es: "Cumplimos lo que prometemos en tiempo, calidad y precio, y damos la cara cuando algo sale mal.",
          en: "We deliver what we promise on time, quality and price, and we own it when something goes wrong.",
        },
      },
      {
        id: "working",
        title: { es: "Trabajo en equipo", en: "Teamwork" },
        description: {
          es: "Ventas, ingeniería, servicio y talleres trabajan juntos para que el cliente tenga un solo interlocutor.",
          en: "Sales, engineering, service and our workshops work together so the customer has a single point of contact.",
        },
      },
      {
        id: "vision",
        title: { es: "Visión", en: "Vision" },
        description: {
          es: "Nos anticipamos a los cambios de tecnología y de normativa para que nuestros clientes lleguen preparados.",
          en: "We anticipate changes in technology and regulations so our customers are ready for them.",
        },
      },
      {
        id: "audacity",
        title: { es: "Audacia", en: "Boldness" },
        description: {
          es: "Nos atrevemos a proponer mejoras y a desarrollar soluciones nuevas cuando lo estándar no es suficiente.",
          en: "We dare to propose improvements and build new solutions when the standard answer is not enough.",
        },
      },
      {
        id: "perseverance",
        title: { es: "Perseverancia", en: "Perseverance" },
        description: {
          es: "Damos seguimiento a cada caso hasta encontrar la causa raíz y cerrar el problema.",
          en: "We follow every case through until we find the root cause and close the problem.",
        },
      },
    ],
    differentiatorsTitle: { es: "Lo que nos distingue", en: "What sets us apart" },
    differentiators: [
      {
        id: "response",
        title: { es: "Respuesta en menos de {replyHours} horas", en: "Replies within {replyHours} hours" },
        description: {
          es: "Toda cotización o consulta técnica recibe respuesta de una persona que conoce el tema, no de un sistema automático.",
          en: "Every quote request or technical question is answered by someone who knows the subject, not by an automated system.",
        },
      },
      {
        id: "one-supplier",
        title: { es: "{divisions} divisiones, un solo proveedor", en: "{divisions} divisions, one supplier" },
        description: {
          es: "Consumibles, soldadura, ESD, refacciones, láser y herramentales con una sola orden de compra y un solo contacto.",
          en: "Consumables, solder, ESD, spare parts, laser work and tooling with one purchase order and one contact.",
        },
      },
      {
        id: "on-site",
        title: { es: "Ingeniería en tu planta", en: "Engineering at your plant" },
        description: {
          es: "Nuestros especialistas van a tu línea para medir, diagnosticar y comprobar que la solución funciona.",
          en: "Our specialists come to your line to measure, diagnose and confirm that the solution works.",
        },
      },
      {
        id: "own-workshops",
        title: { es: "Talleres propios", en: "Our own workshops" },
        description: {
          es: "Fabricamos piezas láser y herramentales en México, con tiempos de entrega de días y no de semanas.",
          en: "We make laser parts and tooling in Mexico, with lead times measured in days rather than weeks.",
        },
      },
      {
        id: "documented-quality",
        title: { es: "Calidad documentada", en: "Documented quality" },
        description: {
          es: "Sistema de calidad ISO 9001:2015, trazabilidad por lote, fichas técnicas, HDS y certificados listos para tus auditorías.",
          en: "An ISO 9001:2015 quality system, lot traceability, data sheets, SDSs and certificates ready for your audits.",
        },
      },
    ],
  },
  team: {
    eyebrow: { es: "Equipo", en: "Team" },
    title: { es: "Nuestro equipo de expertos", en: "Our team of experts" },
    intro: {
      es: "Ingenieros y técnicos que han trabajado en líneas de producción como las tuyas. Estos son algunos de los {experts} especialistas que atienden a nuestros clientes.",
      en: "Engineers and technicians who have worked on production lines like yours. These are some of the {experts} specialists who serve our customers.",
    },
    members: [
      {
        initials: "RG",
        name: "Ricardo Garza Treviño",
        role: { es: "Director general", en: "General manager" },
        experience: { es: "26 años en manufactura electrónica", en: "26 years in electronics manufacturing" },
        description: {
          es: "Ingeniero electrónico; antes de fundar la empresa fue gerente de ingeniería de procesos en una planta de electrónica automotriz. Dirige la estrategia comercial y técnica.",
          en: "An electronics engineer who was a process engineering manager at an automotive electronics plant before founding the company. He leads commercial and technical strategy.",
        },
        specialties: [
          { es: "Estrategia de manufactura", en: "Manufacturing strategy" },
          { es: "Desarrollo de proveedores", en: "Supplier development" },
          { es: "Industria automotriz", en: "Automotive industry" },
        ],
      },
      {
        initials: "MV",
        name: "Mariana Villarreal Cantú",
        role: { es: "Gerente de ingeniería de procesos", en: "Process engineering manager" },
        experience: { es: "16 años en procesos SMT", en: "16 years in SMT processes" },
        description: {
          es: "Encabeza las evaluaciones de línea y la consultoría de procesos. Ha acompañado cambios a soldadura sin plomo e introducciones de producto en plantas de todo el país.",
          en: "Leads our line assessments and process consulting. She has guided lead-free transitions and product introductions at plants across the country.",
        },
        specialties: [
          { es: "Perfilado térmico", en: "Thermal profiling" },
          { es: "Impresión de pasta", en: "Paste printing" },
          { es: "Análisis de defectos", en: "Defect analysis" },
        ],
      },
      {
        initials: "JS",
        name: "Jorge Luis Salinas Rocha",
        role: { es: "Jefe de servicio técnico", en: "Technical service lead" },
        experience: { es: "18 años en mantenimiento de equipo SMT", en: "18 years in SMT equipment maintenance" },
        description: {
          es: "Coordina al equipo de técnicos de campo y el taller de reparación. Especialista en equipos de colocación y hornos de reflujo.",
          en: "Coordinates our field technicians and the repair shop. A specialist in placement equipment and reflow ovens.",
        },
        specialties: [
          { es: "Equipos de colocación", en: "Placement equipment" },
          { es: "Hornos de reflujo", en: "Reflow ovens" },
          { es: "Reparación de alimentadores", en: "Feeder repair" },
        ],
      },
      {
        initials: "AH",
        name: "Ana Sofía Herrera Lozano",
        role: { es: "Coordinadora de calidad y ESD", en: "Quality and ESD coordinator" },
        experience: { es: "12 años en sistemas de calidad", en: "12 years in quality systems" },
        description: {
          es: "Responsable del sistema de gestión de calidad y del programa de control ESD. Apoya a los clientes en auditorías y en el alta de proveedores.",
          en: "Runs our quality management system and ESD control program. She supports customers with audits and supplier onboarding.",
        },
        specialties: [
          { es: "ANSI/ESD S20.20", en: "ANSI/ESD S20.20" },
          { es: "ISO 9001", en: "ISO 9001" },
          { es: "Auditorías de proveedor", en: "Supplier audits" },
        ],
      },
      {
        initials: "DO",
        name: "Daniel Ortiz Medina",
        role: { es: "Líder de manufactura láser y herramentales", en: "Laser and tooling manufacturing lead" },
        experience: { es: "11 años en diseño de herramentales", en: "11 years in tooling design" },
        description: {
          es: "Diseña pallets, fixtures y placas de ruteo a partir de los datos de cada ensamble, y supervisa la producción de los talleres láser y de maquinado.",
          en: "Designs pallets, fixtures and router plates from each assembly's data, and oversees production in the laser and machining workshops.",
        },
        specialties: [
          { es: "Diseño CAD/CAM", en: "CAD/CAM design" },
          { es: "Pallets de soldadura", en: "Solder pallets" },
          { es: "Corte y grabado láser", en: "Laser cutting and engraving" },
        ],
      },
      {
        initials: "CR",
        name: "Claudia Reyes Ibarra",
        role: { es: "Gerente de cuentas industriales", en: "Industrial accounts manager" },
        experience: { es: "14 años en ventas técnicas", en: "14 years in technical sales" },
        description: {
          es: "Atiende a plantas maquiladoras y OEM: cotizaciones, programas de entrega, inventarios en consignación y seguimiento de pedidos.",
          en: "Serves contract manufacturing and OEM plants: quotes, delivery schedules, consignment stock and order follow-up.",
        },
        specialties: [
          { es: "Programas de abastecimiento", en: "Supply programs" },
          { es: "Inventarios en consignación", en: "Consignment stock" },
          { es: "Atención a maquiladoras", en: "Contract manufacturer accounts" },
        ],
      },
    ],
  },
  certifications: {
    eyebrow: { es: "Certificaciones", en: "Certifications" },
    title: { es: "Certificaciones y normas", en: "Certifications and standards" },
    intro: {
      es: "Trabajamos con los mismos estándares que auditan tus clientes. Nuestro sistema de calidad está certificado y nuestro personal técnico se capacita y certifica de forma continua.",
      en: "We work to the same standards your customers audit you against. Our quality system is certified, and our technical staff are trained and certified on an ongoing basis.",
    },
    items: [
      {
        id: "iso-9001",
        code: "ISO 9001:2015",
        title: { es: "Sistema de gestión de calidad certificado", en: "Certified quality management system" },
        description: {
          es: "Abarca la venta y distribución de consumibles, el servicio a equipo y la fabricación en nuestros talleres láser y de herramentales.",
          en: "Covers consumables sales and distribution, equipment service and manufacturing in our laser and tooling workshops.",
        },
      },
      {
        id: "ipc-a-610",
        code: "IPC-A-610",
        title: { es: "Aceptabilidad de ensambles electrónicos", en: "Acceptability of electronic assemblies" },
        description: {
          es: "Nuestros ingenieros de proceso y técnicos de campo cuentan con certificación vigente como especialistas IPC (CIS).",
          en: "Our process engineers and field technicians hold current Certified IPC Specialist (CIS) credentials.",
        },
      },
      {
        id: "j-std-001",
        code: "IPC J-STD-001",
        title: { es: "Requisitos para ensambles soldados", en: "Requirements for soldered assemblies" },
        description: {
          es: "El personal que realiza retrabajo, prueba de materiales y capacitación está certificado en los requisitos de soldadura de esta norma.",
          en: "Staff who perform rework, materials testing and training are certified to the soldering requirements of this standard.",
        },
      },
      {
        id: "ansi-esd-s20-20",
        code: "ANSI/ESD S20.20",
        title: { es: "Programa de control ESD", en: "ESD control program" },
        description: {
          es: "Almacén, taller y áreas de manejo operan bajo un programa de control ESD conforme a esta norma, con verificaciones periódicas documentadas.",
          en: "Our warehouse, workshop and handling areas operate under an ESD control program that conforms to this standard, with documented periodic verification.",
        },
      },
      {
        id: "ipc-7711-7721",
        code: "IPC-7711/7721",
        title: { es: "Retrabajo y reparación de ensambles", en: "Rework and repair of assemblies" },
        description: {
          es: "Nuestros técnicos de retrabajo siguen los procedimientos de esta norma para reparar tarjetas sin comprometer su confiabilidad.",
          en: "Our rework technicians follow this standard's procedures to repair boards without compromising their reliability.",
        },
      },
    ],
    note: {
      es: "Los certificados y constancias vigentes están disponibles a solicitud para tu proceso de alta de proveedores.",
      en: "Current certificates and training records are available on request for your supplier onboarding process.",
    },
  },
  cta: {
    title: { es: "Pon a trabajar nuestra experiencia en tu línea", en: "Put our experience to work on your line" },
    description: {
      es: "Cuéntanos qué necesitas y un especialista te responderá en menos de {replyHours} horas.",
      en: "Tell us what you need and a specialist will reply within {replyHours} hours.",
    },
    primaryLabel: { es: "Contáctanos", en: "Contact us" },
    secondaryLabel: { es: "Ver productos", en: "View products" },
  },
};
