/**
 * Legal documents: privacy notice (Mexico's LFPDPPP, DOF 20 March 2025), terms of use and cookies
 * policy. In each section the paragraphs come first, then the bullets. Company facts are
 * `{token}`s (./tokens.ts): fill every string with `localize`.
 */
import type { Text } from "./types";

export const LEGAL_DOCUMENT_IDS = ["privacy", "terms", "cookies"] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export interface LegalSection {
  /** Anchor id, the same in both languages. */
  id: string;
  heading: Text;
  paragraphs: Text[];
  bullets?: Text[];
}

export interface LegalDocument {
  id: LegalDocumentId;
  title: Text;
  /** ISO date (YYYY-MM-DD); format it with the page's date locale. */
  lastUpdated: string;
  intro: Text;
  sections: LegalSection[];
}

export interface LegalUi {
  lastUpdatedLabel: Text;
  contentsLabel: Text;
  /** Shown only on the English version of every legal document. */
  englishVersionNote: string;
}

export const legalUi: LegalUi = {
  lastUpdatedLabel: { es: "Última actualización", en: "Last updated" },
  contentsLabel: { es: "Contenido", en: "Contents" },
  englishVersionNote:
    "This English version is provided for convenience. In case of any discrepancy, the Spanish version prevails.",
};

const LAST_UPDATED = "2026-11-21";

