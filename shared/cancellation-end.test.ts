import { describe, expect, test } from "vitest";
import {
  addMonths,
  addMonthsToTermEnd,
  berlinDay,
  type ContractTerm,
  endDateOf,
  endOfBerlinDay,
  endUnderTerms,
  renewalMonths,
  firstTermEndMoment,
  termMonthsOf,
} from "./cancellation-end";

const yearly = (party: ContractTerm["party"], firstTermEnd = "2026-12-31"): ContractTerm => ({
  termMonths: 12,
  firstTermEnd,
  party,
});
const monthly = (party: ContractTerm["party"], firstTermEnd: string): ContractTerm => ({
  termMonths: 1,
  firstTermEnd,
  party,
});

describe("one month after a day (§ 188 BGB)", () => {
  test.each([
    ["2026-03-15", "2026-04-15"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2028-02-29", "2028-03-29"],
    ["2026-03-31", "2026-04-30"],
    ["2026-12-15", "2027-01-15"],
  ])("%s plus a month is %s", (day, expected) => {
    expect(addMonths(day, 1)).toBe(expected);
  });

  test("a leap day plus a year is 28 February", () => {
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
  });

  test("a term ending on a month's last day ends on the last day of later months too", () => {
    expect(addMonthsToTermEnd("2026-06-30", 6)).toBe("2026-12-31");
    expect(addMonthsToTermEnd("2026-12-31", 6)).toBe("2027-06-30");
    expect(addMonthsToTermEnd("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonthsToTermEnd("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsToTermEnd("2026-02-28", 1)).toBe("2026-03-31");
    expect(addMonthsToTermEnd("2026-05-15", 1)).toBe("2026-06-15");
  });
});

describe("the day the contract ends under the terms", () => {
  test("in the initial term, with 14 days' notice: its end (5.1)", () => {
    expect(endUnderTerms(yearly("consumer"), "2026-03-01", "ordinary")).toEqual({
      date: "2026-12-31",
      rule: "first_term",
    });
    // Exactly 14 days before is in time.
    expect(endUnderTerms(yearly("consumer"), "2026-12-17", "ordinary")).toEqual({
      date: "2026-12-31",
      rule: "first_term",
    });
    expect(endUnderTerms(yearly("entrepreneur"), "2026-12-17", "ordinary").date).toBe("2026-12-31");
  });

  test("a consumer too late for the initial term, or after it: one month after the declaration arrived (5.2)", () => {
    expect(endUnderTerms(yearly("consumer"), "2026-12-18", "ordinary")).toEqual({
      date: "2027-01-18",
      rule: "one_month",
    });
    expect(endUnderTerms(yearly("consumer"), "2027-03-31", "ordinary")).toEqual({
      date: "2027-04-30",
      rule: "one_month",
    });
    expect(endUnderTerms(monthly("consumer", "2028-01-31"), "2028-01-31", "ordinary").date).toBe("2028-02-29");
  });

  test("an entrepreneur too late: the end of the renewal period the notice still reaches (5.2)", () => {
    // Yearly renews by half a year.
    expect(renewalMonths(12)).toBe(6);
    expect(renewalMonths(6)).toBe(3);
    expect(renewalMonths(3)).toBe(1);
    expect(endUnderTerms(yearly("entrepreneur"), "2026-12-18", "ordinary")).toEqual({
      date: "2027-06-30",
      rule: "renewal",
    });
    expect(endUnderTerms(yearly("entrepreneur"), "2027-06-16", "ordinary").date).toBe("2027-06-30");
    expect(endUnderTerms(yearly("entrepreneur"), "2027-06-17", "ordinary").date).toBe("2027-12-31");
    // Monthly renews by a month.
    expect(endUnderTerms(monthly("entrepreneur", "2026-02-28"), "2026-02-20", "ordinary")).toEqual({
      date: "2026-03-31",
      rule: "renewal",
    });
    expect(endUnderTerms(monthly("entrepreneur", "2028-01-31"), "2028-02-15", "ordinary").date).toBe("2028-02-29");
    expect(endUnderTerms(monthly("entrepreneur", "2028-01-31"), "2028-02-16", "ordinary").date).toBe("2028-03-31");
  });

  test("an extraordinary cancellation: as soon as possible, no day set", () => {
    expect(endUnderTerms(yearly("consumer"), "2026-03-01", "extraordinary")).toEqual({
      date: null,
      rule: "extraordinary",
    });
  });

  test("a later day the sender asked for is kept; an earlier one gives way to the terms", () => {
    const underTerms = { date: "2026-12-31", rule: "first_term" } as const;
    expect(endDateOf(underTerms, "2027-03-31")).toBe("2027-03-31");
    expect(endDateOf(underTerms, "2026-06-30")).toBe("2026-12-31");
    expect(endDateOf(underTerms, null)).toBe("2026-12-31");
    expect(endDateOf({ date: null, rule: "extraordinary" }, null)).toBeNull();
  });
});

describe("the day in Berlin", () => {
  test("a declaration late on New Year's Eve in UTC arrived on the next Berlin day", () => {
    expect(berlinDay(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(berlinDay(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(berlinDay(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
    expect(berlinDay(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });

  test.each([
    ["2026-12-31", "2026-12-31T23:00:00.000Z"],
    ["2026-06-30", "2026-06-30T22:00:00.000Z"],
    // The night summer time starts (29 March 2026) and ends (25 October 2026).
    ["2026-03-28", "2026-03-28T23:00:00.000Z"],
    ["2026-03-29", "2026-03-29T22:00:00.000Z"],
    ["2026-10-24", "2026-10-24T22:00:00.000Z"],
    ["2026-10-25", "2026-10-25T23:00:00.000Z"],
    ["2028-02-29", "2028-02-29T23:00:00.000Z"],
  ])("a contract ending on %s ends at %s", (day, moment) => {
    expect(endOfBerlinDay(day).toISOString()).toBe(moment);
  });
});

describe("the initial term's end, as the contract confirmation and the cancellation both state it", () => {
  test.each([
    ["2026-01-31T10:15:00.000Z", "monthly", "2026-02-28T10:15:00.000Z"],
    ["2028-01-31T10:15:00.000Z", "monthly", "2028-02-29T10:15:00.000Z"],
    ["2026-11-27T12:02:00.000Z", "monthly", "2026-12-27T12:02:00.000Z"],
    ["2028-02-29T08:00:00.000Z", "yearly", "2029-02-28T08:00:00.000Z"],
    ["2026-03-15T08:00:00.000Z", "btc-yearly", "2027-03-15T08:00:00.000Z"],
  ])("a subscription started %s (%s) ends its first term at %s", (start, billing, end) => {
    expect(firstTermEndMoment(new Date(start), termMonthsOf(billing)).toISOString()).toBe(end);
  });
});
