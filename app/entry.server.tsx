/**
 * Renders a whole document before answering (no streaming): the server layer then hashes the
 * inline scripts for the CSP and can cache the page with its compressed bytes (ADR 0003).
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { setIconMarkupRenderer } from "./lib/static-icon";

setIconMarkupRenderer(renderToStaticMarkup);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Array<Buffer> = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timer);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
    });
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
