import { Clock, Mail, MapPin, Phone } from "~/components/icons";
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";
import type { Messages } from "~/i18n/messages";
import { PAGES } from "~/i18n/paths";
import { useSite } from "~/i18n/site";
import { NewsletterSignup } from "~/components/newsletter/NewsletterSignup";
import { Frozen } from "~/components/static-markup";
import { logoLink } from "./Logo";
import { LinkItems } from "./LinkItems";
import { footerColumns, socialLinks, type NavLink } from "./nav-model";

const SOCIAL_ICON_PATHS: Record<string, string> = {
  linkedin:
    "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z",
  facebook:
    "M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z",
  twitter: "M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.48l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93zm-1.29 19.5h2.04L6.48 3.24H4.3l13.31 17.41z",
  youtube:
    "M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.08 0 12 0 12s0 3.92.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.88.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.92 24 12 24 12s0-3.92-.5-5.81zM9.55 15.57V8.43L15.82 12l-6.27 3.57z",
};

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<NavLink> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        <LinkItems links={links} className="text-sm text-brand-200 hover:text-white" />
      </ul>
    </div>
  );
}

/** The footer's contact details and link columns: the same on every page of a language (stored, `Frozen`). */
function columnsPart(lang: Lang, m: Messages) {
  const columns = footerColumns(lang, m);
  const a = company.address;
  return (
    <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12">
      <div className="lg:col-span-4">
        {logoLink(m.nav.home, true)}
        <p className="mt-4 max-w-sm text-sm leading-6 text-brand-200">{company.tagline[lang]}</p>
        <ul className="mt-6 space-y-3 text-sm">
          {[
            { href: `tel:${company.phoneHref}`, Icon: Phone, text: company.phone },
            { href: `mailto:${company.email}`, Icon: Mail, text: company.email },
          ].map(({ href, Icon, text }) => (
            <li key={href}>
              <a href={href} className="flex items-start gap-2 hover:text-white">
                <Icon className="mt-0.5 size-4 shrink-0 text-copper-400" aria-hidden="true" />
                {text}
              </a>
            </li>
          ))}
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-copper-400" aria-hidden="true" />
            <span>
              {a.street}, {a.postalCode} {a.locality}, {a.region}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-copper-400" aria-hidden="true" />
            <span>
              <span className="sr-only">{m.footer.hours}: </span>
              {company.hours.label[lang]}
            </span>
          </li>
        </ul>
      </div>
      <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8">
        <LinkColumn title={m.footer.company} links={columns.company} />
        <LinkColumn title={m.footer.products} links={columns.products} />
        <LinkColumn title={m.footer.services} links={columns.services} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{m.footer.industries}</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {Object.values(m.footer.industryList).map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** The social and legal links: the same on every page of a language (stored, `Frozen`). */
function linksPart(lang: Lang, m: Messages) {
  const social = socialLinks(m);
  return (
    <div className="mt-10 flex flex-col gap-6 border-t border-brand-800 pt-8 md:flex-row md:items-center md:justify-between">
      {social.length > 0 ? (
        <div className="flex items-center gap-3">
          <span className="text-sm text-brand-200">{m.footer.followUs}</span>
          <ul className="flex gap-2">
            {social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-brand-100 hover:bg-copper-600 hover:text-white"
                >
                  <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
                    <path d={SOCIAL_ICON_PATHS[s.key]} />
                  </svg>
                  <span className="sr-only">
                    {s.label} {m.a11y.opensInNewTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <nav aria-label={m.footer.legal}>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <a href={PAGES.privacy[lang]} className="hover:text-white">
              {m.footer.privacy}
            </a>
          </li>
          <li>
            <a href={PAGES.terms[lang]} className="hover:text-white">
              {m.footer.terms}
            </a>
          </li>
          <li>
            <a href={PAGES.cookies[lang]} className="hover:text-white">
              {m.footer.cookies}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function Footer() {
  const { lang, m } = useSite();
  return (
    <footer className="bg-brand-950 text-brand-200">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <Frozen cacheKey={`footer-columns:${lang}`}>{() => columnsPart(lang, m)}</Frozen>
        <div className="mt-12 border-t border-brand-800 pt-10">
          <NewsletterSignup variant="footer" />
        </div>
        <Frozen cacheKey={`footer-links:${lang}`}>{() => linksPart(lang, m)}</Frozen>
        <p className="mt-6 text-sm text-brand-300">
          © {new Date().getUTCFullYear()} {company.legalName} {m.footer.rights}
        </p>
      </div>
    </footer>
  );
}
