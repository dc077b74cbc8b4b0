import { describe, expect, test } from "vitest";
import { contactQueryString, readContactQuery } from "./contact-filter";
import { LIST_PAGE_MAX } from "./page-params";

const TAG = "0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a11";
const read = (search: string) => readContactQuery(new URLSearchParams(search));

describe("readContactQuery", () => {
  test("keeps what the list API accepts and round-trips through the address", () => {
    const query = read(`q=Jana&tag=${TAG}&language=german&subscription=active&sort=name&order=asc&page=3`);
    expect(query).toEqual({
      q: "Jana",
      tag: TAG,
      language: "german",
      subscription: "active",
      sort: "name",
      order: "asc",
      page: 3,
    });
    expect(read(contactQueryString(query))).toEqual(query);
  });

  test("drops what the API would refuse, so an odd address still shows a list", () => {
    expect(read("tag=abc").tag).toBeUndefined();
    expect(read("tag=0b9c4a51-3a4a-4c8e-9d53-0f6a3c7e2a1").tag).toBeUndefined();
    expect(read("page=99999999999").page).toBe(LIST_PAGE_MAX);
    expect(read("page=-4").page).toBe(1);
    // As every list of the dashboard and its pager read a page (listPage).
    expect(read("page=2.5").page).toBe(2);
    expect(read("page=zwei").page).toBe(1);
    expect(read("sort=password&order=sideways")).toEqual({ sort: "createdAt", order: "desc", page: 1 });
  });

  test("reads a sign-up range typed backwards forwards", () => {
    expect(read("from=2026-11-20&to=2026-11-01")).toMatchObject({ from: "2026-11-01", to: "2026-11-20" });
    expect(read("from=2026-11-01&to=2026-11-20")).toMatchObject({ from: "2026-11-01", to: "2026-11-20" });
  });
});
