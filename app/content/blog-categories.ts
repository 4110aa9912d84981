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

/** A category accent as classes: background, border, text and the cover gradient of a post without image. */
export type CategoryTone = { solid: string; border: string; text: string; cover: string };

/**
 * Each accent colour as literal Tailwind classes (Tailwind generates only the classes it finds
 * written out). Public pages carry no style attributes: their CSP allows no inline style.
 * "#18304c" is the brand navy of "all categories". A test checks every category has its tone.
 */
const TONES: Record<string, CategoryTone> = {
  "#C2410C": { solid: "bg-[#C2410C]", border: "border-[#C2410C]", text: "text-[#C2410C]", cover: "bg-[linear-gradient(135deg,#C2410C,#0f2236)]" },
  "#1D4ED8": { solid: "bg-[#1D4ED8]", border: "border-[#1D4ED8]", text: "text-[#1D4ED8]", cover: "bg-[linear-gradient(135deg,#1D4ED8,#0f2236)]" },
  "#0F766E": { solid: "bg-[#0F766E]", border: "border-[#0F766E]", text: "text-[#0F766E]", cover: "bg-[linear-gradient(135deg,#0F766E,#0f2236)]" },
  "#7E22CE": { solid: "bg-[#7E22CE]", border: "border-[#7E22CE]", text: "text-[#7E22CE]", cover: "bg-[linear-gradient(135deg,#7E22CE,#0f2236)]" },
  "#BE123C": { solid: "bg-[#BE123C]", border: "border-[#BE123C]", text: "text-[#BE123C]", cover: "bg-[linear-gradient(135deg,#BE123C,#0f2236)]" },
  "#18304c": { solid: "bg-[#18304c]", border: "border-[#18304c]", text: "text-[#18304c]", cover: "bg-[linear-gradient(135deg,#18304c,#0f2236)]" },
};

/** The classes of an accent colour (a colour without a tone gets the brand navy's). */
export function categoryTone(color: string): CategoryTone {
  return TONES[color] ?? TONES["#18304c"]!;
}