const privacy: LegalDocument = {
  id: "privacy",
  title: { es: "Aviso de Privacidad", en: "Privacy Notice" },
  lastUpdated: LAST_UPDATED,
  intro: {
    es: "En {legalName} («{company}») protegemos los datos personales que nos confías. Este Aviso de Privacidad integral te informa qué datos tratamos, para qué los usamos y cómo puedes ejercer tus derechos, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares publicada en el Diario Oficial de la Federación el 20 de marzo de 2025 (la «Ley») y demás disposiciones aplicables.",
    en: "At {legalName} (\"{company}\") we protect the personal data you entrust to us. This comprehensive Privacy Notice explains what data we process, what we use it for and how you can exercise your rights, in accordance with Mexico's Federal Law on the Protection of Personal Data Held by Private Parties, published in the Official Gazette of the Federation on March 20, 2025 (the \"Law\"), and other applicable provisions.",
  },
  sections: [
    {
      id: "responsable",
      heading: { es: "1. Identidad y domicilio del responsable", en: "1. Identity and address of the data controller" },
      paragraphs: [
        {
          es: "{legalName} es responsable del tratamiento de tus datos personales. Nuestro domicilio es {address}.",
          en: "{legalName} is the controller of your personal data. Our address is {address}.",
        },
        {
          es: "Para cualquier asunto relacionado con tus datos personales puedes escribirnos a {email} o llamarnos al {phone} ({hours}).",
          en: "For any matter related to your personal data, write to {email} or call {phone} ({hours}).",
        },
      ],
    },
    {
      id: "datos",
      heading: { es: "2. Datos personales que recabamos", en: "2. Personal data we collect" },
      paragraphs: [
        {
          es: "Recabamos tus datos directamente de ti, cuando los escribes en nuestro sitio web, y de forma automática cuando lo visitas. Según el servicio que uses, tratamos los siguientes datos:",
          en: "We collect your data directly from you, when you enter it on our website, and automatically when you visit it. Depending on the service you use, we process the following data:",
        },
      ],
      bullets: [
        {
          es: "Formulario de contacto y cotización: nombre, correo electrónico, teléfono, estado, municipio, empresa, puesto, industria, el mensaje que nos escribes y el idioma del sitio desde el que nos escribes.",
          en: "Contact and quote form: name, email address, phone number, state, municipality, company, job title, industry, the message you write to us and the language of the site you write from.",
        },
        {
          es: "Boletín técnico: correo electrónico, idioma preferido, fecha de suscripción, fecha de confirmación y estado de la suscripción (pendiente, activa o dada de baja).",
          en: "Technical newsletter: email address, preferred language, subscription date, confirmation date and subscription status (pending, active or unsubscribed).",
        },
        {
          es: "Datos técnicos de navegación: dirección IP, fecha y hora, página solicitada y tipo de navegador, que nuestro servidor registra para mantener la seguridad del sitio y prevenir abusos.",
          en: "Technical browsing data: IP address, date and time, requested page and browser type, which our server logs to keep the site secure and prevent abuse.",
        },
        {
          es: "Personal autorizado del panel de administración: correo electrónico, contraseña cifrada, datos de la sesión y, si activa la verificación en dos pasos, la clave cifrada de su app de autenticación y la clave pública de sus llaves de acceso, únicamente para controlar el acceso.",
          en: "Authorized staff using the administration panel: email address, encrypted password, session data and, if they turn on two-step sign-in, the encrypted key of their authenticator app and the public key of their passkeys, solely to control access.",
        },
        {
          es: "Bitácora de auditoría: cada inicio de sesión del personal autorizado y cada cambio en el contenido queda registrado con quién lo hizo, cuándo y desde qué dirección IP. También queda registrado cuándo ese personal consulta, exporta o elimina tu solicitud de contacto o tu suscripción, para poder demostrar quién accedió a tus datos. La bitácora identifica tu registro por un número interno y una forma abreviada de tu nombre o correo (por ejemplo, «j•••@empresa.mx»), nunca con tus datos completos; no se puede modificar y se conserva 24 meses.",
          en: "Audit log: every sign-in by authorized staff and every change to the site's content is recorded with who made it, when and from which IP address. We also record when that staff views, exports or deletes your contact request or your subscription, so that we can show who accessed your data. The log identifies your record by an internal number and a shortened form of your name or email (for example, \"j•••@company.mx\"), never by your full data; it cannot be altered and is kept for 24 months.",
        },
      ],
    },
    {
      id: "datos-sensibles",
      heading: { es: "3. Datos personales sensibles", en: "3. Sensitive personal data" },
      paragraphs: [
        {
          es: "No solicitamos ni tratamos datos personales sensibles, como los relativos a salud, origen étnico, creencias, afiliación sindical o vida sexual. Te pedimos no incluirlos en el mensaje del formulario; si los recibimos por error, los eliminaremos.",
          en: "We do not request or process sensitive personal data, such as data about health, ethnic origin, beliefs, union membership or sex life. Please do not include such data in the form message; if we receive it by mistake, we will delete it.",
        },
      ],
    },
    {
      id: "finalidades-necesarias",
      heading: { es: "4. Finalidades necesarias", en: "4. Necessary purposes" },
      paragraphs: [
        {
          es: "Usamos tus datos para las siguientes finalidades, que son necesarias para atender la solicitud que nos haces:",
          en: "We use your data for the following purposes, which are necessary to handle the request you make to us:",
        },
      ],
      bullets: [
        {
          es: "Atender y responder tus solicitudes de información, cotización, evaluación de línea, documentación técnica o soporte.",
          en: "Handling and answering your requests for information, quotes, line assessments, technical documentation or support.",
        },
        {
          es: "Elaborar y enviarte cotizaciones y propuestas técnicas y comerciales.",
          en: "Preparing and sending you quotes and technical and commercial proposals.",
        },
        {
          es: "Contactarte por correo electrónico, teléfono o WhatsApp para dar seguimiento a tu solicitud.",
          en: "Contacting you by email, phone or WhatsApp to follow up on your request.",
        },
        {
          es: "Mantener la seguridad del sitio, prevenir usos indebidos y cumplir las obligaciones legales que nos correspondan.",
          en: "Keeping the site secure, preventing misuse and meeting our legal obligations.",
        },
      ],
    },
    {
      id: "finalidades-voluntarias",
      heading: { es: "5. Finalidades voluntarias y cómo negarte a ellas", en: "5. Voluntary purposes and how to refuse them" },
      paragraphs: [
        {
          es: "Solo si te suscribes a nuestro boletín técnico, usaremos tu correo electrónico e idioma para enviarte el boletín, aproximadamente cada {newsletterMonths} meses, así como avisos cuando publiquemos un nuevo artículo en nuestro blog. Con los datos de suscripción elaboramos además estadísticas agregadas (número de suscriptores, idioma y tasa de confirmación) que no te identifican.",
          en: "Only if you subscribe to our technical newsletter will we use your email address and language to send it to you, about every {newsletterMonths} months, along with notices when we publish a new article on our blog. We also use subscription data to produce aggregate statistics (number of subscribers, language and confirmation rate) that do not identify you.",
        },
        {
          es: "Estas finalidades no son necesarias para atender tus solicitudes: los datos del formulario de contacto no se usan para enviarte el boletín. Puedes negarte o dejar de recibirlo en cualquier momento, y tu negativa no afectará la atención que te damos:",
          en: "These purposes are not necessary to handle your requests: contact form data is never used to send you the newsletter. You may refuse or stop receiving it at any time, and doing so will not affect the service we give you:",
        },
      ],
      bullets: [
        { es: "No suscribiéndote, o no confirmando la suscripción.", en: "By not subscribing, or not confirming your subscription." },
        {
          es: "Con el enlace para darte de baja que incluye cada correo del boletín.",
          en: "Through the unsubscribe link included in every newsletter email.",
        },
        {
          es: "Escribiendo a {email} con el asunto «Baja del boletín».",
          en: "By writing to {email} with the subject line \"Newsletter unsubscribe\".",
        },
      ],
    },
    {
      id: "consentimiento",
      heading: { es: "6. Consentimiento", en: "6. Consent" },
      paragraphs: [
        {
          es: "Al enviar el formulario de contacto marcando la casilla de aceptación, consientes el tratamiento de tus datos para las finalidades necesarias descritas en este aviso. Tu suscripción al boletín se activa solo después de que la confirmas con el enlace que te enviamos por correo (doble confirmación).",
          en: "By submitting the contact form with the acceptance box checked, you consent to the processing of your data for the necessary purposes described in this notice. Your newsletter subscription is activated only after you confirm it through the link we email you (double opt-in).",
        },
      ],
    },
    {
      id: "remisiones-transferencias",
      heading: { es: "7. Remisiones y transferencias", en: "7. Disclosures to processors and transfers" },
      paragraphs: [
        {
          es: "No vendemos, rentamos ni transferimos tus datos personales a terceros. Solo los comunicamos a encargados que nos prestan servicios y los tratan exclusivamente por nuestra cuenta, bajo contrato y con obligaciones de confidencialidad y seguridad. Estos proveedores pueden operar servidores dentro o fuera de México; en todos los casos les exigimos un nivel de protección equivalente al de este aviso.",
          en: "We do not sell, rent or transfer your personal data to third parties. We only disclose it to processors that provide services to us and handle it solely on our behalf, under contract and with confidentiality and security obligations. These providers may run servers in or outside Mexico; in every case we require a level of protection equivalent to this notice.",
        },
        {
          es: "Además, podremos comunicar tus datos a autoridades competentes cuando una ley o una orden judicial lo exija, supuesto en el que la Ley no requiere tu consentimiento. Los encargados que tratan tus datos son:",
          en: "We may also disclose your data to competent authorities when a law or court order requires it, a case in which the Law does not require your consent. The processors that handle your data are:",
        },
      ],
      bullets: [
        {
          es: "Proveedor de hospedaje e infraestructura del sitio web, donde se almacenan las solicitudes y las suscripciones.",
          en: "The website hosting and infrastructure provider, where requests and subscriptions are stored.",
        },
        {
          es: "Proveedor de envío de correo electrónico, que entrega nuestras respuestas, confirmaciones y boletines.",
          en: "The email delivery provider, which delivers our replies, confirmations and newsletters.",
        },
      ],
    },
    {
      id: "conservacion",
      heading: { es: "8. Conservación de los datos", en: "8. Data retention" },
      paragraphs: [
        {
          es: "Conservamos tus datos solo durante el tiempo necesario para las finalidades de este aviso. Al terminar ese plazo los bloqueamos y después los suprimimos de forma segura:",
          en: "We keep your data only for as long as the purposes of this notice require. When that period ends, we block the data and then securely delete it:",
        },
      ],
      bullets: [
        {
          es: "Solicitudes de contacto y cotización: hasta 24 meses después de nuestra última comunicación; si se formaliza una relación comercial, durante los plazos que exijan las disposiciones fiscales y mercantiles.",
          en: "Contact and quote requests: up to 24 months after our last communication; if a business relationship is formalized, for the periods required by tax and commercial regulations.",
        },
        {
          es: "Suscripciones al boletín: mientras estén activas. Las que no se confirman se eliminan en un plazo de 30 días. Al darte de baja conservamos únicamente tu correo y la fecha de baja en un listado de exclusión, para no volver a enviarte el boletín.",
          en: "Newsletter subscriptions: while they remain active. Unconfirmed subscriptions are deleted within 30 days. When you unsubscribe, we keep only your email address and the date in a suppression list so we never send you the newsletter again.",
        },
        {
          es: "Registros técnicos del servidor: hasta 90 días.",
          en: "Server technical logs: up to 90 days.",
        },
        {
          es: "Bitácora de auditoría del panel de administración: 24 meses; después sus entradas se suprimen automáticamente.",
          en: "Administration panel audit log: 24 months; after that its entries are deleted automatically.",
        },
      ],
    },
    {
      id: "seguridad",
      heading: { es: "9. Medidas de seguridad", en: "9. Security measures" },
      paragraphs: [
        {
          es: "Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado. Entre ellas: cifrado de las comunicaciones con el sitio (HTTPS), acceso restringido al personal autorizado, contraseñas cifradas y límites contra envíos automatizados.",
          en: "We apply administrative, technical and physical security measures to protect your data against damage, loss, alteration, destruction or unauthorized use, access or processing. These include encrypted communication with the site (HTTPS), access restricted to authorized staff, encrypted passwords and limits against automated submissions.",
        },
      ],
    },
    {
      id: "derechos-arco",
      heading: { es: "10. Derechos ARCO", en: "10. ARCO rights" },
      paragraphs: [
        {
          es: "Tienes derecho a acceder a tus datos personales y conocer cómo los tratamos (Acceso); a pedir que los corrijamos si son inexactos o están incompletos (Rectificación); a pedir que los eliminemos cuando consideres que no se requieren para las finalidades de este aviso (Cancelación), y a oponerte a su uso para fines específicos (Oposición).",
          en: "You have the right to access your personal data and learn how we process it (Access); to ask us to correct it if it is inaccurate or incomplete (Rectification); to ask us to delete it when you consider it is not needed for the purposes of this notice (Cancellation); and to object to its use for specific purposes (Opposition).",
        },
        {
          es: "Para ejercerlos, envía tu solicitud a {email} con el asunto «Derechos ARCO». Tu solicitud debe incluir:",
          en: "To exercise them, send your request to {email} with the subject line \"ARCO rights\". Your request must include:",
        },
      ],
      bullets: [
        {
          es: "Tu nombre y un correo electrónico u otro medio para comunicarte la respuesta.",
          en: "Your name and an email address or other means for us to send you our answer.",
        },
        {
          es: "Una copia de tu identificación oficial o, si actúas mediante representante, el documento que acredite su representación y la identificación de ambos.",
          en: "A copy of your official ID or, if acting through a representative, the document proving the representation and the ID of both.",
        },
        {
          es: "La descripción clara de los datos sobre los que quieres ejercer un derecho y del derecho que ejerces.",
          en: "A clear description of the data concerned and the right you are exercising.",
        },
        {
          es: "Cualquier dato que nos ayude a localizar tu información; para una rectificación, además, la corrección que solicitas y el documento que la sustente.",
          en: "Any detail that helps us locate your information; for a rectification, also the correction you request and a document supporting it.",
        },
      ],
    },
    {
      id: "plazos-arco",
      heading: { es: "11. Plazos y forma de respuesta", en: "11. Response times and delivery" },
      paragraphs: [
        {
          es: "Te comunicaremos nuestra determinación en un plazo máximo de 20 días contados desde que recibamos tu solicitud completa y, si resulta procedente, la haremos efectiva dentro de los 15 días siguientes a la fecha en que te la comuniquemos. Cuando las circunstancias lo justifiquen, estos plazos podrán ampliarse una sola vez por un periodo igual, lo que te informaremos oportunamente.",
          en: "We will inform you of our decision within a maximum of 20 days from receipt of your complete request and, if the request is granted, we will carry it out within 15 days of informing you. Where circumstances justify it, these periods may be extended once by an equal period, and we will let you know in good time.",
        },
        {
          es: "Si tu solicitud está incompleta, te pediremos la información faltante y el plazo correrá a partir de que la recibamos. Responderemos por correo electrónico y, en el caso de acceso, te entregaremos tus datos en un archivo electrónico. El ejercicio de tus derechos es gratuito; solo podrían cobrarse, de forma justificada, costos de envío o de reproducción en formatos distintos.",
          en: "If your request is incomplete, we will ask you for the missing information and the period will run from when we receive it. We will reply by email and, for access requests, deliver your data in an electronic file. Exercising your rights is free of charge; only justified shipping or reproduction costs for other formats may apply.",
        },
      ],
    },
    {
      id: "revocacion",
      heading: { es: "12. Revocación del consentimiento y limitación del uso", en: "12. Withdrawing consent and limiting use" },
      paragraphs: [
        {
          es: "Puedes revocar en cualquier momento el consentimiento que nos diste, por el mismo medio y con los mismos requisitos que una solicitud ARCO. Ten en cuenta que la revocación no tiene efectos retroactivos y que no siempre podremos atenderla de inmediato cuando una obligación legal nos exija conservar ciertos datos. Si revocas tu consentimiento para las finalidades necesarias, ya no podremos dar seguimiento a tu solicitud.",
          en: "You may withdraw the consent you gave us at any time, through the same channel and with the same requirements as an ARCO request. Please note that withdrawal is not retroactive, and we may not be able to act on it immediately when a legal obligation requires us to keep certain data. If you withdraw consent for the necessary purposes, we will no longer be able to follow up on your request.",
        },
        {
          es: "Para limitar el uso de tus datos, además de los medios anteriores, puedes darte de baja del boletín con el enlace incluido en cada correo o inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.",
          en: "To limit the use of your data, in addition to the channels above, you can unsubscribe from the newsletter through the link in every email or register with the Public Registry to Avoid Advertising (REPEP) of Mexico's Federal Consumer Protection Agency (PROFECO).",
        },
      ],
    },
    {
      id: "cookies",
      heading: { es: "13. Cookies y tecnologías similares", en: "13. Cookies and similar technologies" },
      paragraphs: [
        {
          es: "Nuestro sitio usa únicamente las tecnologías necesarias para funcionar; no usamos cookies de analítica, de publicidad ni de redes sociales. El detalle está en nuestra Política de Cookies. En resumen:",
          en: "Our site uses only the technologies it needs to work; we do not use analytics, advertising or social media cookies. Details are in our Cookie Policy. In short:",
        },
      ],
      bullets: [
        {
          es: "Una cookie propia llamada «{languageCookie}» y una entrada del almacenamiento local del navegador llamada «{languageStorageKey}», que recuerdan el idioma en que lees el sitio.",
          en: "A first-party cookie named \"{languageCookie}\" and a browser local storage entry named \"{languageStorageKey}\", which remember the language you read the site in.",
        },
        {
          es: "Una entrada temporal del almacenamiento local llamada «{categoryStorageKey}», que lleva la categoría de productos que elegiste en la página de inicio y se borra al abrir la página de productos.",
          en: "A temporary local storage entry named \"{categoryStorageKey}\", which carries the product category you chose on the home page and is deleted when the products page opens.",
        },
        {
          es: "Una cookie de sesión exclusiva del personal autorizado que inicia sesión en el panel de administración; nunca se crea para los visitantes.",
          en: "A session cookie used only by authorized staff who sign in to the administration panel; it is never set for visitors.",
        },
        {
          es: "El mapa de nuestra ubicación lo proporciona un servicio externo y solo se carga si lo solicitas con el botón correspondiente; a partir de ese momento, ese proveedor recibe tu dirección IP y aplica sus propias políticas.",
          en: "The map of our location is provided by an external service and only loads if you request it with its button; from then on, that provider receives your IP address and applies its own policies.",
        },
      ],
    },
    {
      id: "menores",
      heading: { es: "14. Menores de edad", en: "14. Minors" },
      paragraphs: [
        {
          es: "Nuestro sitio está dirigido a empresas y profesionales. No recabamos intencionalmente datos de menores de 18 años.",
          en: "Our site is intended for businesses and professionals. We do not knowingly collect data from anyone under 18.",
        },
      ],
    },
    {
      id: "cambios",
      heading: { es: "15. Cambios a este aviso", en: "15. Changes to this notice" },
      paragraphs: [
        {
          es: "Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en esta página con su fecha de última actualización y, cuando el cambio sea relevante, lo informaremos también por correo a los suscriptores del boletín. Si un cambio implica nuevas finalidades que requieran tu consentimiento, te lo solicitaremos antes de aplicarlas.",
          en: "We may amend this notice because of legal changes or changes to our services or practices. We will publish the current version on this page with its last-updated date and, when a change is significant, we will also notify newsletter subscribers by email. If a change involves new purposes that require your consent, we will ask for it before applying them.",
        },
      ],
    },
    {
      id: "autoridad",
      heading: { es: "16. Autoridad competente", en: "16. Supervisory authority" },
      paragraphs: [
        {
          es: "Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir ante la Secretaría Anticorrupción y Buen Gobierno, autoridad encargada de vigilar el cumplimiento de la Ley.",
          en: "If you believe your right to the protection of your personal data has been violated, you may contact the Ministry of Anti-Corruption and Good Governance (Secretaría Anticorrupción y Buen Gobierno), the authority responsible for enforcing the Law.",
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  id: "terms",
  title: { es: "Términos de Uso", en: "Terms of Use" },
  lastUpdated: LAST_UPDATED,
  intro: {
    es: "Estos Términos de Uso regulan el acceso y el uso del sitio web de {company}, operado por {legalName}, con domicilio en {address}. Al navegar en el sitio o usar sus formularios aceptas estos términos; si no estás de acuerdo con ellos, te pedimos no usar el sitio.",
    en: "These Terms of Use govern access to and use of the {company} website, operated by {legalName}, located at {address}. By browsing the site or using its forms, you accept these terms; if you do not agree with them, please do not use the site.",
  },
  sections: [
    {
      id: "objeto",
      heading: { es: "1. Objeto del sitio", en: "1. Purpose of the site" },
      paragraphs: [
        {
          es: "El sitio presenta información sobre nuestros productos, servicios y empresa, publica artículos técnicos y permite enviarnos solicitudes de contacto y cotización y suscribirse a nuestro boletín. Está dirigido a empresas y profesionales de la industria electrónica.",
          en: "The site presents information about our products, services and company, publishes technical articles, and lets you send us contact and quote requests and subscribe to our newsletter. It is intended for businesses and professionals in the electronics industry.",
        },
      ],
    },
    {
      id: "cotizaciones",
      heading: { es: "2. Cotizaciones y pedidos", en: "2. Quotes and orders" },
      paragraphs: [
        {
          es: "El contenido del sitio no constituye una oferta de venta. Los precios, la disponibilidad y los tiempos de entrega se confirman únicamente en una cotización formal por escrito. Cada pedido se rige por la cotización aceptada, la orden de compra correspondiente y nuestras condiciones generales de venta.",
          en: "The content of the site is not an offer for sale. Prices, availability and delivery times are confirmed only in a formal written quote. Each order is governed by the accepted quote, the corresponding purchase order and our general terms of sale.",
        },
      ],
    },
    {
      id: "informacion-productos",
      heading: { es: "3. Información de productos", en: "3. Product information" },
      paragraphs: [
        {
          es: "Los datos técnicos publicados son valores típicos y de referencia. Antes de usar un producto en tu proceso, verifica su idoneidad con la ficha técnica vigente y, cuando aplique, con la hoja de datos de seguridad. Las imágenes son ilustrativas y las especificaciones pueden cambiar sin previo aviso.",
          en: "Published technical data are typical and reference values. Before using a product in your process, confirm its suitability against the current technical data sheet and, where applicable, the safety data sheet. Images are for illustration and specifications may change without notice.",
        },
      ],
    },
    {
      id: "contenido-tecnico",
      heading: { es: "4. Contenido técnico y blog", en: "4. Technical content and blog" },
      paragraphs: [
        {
          es: "Los artículos y recomendaciones del sitio tienen fines informativos y no sustituyen una evaluación de ingeniería de tu proceso específico. Las referencias a normas IPC, ANSI/ESD, ISO u otras no sustituyen la consulta de los documentos oficiales publicados por sus organismos emisores.",
          en: "Articles and recommendations on the site are for information only and do not replace an engineering evaluation of your specific process. References to IPC, ANSI/ESD, ISO or other standards do not replace the official documents published by the issuing bodies.",
        },
      ],
    },
    {
      id: "propiedad-intelectual",
      heading: { es: "5. Propiedad intelectual", en: "5. Intellectual property" },
      paragraphs: [
        {
          es: "Los textos, imágenes, logotipos, diseño y demás contenidos del sitio son propiedad de {legalName} o se usan con autorización de sus titulares. Puedes compartir enlaces y citar fragmentos breves con mención de la fuente; cualquier otra reproducción, distribución o uso comercial requiere nuestra autorización previa por escrito.",
          en: "The text, images, logos, design and other content of the site belong to {legalName} or are used with their owners' permission. You may share links and quote short excerpts with attribution; any other reproduction, distribution or commercial use requires our prior written permission.",
        },
      ],
    },
    {
      id: "marcas-terceros",
      heading: { es: "6. Marcas de terceros", en: "6. Third-party trademarks" },
      paragraphs: [
        {
          es: "Las marcas, nombres de equipos y normas de terceros que se mencionan en el sitio pertenecen a sus respectivos titulares. Se citan solo como referencia de compatibilidad o de cumplimiento y no implican afiliación, patrocinio ni respaldo por parte de ellos.",
          en: "Third-party trademarks, equipment names and standards mentioned on the site belong to their respective owners. They are cited only as a reference for compatibility or compliance and do not imply any affiliation, sponsorship or endorsement by them.",
        },
      ],
    },
    {
      id: "uso-aceptable",
      heading: { es: "7. Uso aceptable", en: "7. Acceptable use" },
      paragraphs: [
        {
          es: "Al usar el sitio te comprometes a no:",
          en: "When using the site you agree not to:",
        },
      ],
      bullets: [
        {
          es: "Proporcionar información falsa o datos personales de terceros sin su autorización.",
          en: "Provide false information or third parties' personal data without their permission.",
        },
        {
          es: "Enviar mensajes masivos, publicidad no solicitada o contenido ilícito por medio de los formularios.",
          en: "Send bulk messages, unsolicited advertising or unlawful content through the forms.",
        },
        {
          es: "Intentar acceder sin autorización al panel de administración, a los servidores o a las bases de datos.",
          en: "Attempt to gain unauthorized access to the administration panel, servers or databases.",
        },
        {
          es: "Introducir código malicioso o realizar consultas automatizadas que afecten la disponibilidad del sitio.",
          en: "Introduce malicious code or run automated queries that affect the site's availability.",
        },
      ],
    },
    {
      id: "servicios-terceros",
      heading: { es: "8. Enlaces y servicios de terceros", en: "8. Third-party links and services" },
      paragraphs: [
        {
          es: "El sitio puede contener enlaces a sitios de terceros, como redes sociales o el mapa de nuestra ubicación, que solo se carga si lo solicitas. No controlamos esos servicios y su uso se rige por sus propios términos y políticas de privacidad.",
          en: "The site may contain links to third-party sites, such as social networks, and the map of our location, which loads only if you request it. We do not control those services, and their use is governed by their own terms and privacy policies.",
        },
      ],
    },
    {
      id: "responsabilidad",
      heading: { es: "9. Disponibilidad y responsabilidad", en: "9. Availability and liability" },
      paragraphs: [
        {
          es: "Procuramos que el sitio esté disponible y que su información sea exacta y actual, pero no garantizamos que esté libre de errores o interrupciones; podemos suspenderlo temporalmente por mantenimiento. En la medida en que lo permita la ley aplicable, no seremos responsables de daños indirectos derivados del uso del sitio o de la información publicada en él.",
          en: "We strive to keep the site available and its information accurate and current, but we do not guarantee that it is free of errors or interruptions, and we may suspend it temporarily for maintenance. To the extent permitted by applicable law, we are not liable for indirect damages arising from use of the site or the information published on it.",
        },
      ],
    },
    {
      id: "privacidad",
      heading: { es: "10. Privacidad", en: "10. Privacy" },
      paragraphs: [
        {
          es: "El tratamiento de los datos personales que nos proporcionas se rige por nuestro Aviso de Privacidad, y el uso de cookies y tecnologías similares, por nuestra Política de Cookies.",
          en: "The processing of the personal data you provide to us is governed by our Privacy Notice, and the use of cookies and similar technologies by our Cookie Policy.",
        },
      ],
    },
    {
      id: "modificaciones",
      heading: { es: "11. Modificaciones", en: "11. Changes" },
      paragraphs: [
        {
          es: "Podemos modificar estos términos en cualquier momento. La versión vigente es la publicada en esta página con su fecha de última actualización; el uso del sitio después de un cambio implica tu aceptación.",
          en: "We may amend these terms at any time. The version in force is the one published on this page with its last-updated date; using the site after a change means you accept it.",
        },
      ],
    },
    {
      id: "legislacion",
      heading: { es: "12. Legislación y jurisdicción", en: "12. Governing law and jurisdiction" },
      paragraphs: [
        {
          es: "Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales competentes de {city}, y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.",
          en: "These terms are governed by the federal laws of the United Mexican States. For any dispute, the parties submit to the competent courts of {city}, and waive any other jurisdiction that may apply to them by reason of their present or future domicile.",
        },
      ],
    },
    {
      id: "contacto",
      heading: { es: "13. Contacto", en: "13. Contact" },
      paragraphs: [
        {
          es: "Para cualquier duda sobre estos términos, escríbenos a {email} o llámanos al {phone}.",
          en: "If you have any questions about these terms, write to {email} or call {phone}.",
        },
      ],
    },
  ],
};

const cookies: LegalDocument = {
  id: "cookies",
  title: { es: "Política de Cookies", en: "Cookie Policy" },
  lastUpdated: LAST_UPDATED,
  intro: {
    es: "Esta política explica qué cookies y tecnologías similares usa el sitio de {company}, para qué sirven y cómo puedes controlarlas. Nuestro criterio es sencillo: solo usamos lo indispensable para que el sitio funcione y no rastreamos tu navegación.",
    en: "This policy explains which cookies and similar technologies the {company} website uses, what they are for and how you can control them. Our approach is simple: we use only what the site needs to work, and we do not track your browsing.",
  },
  sections: [
    {
      id: "que-son",
      heading: { es: "1. ¿Qué son las cookies?", en: "1. What are cookies?" },
      paragraphs: [
        {
          es: "Las cookies son pequeños archivos de texto que un sitio guarda en tu navegador para recordar información entre una página y otra o entre una visita y la siguiente. El almacenamiento local (localStorage) es una tecnología similar que guarda datos en tu navegador sin enviarlos al servidor en cada solicitud.",
          en: "Cookies are small text files that a site stores in your browser to remember information from one page to the next or between visits. Local storage (localStorage) is a similar technology that keeps data in your browser without sending it to the server with every request.",
        },
      ],
    },
    {
      id: "que-usamos",
      heading: { es: "2. Qué usamos", en: "2. What we use" },
      paragraphs: [
        {
          es: "Todas las tecnologías que usamos son propias y estrictamente necesarias para las funciones que tú solicitas:",
          en: "Every technology we use is first-party and strictly necessary for the features you request:",
        },
      ],
      bullets: [
        {
          es: "Cookie «{languageCookie}»: guarda el idioma que elegiste (español o inglés), o el de la página que abriste si tu navegador no pide ninguno de los dos, para mostrarte el sitio en ese idioma desde la primera página. Dura hasta 12 meses.",
          en: "\"{languageCookie}\" cookie: stores the language you chose (Spanish or English), or that of the page you opened when your browser asks for neither, so the site opens in that language from the first page. It lasts up to 12 months.",
        },
        {
          es: "Almacenamiento local «{languageStorageKey}»: guarda la misma preferencia de idioma en tu navegador. Permanece hasta que la borres.",
          en: "\"{languageStorageKey}\" local storage entry: keeps the same language preference in your browser. It remains until you clear it.",
        },
        {
          es: "Almacenamiento local «{categoryStorageKey}»: guarda por unos segundos la categoría de productos que elegiste en la página de inicio, para llevarte a ella en la página de productos. Se borra en cuanto se usa.",
          en: "\"{categoryStorageKey}\" local storage entry: holds for a few seconds the product category you chose on the home page, to take you to it on the products page. It is deleted as soon as it is used.",
        },
        {
          es: "Cookie de sesión del panel de administración: solo se crea cuando el personal autorizado inicia sesión y mantiene su sesión abierta de forma segura. Expira al cerrar sesión o tras un periodo de inactividad. Los visitantes nunca la reciben.",
          en: "Administration panel session cookie: created only when authorized staff sign in, to keep their session open securely. It expires on sign-out or after a period of inactivity. Visitors never receive it.",
        },
      ],
    },
    {
      id: "que-no-usamos",
      heading: { es: "3. Qué no usamos", en: "3. What we do not use" },
      paragraphs: [
        {
          es: "No usamos cookies de analítica, de publicidad, de perfilado ni botones de redes sociales que te rastreen. Las fuentes, los íconos y las imágenes del sitio se sirven desde nuestro propio servidor, por lo que navegar en él no genera solicitudes a terceros. Por esta razón no mostramos un aviso de consentimiento de cookies.",
          en: "We do not use analytics, advertising or profiling cookies, or social media buttons that track you. The site's fonts, icons and images are served from our own server, so browsing it makes no requests to third parties. That is why we do not show a cookie consent banner.",
        },
      ],
    },
    {
      id: "mapa",
      heading: { es: "4. Mapa de ubicación", en: "4. Location map" },
      paragraphs: [
        {
          es: "La página de contacto ofrece un mapa interactivo de nuestra ubicación, provisto por un servicio externo. El mapa no se carga hasta que presionas el botón «Cargar mapa interactivo». A partir de ese momento, tu navegador se conecta con ese proveedor, que recibe tu dirección IP y puede usar sus propias cookies conforme a sus políticas.",
          en: "The contact page offers an interactive map of our location, provided by an external service. The map does not load until you press the \"Load interactive map\" button. From then on, your browser connects to that provider, which receives your IP address and may use its own cookies under its own policies.",
        },
      ],
    },
    {
      id: "control",
      heading: { es: "5. Cómo controlarlas", en: "5. How to control them" },
      paragraphs: [
        {
          es: "Puedes borrar o bloquear las cookies y el almacenamiento local desde la configuración de tu navegador. Si lo haces, el sitio seguirá funcionando: solo olvidará tu idioma y usará el de tu navegador o, en su defecto, el español. El personal autorizado no podrá iniciar sesión en el panel de administración si bloquea la cookie de sesión.",
          en: "You can delete or block cookies and local storage in your browser settings. If you do, the site will keep working: it will simply forget your language and use your browser's language or, failing that, Spanish. Authorized staff cannot sign in to the administration panel if they block the session cookie.",
        },
      ],
    },
    {
      id: "cambios",
      heading: { es: "6. Cambios y contacto", en: "6. Changes and contact" },
      paragraphs: [
        {
          es: "Si en el futuro incorporamos otras tecnologías, actualizaremos esta política y, cuando se requiera, te pediremos tu consentimiento antes de usarlas. Para cualquier duda, escríbenos a {email}. El tratamiento de tus datos personales se describe en nuestro Aviso de Privacidad.",
          en: "If we add other technologies in the future, we will update this policy and, where required, ask for your consent before using them. For any questions, write to {email}. How we process your personal data is described in our Privacy Notice.",
        },
      ],
    },
  ],
};

export const legal: Record<LegalDocumentId, LegalDocument> = { privacy, terms, cookies };
