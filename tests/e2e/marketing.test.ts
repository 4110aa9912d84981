/** Marketing pages: sections in both languages, the home → products hand-off, filter, quotes, media. */
import { describe, expect, inject, test } from "vitest";
import { useBrowser } from "../helpers/browser";
import { openPage, useVisitorPages, waitForHydration, type Lang } from "./marketing-helpers";

const baseURL = inject("baseURL");
const browser = useBrowser();
/** The open page of each kind of visitor, for the tests that only read (tests/helpers/pages.ts). */
const visit = useVisitorPages(browser, baseURL);

const T = {
  es: {
    home: "/",
    homeTitle: "Soluciones integrales para ensamble electrónico SMT",
    about: "/nosotros",
    services: "/servicios",
    products: "/productos",
    contact: "/contacto",
    sheets: "/fichas-tecnicas",
    legal: { "/aviso-de-privacidad": "Aviso de Privacidad", "/terminos": "Términos", "/politica-de-cookies": "Cookies" },
    category: "/productos/esd",
    quoteText: "Alcohol isopropílico (IPA)",
  },
  en: {
    home: "/",
    homeTitle: "Complete solutions for SMT electronics assembly",
    about: "/about",
    services: "/services",
    products: "/products",
    contact: "/contact",
    sheets: "/technical-sheets",
    legal: { "/privacy": "Privacy Notice", "/terms": "Terms", "/cookies": "Cookie Policy" },
    category: "/products/esd",
    quoteText: "Isopropyl alcohol (IPA)",
  },
} as const;

