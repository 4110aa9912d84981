import { Mail, MapPin, MessageCircle, Phone } from "~/components/icons";
import { data } from "react-router";
import { PageHeader } from "~/components/PageHeader";
import { ContactForm, type ContactActionData } from "~/components/contact/ContactForm";
import { checkFormToken, issueFormToken } from "~/contact/form-token.server";
import { CONTACT_FIELDS } from "~/contact/schema";
import { contactJson, submitContact } from "~/contact/submit.server";
import { JsonLd } from "~/components/marketing/JsonLd";
import { MapEmbed } from "~/components/marketing/MapEmbed";
import { Eyebrow, HeadedSection, IconTile } from "~/components/marketing/ui";
import { company } from "~/config/company";
import { contact } from "~/content/contact";
import { fillTokens, localize } from "~/content/tokens";
import { requestLang } from "~/i18n/resolve.server";
import { IMAGE_SETS, sizedImage } from "~/content/images";
import { seoMeta } from "~/platform/seo";
import { buildSeo } from "~/platform/seo.server";
import { initialContactMessage } from "~/contact/contact-message.server";
import { PAGES } from "~/i18n/paths";
import { requestInfoContext } from "~/platform/request-context";
import type { Route } from "./+types/contact";
import { readForm } from "~/platform/http.server";

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = requestLang(context);
  const l = (text: { es: string; en: string }) => localize(text, lang);
  const breadcrumb = l(contact.hero.breadcrumb);
  const methods = contact.info.methods;
  const { lat, lng } = company.geo;
  const newTab = l(contact.info.opensInNewTab);
  // The form carries its own signed token (render time and nonce), so this page is rendered per request
  // and never stored in the shared page cache.
  const noStore = { headers: { "Cache-Control": "private, no-store" } };
  return data({
    formToken: issueFormToken(),
    ...buildSeo({ page: "contact", lang, pathname: url.pathname, organization: true, crumbs: [{ name: breadcrumb, path: PAGES.contact[lang] }] }),
    initialMessage: initialContactMessage(url.searchParams, lang),
    hero: { breadcrumb, eyebrow: l(contact.hero.eyebrow), title: l(contact.hero.title), description: l(contact.hero.description) },
    info: {
      title: l(contact.info.title),
      intro: l(contact.info.intro),
      newTab,
      methods: [
        { id: "email", label: l(methods.email.label), value: company.email, helper: l(methods.email.helper), href: `mailto:${company.email}`, newTab: false },
        { id: "phone", label: l(methods.phone.label), value: company.phone, helper: l(methods.phone.helper), href: `tel:${company.phoneHref}`, newTab: false },
        { id: "whatsapp", label: l(methods.whatsapp.label), value: company.whatsappDisplay, helper: l(methods.whatsapp.helper), href: `https://wa.me/${company.whatsapp}`, newTab: true },
        { id: "location", label: l(methods.location.label), value: fillTokens("{address}", lang), helper: l(methods.location.helper), href: undefined, newTab: false },
      ],
    },
    form: {
      eyebrow: contact.form.eyebrow ? l(contact.form.eyebrow) : undefined,
      title: l(contact.form.title),
      intro: l(contact.form.intro),
      requiredNote: l(contact.form.requiredNote),
    },
    map: {
      title: l(contact.map.title),
      description: l(contact.map.description),
      embed: {
        preview: sizedImage("/images/map/monterrey.webp", IMAGE_SETS.map),
        embedSrc: `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.03}%2C${lat - 0.018}%2C${lng + 0.03}%2C${lat + 0.018}&layer=mapnik&marker=${lat}%2C${lng}`,
        directionsHref: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
        loadLabel: l(contact.map.loadButtonLabel),
        consentNote: l(contact.map.consentNote),
        frameTitle: l(contact.map.frameTitle),
        directionsLabel: l(contact.map.directionsLabel),
        newTabLabel: newTab,
      },
    },
    alternatives: {
      eyebrow: contact.alternatives.eyebrow ? l(contact.alternatives.eyebrow) : undefined,
      title: l(contact.alternatives.title),
      intro: l(contact.alternatives.intro),
      cards: (["email", "phone", "whatsapp"] as const).map((id) => ({
        id,
        title: l(contact.alternatives.cards[id].title),
        description: l(contact.alternatives.cards[id].description),
        buttonLabel: l(contact.alternatives.cards[id].buttonLabel),
        value: id === "email" ? company.email : id === "phone" ? company.phone : company.whatsappDisplay,
        href: id === "email" ? `mailto:${company.email}` : id === "phone" ? `tel:${company.phoneHref}` : `https://wa.me/${company.whatsapp}`,
        newTab: id === "whatsapp",
      })),
    },
  }, noStore);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The posted form, checked and submitted (`app/contact/submit.server.ts`): its fields and the outcome. */
async function submitPostedForm(request: Request, context: Route.ActionArgs["context"]) {
  const lang = requestLang(context);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  const info = context.get(requestInfoContext);
  const outcome = await submitContact({ fields, kind: "form", lang, ip: info.ip, userAgent: request.headers.get("user-agent") });
  return { fields, outcome };
}

/**
 * The form posted by its script (`Accept: application/json`) is answered with the outcome as JSON
 * — `{id}`, `{error, errors}` or `{error}` with Retry-After — here, before the page: an action's
 * Response would only become the page's data, rendered around it as HTML.
 */
export const middleware: Array<Route.MiddlewareFunction> = [
  async ({ request, context }, next) => {
    if (request.method !== "POST" || !wantsJson(request)) return next();
    return contactJson((await submitPostedForm(request, context)).outcome);
  },
];

