import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { STRIPE_PORTAL_ORIGIN } from "@shared/site.config";
import type { StripeApiSettings } from "../stripe-api";

export interface FakeStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for Stripe's API on a local port, reached through the `stripe` package's host
 * setting: it answers subscription updates and customer-portal sessions as Stripe does and
 * records every call. `failing` makes it answer 500, as Stripe does when it is in trouble.
 * A portal session's address is on Stripe's portal origin and carries the customer and the
 * return address, for a test to show as the portal would.
 */
export async function startFakeStripe({ port: wanted = 0 }: { port?: number } = {}) {
  const calls: FakeStripeCall[] = [];
  const state = { failing: false };
  let portals = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        form,
      });
      response.setHeader("Content-Type", "application/json");
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(request.url ?? "");
      if (state.failing) {
        response.writeHead(500).end(JSON.stringify({ error: { type: "api_error", message: "Something went wrong." } }));
      } else if (request.method === "POST" && request.url === "/v1/billing_portal/sessions") {
        const id = `bps_${(portals += 1)}`;
        response.writeHead(200).end(
          JSON.stringify({
            id,
            object: "billing_portal.session",
            customer: form.get("customer"),
            return_url: form.get("return_url"),
            // Where Stripe's portal opens; what it shows is the test's to fake (the page is Stripe's).
            url: `${STRIPE_PORTAL_ORIGIN}/p/session/test_${id}?${new URLSearchParams({
              fake_customer: form.get("customer") ?? "",
              fake_return_url: form.get("return_url") ?? "",
            }).toString()}`,
          }),
        );
      } else if (request.method === "POST" && subscription) {
        response.writeHead(200).end(
          JSON.stringify({
            id: subscription[1],
            object: "subscription",
            status: "active",
            cancel_at_period_end: form.get("cancel_at_period_end") === "true",
            cancel_at: form.has("cancel_at") ? Number(form.get("cancel_at")) : null,
          }),
        );
      } else {
        response
          .writeHead(404)
          .end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such route." } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const settings: StripeApiSettings = { secretKey: "sk_test_fake_stripe", host: "127.0.0.1", port, protocol: "http" };
  return {
    settings,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
