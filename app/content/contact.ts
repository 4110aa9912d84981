/**
 * Contact page copy. Only labels and helper lines live here: the e-mail, phone, WhatsApp number,
 * address and map position come from `~/config/company`. Strings may hold `{token}`s (./tokens.ts).
 */
import type { PageHero, SectionIntro, Text } from "./types";

export type ContactMethodId = "email" | "phone" | "whatsapp" | "location";

export interface ContactMethod {
  /** Heading of the entry ("Correo electrónico"). */
  label: Text;
  /** Line under the value ("Respuesta en menos de 24 horas"). */
  helper: Text;
  /** Accessible name of the entry's link; location is not a link and has none. */
  actionLabel?: Text;
}

export interface AlternativeContactCard {
  title: Text;
  description: Text;
  buttonLabel: Text;
}

export interface ContactContent {
  hero: PageHero;
  info: {
    title: Text;
    intro: Text;
    methods: Record<ContactMethodId, ContactMethod>;
    /** Appended to the accessible name of links that open a new tab (WhatsApp). */
    opensInNewTab: Text;
  };
  form: SectionIntro & { requiredNote: Text };
  map: {
    title: Text;
    description: Text;
    /** The map is not requested from its provider until the visitor presses this button. */
    loadButtonLabel: Text;
    consentNote: Text;
    /** Title of the map frame once loaded. */
    frameTitle: Text;
    /** Link that opens the location in the visitor's own map app instead. */
    directionsLabel: Text;
  };
  alternatives: SectionIntro & {
    cards: Record<"email" | "phone" | "whatsapp", AlternativeContactCard>;
  };
}

export const contact: ContactContent = {
  hero: {
    breadcrumb: { es: "Contacto", en: "Contact" },
    eyebrow: { es: "Contacto", en: "Contact" },
    title: { es: "Hablemos de tu proyecto", en: "Let's talk about your project" },
    description: {
      es: "Solicita una cotización, una evaluación de línea sin costo o asesoría técnica. Un especialista te responderá en menos de {replyHours} horas.",
      en: "Request a quote, a free line assessment or technical advice. A specialist will reply within {replyHours} hours.",
    },
  },
  info: {
    title: { es: "Información de contacto", en: "Contact information" },
    intro: {
      es: "Elige el medio que te resulte más cómodo. Para cotizaciones, el formulario nos permite atenderte más rápido.",
      en: "Choose whichever channel suits you best. For quotes, the form lets us help you faster.",
    },
    methods: {
      email: {
        label: { es: "Correo electrónico", en: "Email" },
        helper: { es: "Respuesta en menos de {replyHours} horas", en: "Reply within {replyHours} hours" },
        actionLabel: { es: "Enviar un correo a {email}", en: "Send an email to {email}" },
      },
      phone: {
        label: { es: "Teléfono", en: "Phone" },
        helper: { es: "{hours}", en: "{hours}" },
        actionLabel: { es: "Llamar al {phone}", en: "Call {phone}" },
      },
      whatsapp: {
        label: { es: "WhatsApp", en: "WhatsApp" },
        helper: {
          es: "Consultas rápidas y seguimiento de pedidos",
          en: "Quick questions and order follow-up",
        },
        actionLabel: { es: "Escribir por WhatsApp al {whatsapp}", en: "Message {whatsapp} on WhatsApp" },
      },
      location: {
        label: { es: "Ubicación", en: "Location" },
        helper: { es: "Visitas a nuestras instalaciones con cita previa", en: "Visits to our facility by appointment" },
      },
    },
    opensInNewTab: { es: "(se abre en una pestaña nueva)", en: "(opens in a new tab)" },
  },
  form: {
    eyebrow: { es: "Formulario", en: "Form" },
    title: { es: "Envíanos tu solicitud", en: "Send us your request" },
    intro: {
      es: "Cuéntanos qué necesitas: producto, volumen aproximado, fecha requerida o el problema que quieres resolver. Entre más detalle nos compartas, más precisa será nuestra respuesta.",
      en: "Tell us what you need: product, approximate volume, required date or the problem you want to solve. The more detail you share, the more precise our answer.",
    },
    requiredNote: { es: "Los campos marcados con * son obligatorios.", en: "Fields marked with * are required." },
  },
  map: {
    title: { es: "Nuestra ubicación", en: "Our location" },
    description: {
      es: "Nuestras oficinas, almacén y talleres están en {address}, a pocos minutos del aeropuerto internacional y con acceso directo a los principales parques industriales del área metropolitana de Monterrey.",
      en: "Our offices, warehouse and workshops are at {address}, a few minutes from the international airport and with direct access to the main industrial parks of the Monterrey metropolitan area.",
    },
    loadButtonLabel: { es: "Cargar mapa interactivo", en: "Load interactive map" },
    consentNote: {
      es: "El mapa lo proporciona un servicio externo. Al cargarlo, tu navegador se conectará con ese proveedor, que recibirá tu dirección IP y podrá usar sus propias cookies. No se carga nada hasta que presionas el botón.",
      en: "The map is provided by an external service. When you load it, your browser connects to that provider, which receives your IP address and may use its own cookies. Nothing is loaded until you press the button.",
    },
    frameTitle: { es: "Mapa de la ubicación de {company}", en: "Map of {company}'s location" },
    directionsLabel: { es: "Abrir en mi aplicación de mapas", en: "Open in my maps app" },
  },
  alternatives: {
    eyebrow: { es: "Otros medios", en: "Other channels" },
    title: { es: "¿Prefieres contactarnos directamente?", en: "Prefer to reach us directly?" },
    intro: {
      es: "También puedes escribirnos o llamarnos en horario de oficina ({hours}).",
      en: "You can also write to us or call us during office hours ({hours}).",
    },
    cards: {
      email: {
        title: { es: "Correo electrónico", en: "Email" },
        description: {
          es: "Ideal para enviar especificaciones, planos o listas de materiales.",
          en: "Best for sending specifications, drawings or bills of materials.",
        },
        buttonLabel: { es: "Escribir un correo", en: "Write an email" },
      },
      phone: {
        title: { es: "Teléfono", en: "Phone" },
        description: {
          es: "Habla directamente con un asesor para resolver dudas urgentes.",
          en: "Speak directly with an advisor about urgent questions.",
        },
        buttonLabel: { es: "Llamar ahora", en: "Call now" },
      },
      whatsapp: {
        title: { es: "WhatsApp", en: "WhatsApp" },
        description: {
          es: "Para consultas rápidas, fotos de un problema o seguimiento de tu pedido.",
          en: "For quick questions, photos of a problem or order follow-up.",
        },
        buttonLabel: { es: "Abrir WhatsApp", en: "Open WhatsApp" },
      },
    },
  },
};
