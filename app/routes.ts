/**
 * The route table. Each public page answers at its Spanish and its English path (one module, two
 * route ids); old and alternative paths (`/historia`, `/inicio`…) redirect with 301 (see lib/paths.ts).
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { REDIRECTS } from "./i18n/paths";

/** One module at its Spanish and English paths. */
function bilingual(paths: { es: string; en: string }, file: string, id: string) {
  return [route(paths.es, file, { id: `${id}-es` }), route(paths.en, file, { id: `${id}-en` })];
}

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    ...bilingual({ es: "nosotros", en: "about" }, "routes/site/about.tsx", "about"),
    ...bilingual({ es: "servicios", en: "services" }, "routes/site/services.tsx", "services"),
    ...bilingual({ es: "productos", en: "products" }, "routes/site/products.tsx", "products"),
    ...bilingual({ es: "productos/:category", en: "products/:category" }, "routes/site/product-category.tsx", "product-category"),
    ...bilingual({ es: "contacto", en: "contact" }, "routes/site/contact.tsx", "contact"),
    ...bilingual({ es: "fichas-tecnicas", en: "technical-sheets" }, "routes/site/tech-sheets.tsx", "tech-sheets"),
    ...bilingual({ es: "aviso-de-privacidad", en: "privacy" }, "routes/site/legal.tsx", "privacy"),
    ...bilingual({ es: "terminos", en: "terms" }, "routes/site/legal.tsx", "terms"),
    ...bilingual({ es: "politica-de-cookies", en: "cookies" }, "routes/site/legal.tsx", "cookies"),
    ...prefix("blog", [
      index("routes/blog/index.tsx"),
      // Before :slug, so the feed is not read as a post.
      route("rss.xml", "routes/blog/rss.ts"),
      route(":slug", "routes/blog/post.tsx"),
    ]),
    // Shareable preview links of unpublished posts (never cached or indexed).
    route("vista-previa/:token", "routes/blog/preview.tsx"),
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Alias paths (old links, footer shortcuts): 301 to where the content lives.
  ...Object.keys(REDIRECTS).map((path) => route(path.slice(1), "routes/redirect.ts", { id: `redirect${path}` })),

  // Newsletter JSON API.
  route("api/newsletter/subscribe", "routes/api/newsletter.subscribe.ts"),
  route("api/newsletter/unsubscribe", "routes/api/newsletter.unsubscribe.ts"),
  route("api/newsletter/send-blog-notification", "routes/admin/api/newsletter.send-blog-notification.ts"),
  route("api/newsletter/analytics", "routes/admin/api/newsletter.analytics.ts"),
  route("api/newsletter/subscribers", "routes/admin/api/newsletter.subscribers.ts"),
  // better-auth's handler (sign-in, sign-out, session) and the admin's image upload API.
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/admin/uploads", "routes/admin/api/uploads.ts"),
  route("api/admin/passkeys/:step", "routes/admin/api/passkeys.ts"),
  route("api/admin/posts/:id/revisions/:revision", "routes/admin/api/post-revision.ts"),
  route("api/admin/posts/:id/autosave", "routes/admin/api/post-autosave.ts"),
  route("api/admin/images", "routes/admin/api/images.ts"),
  route("api/admin/images/:id", "routes/admin/api/image.ts"),
  route("api/passkey/:step", "routes/api/passkey.ts"),
  route("api/contact", "routes/api/contact.ts"),

  ...prefix("admin", [
    index("routes/admin/index.ts"),
    route("login", "routes/admin/login.tsx"),
    route("login/verificacion", "routes/admin/login-verify.tsx"),
    route("invitacion/:token", "routes/admin/invitation.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("messages/export.csv", "routes/admin/messages-export.ts"),
    route("audit/export.csv", "routes/admin/audit-export.ts"),
    layout("routes/admin/layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:id", "routes/admin/message.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("posts/new", "routes/admin/post-editor.tsx", { id: "admin-post-new" }),
      route("posts/edit/:id", "routes/admin/post-editor.tsx", { id: "admin-post-edit" }),
    ]),
    route("*", "routes/admin/not-found.tsx"),
  ]),
] satisfies RouteConfig;
