import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_SMTP_PORT } from "./mail-settings";
import { mailsTo } from "./mail";
import { freePort, type ServerProcess, startServerProcess } from "./server-process";

/**
 * Running the site for real: a copy drains on SIGTERM without failing a request, and (on
 * PostgreSQL) several copies share one database as one site. These start their own server
 * processes from the run's build, as docs/deploy.md starts them.
 */
const PASSWORD = "correct horse battery staple";
/** A folder of the running test's own in Playwright's output folder, which each test run empties first. */
function outputFolder(name: string): string {
  const folder = test.info().outputPath(name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

/** A request as a visitor from one address (the copies trust one proxy). */
function call(
  origin: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "Content-Type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair?.startsWith("refresh_token="));

test.describe("one copy", () => {
  test.describe.configure({ timeout: 120_000 });

  test("SIGTERM: readiness goes at once, every request during the drain is answered, then the process exits", async () => {
    const server = await startServerProcess({ DRAIN_SECONDS: "3", TRUSTED_PROXIES: "1" });
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    const health = await fetch(`${server.origin}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });

    server.child.kill("SIGTERM");
    // The drain closes idle keep-alive connections: a request that picked one just before
    // it closed fails as any client's would on a stale connection, and is asked again.
    await expect
      .poll(async () =>
        fetch(`${server.origin}/readyz`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(503);

    const outcomes: string[] = [];
    const until = Date.now() + 2_000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (Date.now() < until) {
          const path = worker % 2 ? "/" : "/api/auth/me";
          const outcome = await fetch(`${server.origin}${path}`, { headers: { Accept: "text/html" } }).then(
            (response) => `${response.status} ${response.headers.get("connection")}`,
            (error: Error) => `failed: ${error.message}`,
          );
          outcomes.push(outcome);
        }
      }),
    );
    expect(outcomes.length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => !/^(200|401) close$/.test(outcome))).toEqual([]);
    expect(await server.exited).toBe(0);
    const events = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { event: string });
    expect(events.map((entry) => entry.event)).toEqual(expect.arrayContaining(["server.draining", "server.stopping"]));
  });

  test("the guide's backup of the embedded database restores into a working copy", async () => {
    const machine = outputFolder("machine");
    const restored = outputFolder("restored");
    const email = uniqueEmail("backup");
    const visitor = { "X-Forwarded-For": "10.96.0.1" };
    const before = await startServerProcess({
      DATA_DIR: path.join(machine, "data"),
      DRAIN_SECONDS: "0",
      TRUSTED_PROXIES: "1",
    });
    const registered = await call(before.origin, "/api/auth/register", {
      body: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "english" },
      headers: visitor,
    });
    expect(registered.status).toBe(201);
    expect(await before.stop()).toBe(0);

    // docs/deploy.md: the backup of a stopped server, and its restore on another machine.
    execFileSync("tar", ["-C", machine, "-czf", path.join(machine, "backup.tgz"), "data"]);
    execFileSync("tar", ["-C", restored, "-xzf", path.join(machine, "backup.tgz")]);

    const after = await startServerProcess({
      DATA_DIR: path.join(restored, "data"),
      DRAIN_SECONDS: "0",
      TRUSTED_PROXIES: "1",
    });
    try {
      const signedIn = await call(after.origin, "/api/auth/login", {
        body: { email, password: PASSWORD },
        headers: visitor,
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await after.stop();
    }
  });

  test("each request is one log line with its id, which the response names too (but a hashed file's)", async () => {
    const server = await startServerProcess({ DRAIN_SECONDS: "0", TRUSTED_PROXIES: "1" });
    try {
      const response = await fetch(`${server.origin}/pricing?utm_source=mail&token=secret`, {
        headers: { Accept: "text/html", "X-Request-Id": "proxy-given-id-1" },
      });
      expect(response.headers.get("x-request-id")).toBe("proxy-given-id-1");
      const made = await fetch(`${server.origin}/api/auth/me`, { headers: { "X-Request-Id": "bad id with spaces" } });
      const madeId = made.headers.get("x-request-id") ?? "";
      expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
      // A hashed build file answers without the id; its log line still has one. A missing
      // one (a page from before a deploy asking) keeps it.
      const script = /"(\/assets\/[^"]+\.js)"/.exec(await response.text())?.[1] ?? "";
      expect(script).toMatch(/^\/assets\/.+\.js$/);
      const file = await fetch(`${server.origin}${script}`);
      expect(file.status).toBe(200);
      expect(file.headers.has("x-request-id")).toBe(false);
      const missing = await fetch(`${server.origin}/assets/gone-0000.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      await expect.poll(() => server.output()).toContain(madeId);
      await expect.poll(() => server.output()).toContain(script);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.includes('"http.request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const pricing = lines.find((line) => line.requestId === "proxy-given-id-1");
      expect(pricing).toMatchObject({ level: "info", method: "GET", path: "/pricing", status: 200 });
      expect(Number(pricing?.bytes)).toBeGreaterThan(1000);
      expect(typeof pricing?.durationMs).toBe("number");
      expect(server.output()).not.toContain("secret");
      expect(lines.find((line) => line.requestId === madeId)).toMatchObject({ path: "/api/auth/me", status: 401 });
      expect(lines.find((line) => line.path === script)).toMatchObject({ status: 200, requestId: expect.any(String) });
    } finally {
      await server.stop();
    }
  });
});

/** The first code block of docs/deploy.md in `language` that contains `marker`. */
function guideBlock(language: string, marker: string): string {
  const guide = readFileSync("docs/deploy.md", "utf8");
  const found = [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))]
    .map((match) => match[1]!)
    .find((text) => text.includes(marker));
  if (!found) throw new Error(`docs/deploy.md has no ${language} block with ${marker}`);
  return found;
}

/** The options of the guide's `pg_restore` line, without its database and file. */
function guideRestoreOptions(): string[] {
  const line = guideBlock("sh", "pg_restore")
    .split("\n")
    .find((text) => text.startsWith("pg_restore"))!;
  return line.split(/\s+/).filter((word) => word.startsWith("--") && !word.startsWith("--dbname"));
}

/** A whole nginx configuration around the guide's `server` (and `upstream`) blocks, in `folder`. */
function nginxConfig(blocks: string, folder: string): string {
  return [
    "events {}",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${folder}/${kind};`),
    blocks,
    "}",
  ].join("\n");
}

/** nginx run in the foreground on `folder`/nginx.conf. */
function startNginx(folder: string) {
  // Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
  const nginx = spawn(
    existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx",
    ["-p", folder, "-c", "nginx.conf", "-g", `daemon off; pid ${folder}/nginx.pid; error_log stderr;`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let errors = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return { errors: () => `nginx answers: ${errors}`, stop: () => nginx.kill("SIGTERM") };
}

/** A GET's status, 0 when nothing answers. */
const statusOf = (url: string) =>
  fetch(url, { headers: { Accept: "text/html" } }).then(
    (response) => response.status,
    () => 0,
  );

test("the guide's nginx block in front of a copy: pages, readiness and the proxy's request id", async () => {
  test.setTimeout(120_000);
  const server = await startServerProcess({ DRAIN_SECONDS: "0", TRUSTED_PROXIES: "1" });
  const folder = outputFolder("nginx");
  const port = await freePort();
  writeFileSync(
    path.join(folder, "nginx.conf"),
    nginxConfig(
      guideBlock("nginx", "proxy_pass http://127.0.0.1:3000")
        .replace("listen 443 ssl;", `listen 127.0.0.1:${port};`)
        .replace("http://127.0.0.1:3000", `http://127.0.0.1:${new URL(server.origin).port}`),
      folder,
    ),
  );
  const nginx = startNginx(folder);
  try {
    const front = `http://127.0.0.1:${port}`;
    await expect.poll(() => statusOf(`${front}/readyz`), { message: nginx.errors() }).toBe(200);
    const page = await fetch(`${front}/pricing`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    // The id nginx made for the request is the one the server logs and answers with.
    const requestId = page.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => server.output()).toContain(`"requestId":"${requestId}"`);
  } finally {
    nginx.stop();
    await server.stop();
  }
});

