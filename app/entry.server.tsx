/**
 * Renders a whole document before answering (no streaming): the server layer then hashes the
 * inline scripts for the CSP and can cache the page with its compressed bytes (ADR 0003).
 */
import { loggableError } from "~/platform/log";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import { DatabaseUnavailableContext } from "~/components/ErrorScreen";
import { requestInfoContext } from "~/platform/request-context";
import { isDatabaseUnavailable } from "~/platform/unavailable";
import { setMarkupRenderer, StaticDocumentContext } from "./components/static-markup";
import { isReactDocument, ScriptNonceContext } from "./root";
import { dictionaries } from "./i18n/messages";
import { langContext } from "./i18n/resolve.server";
import { provideMessages, RequestLangContext } from "./i18n/site";

setMarkupRenderer(renderToStaticMarkup);
provideMessages((lang) => dictionaries[lang]);

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions: a database that cannot serve (down, restarting, disk full) marks
 * the request, so the page says so and the answer is a 503 with Retry-After; others are logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    (context as RouterContextProvider).get(requestInfoContext).databaseUnavailable = true;
    return;
  }
  if (!request.signal.aborted) console.error(loggableError(error));
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
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Array<Buffer> = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timer);
      resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
    });
    sink.on("error", reject);
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
        console.error(loggableError(error));
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
