/**
 * Page titles and meta descriptions. Titles are complete (brand included: do not append it again);
 * after filling the `{token}`s (./tokens.ts) a title is at most 60 characters and a description
 * 120 to 160. Blog posts use their own title and excerpt.
 */
import type { Text } from "./types";

export const SEO_PAGES = [
  "home",
  "about",
  "services",
  "products",
  "contact",
  "techSheets",
  "privacy",
  "terms",
  "cookies",
  "blog",
  "notFound",
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export interface PageMeta {
  title: Text;
  description: Text;
}

export const seo: Record<SeoPage, PageMeta> = {
  home: {
    title: {
      es: "{company} | Consumibles, equipo y servicios SMT en México",
      en: "{company} | SMT supplies, equipment and services in Mexico",
    },
    description: {
      es: "Consumibles, materiales de soldadura, protección ESD, refacciones y herramentales para ensamble electrónico SMT, con soporte técnico en tu planta.",
      en: "Consumables, solder materials, ESD protection, spare parts and tooling for SMT electronics assembly in Mexico, with technical support at your plant.",
    },
  },
  about: {
    title: {
      es: "Nosotros: más de {years} años en ensamble SMT | {company}",
      en: "About us: over {years} years in SMT assembly | {company}",
    },
    description: {
      es: "Conoce nuestra historia, misión, valores, equipo de especialistas y certificaciones: más de {years} años apoyando la manufactura electrónica en México.",
      en: "Our history, mission, values, team of specialists and certifications: over {years} years supporting electronics manufacturing in Mexico.",
    },
  },
  services: {
    title: {
      es: "Servicios técnicos para líneas SMT | {company}",
      en: "Technical services for SMT lines | {company}",
    },
    description: {
      es: "Evaluación de línea sin costo, consultoría de procesos, soporte técnico, documentación, servicios en campo y análisis para tu línea SMT.",
      en: "Free line assessment, process consulting, technical support, documentation, field services and analysis to keep your SMT line productive.",
    },
  },
  products: {
    title: {
      es: "Productos para ensamble electrónico SMT | {company}",
      en: "Products for SMT electronics assembly | {company}",
    },
    description: {
      es: "Termopares, adhesivos, IPA, charolas ESD, soldadura, fundentes, refacciones SMT, servicios láser y herramentales. Solicita tu cotización.",
      en: "Thermocouples, adhesives, IPA, ESD trays, solder, fluxes, SMT spare parts, laser services and tooling for electronics assembly. Request a quote.",
    },
  },
  contact: {
    title: {
      es: "Contacto y cotizaciones | {company}",
      en: "Contact and quotes | {company}",
    },
    description: {
      es: "Solicita una cotización, una evaluación de línea sin costo o asesoría técnica. Respondemos en menos de {replyHours} horas por correo, teléfono o WhatsApp.",
      en: "Request a quote, a free SMT line assessment or technical advice from our specialists. We reply within {replyHours} hours by email, phone or WhatsApp.",
    },
  },
  techSheets: {
    title: {
      es: "Fichas técnicas y hojas de seguridad | {company}",
      en: "Technical and safety data sheets | {company}",
    },
    description: {
      es: "Fichas técnicas, hojas de datos de seguridad, certificados de análisis y declaraciones RoHS/REACH de cada línea de producto. Solicítalas aquí.",
      en: "Technical data sheets, safety data sheets, certificates of analysis and RoHS/REACH declarations for every product line. Request them here.",
    },
  },
  privacy: {
    title: {
      es: "Aviso de Privacidad | {company}",
      en: "Privacy Notice | {company}",
    },
    description: {
      es: "Qué datos personales tratamos, para qué los usamos y cómo ejercer tus derechos ARCO conforme a la Ley Federal de Protección de Datos Personales.",
      en: "What personal data we process, why we use it and how to exercise your ARCO rights under Mexico's federal personal data protection law.",
    },
  },
  terms: {
    title: {
      es: "Términos de Uso | {company}",
      en: "Terms of Use | {company}",
    },
    description: {
      es: "Condiciones de uso del sitio: alcance de la información técnica, cotizaciones, propiedad intelectual, uso aceptable y legislación aplicable.",
      en: "Terms for using our website: scope of technical information, quotes, intellectual property, acceptable use and governing law.",
    },
  },
  cookies: {
    title: {
      es: "Política de Cookies | {company}",
      en: "Cookie Policy | {company}",
    },
    description: {
      es: "Solo usamos cookies y almacenamiento local necesarios para recordar tu idioma; sin analítica ni publicidad. El mapa se carga solo si lo pides.",
      en: "We only use the cookies and local storage needed to remember your language, with no analytics or advertising. The map loads only if you ask.",
    },
  },
  blog: {
    title: {
      es: "Blog técnico de ensamble SMT | {company}",
      en: "SMT assembly technical blog | {company}",
    },
    description: {
      es: "Artículos sobre soldadura, control ESD, procesos SMT, investigación y casos de estudio, escritos por nuestros especialistas en ensamble electrónico.",
      en: "Articles on soldering, ESD control, SMT processes, research and case studies, written by our electronics assembly specialists.",
    },
  },
  notFound: {
    title: {
      es: "Página no encontrada | {company}",
      en: "Page not found | {company}",
    },
    description: {
      es: "La página que buscas no existe o cambió de dirección. Vuelve al inicio para conocer nuestros productos y servicios para ensamble electrónico SMT.",
      en: "The page you are looking for does not exist or has moved. Go back to the home page to explore our products and services for SMT assembly.",
    },
  },
};
