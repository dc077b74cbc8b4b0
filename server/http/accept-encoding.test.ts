import { describe, expect, test } from "vitest";
import { acceptsEncoding, pickEncoding } from "./accept-encoding";

describe("Accept-Encoding", () => {
  test("a listed coding is accepted, an unlisted one is not", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
    expect(acceptsEncoding("", "gzip")).toBe(false);
  });

  test("q=0 refuses a coding, in any spelling of zero", () => {
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("gzip; q=0.000", "gzip")).toBe(false);
    expect(acceptsEncoding("GZIP;Q=0.5", "gzip")).toBe(true);
  });

  test("'*' covers codings not named, and a named coding wins over it", () => {
    expect(acceptsEncoding("*", "gzip")).toBe(true);
    expect(acceptsEncoding("*;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("gzip;q=0, *", "gzip")).toBe(false);
    expect(acceptsEncoding("br, *;q=0", "gzip")).toBe(false);
  });

  test("a name that only contains the coding is not the coding", () => {
    expect(acceptsEncoding("x-gzip-like", "gzip")).toBe(false);
    expect(acceptsEncoding("brotli", "br")).toBe(false);
  });

  test("the server's preference decides among accepted codings", () => {
    expect(pickEncoding("gzip, br", ["br", "gzip"])).toBe("br");
    expect(pickEncoding("gzip, br;q=0", ["br", "gzip"])).toBe("gzip");
    expect(pickEncoding("identity", ["br", "gzip"])).toBeUndefined();
  });
});
