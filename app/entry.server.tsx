/**
 * Renders a whole document before answering (no streaming): the server layer then hashes the
 * inline scripts for the CSP and can cache the page with its compressed bytes (ADR 0003).
 */
import { logError } from "~/platform/log";
import { EventEmitter } from "node:events";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import { DatabaseUnavailableContext } from "~/components/ErrorScreen";
import { requestInfoContext } from "~/platform/request-context";
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { setMarkupRenderer, StaticDocumentContext } from "./components/static-markup";
import { isReactDocument, ResponseStatusContext, ScriptNonceContext } from "./root";
import { dictionaries } from "./i18n/messages";
import { langContext } from "./i18n/resolve.server";
import { provideMessages, RequestLangContext } from "./i18n/site";

setMarkupRenderer(renderToStaticMarkup);
provideMessages((lang) => dictionaries[lang]);

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions: a database that cannot serve (down, restarting, disk full) marks
 * the request, so the page says so and the answer is a 503 with Retry-After; a refusal of the
 * request itself (React Router's 4xx, such as the 405 of a method it does not dispatch) is the
 * answer, not an error, and is not logged; others are logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    (context as RouterContextProvider).get(requestInfoContext).databaseUnavailable = true;
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (!request.signal.aborted) logError("request failed", error, { requestId: (context as RouterContextProvider).get(requestInfoContext).requestId, url: request.url });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const unavailable = Boolean(loadContext.get(requestInfoContext).databaseUnavailable) && responseStatusCode >= 500;
  if (unavailable) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "10");
    responseHeaders.set("Cache-Control", "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  const hydrates = isReactDocument(new URL(request.url).pathname);
  // A public document never hydrates: its loader data is not encoded for a browser that will
  // not read it (React Router encodes it only when this is read; patches/react-router+*.patch).
  if (!hydrates) routerContext.serverHandoffStream = undefined;
  const app = (
    <RequestLangContext value={loadContext.get(langContext)?.lang}>
      <DatabaseUnavailableContext value={unavailable}>
        <ScriptNonceContext value={nonce}>
          <StaticDocumentContext value={!hydrates}>
            <ResponseStatusContext value={responseStatusCode}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ResponseStatusContext>
          </StaticDocumentContext>
        </ScriptNonceContext>
      </DatabaseUnavailableContext>
    </RequestLangContext>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Public documents hold no Suspense boundary and carry no streamed data (they never hydrate):
  // one synchronous render to a string costs less than a stream drained into a buffer. The body is
  // handed over as bytes: a string body would be scanned and re-encoded by the Response class.
  if (!hydrates) {
    const html = Buffer.from(`<!DOCTYPE html>${renderToString(app)}`);
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  // Admin documents hydrate: React's streaming renderer waits for their Suspense boundaries (the
  // loader data streamed into the page, a lazily loaded editor) and writes the whole document at
  // once into a plain collector (ADR 0014).
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const sink = new DocumentSink(
      (body) => {
        clearTimeout(timer);
        resolve(new Response(body, { headers: responseHeaders, status }));
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        if (!unavailable) status = 500;
        logError("render failed", error, { requestId: loadContext.get(requestInfoContext).requestId });
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * Where React writes a finished document: the writable side of a stream, reduced to what React's
 * `pipe` uses (`write`, `end`, `destroy` on a fatal error, and events it listens to, which a buffer
 * in memory never emits).
 * React writes everything synchronously once all is ready, so the chunks are joined as soon as they
 * arrive. A `PassThrough` here handed each chunk on in a later tick: under load the young
 * generation's collections caught them in between and moved them to the old generation (on the
 * dashboard 138 KB per request against 50 KB, and 19 full collections in 10 s against 4).
 */
class DocumentSink extends EventEmitter {
  readonly writable = true;
  private readonly chunks: Array<Uint8Array> = [];
  constructor(
    private readonly done: (body: Buffer<ArrayBuffer>) => void,
    private readonly failed: (error: unknown) => void,
  ) {
    super();
  }
  /** React hands over views of its own buffers, or a long string as is. */
  write(chunk: Uint8Array | string): boolean {
    this.chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    return true;
  }
  end(): this {
    this.done(Buffer.concat(this.chunks));
    return this;
  }
  destroy(error?: unknown): this {
    this.failed(error);
    return this;
  }
}
