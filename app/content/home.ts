/**
 * Home page copy. Category cards take their titles and descriptions from ./catalogue
 * (`categories`); this module holds everything else. Strings may hold `{token}`s (./tokens.ts).
 */
import type { ServiceId } from "./services";
import type { CallToAction, SectionIntro, Text } from "./types";

export interface HomeHero {
  title: Text;
  subtitle: Text;
  description: Text;
  primaryLabel: Text;
  secondaryLabel: Text;
  /** Accessible description of the background video and its poster. */
  mediaLabel: Text;
  pauseVideoLabel: Text;
}

export interface HomeServiceCard {
  /** The service on /servicios this card introduces (its anchor is in ./services). */
  serviceId: ServiceId;
  title: Text;
  description: Text;
  linkLabel: Text;
}

export interface HomeContent {
  hero: HomeHero;
  products: SectionIntro & {
    /** Link text on each category card. */
    cardLinkLabel: Text;
    /** Button under the grid. */
    allProductsLabel: Text;
  };
  services: SectionIntro & {
    cards: [HomeServiceCard, HomeServiceCard, HomeServiceCard];
    allServicesLabel: Text;
  };
  cta: CallToAction;
}

export const home: HomeContent = {
  hero: {
    title: {
      es: "Soluciones integrales para ensamble electrónico SMT",
      en: "Complete solutions for SMT electronics assembly",
    },
    subtitle: {
      es: "Consumibles, equipo y servicios técnicos para tu línea de producción",
      en: "Consumables, equipment and technical services for your production line",
    },
    description: {
      es: "Desde hace más de {years} años respaldamos a maquiladoras, plantas automotrices y fabricantes OEM en México con materiales confiables, refacciones a tiempo y soporte de ingeniería en piso.",
      en: "For over {years} years we have supported contract manufacturers, automotive plants and OEMs in Mexico with reliable materials, on-time spare parts and engineering support on the shop floor.",
    },
    primaryLabel: { es: "Solicitar cotización", en: "Request a quote" },
    secondaryLabel: { es: "Ver productos", en: "View products" },
    mediaLabel: {
      es: "Línea de ensamble SMT en operación: impresión de pasta, colocación de componentes y horno de reflujo",
      en: "SMT assembly line in operation: paste printing, component placement and reflow oven",
    },
    pauseVideoLabel: { es: "Pausar el video de fondo", en: "Pause the background video" },
  },
  products: {
    eyebrow: { es: "Productos", en: "Products" },
    title: { es: "{divisions} divisiones, un solo proveedor", en: "{divisions} divisions, one supplier" },
    intro: {
      es: "Reunimos en un mismo lugar los consumibles, materiales, refacciones y herramentales que una línea SMT necesita, con especialistas que conocen cada proceso.",
      en: "We bring together the consumables, materials, spare parts and tooling an SMT line needs, backed by specialists who know each process.",
    },
    cardLinkLabel: { es: "Ver productos", en: "View products" },
    allProductsLabel: { es: "Ver catálogo completo", en: "View full catalog" },
  },
  services: {
    eyebrow: { es: "Servicios", en: "Services" },
    title: { es: "Servicios que mantienen tu línea produciendo", en: "Services that keep your line producing" },
    intro: {
      es: "Además de surtir materiales, acompañamos a tu equipo de ingeniería y mantenimiento para prevenir defectos y paros.",
      en: "Beyond supplying materials, we work alongside your engineering and maintenance teams to prevent defects and downtime.",
    },
    cards: [
      {
        serviceId: "assessment",
        title: { es: "Evaluación de línea sin costo", en: "Free line assessment" },
        description: {
          es: "Un especialista revisa tu línea SMT en sitio y te entrega un diagnóstico con mejoras priorizadas, sin costo ni compromiso.",
          en: "A specialist reviews your SMT line on site and gives you a diagnosis with prioritized improvements, at no cost or obligation.",
        },
        linkLabel: { es: "Conocer la evaluación", en: "About the assessment" },
      },
      {
        serviceId: "support",
        title: { es: "Soporte técnico especializado", en: "Specialized technical support" },
        description: {
          es: "Ingenieros con experiencia en piso te ayudan a resolver problemas de proceso y de equipo por teléfono, videollamada o en tu planta.",
          en: "Engineers with shop-floor experience help you solve process and equipment problems by phone, video call or at your plant.",
        },
        linkLabel: { es: "Conocer el soporte", en: "About support" },
      },
      {
        serviceId: "fieldServices",
        title: { es: "Servicios en campo", en: "Field services" },
        description: {
          es: "Mantenimiento, calibración, perfilado térmico y puesta en marcha de equipo y herramentales, con el mínimo impacto en tu producción.",
          en: "Maintenance, calibration, thermal profiling and commissioning of equipment and tooling, with minimal impact on your production.",
        },
        linkLabel: { es: "Conocer los servicios en campo", en: "About field services" },
      },
    ],
    allServicesLabel: { es: "Ver todos los servicios", en: "View all services" },
  },
  cta: {
    title: { es: "Hablemos de tu línea de producción", en: "Let's talk about your production line" },
    description: {
      es: "Cuéntanos qué ensamblas y qué necesitas mejorar. Un especialista te responderá en menos de {replyHours} horas con una propuesta concreta.",
      en: "Tell us what you build and what you need to improve. A specialist will reply within {replyHours} hours with a concrete proposal.",
    },
    primaryLabel: { es: "Solicitar cotización", en: "Request a quote" },
    secondaryLabel: { es: "Fichas técnicas", en: "Data sheets" },
  },
};
