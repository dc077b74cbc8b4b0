import { describe, expect, test } from "vitest";
import { pageQuery } from "./page-query";

describe("the query a page reads", () => {
  test("keeps known parameters with known values and drops everything else", () => {
    expect(pageQuery("/login", new URLSearchParams("mode=register&utm_source=x"))).toBe("?mode=register");
    expect(pageQuery("/de/login", new URLSearchParams("mode=other"))).toBe("");
    expect(pageQuery("/pricing", new URLSearchParams("mode=register"))).toBe("");
  });

  test("passes a reset link's token whatever it holds, within a length", () => {
    expect(pageQuery("/de/reset-password", new URLSearchParams("token=abc_DEF-123&x=1"))).toBe("?token=abc_DEF-123");
    expect(pageQuery("/reset-password", new URLSearchParams(`token=${"a".repeat(201)}`))).toBe("");
  });

  test("passes the token of a link that confirms a new e-mail address the same way", () => {
    expect(pageQuery("/confirm-email", new URLSearchParams("token=abc_DEF-123&utm_source=x"))).toBe(
      "?token=abc_DEF-123",
    );
    expect(pageQuery("/de/confirm-email", new URLSearchParams(`token=${"a".repeat(201)}`))).toBe("");
  });

  test("passes the dashboard's list parameters in the order the contact list writes them", () => {
    expect(pageQuery("/de/admin/contacts", new URLSearchParams("page=2&q=ada&sort=name&utm_source=x&tag="))).toBe(
      "?q=ada&tag=&sort=name&page=2",
    );
    expect(pageQuery("/admin/audit", new URLSearchParams("page=3&q=ada"))).toBe("?page=3");
    expect(pageQuery("/admin/tags", new URLSearchParams("rename=abc"))).toBe("?rename=abc");
    expect(pageQuery("/admin", new URLSearchParams("page=2"))).toBe("");
  });

  test("passes what was searched for at any length: the search page cuts it and says so", () => {
    expect(pageQuery("/de/search", new URLSearchParams("q=Börse&utm_source=x"))).toBe("?q=B%C3%B6rse");
    const long = "a ".repeat(300);
    expect(pageQuery("/search", new URLSearchParams({ q: long }))).toBe(
      `?${new URLSearchParams({ q: long }).toString()}`,
    );
  });
});
