import { describe, expect, test } from "vitest";
import { DEFAULT_BILLING_OPTION, priceFor } from "./pricing";

describe("pricing", () => {
  test.each([
    ["basic", "monthly", 107, 107],
    ["basic", "yearly", 81, 972],
    ["basic", "btc-yearly", 70, 840],
    ["pro", "monthly", 299, 299],
    ["pro", "yearly", 227, 2724],
    ["pro", "btc-yearly", 194, 2328],
  ] as const)("%s billed %s costs %i € a month and %i € per charge", (plan, option, monthly, charged) => {
    expect(priceFor(plan, option)).toMatchObject({ monthly, charged });
  });

  test("only the yearly options are billed annually and carry a discount", () => {
    expect(priceFor("pro", "monthly")).toMatchObject({ billedAnnually: false, discountPercent: 0 });
    expect(priceFor("pro", "yearly")).toMatchObject({ billedAnnually: true, discountPercent: 24 });
    expect(priceFor("basic", "btc-yearly")).toMatchObject({ billedAnnually: true, discountPercent: 35 });
  });

  test("monthly billing is the default", () => {
    expect(DEFAULT_BILLING_OPTION).toBe("monthly");
  });
});
