/**
 * Company facts: the one place for every value the site states about the company.
 * The original copy said "over 20 years" in one text and "over 15" in another, and office hours of
 * 8:00–18:00 and 9:00–18:00; we keep one value of each (ADR 0004) and every page reads it from here.
 */
import type { Localized } from "~/i18n/lang";

export const company = {
  name: "Ardentia",
  legalName: "Ardentia Electrónica Industrial, S.A. de C.V.",
  tagline: {
    es: "Consumibles, equipo y servicios para ensamble electrónico SMT",
    en: "Consumables, equipment and services for SMT electronics assembly",
  } satisfies Localized<string>,
  foundedYear: 2005,
  /** Shown as "más de 20 años" / "over 20 years". */
  yearsOfExperience: 20,
  divisions: 6,
  experts: 35,
  email: "ventas@ardentia.mx",
  phone: "+52 81 5555 0142",
  phoneHref: "+528155550142",
  /** WhatsApp number in international format without '+' (for https://wa.me/{number}); Mexico dropped the mobile "1" in 2019. */
  whatsapp: "528155550142",
  whatsappDisplay: "+52 81 5555 0142",
  address: {
    street: "Av. de las Industrias 2150, Parque Industrial Apodaca",
    locality: "Apodaca",
    region: "Nuevo León",
    regionCode: "NL",
    postalCode: "66600",
    country: "MX",
  },
  city: { es: "Monterrey, Nuevo León, México", en: "Monterrey, Nuevo León, Mexico" } satisfies Localized<string>,
  /** Map location of the office (Apodaca industrial area, Monterrey metro). */
  geo: { lat: 25.7813, lng: -100.1886 },
  hours: {
    /** Schema.org opening hours and the one value shown everywhere. */
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const,
    opens: "08:00",
    closes: "18:00",
    label: { es: "Lunes a viernes, 8:00 a 18:00 h", en: "Monday to Friday, 8:00 a.m. to 6:00 p.m." } satisfies Localized<string>,
  },
  replyWithinHours: 24,
  newsletterEveryMonths: 2,
  /** Social profiles; an empty value hides that button in the footer. */
  social: {
    linkedin: "https://www.linkedin.com/company/ardentia-smt",
    facebook: "https://www.facebook.com/ardentia.smt",
    twitter: "",
    youtube: "https://www.youtube.com/@ardentia-smt",
  } as Record<"linkedin" | "facebook" | "twitter" | "youtube", string>,
} as const;

export type Company = typeof company;
