import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { forwardedEntries } from "../http/forwarded";
import { IPV6_WIDER_NETWORKS } from "./constants";

/**
 * The client's address: the socket's, unless `trustedProxies` reverse proxies stand in
 * front, in which case it is the entry of X-Forwarded-For that the outermost trusted proxy
 * wrote (entries further left are whatever the client claimed and are ignored).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  let socketAddress = "unknown";
  try {
    socketAddress = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (an in-process request): no socket to ask.
  }
  if (trustedProxies <= 0) return normalizeAddress(socketAddress);

  const forwarded = forwardedEntries(c.req.header("x-forwarded-for"));
  const chain = [...forwarded, socketAddress];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? socketAddress;
  return normalizeAddress(isIP(candidate) ? candidate : socketAddress);
}

/** IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) become plain IPv4. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function expandIpv6(address: string): string[] {
  let text = address.split("%")[0] ?? "";
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = "", right] = text.split("::");
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const middle = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill("0");
  return [...head, ...middle, ...tail].map((group) => group.toLowerCase().padStart(4, "0"));
}

/**
 * What rate limits count by: an IPv4 address, or the /64 network of an IPv6 address (one
 * household or server usually holds a whole /64, so single addresses are cheap to change).
 */
export function rateLimitAddress(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
}

/** The IPv6 network of an address with a prefix length that is a multiple of 8, as text (`2001:0db8:0001:0200::/56`). */
export function ipv6Network(address: string, prefixLength: number): string {
  const hex = expandIpv6(address)
    .join("")
    .slice(0, prefixLength / 4)
    .padEnd(32, "0");
  const groups = Array.from({ length: 8 }, (_, index) => hex.slice(index * 4, index * 4 + 4));
  const significant = groups.slice(0, Math.ceil(prefixLength / 16));
  return `${significant.join(":")}::/${prefixLength}`;
}

/**
 * Every key a per-address limit counts an address under, with the multiple of the limit
 * that applies to it: the address (IPv4) or /64, and for IPv6 its wider networks too.
 */
export function rateLimitNetworks(address: string): { key: string; factor: number }[] {
  const own = { key: rateLimitAddress(address), factor: 1 };
  if (isIP(address) !== 6) return [own];
  return [
    own,
    ...IPV6_WIDER_NETWORKS.map(({ prefixLength, factor }) => ({ key: ipv6Network(address, prefixLength), factor })),
  ];
}
