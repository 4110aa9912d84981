/**
 * A throw-away nginx for tests and benchmarks: runs in the foreground from a temporary prefix with
 * the given `server { … }` (and `upstream`) blocks. Fails with the apt-get line when nginx is missing.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type Nginx = { url: string; proc: ChildProcess; stop(): Promise<void>; /** Its error log so far. */ errors(): string };

export function nginxMissing(): string | undefined {
  return spawnSync("sh", ["-c", "command -v nginx"]).status === 0 ? undefined : "nginx is needed: apt-get install -y nginx-light";
}

/**
 * Runs nginx in the foreground from a temporary prefix with the given `server { … }` blocks, and
 * resolves once `ready()` is true (errors count as not yet). Stopped (and its directory removed) by `stop()`.
 */
export async function runNginx(servers: string, ready: () => Promise<boolean>, what: string): Promise<Omit<Nginx, "url">> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ardentia-nginx-"));
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${servers}
}
`,
  );
  const proc = spawn("nginx", ["-c", conf, "-p", dir], { stdio: "ignore" });
  const exited = new Promise((r) => proc.once("exit", r));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill("SIGQUIT");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    try {
      if (await ready()) return { proc, stop, errors: () => (fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "") };
    } catch {
      // starting
    }
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
  await stop();
  throw new Error(`nginx did not serve ${what}:\n${log}`);
}
