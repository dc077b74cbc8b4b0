import { describe, expect, test } from "vitest";
import { mailboxKey } from "./rate-limit";

describe("mailboxKey", () => {
  test("one mailbox however the address is written", () => {
    expect(mailboxKey("Ada+News@Example.COM")).toBe("ada@example.com");
    expect(mailboxKey(" ada@example.com ")).toBe("ada@example.com");
    expect(mailboxKey("ada+a+b@example.com")).toBe("ada@example.com");
  });

  test("an address that is only a tag, or no address, stays as written", () => {
    expect(mailboxKey("+tag@example.com")).toBe("+tag@example.com");
    expect(mailboxKey("not-an-address")).toBe("not-an-address");
  });
});
