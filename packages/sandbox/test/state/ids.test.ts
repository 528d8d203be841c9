import { describe, expect, it } from "vitest";
import { nameGuid, newGuid } from "../../src/state/ids.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("ids", () => {
  it("derives the same version-5-style guid from the same name, another from another name", () => {
    const a = nameGuid("org", "client-a");
    expect(a).toMatch(UUID);
    expect(a[14]).toBe("5");
    expect("89ab").toContain(a[19]);
    expect(nameGuid("org", "client-a")).toBe(a);
    expect(nameGuid("org", "client-b")).not.toBe(a);
    expect(nameGuid("user", "client-a")).not.toBe(a);
  });

  it("makes random version-4 guids, all distinct, across many refills of its random pool", () => {
    const guids = Array.from({ length: 10_000 }, () => newGuid());
    for (const guid of guids) expect(guid).toMatch(UUID_V4);
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("uses every hex digit in every random position (no stuck bits)", () => {
    const seen = Array.from({ length: 36 }, () => new Set<string>());
    for (let count = 0; count < 2000; count++) {
      for (const [position, character] of [...newGuid()].entries()) seen[position]?.add(character);
    }
    const fixed = new Map([
      [8, "-"],
      [13, "-"],
      [14, "4"],
      [18, "-"],
      [23, "-"],
    ]);
    seen.forEach((characters, position) => {
      if (fixed.has(position)) expect([...characters]).toEqual([fixed.get(position)]);
      else if (position === 19) expect([...characters].sort().join("")).toBe("89ab");
      else expect(characters.size).toBe(16);
    });
  });
});
