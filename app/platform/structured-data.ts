/**
 * JSON-LD builders (schema.org) for the public pages, and the serialiser that makes the JSON safe
 * inside `<script type="application/ld+json">`. Pure functions: loaders call them and pass the
 * objects to the page through loader data; `<JsonLd>` renders them.
 */
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";

export type JsonLdObject = { "@context"?: string; "@type": string | string[]; [key: string]: unknown };

/** JSON for a `<script>` element: `<` is escaped so no `</script>` or `<!--` can end it early. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function address() {
  const a = company.address;
  return {
    "@type": "PostalAddress",
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

/** The company as Organization + LocalBusiness, with address, hours and contact point. */
export function organizationLd(lang: Lang, origin: string): JsonLdObject {
  const sameAs = Object.values(company.social).filter((url) => url.trim() !== "");
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "LocalBusiness"],
    "@id": `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline[lang],
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    image: `${origin}/images/og/home.jpg`,
    email: company.email,
    telephone: company.phoneHref,
    foundingDate: String(company.foundedYear),
    address: address(),
    geo: { "@type": "GeoCoordinates", latitude: company.geo.lat, longitude: company.geo.lng },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...company.hours.days],
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: company.email,
        telephone: company.phoneHref,
        areaServed: "MX",
        availableLanguage: ["es", "en"],
      },
    ],
    areaServed: { "@type": "Country", name: "Mexico" },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export type BreadcrumbItem = { name: string; path: string };

/** BreadcrumbList from the trail shown on the page (home first, the current page last). */
export function breadcrumbLd(items: BreadcrumbItem[], origin: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export type ProductLdInput = {
  id: string;
  name: string;
  description: string;
  category: string;
  image: string;
  url: string;
};

/** A catalogue item as schema.org Product (no price: the catalogue is quoted on request). */
export function productLd(p: ProductLdInput, origin: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${origin}${p.url}#${p.id}`,
    sku: p.id,
    name: p.name,
    description: p.description,
    category: p.category,
    image: `${origin}${p.image}`,
    url: `${origin}${p.url}#${p.id}`,
    brand: { "@type": "Brand", name: company.name },
  };
}
