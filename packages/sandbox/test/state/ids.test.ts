import { describe, expect, it } from "vitest";
import { nameGuid, newGuid } from "../../src/state/ids.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  it("makes random guids", () => {
    expect(newGuid()).toMatch(UUID);
    expect(newGuid()).not.toBe(newGuid());
  });
});
