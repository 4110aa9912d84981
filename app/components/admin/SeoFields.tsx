import { Search, Share2 } from "~/components/icons";
import { POST_LIMITS, SEO_GUIDE } from "~/blog/post-input";
import { inputClass } from "~/components/admin/form-styles";

export type SeoValue = { metaTitle: string; metaDescription: string; socialImageUrl: string };
export type PickableImage = { url: string; thumb: string };


/** Cuts text the way search results do: at the guide length, on a word, with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 15)).trimEnd()}…`;
}

function Counter({ id, length, guide }: { id: string; length: number; guide: number }) {
  return (
    <p id={id} className={`mt-1 text-right text-xs ${length > guide ? "text-amber-800" : "text-slate-600"}`}>
      {length}/{guide} caracteres{length > guide ? " · los buscadores lo recortan" : ""}
    </p>
  );
}

/**
 * A text field with its help and a counter against the length search engines show (`length`:
 * what will be shown, the fallback included). A textarea when `rows` is given.
 */
function GuidedField(props: {
  id: string;
  lang: "es" | "en";
  label: string;
  help: string;
  value: string;
  placeholder: string;
  limit: number;
  length: number;
  guide: number;
  rows?: number;
  onChange(value: string): void;
}) {
  const { id } = props;
  const field = {
    id,
    name: id,
    lang: props.lang,
    value: props.value,
    maxLength: props.limit,
    placeholder: props.placeholder,
    "aria-describedby": `${id}_count ${id}_help`,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.rows ? (
        <textarea {...field} rows={props.rows} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...field} onChange={(e) => props.onChange(e.target.value)} />
      )}
      <p id={`${id}_help`} className="mt-1 text-xs text-slate-600">
        {props.help}
      </p>
      <Counter id={`${id}_count`} length={props.length} guide={props.guide} />
    </div>
  );
}

/**
 * One language's search and social fields in the post editor: meta title and description with
 * length guidance (about 60 and 155 characters; shown, not enforced), the social-card image (the
 * featured image unless another uploaded image is chosen), and live previews of the search result
 * and the social card. Empty fields fall back to the title, excerpt and featured image.
 */
export function SeoFields(props: {
  lang: "es" | "en";
  value: SeoValue;
  onChange(next: SeoValue): void;
  fallback: { title: string; excerpt: string; featuredImageUrl: string };
  slug: string;
  origin: string;
  images: ReadonlyArray<PickableImage>;
}) {
  const { lang, value, onChange, fallback } = props;
  const title = value.metaTitle.trim() || fallback.title.trim();
  const description = value.metaDescription.trim() || fallback.excerpt.trim();
  const image = value.socialImageUrl || fallback.featuredImageUrl;
  const host = props.origin ? new URL(props.origin).host : "ardentia.mx";
  const path = `/blog/${props.slug || "…"}`;
  const choices = props.images.some((i) => i.url === value.socialImageUrl) || !value.socialImageUrl ? props.images : [{ url: value.socialImageUrl, thumb: value.socialImageUrl }, ...props.images];
  const name = (field: string) => `${lang}_${field}`;
  const suffix = lang === "es" ? "" : " (inglés)";
  return (
    <details className="group rounded-lg border border-slate-200" data-testid={`seo-${lang}`}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-800">
        <Search className="size-4" aria-hidden="true" /> SEO y redes sociales{suffix}
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 py-4">
        <GuidedField
          id={name("metaTitle")}
          lang={lang}
          label={`Título para buscadores${suffix}`}
          help="Vacío: se usa el título."
          value={value.metaTitle}
          placeholder={fallback.title}
          limit={POST_LIMITS.metaTitle}
          length={title.length}
          guide={SEO_GUIDE.title}
          onChange={(metaTitle) => onChange({ ...value, metaTitle })}
        />
        <GuidedField
          id={name("metaDescription")}
          lang={lang}
          label={`Descripción para buscadores${suffix}`}
          help="Vacío: se usa el resumen."
          value={value.metaDescription}
          placeholder={fallback.excerpt}
          limit={POST_LIMITS.metaDescription}
          length={description.length}
          guide={SEO_GUIDE.description}
          rows={3}
          onChange={(metaDescription) => onChange({ ...value, metaDescription })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Imagen para redes sociales{suffix}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            <label className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border p-2 text-center text-xs font-medium ${!value.socialImageUrl ? "border-brand-600 bg-brand-50 text-brand-900 ring-2 ring-brand-600/30" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}>
              <input type="radio" name={name("socialImageUrl")} value="" checked={!value.socialImageUrl} onChange={() => onChange({ ...value, socialImageUrl: "" })} className="sr-only" />
              La imagen destacada
            </label>
            {choices.map((img, i) => (
              <label key={img.url} className={`cursor-pointer overflow-hidden rounded-lg border ${value.socialImageUrl === img.url ? "border-brand-600 ring-2 ring-brand-600/40" : "border-slate-300 hover:opacity-90"}`}>
                <input type="radio" name={name("socialImageUrl")} value={img.url} checked={value.socialImageUrl === img.url} onChange={() => onChange({ ...value, socialImageUrl: img.url })} className="sr-only" />
                <img src={img.thumb} alt={`Imagen subida ${i + 1}`} loading="lazy" className="aspect-video w-full object-cover" />
              </label>
            ))}
          </div>
          {choices.length === 0 ? <p className="mt-1 text-xs text-slate-600">Las imágenes que subas aparecerán aquí para elegirlas.</p> : null}
        </fieldset>

        {/* min-w-0: a grid item is as wide as its content by default, and the address line is one long word. */}
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
              <Search className="size-4" aria-hidden="true" /> Así se verá en buscadores
            </p>
            <div className="mt-1 rounded-lg border border-slate-200 bg-white p-3" data-testid={`serp-preview-${lang}`} lang={lang}>
              <p className="truncate text-xs text-slate-600">
                {host} › {path.slice(1).split("/").join(" › ")}
              </p>
              <p className="mt-0.5 text-base leading-snug text-[#1a0dab]">{clip(title || "Título del post", SEO_GUIDE.title)}</p>
              <p className="mt-0.5 text-sm leading-snug text-slate-700">{clip(description || "Resumen del post", SEO_GUIDE.description)}</p>
            </div>
          </div>
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
              <Share2 className="size-4" aria-hidden="true" /> Así se verá al compartirlo
            </p>
            <div className="mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid={`card-preview-${lang}`} lang={lang}>
              {image ? <img src={image} alt="" className="aspect-[1.91/1] w-full bg-slate-100 object-cover" /> : <div className="aspect-[1.91/1] w-full bg-slate-100" />}
              <div className="border-t border-slate-200 bg-slate-50 px-3 py-2">
                <p className="text-[11px] tracking-wide text-slate-600 uppercase">{host}</p>
                <p className="truncate text-sm font-semibold text-slate-900">{title || "Título del post"}</p>
                <p className="line-clamp-2 text-xs text-slate-700">{description || "Resumen del post"}</p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </details>
  );
}
