import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { clientAddress, ipv6Network, normalizeAddress, rateLimitAddress, rateLimitNetworks } from "./client-address";

/** Answers with the address clientAddress() finds, given a fake socket address. */
async function addressOf(trustedProxies: number, socket: string, forwardedFor?: string) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
  const env = { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: "IPv4" } } };
  const response = await app.request("/", { headers }, env);
  return response.text();
}

describe("client address", () => {
  test("is the socket's address when no proxy is trusted, whatever X-Forwarded-For claims", async () => {
    expect(await addressOf(0, "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  test("is the entry the trusted proxies wrote, not what the client claimed before them", async () => {
    expect(await addressOf(1, "10.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(1, "10.0.0.1", "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(2, "10.0.0.1", "6.6.6.6, 198.51.100.1, 10.0.0.2")).toBe("198.51.100.1");
  });

  test("falls back to the socket when the header is missing or not an address", async () => {
    expect(await addressOf(1, "10.0.0.1")).toBe("10.0.0.1");
    expect(await addressOf(1, "10.0.0.1", "not-an-ip")).toBe("10.0.0.1");
  });

  test("treats IPv4-mapped IPv6 as IPv4 and counts IPv6 by its /64 network", () => {
    expect(normalizeAddress("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitAddress("192.0.2.7")).toBe("192.0.2.7");
    expect(rateLimitAddress("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(rateLimitAddress("2001:db8:1:2::ffff")).toBe(rateLimitAddress("2001:db8:1:2:ffff:ffff:ffff:1"));
    expect(rateLimitAddress("::1")).toBe("0000:0000:0000:0000::/64");
  });

  test("IPv6 addresses are also counted by their /56 and /48 at looser limits", () => {
    expect(ipv6Network("2001:db8:1:2ab:ffff::1", 56)).toBe("2001:0db8:0001:0200::/56");
    expect(ipv6Network("2001:db8:1:2ab:ffff::1", 48)).toBe("2001:0db8:0001::/48");
    expect(rateLimitNetworks("2001:db8:1:2ab::1")).toEqual([
      { key: "2001:0db8:0001:02ab::/64", factor: 1 },
      { key: "2001:0db8:0001:0200::/56", factor: 4 },
      { key: "2001:0db8:0001::/48", factor: 16 },
    ]);
    expect(rateLimitNetworks("192.0.2.7")).toEqual([{ key: "192.0.2.7", factor: 1 }]);
  });
});
