/**
 * `npm run bench:observatory`: Mozilla's HTTP Observatory scanner against the production build
 * behind a TLS-terminating nginx, as a visitor on the Internet would see the site.
 *
 * - The app runs from this checkout's build (built if sources changed) with TRUST_PROXY=1 and
 *   PUBLIC_URL=https://localhost, on a fresh DATA_DIR.
 * - nginx listens on 127.0.0.1:443 with a self-signed certificate for `localhost` (made for the run
 *   with openssl) and forwards to the app with `X-Forwarded-Proto: https`; 127.0.0.1:80 redirects to
 *   HTTPS. The scanner only knows ports 80 and 443, so this needs root and both ports free.
 * - The scanner is the npm package @mdn/mdn-http-observatory (SCANNER_VERSION). It is not a
 *   dependency of the project (it brings a web server, a DOM and database drivers): it is installed
 *   on first use into node_modules/.cache/mdn-http-observatory with --ignore-scripts (its install
 *   script downloads lists that are not reachable here; the HSTS preload list it would fetch is
 *   replaced by an empty one, so "preloaded" is judged by our header alone). Its bin wrapper
 *   overwrites NODE_EXTRA_CA_CERTS, so its src/scan.js runs directly with NODE_EXTRA_CA_CERTS set to
 *   our certificate.
 *
 * Prints the grade, the score and one row per test (its result and score modifier); exit 1 when the
 * scan fails. Needs nginx and openssl (apt-get install -y nginx-light openssl).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BUILD_DIR, ROOT, startServer, type TestServer } from "../tests/helpers/server.ts";
import { need, runNginx, table } from "./load.ts";

const SCANNER_VERSION = "1.4.8";
const CACHE = path.join(ROOT, "node_modules", ".cache", "mdn-http-observatory");
const SCANNER = path.join(CACHE, "node_modules", "@mdn", "mdn-http-observatory");

type Test = { pass: boolean | null; result: string; scoreModifier: number; expectation?: string };
type Report = { scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }; tests: Record<string, Test> };

function run(cmd: string, args: Array<string>, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const result = spawnSync(cmd, args, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

function installScanner(): void {
  const installed = path.join(SCANNER, "package.json");
  if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, "utf8")).version !== SCANNER_VERSION) {
    console.error(`installing @mdn/mdn-http-observatory@${SCANNER_VERSION} into ${path.relative(ROOT, CACHE)} (once)…`);
    fs.mkdirSync(CACHE, { recursive: true });
    run("npm", ["install", "--ignore-scripts", "--no-save", "--no-audit", "--no-fund", "--prefix", CACHE, `@mdn/mdn-http-observatory@${SCANNER_VERSION}`]);
  }
  const preload = path.join(SCANNER, "conf", "hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");
}

function certificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, "localhost.pem");
  const key = path.join(dir, "localhost-key.pem");
  run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"]);
  return { cert, key };
}

async function main() {
  need("nginx", "nginx-light");
  need("openssl", "openssl");
  if (process.getuid?.() !== 0) throw new Error("the scanner only scans ports 80 and 443: run as root");
  installScanner();
  const ensure = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", `const { ensureBuild } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "server/ensure-build.ts")).href)}); ensureBuild(${JSON.stringify(ROOT)}, ${JSON.stringify(BUILD_DIR)});`],
    { cwd: ROOT, stdio: ["ignore", 2, 2] },
  );
  if (ensure.status !== 0) throw new Error("building this checkout failed (see above)");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-observatory-"));
  let server: TestServer | undefined;
  let stopNginx: (() => Promise<void>) | undefined;
  const cleanup = async () => {
    await stopNginx?.().catch(() => {});
    await server?.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));
  try {
    const { cert, key } = certificate(dir);
    server = await startServer({ env: { TRUST_PROXY: "1", PUBLIC_URL: "https://localhost" } });
    const upstream = new URL(server.url);
    const servers = `
  server {
    listen 127.0.0.1:80;
    server_name localhost;
    return 301 https://localhost$request_uri;
  }
  server {
    listen 127.0.0.1:443 ssl;
    server_name localhost;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://${upstream.host};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }`;
    const nginx = await runNginx(servers, async () => (await fetch("http://127.0.0.1/", { redirect: "manual" })).status === 301, "http://127.0.0.1/");
    stopNginx = nginx.stop;

    const out = run(process.execPath, [path.join(SCANNER, "src", "scan.js"), "localhost"], {
      cwd: SCANNER,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
    });
    const report = JSON.parse(out) as Report | { error: string };
    if ("error" in report) throw new Error(`the scan failed: ${report.error}`);
    const { scan, tests } = report;
    console.log(`\nMozilla HTTP Observatory ${SCANNER_VERSION} — https://localhost (production build behind nginx TLS)\n`);
    console.log(`Grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed\n`);
    const rows = Object.entries(tests)
      .sort(([, a], [, b]) => a.scoreModifier - b.scoreModifier)
      .map(([name, test]) => [name, test.pass ? "pass" : "FAIL", test.result, String(test.scoreModifier)]);
    table(["test", "pass", "result", "score modifier"], rows);
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
