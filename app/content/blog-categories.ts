/**
 * The five blog categories: fixed slugs, names in both languages, a lucide-react icon
 * name and an accent colour on which white text passes WCAG AA. Seeded at every start.
 */
import type { Localized } from "~/i18n/lang";

export type BlogCategorySlug = "soldadura" | "esd" | "procesos" | "investigacion" | "casos-estudio";

/** lucide-react icon names used by the categories. */
export type BlogCategoryIcon = "Flame" | "ShieldCheck" | "Settings2" | "FlaskConical" | "BriefcaseBusiness";

export type BlogCategoryDef = {
  slug: BlogCategorySlug;
  name: Localized<string>;
  description: Localized<string>;
  /** lucide-react icon name. */
  icon: BlogCategoryIcon;
  /** Hex accent colour; white text on it passes WCAG AA (4.5:1). */
  color: string;
};

export const BLOG_CATEGORIES: BlogCategoryDef[] = [
  {
    slug: "soldadura",
    name: { es: "Soldadura", en: "Soldering" },
    description: {
      es: "Pasta de soldadura, perfiles de reflujo, defectos de soldadura y su análisis de causa raíz.",
      en: "Solder paste, reflow profiles, soldering defects and their root-cause analysis.",
    },
    icon: "Flame",
    color: "#C2410C",
  },
  {
    slug: "esd",
    name: { es: "Control ESD", en: "ESD Control" },
    description: {
      es: "Programas de control de descargas electrostáticas conforme a ANSI/ESD S20.20, auditorías de EPA e ionización.",
      en: "Electrostatic discharge control programmes to ANSI/ESD S20.20, EPA audits and ionisation.",
    },
    icon: "ShieldCheck",
    color: "#1D4ED8",
  },
  {
    slug: "procesos",
    name: { es: "Procesos SMT", en: "SMT Processes" },
    description: {
      es: "Diseño de esténciles, manejo de componentes sensibles a la humedad, perfilado térmico y buenas prácticas de línea.",
      en: "Stencil design, moisture-sensitive device handling, thermal profiling and line best practice.",
    },
    icon: "Settings2",
    color: "#0F766E",
  },
  {
    slug: "investigacion",
    name: { es: "Investigación", en: "Research" },
    description: {
      es: "Estudios de laboratorio con datos: voids, atmósfera de nitrógeno, confiabilidad de residuos de fundente.",
      en: "Laboratory studies with data: voiding, nitrogen atmosphere, flux residue reliability.",
    },
    icon: "FlaskConical",
    color: "#7E22CE",
  },
  {
    slug: "casos-estudio",
    name: { es: "Casos de estudio", en: "Case Studies" },
    description: {
      es: "Resultados medidos en plantas de manufactura en México: el problema, lo que se cambió y los números antes y después.",
      en: "Measured results at manufacturing plants in Mexico: the problem, what was changed, and the numbers before and after.",
    },
    icon: "BriefcaseBusiness",
    color: "#BE123C",
  },
];

