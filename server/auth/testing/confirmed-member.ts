import { expect } from "vitest";
import type { Database } from "../../db";
import { markAddressConfirmed } from "../routes/address-confirm";
import type { CallResult, TestClient } from "../../api/testing/test-client";

/** Registers a member whose address counts as confirmed, as after opening the welcome mail's link. */
export async function registerConfirmed(client: TestClient, db: Database, body: object): Promise<CallResult> {
  const registered = await client.call("/register", { body });
  expect(registered.status).toBe(201);
  await markAddressConfirmed(db, (registered.json.user as { id: string }).id, new Date());
  return registered;
}
