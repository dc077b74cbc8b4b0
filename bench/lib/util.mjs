// Small helpers shared by the benchmark modules: logging, statistics, ports, child
// processes (always in their own process group, so they can be stopped with their children),
// and raw HTTP requests that count the bytes as they travel (no transparent decoding).
import { spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";

const started = Date.now();

export function log(...parts) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[bench ${seconds}s]`, ...parts);
}

export function median(values) {
  const numbers = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the value, or rejects after ms with a labelled error. */
export function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One HTTP/1.1 GET (or other method) with node:http. `bytes` is the size of the body as
 * it came over the wire (still compressed when the server compressed it).
 */
export function rawRequest(url, { method = "GET", headers = {}, body, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: response.statusCode,
          headers: response.headers,
          bytes: buffer.length,
          headerBytes: headerBytes(response),
          body: buffer,
        });
      });
      response.on("error", reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`${method} ${url} timed out`)));
    request.on("error", reject);
    if (body) request.write(body);
    request.end();
  });
}

/** The size of a response's status line and headers as they came over the wire (HTTP/1.1). */
function headerBytes(response) {
  let bytes = `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    bytes += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
  return bytes;
}

/** Polls url until it answers 2xx, the child exits, or timeoutMs passes. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await rawRequest(url, { timeoutMs: 2_000 });
      if (response.status >= 200 && response.status < 300) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s (${lastError})`);
}

/** Children started by the harness, stopped by stopChild/stopAllChildren. */
const children = new Set();

/**
 * Starts a command in its own process group and keeps the last ~64 KB of its output.
 * `output()` returns that tail.
 */
export function startChild(command, args, { cwd, env, echo = false } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-65_536);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.output = () => tail;
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  child.on("error", (error) => keep(`\n[spawn error] ${error.message}\n`));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to the child's process group, SIGKILL after graceMs. */
export async function stopChild(child, graceMs = 8_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, "SIGTERM");
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
  await child.exited;
  clearTimeout(timer);
}

export async function stopAllChildren() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** Synchronous last resort (process 'exit'): signal every child group that is still there. */
export function killAllChildrenNow(signal = "SIGTERM") {
  for (const child of children) signalGroup(child, signal);
}

/** Runs a command to completion and times it; never throws for a non-zero exit. */
export async function timeCommand(command, args, { cwd, env, echo = true } = {}) {
  const start = process.hrtime.bigint();
  const child = startChild(command, args, { cwd, env, echo });
  const { code, signal } = await child.exited;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ok: code === 0, exitCode: code, signal, ms, outputTail: stripAnsi(child.output()).slice(-4_000) };
}

// eslint-disable-next-line no-control-regex
export const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "");

export const kb = (bytes) => (bytes == null ? null : bytes / 1000);
