/** The contact form's initial message from the link that opened the contact page. */
import { getProduct, isProductId, productsPage } from "~/content/catalogue";
import { getService, services, SERVICE_IDS, type ServiceId } from "~/content/services";
import { techSheets } from "~/content/tech-sheets";
import { localize } from "~/content/tokens";
import type { Lang } from "~/i18n/lang";

/**
 * The message the contact form starts with, from the link that opened the page:
 * `?product=<productId>` (quote buttons), `?sheet=<productId>` (technical sheets),
 * `?service=<serviceId|training>` (service cards). Unknown values give an empty message.
 */
export function initialContactMessage(params: URLSearchParams, lang: Lang): string {
  const product = params.get("product");
  if (isProductId(product)) return localize(productsPage.quoteMessage, lang, { product: localize(getProduct(product).title, lang) });
  const sheet = params.get("sheet");
  if (isProductId(sheet)) return localize(techSheets.requestMessage, lang, { product: localize(getProduct(sheet).title, lang) });
  const service = params.get("service");
  if (service === "training") return localize(services.serviceRequestMessage, lang, { service: localize(services.training.eyebrow ?? services.training.title, lang).toLowerCase() });
  if (service && (SERVICE_IDS as readonly string[]).includes(service)) {
    return localize(services.serviceRequestMessage, lang, { service: localize(getService(service as ServiceId).title, lang).toLowerCase() });
  }
  return "";
}

