import { beforeAll, describe, expect, test } from "vitest";
import { parseEnv, setEnv } from "~/config/env.server";
import { adminFailure, ADMIN_UNAVAILABLE, BodyError, isSameOrigin, noStoreHeaders, readForm, readJsonObject, readJsonOrForm } from "~/platform/http.server";
import { setErrorSink } from "~/platform/log";
import { escapeXml, hasVisibleText, normalizeText, singleLine } from "~/platform/text";
import { MAX_PAGE, pageParam } from "~/platform/query";

const SITE = "https://www.ardentia.test";

beforeAll(() => {
  setEnv(parseEnv({ PUBLIC_URL: SITE, NODE_ENV: "test" }));
});

const post = (headers: Record<string, string>, body?: BodyInit, url = `${SITE}/x`) =>
  new Request(url, { method: "POST", headers, body, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) } as RequestInit);

describe("isSameOrigin: one rule for every state-changing request", () => {
  test.each([
    ["our Origin", { origin: SITE }, "browser", true],
    ["the requested host as Origin", { origin: "http://10.0.0.5:3000" }, "browser", true],
    ["another Origin", { origin: "https://evil.example" }, "any-client", false],
    ["Origin: null (sandboxed frame)", { origin: "null" }, "any-client", false],
    ["Sec-Fetch-Site: cross-site, even with our Origin", { origin: SITE, "sec-fetch-site": "cross-site" }, "browser", false],
    ["no Origin, our Referer", { referer: `${SITE}/contacto` }, "browser", true],
    ["no Origin, a foreign Referer", { referer: "https://evil.example/page" }, "any-client", false],
    ["no Origin, a broken Referer", { referer: "::nonsense" }, "any-client", false],
    ["neither header, a browser-only route", {}, "browser", false],
    ["neither header, a route for any client", {}, "any-client", true],
  ] as const)("%s", (_name, headers, policy, expected) => {
    expect(isSameOrigin(post(headers, undefined, "http://10.0.0.5:3000/x"), policy)).toBe(expected);
  });
});

/** A body that never says its length: only the bytes read can tell it is too large. */
function stream(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(16 * 1024, bytes - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (error instanceof BodyError) return error.status;
    throw error;
  }
  throw new Error("did not throw");
}

describe("bounded bodies", () => {
  test("readForm reads urlencoded and multipart forms", async () => {
    const form = await readForm(post({ "content-type": "application/x-www-form-urlencoded" }, "a=1&b=%C3%B1"));
    expect(Object.fromEntries(form)).toEqual({ a: "1", b: "ñ" });
    const multipart = new FormData();
    multipart.set("intent", "delete");
    const encoded = new Request(SITE, { method: "POST", body: multipart });
    const parsed = await readForm(post({ "content-type": encoded.headers.get("content-type")! }, await encoded.arrayBuffer()));
    expect(parsed.get("intent")).toBe("delete");
  });

  test("readForm: too large (declared or streamed) 413, not a form 415, broken or non-UTF-8 400 — as Responses with a translated message", async () => {
    expect(await thrownStatus(readForm(post({ "content-type": "application/x-www-form-urlencoded" }, stream(200_000)), 64 * 1024))).toBe(413);
    expect(await thrownStatus(readForm(post({ "content-type": "application/x-www-form-urlencoded", "content-length": "99999999" }, "a=1")))).toBe(413);
    expect(await thrownStatus(readForm(post({ "content-type": "application/json" }, '{"a":1}')))).toBe(415);
    expect(await thrownStatus(readForm(post({}, "")))).toBe(415);
    expect(await thrownStatus(readForm(post({ "content-type": "multipart/form-data; boundary=zzz" }, "--zzz\r\nbroken")))).toBe(400);
    expect(await thrownStatus(readForm(post({ "content-type": "multipart/form-data" }, "")))).toBe(400);
    expect(await thrownStatus(readForm(post({ "content-type": "application/x-www-form-urlencoded" }, new Uint8Array([0x61, 0x3d, 0xff]))))).toBe(400);
    try {
      await readForm(post({ "content-type": "text/plain", "accept-language": "en" }, "x"));
    } catch (error) {
      expect(await (error as Response).json()).toEqual({ error: "Send the body as a form" });
    }
    try {
      await readForm(post({ "content-type": "text/plain" }, "x"));
    } catch (error) {
      expect(await (error as Response).json()).toEqual({ error: "Envía el cuerpo como formulario" });
    }
  });

  test("a body past the limit is refused at once even from a cloned Request, whose stream cancels only with its twin", async () => {
    // A client that never stops sending: the twin of the clone is never read nor cancelled here.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const request = post({ "content-type": "application/json" }, endless);
    expect(await thrownStatus(readJsonObject(request.clone(), 64 * 1024))).toBe(413);
    expect(pulled).toBeLessThan(64);
  });

  test("readJsonObject / readJsonOrForm: only an object is a body; null, arrays and broken JSON are 400", async () => {
    const json = (text: string) => post({ "content-type": "application/json" }, text);
    expect(await readJsonObject(json('{"a":1}'), 1024)).toEqual({ a: 1 });
    for (const text of ["null", "[1]", '"x"', "{", ""]) expect(await thrownStatus(readJsonObject(json(text), 1024)), text).toBe(400);
    expect(await thrownStatus(readJsonObject(post({ "content-type": "text/plain" }, "{}"), 1024))).toBe(415);
    expect(await thrownStatus(readJsonObject(json(`{"a":"${"x".repeat(2000)}"}`), 1024))).toBe(413);
    expect(await readJsonOrForm(post({ "content-type": "application/x-www-form-urlencoded" }, "email=a%40b.mx"), 1024)).toEqual({ data: { email: "a@b.mx" }, form: true });
  });

  test("a NUL or a lone surrogate in any text (JSON value or key, form field or name) is a 400, never reaches the database", async () => {
    const json = (text: string) => post({ "content-type": "application/json" }, text);
    for (const text of ['{"name":"Ana\\u0000"}', '{"name":"\\ud800"}', '{"a":{"b":["x\\udfff"]}}', '{"k\\u0000":"v"}']) {
      expect(await thrownStatus(readJsonObject(json(text), 1024)), text).toBe(400);
    }
    const urlencoded = (text: string) => post({ "content-type": "application/x-www-form-urlencoded" }, text);
    expect(await thrownStatus(readForm(urlencoded("name=Ana%00")))).toBe(400);
    expect(await thrownStatus(readForm(urlencoded("na%00me=Ana")))).toBe(400);
    expect(await thrownStatus(readJsonOrForm(urlencoded("email=a%00@b.mx"), 1024))).toBe(400);
    const multipart = new FormData();
    multipart.set("message", "hola\0adiós");
    const encoded = new Request(SITE, { method: "POST", body: multipart });
    expect(await thrownStatus(readForm(post({ "content-type": encoded.headers.get("content-type")! }, await encoded.arrayBuffer())))).toBe(400);
    // Accents, emoji and line breaks are text like any other.
    expect(await readJsonObject(json('{"name":"José 🔧\\nLínea"}'), 1024)).toEqual({ name: "José 🔧\nLínea" });
  });

  test("every text is normalised once where it is read: NFC, LF line breaks, control characters as spaces", async () => {
    const decomposed = "Jose\u0301 Nin\u0303o"; // "José Niño" with combining accents
    const json = JSON.stringify({ name: decomposed, nested: { list: ["a\u0001b"] }, note: "uno\r\ndos\rtres\tcuatro\u000bcinco\u001f", name2: "y\u0085Z\u007f\u009fw" });
    expect(await readJsonObject(post({ "content-type": "application/json" }, json), 1024)).toEqual({
      name: "José Niño",
      nested: { list: ["a b"] },
      note: "uno\ndos\ntres\tcuatro cinco ",
      name2: "y Z  w",
    });
    const form = await readForm(post({ "content-type": "application/x-www-form-urlencoded" }, `title=${encodeURIComponent(`T\u00edtulo\u0007 ${decomposed}`)}`));
    expect(form.get("title")).toBe("Título  José Niño");
    const multipart = new FormData();
    multipart.set("message", "l\u00ednea\r\nsiguiente\u0002");
    const encoded = new Request(SITE, { method: "POST", body: multipart });
    const read = await readForm(post({ "content-type": encoded.headers.get("content-type")! }, await encoded.arrayBuffer()));
    expect(read.get("message")).toBe("línea\nsiguiente ");
  });
});

