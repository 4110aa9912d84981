/**
 * Spanish interface texts: the source dictionary. `en.ts` must have every key (a missing key is a
 * type error). Page copy (products, services, legal…) lives in `app/content/` as typed data.
 */
export const es = {
  meta: {
    siteName: "Ardentia",
    defaultDescription:
      "Consumibles, refacciones, herramentales y servicios para líneas de ensamble electrónico SMT en México: soldadura, ESD, MRO, láser y soporte técnico.",
  },
  a11y: {
    skipToContent: "Saltar al contenido",
    mainNavigation: "Navegación principal",
    breadcrumb: "Ruta de navegación",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    scrollToTop: "Volver arriba",
    opensInNewTab: "(se abre en una pestaña nueva)",
    loading: "Cargando…",
  },
  language: {
    label: "Idioma",
    es: "Español",
    en: "English",
    switchTo: "Cambiar a español",
  },
  nav: {
    home: "Inicio",
    about: "Nosotros",
    products: "Productos",
    services: "Servicios",
    blog: "Blog",
    contact: "Contacto",
    allProducts: "Todos los productos",
    aboutItems: {
      history: "Nuestra historia",
      mission: "Misión y valores",
      team: "Equipo de expertos",
    },
    servicesItems: {
      assessment: "Evaluación de línea gratuita",
      consulting: "Consultoría de procesos",
      support: "Soporte técnico especializado",
      technical: "Servicios en campo",
      documentation: "Fichas técnicas y documentación",
    },
  },
  productCategories: {
    mro: "MRO",
    esd: "ESD",
    solder: "Soldadura",
    machines: "Máquinas SMT",
    laser: "Láser",
    tooling: "Herramentales",
  },
  topbar: {
    email: "Correo",
    phone: "Teléfono",
    location: "Ubicación",
  },
  footer: {
    company: "Empresa",
    products: "Productos",
    services: "Servicios",
    industries: "Industrias",
    contact: "Contacto",
    hours: "Horario",
    followUs: "Síguenos",
    legal: "Legal",
    privacy: "Aviso de privacidad",
    terms: "Términos de uso",
    cookies: "Política de cookies",
    rights: "Todos los derechos reservados.",
    links: {
      about: "Nosotros",
      missionValues: "Misión y valores",
      history: "Historia",
      team: "Equipo",
      certifications: "Certificaciones",
      techSheets: "Fichas técnicas",
      support: "Soporte técnico",
      consulting: "Consultoría",
      training: "Capacitación",
      blog: "Blog técnico",
    },
    industryList: {
      electronics: "Manufactura electrónica",
      automotive: "Automotriz",
      maquiladoras: "Maquiladoras",
      communications: "Comunicaciones",
      oem: "OEM",
      consumer: "Electrónica de consumo",
    },
    social: {
      linkedin: "LinkedIn",
      facebook: "Facebook",
      twitter: "X (Twitter)",
      youtube: "YouTube",
    },
  },
  common: {
    requestQuote: "Solicitar cotización",
    learnMore: "Conocer más",
    viewProducts: "Ver productos",
    backHome: "Volver al inicio",
    yearsOfExperience: "Más de {years} años de experiencia",
  },
  pages: {
    home: { title: "Consumibles y servicios para ensamble electrónico SMT", intro: "Soldadura, control ESD, MRO, refacciones SMT, láser y herramentales para plantas de manufactura electrónica en México." },
    about: { title: "Nosotros", intro: "Más de {years} años acompañando a plantas de manufactura electrónica en México." },
    services: { title: "Servicios", intro: "Evaluación de línea, consultoría de procesos y soporte técnico especializado para ensamble SMT." },
    products: { title: "Productos", intro: "Seis divisiones de consumibles, refacciones y herramentales para líneas SMT." },
    contact: { title: "Contacto", intro: "Cuéntanos qué necesita tu línea y te respondemos en menos de 24 horas." },
    techSheets: { title: "Fichas técnicas", intro: "Hojas de datos y hojas de seguridad de cada línea de producto." },
    blog: { title: "Blog técnico", intro: "Artículos sobre soldadura, control ESD, procesos SMT y casos de estudio." },
    privacy: { title: "Aviso de privacidad", intro: "Cómo tratamos tus datos personales." },
    terms: { title: "Términos de uso", intro: "Condiciones de uso de este sitio." },
    cookies: { title: "Política de cookies", intro: "Qué cookies y almacenamiento local usa este sitio." },
  },
  notFound: {
    title: "Página no encontrada",
    description: "La página que buscas no existe o cambió de dirección.",
    backHome: "Volver al inicio",
  },
  errorScreen: {
    title: "Algo salió mal",
    description: "Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.",
    reload: "Recargar la página",
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every language's dictionary must have. */
export type Messages = Widen<typeof es>;
