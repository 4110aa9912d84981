import { data } from "react-router";
import { ContactForm, HONEYPOT_FIELD, type ContactActionData } from "~/components/contact/ContactForm";
import { PageHeader } from "~/components/PageHeader";
import { submitContactRequest } from "~/contact/contact.server";
import { issueFormToken } from "~/contact/form-token.server";
import { formTexts } from "~/contact/messages";
import { CONTACT_FIELDS, parseContactForm } from "~/contact/schema";
import { resolveRequestLang } from "~/i18n/resolve.server";
import { rootFromMatches, titleAndDescription, withYears } from "~/lib/meta";
import { requestInfoContext } from "~/lib/request-context";
import { useSite } from "~/lib/site";
import type { Route } from "./+types/contact";

/**
 * The contact form carries a signed render timestamp (minimum fill time), so this page is rendered
 * per request and never stored in the shared page cache.
 */
export async function loader() {
  return data({ formToken: issueFormToken() }, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The form posted without JavaScript: same schema, same messages, same domain code as the API. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { lang } = resolveRequestLang(request, url);
  const form = await request.formData();
  const raw: Record<string, string> = {};
  for (const field of [...CONTACT_FIELDS, "acceptTerms"]) {
    const value = form.get(field);
    if (typeof value === "string") raw[field] = value;
  }
  const values = { ...raw, acceptTerms: raw.acceptTerms !== undefined };
  const headers = { "Cache-Control": "private, no-store" };
  const parsed = parseContactForm(raw, lang);
  if (!parsed.ok) return data<ContactActionData>({ state: "invalid", errors: parsed.errors, values }, { status: 400, headers });
  const info = context.get(requestInfoContext);
  const result = await submitContactRequest({
    request: parsed.data,
    lang,
    honeypot: form.get(HONEYPOT_FIELD) ?? "",
    formToken: form.get("formToken"),
    ip: info.ip,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) {
    const message = formTexts[lang].rateLimited.replace("{minutes}", String(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))));
    return data<ContactActionData>({ state: "failed", message, values }, { status: 429, headers: { ...headers, "Retry-After": String(result.retryAfterSeconds) } });
  }
  return data<ContactActionData>({ state: "success" }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return titleAndDescription(m.pages.contact.title, withYears(m.pages.contact.intro));
}

export default function Page() {
  const { m } = useSite();
  return (
    <>
      <PageHeader title={m.pages.contact.title} intro={withYears(m.pages.contact.intro)} crumbs={[{ label: m.pages.contact.title }]} />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm initialMessage="" />
        </div>
      </section>
    </>
  );
}