describe("text rules", () => {
  test("visible content, single lines and XML-safe output", () => {
    for (const invisible of ["", "   ", "\u200b", "\u200b\u200c\u200d\ufeff", "\u00ad\n\t", "\u3164"]) expect(hasVisibleText(invisible), JSON.stringify(invisible)).toBe(false);
    for (const visible of ["a", " Ñ ", "\u200bA", "🔧"]) expect(hasVisibleText(visible)).toBe(true);
    expect(singleLine("uno\ndos\t\ttres")).toBe("uno dos tres");
    expect(escapeXml("a\u0001<b> & \"c\" 'd'\uffff\ud800")).toBe("a&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;\ufffd");
    expect(normalizeText("a\u0000b")).toBe("a\u0000b"); // NUL is refused with a 400 before, never silently dropped
  });
});

describe("numbers from a query string", () => {
  test("a page number is 1 to MAX_PAGE; anything else falls back to 1", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(` ${MAX_PAGE} `)).toBe(MAX_PAGE);
    for (const raw of [null, "", "0", "-1", "1e20", "2147483648", "1.5", "abc", String(MAX_PAGE + 1), "\u0000"]) expect(pageParam(raw), String(raw)).toBe(1);
  });
});

describe("answers of admin pages and actions", () => {
  test("a page's headers carry the Retry-After its action set, and are never cached", () => {
    expect(noStoreHeaders({ actionHeaders: new Headers({ "Retry-After": "30", "X-Other": "no" }) })).toEqual({ "Cache-Control": "no-store", "Retry-After": "30" });
    expect(noStoreHeaders({ actionHeaders: new Headers() })).toEqual({ "Cache-Control": "no-store" });
  });

  test("a failure the database causes is a 503 that says the change was not saved; any other is a 500; the cause goes only to the log", () => {
    const logged: Array<string> = [];
    setErrorSink((fields, msg) => logged.push(`${msg}: ${(fields.err as { code?: string }).code ?? ""}`));
    const diskFull = Object.assign(new Error("Failed query: insert into posts"), { cause: Object.assign(new Error("could not extend file"), { code: "53100" }) });
    expect(adminFailure(diskFull, "post save failed", "No se pudo guardar.")).toEqual({
      status: 503,
      error: ADMIN_UNAVAILABLE,
      headers: { "Cache-Control": "no-store", "Retry-After": "10" },
    });
    expect(adminFailure(new TypeError("x is undefined"), "post save failed", "No se pudo guardar.")).toEqual({ status: 500, error: "No se pudo guardar.", headers: { "Cache-Control": "no-store" } });
    expect(logged).toEqual(["post save failed: database unavailable: ", "post save failed: "]);
  });
});
