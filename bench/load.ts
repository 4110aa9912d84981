/**
 * Shared pieces of the HTTP benchmarks: running wrk and reading its report, a throw-away nginx
 * serving a directory on 127.0.0.1 (`runNginx` from the tests' helpers), medians, and printing tables.
 */
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { runNginx, type Nginx } from "../tests/helpers/nginx.ts";
import { freePort } from "../tests/helpers/server.ts";

export { runNginx, type Nginx };

const execFileAsync = promisify(execFile);

/** Exits with the apt-get line when a command is missing. */
export function need(cmd: string, pkg: string) {
  if (spawnSync("sh", ["-c", `command -v ${cmd}`]).status !== 0) {
    console.error(`${cmd} is needed: apt-get install -y ${pkg}`);
    process.exit(1);
  }
}

export type WrkOptions = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Default: 1 thread for one connection, 2 otherwise. */
  threads?: number;
  headers?: Record<string, string>;
  /** A wrk Lua script and the arguments passed to its `init(args)`. */
  script?: string;
  scriptArgs?: Array<string>;
  /** Seconds after which wrk counts a request as a timeout (wrk's default is 2). */
  timeout?: number;
};

export type WrkResult = {
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Responses with a status of 400 or more (what wrk reports as "Non-2xx or 3xx responses"). */
  non2xx: number;
  socket: { connect: number; read: number; write: number; timeout: number };
  /** non2xx plus every socket error. */
  errors: number;
};

function wrkArgs(o: WrkOptions): Array<string> {
  const threads = o.threads ?? (o.connections === 1 ? 1 : 2);
  return [
    `-t${threads}`,
    `-c${o.connections}`,
    `-d${o.duration}s`,
    ...(o.timeout ? [`--timeout`, `${o.timeout}s`] : []),
    "--latency",
    ...Object.entries(o.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
    ...(o.script ? ["-s", o.script] : []),
    o.url,
    ...(o.scriptArgs?.length ? ["--", ...o.scriptArgs] : []),
  ];
}

/** Reads wrk's text report. */
export function parseWrk(out: string): WrkResult {
  const ms = (label: string) => {
    const m = new RegExp(`\\s${label}\\s+([\\d.]+)(us|ms|s|m)\\b`).exec(out);
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : m[2] === "m" ? v * 60_000 : v;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const s = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socket = { connect: Number(s?.[1] ?? 0), read: Number(s?.[2] ?? 0), write: Number(s?.[3] ?? 0), timeout: Number(s?.[4] ?? 0) };
  const errors = non2xx + socket.connect + socket.read + socket.write + socket.timeout;
  return { rps, p50: ms("50%"), p99: ms("99%"), requests, non2xx, socket, errors };
}

export function wrk(options: WrkOptions): WrkResult {
  return parseWrk(spawnSync("wrk", wrkArgs(options), { encoding: "utf8" }).stdout ?? "");
}

/** The same, without blocking the event loop (lets a server started by this process answer). */
export async function wrkAsync(options: WrkOptions): Promise<WrkResult> {
  const { stdout } = await execFileAsync("wrk", wrkArgs(options), { encoding: "utf8", maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}


/**
 * nginx (2 workers, no access log) serving `root` as it is on 127.0.0.1; with `gzipStatic`, a
 * request accepting gzip gets `file.gz` when it exists. Resolves once `probe` answers 200.
 */
export async function startNginx(root: string, options: { probe: string; gzipStatic?: boolean }): Promise<Nginx> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = `server {
    listen 127.0.0.1:${port};
    root ${root};
    ${options.gzipStatic ? "gzip_static on;" : ""}
    location / { try_files $uri =404; }
  }`;
  const nginx = await runNginx(server, async () => (await fetch(`${url}${options.probe}`)).ok, options.probe);
  return { url, ...nginx };
}

/** The median (the mean of the two middle values for an even count; NaN for none). */
export function median(values: ReadonlyArray<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "n/a";

/** A Markdown table, columns padded. */
export function table(head: Array<string>, rows: Array<Array<string>>) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: Array<string>) => `| ${cells.map((c, i) => (c ?? "").padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}
