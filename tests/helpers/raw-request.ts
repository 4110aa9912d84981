/** A raw HTTP request: fetch would normalise the URL, add headers of its own and decode the body. */
import http from "node:http";

export type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function rawRequest(method: string, url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Array<Buffer> = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
