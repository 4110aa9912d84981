/**
 * Texts of the contact form, its validation and its outcome, in both languages.
 * Shared by the form (client), the route action and the JSON API (server), so a message reads the
 * same whichever path produced it.
 */
import type { Lang, Localized } from "~/i18n/lang";

export type ContactErrorCode = "required" | "name" | "email" | "company" | "message" | "minLength" | "maxLength" | "terms" | "industry";

export const MESSAGE_MIN_LENGTH = 10;

const errorTexts: Localized<Record<ContactErrorCode, string>> = {
  es: {
    required: "Este campo es obligatorio",
    name: "Escribe tu nombre",
    email: "Email inválido",
    company: "Escribe el nombre de tu empresa",
    message: "Escribe tu mensaje",
    minLength: "El mensaje debe tener al menos {count} caracteres",
    maxLength: "Máximo {count} caracteres",
    terms: "Debes aceptar los términos y condiciones",
    industry: "Selecciona una opción de la lista",
  },
  en: {
    required: "This field is required",
    name: "Please enter your name",
    email: "Invalid email",
    company: "Please enter your company name",
    message: "Please write your message",
    minLength: "The message must be at least {count} characters long",
    maxLength: "Maximum {count} characters",
    terms: "You must accept the terms and conditions",
    industry: "Choose an option from the list",
  },
};

/** An error as the schema reports it: a code and, for length rules, the limit. */
export type ContactError = { code: ContactErrorCode; count?: number };

export function errorText(error: ContactError, lang: Lang): string {
  return errorTexts[lang][error.code].replace("{count}", String(error.count ?? ""));
}

export const industryOptions = ["electronica", "automotriz", "maquiladoras", "comunicaciones", "oem", "otra"] as const;
export type Industry = (typeof industryOptions)[number];

export const industryLabels: Localized<Record<Industry, string>> = {
  es: {
    electronica: "Electrónica",
    automotriz: "Automotriz",
    maquiladoras: "Maquiladoras",
    comunicaciones: "Comunicaciones",
    oem: "OEM",
    otra: "Otra",
  },
  en: {
    electronica: "Electronics",
    automotriz: "Automotive",
    maquiladoras: "Maquiladoras (contract manufacturing)",
    comunicaciones: "Communications",
    oem: "OEM",
    otra: "Other",
  },
};

export const formTexts = {
  es: {
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    state: "Estado",
    municipality: "Municipio",
    company: "Empresa",
    position: "Puesto",
    industry: "Industria",
    industryPlaceholder: "Selecciona tu industria",
    message: "Mensaje",
    messageHint: "Producto, volumen aproximado, fecha requerida o el problema que quieres resolver.",
    required: "obligatorio",
    termsBefore: "Acepto el ",
    privacy: "aviso de privacidad",
    termsMiddle: " y los ",
    terms: "términos y condiciones",
    termsAfter: ".",
    submit: "Enviar mensaje",
    sending: "Enviando...",
    success: "¡Mensaje enviado correctamente! Te contactaremos en menos de {hours} horas.",
    error: "Error al enviar el mensaje. Por favor intenta nuevamente.",
    rateLimited: "Has enviado varias solicitudes seguidas. Intenta de nuevo en {minutes} minutos o llámanos.",
    rateLimitedOneMinute: "Has enviado varias solicitudes seguidas. Intenta de nuevo en 1 minuto o llámanos.",
    fixErrors: "Revisa los campos marcados.",
    didYouMean: "¿Quisiste decir",
    honeypot: "No llenes este campo",
  },
  en: {
    name: "Full name",
    email: "Email",
    phone: "Phone",
    state: "State",
    municipality: "Municipality",
    company: "Company",
    position: "Position",
    industry: "Industry",
    industryPlaceholder: "Select your industry",
    message: "Message",
    messageHint: "Product, approximate volume, required date or the problem you want to solve.",
    required: "required",
    termsBefore: "I accept the ",
    privacy: "privacy notice",
    termsMiddle: " and the ",
    terms: "terms and conditions",
    termsAfter: ".",
    submit: "Send message",
    sending: "Sending...",
    success: "Message sent successfully! We will contact you within {hours} hours.",
    error: "Error sending the message. Please try again.",
    rateLimited: "You have sent several requests in a row. Please try again in {minutes} minutes or call us.",
    rateLimitedOneMinute: "You have sent several requests in a row. Please try again in 1 minute or call us.",
    fixErrors: "Please check the highlighted fields.",
    didYouMean: "Did you mean",
    honeypot: "Leave this field empty",
  },
} satisfies Localized<Record<string, string>>;