/** Several copies need PostgreSQL: an embedded database belongs to one process. */
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  test.describe("two copies on one PostgreSQL", () => {
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    const secret = randomBytes(32).toString("hex");
    let a: ServerProcess;
    let b: ServerProcess;
    const address = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const visitor = { "X-Forwarded-For": address };

    test.beforeAll(async () => {
      // Started at the same moment: the migrations run once, under the database's lock.
      const env = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        TRUSTED_PROXIES: "1",
        DRAIN_SECONDS: "0",
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    });
    test.afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    test("the migrations ran once, and the guide's pg_dump backs the database up", async () => {
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      try {
        const [row] = await sql<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
        const files = readdirSync("server/db/migrations").filter((name) => name.endsWith(".sql"));
        expect(row?.count).toBe(files.length);
      } finally {
        await sql.end();
      }
      const dump = path.join(outputFolder("dump"), "profit-scout.dump");
      execFileSync("pg_dump", ["--format=custom", `--file=${dump}`, databaseUrl]);
      const contents = execFileSync("pg_restore", ["--list", dump]).toString();
      expect(contents).toMatch(/TABLE public users /);
      expect(contents).toMatch(/TABLE public mail_outbox /);
    });

    test("a session made on one copy works on the other, and ends on both", async () => {
      const email = uniqueEmail("copies");
      const registered = await call(a.origin, "/api/auth/register", {
        body: { name: "Ada Lovelace", email, password: PASSWORD, acceptedTerms: true, language: "english" },
        headers: visitor,
      });
      expect(registered.status).toBe(201);
      const { accessToken } = (await registered.json()) as { accessToken: string };
      const cookie = cookieOf(registered)!;
      const bearer = { ...visitor, Authorization: `Bearer ${accessToken}` };

      expect((await call(b.origin, "/api/auth/me", { headers: bearer })).status).toBe(200);
      const refreshed = await call(b.origin, "/api/auth/refresh", {
        method: "POST",
        headers: { ...visitor, Cookie: cookie },
      });
      expect(refreshed.status).toBe(200);
      const rotated = cookieOf(refreshed)!;

      // The first cookie again, on the other copy: reuse, which ends the family everywhere.
      const reused = await call(a.origin, "/api/auth/refresh", {
        method: "POST",
        headers: { ...visitor, Cookie: cookie },
      });
      expect(reused.status).toBe(401);
      expect(
        (await call(b.origin, "/api/auth/refresh", { method: "POST", headers: { ...visitor, Cookie: rotated } }))
          .status,
      ).toBe(401);
      expect((await call(a.origin, "/api/auth/me", { headers: bearer })).status).toBe(401);

      // A new sign-in on A, signed out on B: A refuses its access token at once.
      const signedIn = await call(a.origin, "/api/auth/login", {
        body: { email, password: PASSWORD },
        headers: visitor,
      });
      const second = (await signedIn.json()) as { accessToken: string };
      const secondBearer = { ...visitor, Authorization: `Bearer ${second.accessToken}` };
      expect((await call(a.origin, "/api/auth/me", { headers: secondBearer })).status).toBe(200);
      expect(
        (
          await call(b.origin, "/api/auth/logout", {
            method: "POST",
            headers: { ...secondBearer, Cookie: cookieOf(signedIn)! },
          })
        ).status,
      ).toBe(200);
      expect((await call(a.origin, "/api/auth/me", { headers: secondBearer })).status).toBe(401);
    });

    test("failed sign-ins on both copies count together", async () => {
      const email = uniqueEmail("limits");
      const wrong = { email, password: "not the password" };
      const headers = { "X-Forwarded-For": `10.98.${Math.floor(Math.random() * 250)}.7` };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const origin = attempt % 2 ? b.origin : a.origin;
        statuses.push((await call(origin, "/api/auth/login", { body: wrong, headers })).status);
      }
      // Ten failures in a row lock the e-mail for this address, whichever copy counted them.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    test("a mail is sent once, not once per copy", async () => {
      const email = uniqueEmail("once");
      const registered = await call(b.origin, "/api/auth/register", {
        body: { name: "Grace Hopper", email, password: PASSWORD, acceptedTerms: true, language: "english" },
        headers: { "X-Forwarded-For": `10.97.${Math.floor(Math.random() * 250)}.9` },
      });
      expect(registered.status).toBe(201);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
      // Both copies poll the outbox; give them time to send it twice, which they must not.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await mailsTo(email)).toHaveLength(1);
    });

    test("the guide's dump restores into an empty database, which a copy then serves", async () => {
      const before = uniqueEmail("restored");
      const after = uniqueEmail("not-restored");
      const register = (email: string) =>
        call(a.origin, "/api/auth/register", {
          body: { name: "Mary Somerville", email, password: PASSWORD, acceptedTerms: true, language: "english" },
          headers: { "X-Forwarded-For": `10.96.${Math.floor(Math.random() * 250)}.3` },
        });
      expect((await register(before)).status).toBe(201);
      const dump = path.join(outputFolder("restore"), "profit-scout.dump");
      execFileSync("pg_dump", ["--format=custom", `--file=${dump}`, databaseUrl]);
      expect((await register(after)).status).toBe(201);

      // The guide restores with the copies stopped; here the copies keep the test's own
      // database, and the restore goes into a new one that no copy uses yet.
      const target = new URL(databaseUrl);
      const name = `restore_${randomBytes(4).toString("hex")}`;
      target.pathname = `/${name}`;
      const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`).catch((error: unknown) => {
        throw new Error(`creating a database for the restore needs CREATEDB for the test role (.ci/run): ${error}`);
      });
      let copy: ServerProcess | undefined;
      try {
        execFileSync("pg_restore", [...guideRestoreOptions(), `--dbname=${target.href}`, dump]);
        copy = await startServerProcess({ DATABASE_URL: target.href, JWT_SECRET: secret, TRUSTED_PROXIES: "1" });
        const signIn = (email: string) =>
          call(copy!.origin, "/api/auth/login", { body: { email, password: PASSWORD }, headers: visitor });
        expect((await signIn(before)).status).toBe(200);
        expect((await signIn(after)).status).toBe(401);
      } finally {
        await copy?.stop();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });

    test("the guide's upstream block in front of both copies: stopping one under load loses no request", async () => {
      const folder = outputFolder("upstream");
      const port = await freePort();
      writeFileSync(
        path.join(folder, "nginx.conf"),
        nginxConfig(
          guideBlock("nginx", "upstream profit_scout")
            .replace("listen 443 ssl;", `listen 127.0.0.1:${port};`)
            .replace("127.0.0.1:3001", `127.0.0.1:${new URL(a.origin).port}`)
            .replace("127.0.0.1:3002", `127.0.0.1:${new URL(b.origin).port}`),
          folder,
        ),
      );
      const nginx = startNginx(folder);
      try {
        const front = `http://127.0.0.1:${port}`;
        await expect.poll(() => statusOf(`${front}/readyz`), { message: nginx.errors() }).toBe(200);
        const statuses: number[] = [];
        let running = true;
        const visit = async () => {
          while (running) statuses.push(await statusOf(`${front}/pricing`));
        };
        const visitors = Array.from({ length: 4 }, visit);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await a.stop();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        running = false;
        await Promise.all(visitors);
        expect(statuses.length).toBeGreaterThan(20);
        expect(statuses.filter((status) => status !== 200)).toEqual([]);
      } finally {
        nginx.stop();
      }
    });
  });
}
