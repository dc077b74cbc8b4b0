import { describe, expect, test } from "vitest";
import { rememberedPerHeader } from "./remembered";

describe("rememberedPerHeader", () => {
  test("reads each distinct header once, and forgets all when full instead of growing", () => {
    const read: string[] = [];
    const length = rememberedPerHeader((header) => {
      read.push(header);
      return header.length;
    }, 2);
    expect([length("gzip"), length("gzip"), length("br")]).toEqual([4, 4, 2]);
    expect(read).toEqual(["gzip", "br"]);
    // A third header empties the memory: "gzip" is read again afterwards.
    expect([length("identity"), length("gzip")]).toEqual([8, 4]);
    expect(read).toEqual(["gzip", "br", "identity", "gzip"]);
  });
});