describe.each(["es", "en"] as const)("pages in %s", (lang: Lang) => {
  const t = T[lang];

  test("home: hero, six category cards, three services, call to action", async () => {
    const page = await visit(t.home, { lang });
    await expect.poll(() => page.locator("html").getAttribute("lang"), { timeout: 5000 }).toBe(lang);
    expect(await page.locator("h1").textContent()).toBe(t.homeTitle);
    const hero = page.locator("section").first();
    expect(await hero.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([t.contact, t.products]);
    expect(await page.locator("[data-category]").evaluateAll((els) => els.map((e) => e.getAttribute("data-category")))).toEqual([
      "mro",
      "esd",
      "solder",
      "machines",
      "laser",
      "tooling",
    ]);
    const imgs = page.locator("[data-category] img");
    for (const img of await imgs.all()) {
      expect(await img.getAttribute("srcset")).toMatch(/-400\.webp 400w, .*-800\.webp 800w/);
      expect(await img.getAttribute("width")).toBe("1200");
      expect(await img.getAttribute("height")).toBe("800");
      expect(await img.getAttribute("loading")).toBe("lazy");
    }
    expect(await page.locator("#home-services").locator("xpath=ancestor::section").locator("li h3").count()).toBe(3);
    const cta = page.locator('section[aria-labelledby="cta-title"] a');
    expect(await cta.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([t.contact, t.sheets]);
  });

  test("about, services, products, contact, sheets and legal pages have their sections", async () => {
    const page = await visit(t.about, { lang });
    // About
    for (const id of ["historia", "mision", "valores", "equipo", "certificaciones"]) expect(await page.locator(`#${id}`).count()).toBe(1);
    expect(await page.locator("#historia h2 ~ div p").count()).toBe(3);
    expect(await page.locator("#historia aside ol li").count()).toBeGreaterThan(2);
    expect(await page.locator("dl dd.order-1").allTextContents()).toEqual(["20+", "6", "35"]);
    expect(await page.locator("#valores li").count()).toBe(7);
    expect(await page.locator("#equipo li h3").count()).toBeGreaterThan(2);
    expect(await page.locator("#certificaciones li").count()).toBeGreaterThan(2);
    expect(await page.locator("nav[aria-label] ol li").first().textContent()).toBe(lang === "es" ? "Inicio" : "Home");

    // Services
    await page.goto(t.services);
    expect(await page.locator("[data-service]").evaluateAll((els) => els.map((e) => e.id))).toEqual([
      "evaluacion",
      "consultoria",
      "soporte",
      "documentacion",
      "servicios-en-campo",
      "analisis",
    ]);
    for (const card of await page.locator("[data-service]").all()) {
      expect(await card.locator("ul li").count()).toBeGreaterThan(2);
      expect(await card.locator("a").getAttribute("href")).toMatch(new RegExp(`^${t.contact}\\?service=`));
    }
    expect(await page.locator("#proceso ol > li").count()).toBe(5);
    expect(await page.locator("#industrias ul > li").count()).toBe(6);
    expect(await page.locator("#capacitacion").count()).toBe(1);

    // Products
    await page.goto(t.products);
    expect(await page.locator("[data-category-section]").count()).toBe(6);
    expect(await page.locator("[data-product]").count()).toBe(20);
    expect(await page.locator('[data-testid="category-filter"] button').count()).toBe(7);
    const text = await page.locator("main").textContent();
    for (const fact of ["220 °C", "260 °C", "480 °C", "99.9%"]) expect(text).toContain(fact);
    expect(text).toContain(lang === "es" ? "1, 2 y 3 m" : "1, 2 and 3 m");
    const firstImg = page.locator("[data-product] img").first();
    expect(await firstImg.getAttribute("srcset")).toContain("-400.webp 400w");

    // Category page
    await page.goto(t.category);
    expect(await page.locator("[data-product]").evaluateAll((els) => els.map((e) => e.getAttribute("data-product")))).toEqual([
      "esd-trays-bins",
      "conductive-eva-sheets",
    ]);
    const missing = await page.goto(`${t.products}/unknown`);
    expect(missing?.status()).toBe(404);

    // Contact
    await page.goto(t.contact);
    expect(await page.locator("[data-contact-method]").evaluateAll((els) => els.map((e) => e.getAttribute("data-contact-method")))).toEqual([
      "email",
      "phone",
      "whatsapp",
      "location",
    ]);
    expect(await page.locator('[data-contact-method="email"] a').getAttribute("href")).toMatch(/^mailto:/);
    expect(await page.locator('[data-contact-method="phone"] a').getAttribute("href")).toMatch(/^tel:\+52/);
    expect(await page.locator('[data-contact-method="whatsapp"] a').getAttribute("target")).toBe("_blank");
    expect(await page.locator('textarea[name="message"]').count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="alternatives-title"] li').count()).toBe(3);
    expect(await page.locator('[data-testid="map-load"]').count()).toBe(1);

    // Technical sheets
    await page.goto(t.sheets);
    expect(await page.locator("[data-sheet]").count()).toBe(20);
    for (const link of await page.locator("[data-sheet] a").all()) expect(await link.getAttribute("href")).toMatch(new RegExp(`^${t.contact}\\?sheet=`));

    // Legal
    for (const [path, title] of Object.entries(t.legal)) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(await page.locator("h1").textContent()).toContain(title);
      expect(await page.locator("article section h2").count()).toBeGreaterThan(2);
    }
    await page.goto(Object.keys(t.legal)[0] ?? "/");
    expect(await page.locator("article").textContent()).toContain("ARCO");
  });

  test("a quote button opens the contact form with the product named in the message", async () => {
    const { context, page } = await openPage(browser(), baseURL, t.products, { lang });
    try {
      await page.locator('[data-quote="isopropyl-alcohol"]').click();
      await page.waitForURL(`**${t.contact}?product=isopropyl-alcohol`);
      await expect.poll(() => page.locator('textarea[name="message"]').inputValue(), { timeout: 5000 }).toContain(t.quoteText);
      // A technical-sheet request does the same.
      await page.goto(t.sheets);
      await page.locator('[data-sheet="solder-wire"] a').click();
      await page.waitForURL(`**${t.contact}?sheet=solder-wire`);
      await expect.poll(() => page.locator('textarea[name="message"]').inputValue(), { timeout: 5000 }).toMatch(lang === "es" ? /Alambre de soldadura/i : /Solder wire/i);
      // Server-rendered too (works without JavaScript).
      const html = await (await page.request.get(`${t.contact}?product=thermocouples`, { headers: { "accept-language": lang } })).text();
      expect(html).toContain(lang === "es" ? "Termopares para perfilado térmico" : "Thermal profiling thermocouples");
    } finally {
      await context.close();
    }
  });
});

describe("behaviour", () => {
  test("a home category card hands its division to the products page, which applies, removes and scrolls to it", async () => {
    const { context, page } = await openPage(browser(), baseURL, "/", { lang: "es" });
    try {
      await page.locator('[data-category="laser"]').click();
      await page.waitForURL("**/productos");
      await expect.poll(() => page.locator('[data-filter="laser"]').getAttribute("aria-pressed"), { timeout: 5000 }).toBe("true");
      expect(await page.evaluate(() => window.localStorage.getItem("selectedProductCategory"))).toBeNull();
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById("laser")!.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeLessThan(260);
      await page.waitForTimeout(600);
      const top = await page.evaluate(() => document.getElementById("laser")!.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThan(260);
      expect(await page.locator('[data-filter="laser"]').getAttribute("aria-pressed")).toBe("true");
    } finally {
      await context.close();
    }
  });

  test("the sticky filter scrolls to a division and back to the top, never hiding a section", async () => {
    for (const width of [375, 1280]) {
      const page = await visit("/products", { lang: "en", width });
      await page.locator('[data-filter="solder"]').click();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const bar = document.querySelector('[data-testid="category-filter"]')!.getBoundingClientRect();
            const section = document.getElementById("solder")!.getBoundingClientRect();
            return Math.abs(section.top - bar.bottom) < 20 && bar.top >= 0;
          }),
          { timeout: 5000 },
        )
        .toBe(true);
      expect(await page.locator('[data-filter="solder"]').getAttribute("aria-pressed")).toBe("true");
      // The focus went with the view: the division's heading has it, and Tab goes on into the division.
      expect(await page.evaluate(() => document.activeElement?.closest("[data-category-section]")?.id)).toBe("solder");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[data-category-section]")?.id)).toBe("solder");
      expect(await page.locator("[data-category-section]:visible").count()).toBe(6);
      expect(await page.locator("[data-product]:visible").count()).toBe(20);
      await page.getByRole("button", { name: "All", exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    }
  });

  test("under reduced motion the hero shows the poster, no video, and nothing waits to be revealed", async () => {
    const { context, page } = await openPage(browser(), baseURL, "/", { lang: "es", reducedMotion: "reduce" });
    try {
      await page.waitForTimeout(400);
      expect(await page.locator("[data-hero-media]").getAttribute("data-hero-media")).toBe("poster");
      expect(await page.locator("video").count()).toBe(0);
      // Nothing moves, so there is nothing to pause.
      expect(await page.locator("button[data-hero-toggle]").isVisible()).toBe(false);
      const poster = page.locator("[data-hero-media] img");
      expect(await poster.getAttribute("src")).toBe("/videos/hero-poster.webp");
      expect(await poster.isVisible()).toBe(true);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(200);
      expect(await page.locator('[data-reveal="pending"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test("the looping hero video can be paused and played again from the keyboard, in each language", async () => {
    for (const [lang, name] of [
      ["es", "Pausar el video de fondo"],
      ["en", "Pause the background video"],
    ] as const) {
      const context = await browser().newContext({ baseURL, locale: lang === "es" ? "es-MX" : "en-US", viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      try {
        await page.goto(`/?lang=${lang}`);
        await expect.poll(() => page.locator("[data-hero-media]").getAttribute("data-hero-media"), { timeout: 10_000 }).toBe("video");
        const toggle = page.getByRole("button", { name, exact: true });
        await toggle.waitFor();
        await expect.poll(() => page.locator("[data-hero-media] video").evaluate((v: HTMLVideoElement) => v.paused), { timeout: 10_000 }).toBe(false);
        await toggle.focus();
        await page.keyboard.press("Enter");
        expect(await toggle.getAttribute("aria-pressed")).toBe("true");
        expect(await page.locator("[data-hero-media] video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
        await page.keyboard.press("Space");
        expect(await toggle.getAttribute("aria-pressed")).toBe("false");
        await expect.poll(() => page.locator("[data-hero-media] video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      } finally {
        await context.close();
      }
    }
  });

  test("with motion the video replaces the poster, a failing video leaves the gradient, and sections reveal once", async () => {
    const context = await browser().newContext({ baseURL, locale: "es-MX", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.route("**/videos/hero.*", (route) => route.abort());
      await page.goto("/");
      await waitForHydration(page);
      await expect.poll(() => page.locator("[data-hero-media]").getAttribute("data-hero-media"), { timeout: 5000 }).toBe("error");
      expect(await page.locator("[data-hero-media] img, [data-hero-media] video").count()).toBe(0);
      expect(await page.locator("button[data-hero-toggle]").isVisible()).toBe(false);
      // Below-the-fold sections wait, then show once in view.
      const cta = page.locator('section[aria-labelledby="cta-title"] [data-reveal]');
      await expect.poll(() => cta.getAttribute("data-reveal"), { timeout: 5000 }).toBe("pending");
      await cta.scrollIntoViewIfNeeded();
      await expect.poll(() => cta.getAttribute("data-reveal"), { timeout: 3000 }).toBe("shown");
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      expect(await cta.getAttribute("data-reveal")).toBe("shown");
    } finally {
      await context.close();
    }
  });

  test("printed (or saved as PDF) without scrolling first, every section shows, in both languages", async () => {
    const context = await browser().newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      for (const path of ["/servicios", "/services", "/"]) {
        await page.goto(path);
        await waitForHydration(page);
        // Sections below the fold wait to be revealed on screen (the reveal script marks them once it runs)...
        await expect.poll(() => page.locator('[data-reveal="pending"]').count(), { message: path, timeout: 10_000 }).toBeGreaterThan(0);
        await page.emulateMedia({ media: "print" });
        // ...and are all there on paper.
        const hidden = await page.locator("[data-reveal]").evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1").length);
        expect(hidden, path).toBe(0);
        await page.emulateMedia({ media: "screen" });
      }
    } finally {
      await context.close();
    }
  });

  test("a product image that fails to load is replaced by the grey 'IMG' placeholder", async () => {
    const context = await browser().newContext({ baseURL, locale: "es-MX", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.route("**/images/products/red-glue*", (route) => route.abort());
      await page.goto("/productos");
      await waitForHydration(page);
      const card = page.locator('[data-product="red-glue"]');
      await card.scrollIntoViewIfNeeded();
      const placeholder = card.locator('[data-testid="image-fallback"]');
      await expect.poll(() => placeholder.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await placeholder.textContent()).toBe("IMG");
      expect(await placeholder.getAttribute("aria-label")).toBe("Imagen no disponible");
      expect(await card.locator("img").count()).toBe(0);
      // Other products keep their picture.
      expect(await page.locator('[data-product="thermocouples"] img').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test("the map makes no third-party request until the visitor loads it", async () => {
    const context = await browser().newContext({ baseURL, locale: "es-MX", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const external: string[] = [];
    page.on("request", (req) => {
      const host = new URL(req.url()).hostname;
      if (host !== "localhost" && host !== "127.0.0.1") external.push(req.url());
    });
    await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    try {
      await page.goto("/contacto");
      await waitForHydration(page);
      await page.locator('[data-testid="map-load"]').scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      expect(external).toEqual([]);
      expect(await page.locator("iframe").count()).toBe(0);
      await page.locator('[data-testid="map-load"]').click();
      const frame = page.locator('[data-testid="map-frame"]');
      await expect.poll(() => frame.getAttribute("src"), { timeout: 5000 }).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
      await expect.poll(() => external.length, { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
