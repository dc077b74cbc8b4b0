// nginx as the yardstick for a cached page: Debian's nginx-light serving, with gzip_static,
// exactly the bytes our server sends for / with Accept-Encoding: gzip.
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { freePort, log, rawRequest, startChild, stopChild, waitForHttp } from "./lib/util.mjs";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

/** One worker, like our one Node process; no logging, nothing but the one file. */
const config = (dir, port) => `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    gzip_static on;
    location / { index index.html; }
  }
}
`;

/** Starts nginx with the site's gzip bytes of `pagePath`, or answers { ok: false, reason }. */
export async function startNginx(site, pagePath = "/") {
  if (!NGINX) {
    const reason = "nginx not found (apt-get install nginx-light); the nginx comparison is skipped";
    log(reason);
    return { ok: false, reason };
  }
  if (!site?.ok) return { ok: false, reason: "the site server is not running" };
  const page = await rawRequest(site.origin + pagePath, {
    headers: { Accept: "text/html", "Accept-Encoding": "gzip" },
  });
  if (page.status !== 200 || page.headers["content-encoding"] !== "gzip")
    return { ok: false, reason: `GET ${pagePath} answered HTTP ${page.status} (${page.headers["content-encoding"]})` };
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  // nginx's worker runs as another user (nobody) when started by root: it must read the folder.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "root"));
  await mkdir(path.join(dir, "tmp"));
  // gzip_static sends index.html.gz; index.html must exist for the index lookup.
  await writeFile(path.join(dir, "root/index.html.gz"), page.body);
  await writeFile(path.join(dir, "root/index.html"), gunzipSync(page.body));
  const port = await freePort();
  await writeFile(path.join(dir, "nginx.conf"), config(dir, port));
  const child = startChild(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`, { timeoutMs: 10_000, child });
    log(`nginx up on ${origin}, serving the ${page.bytes} gzip bytes of ${pagePath}`);
    return { ok: true, origin, dir, child, bytes: page.bytes };
  } catch (error) {
    await stopNginx({ child, dir });
    return { ok: false, reason: `nginx did not start: ${error.message}` };
  }
}

export async function stopNginx(handle) {
  if (handle?.child) await stopChild(handle.child);
  if (handle?.dir) await rm(handle.dir, { recursive: true, force: true }).catch(() => {});
  if (handle) handle.child = undefined;
}