/**
 * The contact form's one server action, posted without JavaScript: it answers with the page (field
 * errors, values kept, or the success message). The form's script gets the same outcome as JSON
 * (`middleware` above); `/api/contact` is the same function for JSON clients.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields, outcome } = await submitPostedForm(request, context);

  const headers = { "Cache-Control": "private, no-store" };
  const values = { ...pick(fields, CONTACT_FIELDS), acceptTerms: fields.acceptTerms !== undefined };
  if (outcome.status === 400) {
    // The form comes back with the visitor's own token: a correction does not restart the fill time.
    const check = checkFormToken(fields.formToken);
    const formToken = fields.formToken && (check.ok || check.reason === "too-fast") ? fields.formToken : undefined;
    return data<ContactActionData>({ state: "invalid", errors: outcome.errors, values, formToken }, { status: 400, headers });
  }
  if (outcome.status === 429) {
    return data<ContactActionData>({ state: "failed", message: outcome.error, values }, { status: 429, headers: { ...headers, "Retry-After": String(outcome.retryAfterSeconds) } });
  }
  return data<ContactActionData>({ state: "success" }, { headers });
}

/** The form's script asks for JSON; a browser posting the form without it, for a page. */
function wantsJson(request: Request): boolean {
  return (request.headers.get("accept") ?? "").split(",")[0]!.trim().startsWith("application/json");
}

function pick(fields: Record<string, string>, names: ReadonlyArray<string>): Record<string, string> {
  return Object.fromEntries(names.filter((name) => name in fields).map((name) => [name, fields[name]!]));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

const METHOD_ICONS = { email: Mail, phone: Phone, whatsapp: MessageCircle, location: MapPin } as const;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, info, form, map, alternatives } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <PageHeader eyebrow={hero.eyebrow} title={hero.title} intro={hero.description} crumbs={[{ label: hero.breadcrumb }]} />
      <div className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-12">
          <section aria-labelledby="contact-info-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-5">
            <h2 id="contact-info-title" className="text-xl font-bold text-brand-900">
              {info.title}
            </h2>
            <p className="mt-2 text-[15px] leading-6 text-slate-600">{info.intro}</p>
            <ul className="mt-6 divide-y divide-slate-100">
              {info.methods.map((method) => {
                const Icon = METHOD_ICONS[method.id as keyof typeof METHOD_ICONS];
                const body = (
                  <>
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span>
                      <span className="block text-sm font-semibold text-slate-500">{method.label}</span>
                      <span className="block break-words font-semibold text-brand-900">{method.value}</span>
                      <span className="block text-sm text-slate-600">{method.helper}</span>
                    </span>
                  </>
                );
                return (
                  <li key={method.id} data-contact-method={method.id} className="py-4 first:pt-0 last:pb-0">
                    {method.href ? (
                      <a
                        href={method.href}
                        target={method.newTab ? "_blank" : undefined}
                        rel={method.newTab ? "noopener noreferrer" : undefined}
                        className="-m-2 flex gap-4 rounded-lg p-2 hover:bg-slate-50"
                      >
                        {body}
                        {method.newTab ? <span className="sr-only"> {info.newTab}</span> : null}
                      </a>
                    ) : (
                      <div className="flex gap-4">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section id="formulario" aria-labelledby="contact-form-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-7 lg:row-span-2">
            {form.eyebrow ? <Eyebrow>{form.eyebrow}</Eyebrow> : null}
            <h2 id="contact-form-title" className="mt-1 text-2xl font-bold text-brand-900">
              {form.title}
            </h2>
            <p className="mt-2 text-[15px] leading-6 text-slate-600">{form.intro}</p>
            <p className="mt-2 text-sm text-slate-500">{form.requiredNote}</p>
            <div className="mt-6">
              <ContactForm
                initialMessage={loaderData.initialMessage}
                formToken={(actionData?.state === "invalid" ? actionData.formToken : undefined) ?? loaderData.formToken}
              />
            </div>
          </section>

          <section aria-labelledby="map-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-5">
            <h2 id="map-title" className="text-xl font-bold text-brand-900">
              {map.title}
            </h2>
            <p className="mt-2 mb-5 text-[15px] leading-6 text-slate-600">{map.description}</p>
            <MapEmbed {...map.embed} />
          </section>
        </div>
      </div>

      <HeadedSection headingId="alternatives-title" eyebrow={alternatives.eyebrow} title={alternatives.title} intro={alternatives.intro} className="py-16 sm:py-20">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {alternatives.cards.map((card) => {
            const Icon = METHOD_ICONS[card.id];
            return (
              <li key={card.id} data-reveal="" className="flex flex-col rounded-xl border border-slate-200 bg-white p-7 shadow-sm">
                <IconTile Icon={Icon} />
                <h3 className="mt-5 text-lg font-semibold text-brand-900">{card.title}</h3>
                <p className="mt-1 font-medium text-slate-700">{card.value}</p>
                <p className="mt-2 flex-1 text-[15px] leading-6 text-slate-600">{card.description}</p>
                <a
                  href={card.href}
                  target={card.newTab ? "_blank" : undefined}
                  rel={card.newTab ? "noopener noreferrer" : undefined}
                  className="mt-6 inline-flex items-center justify-center rounded-md bg-copper-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-copper-700"
                >
                  {card.buttonLabel}
                  {card.newTab ? <span className="sr-only"> {info.newTab}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </HeadedSection>
    </>
  );
}
