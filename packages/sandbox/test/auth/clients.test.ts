import { describe, expect, it } from "vitest";
import { ClientRegistry, parseBasicAuth, secretsEqual } from "../../src/auth/clients.js";

const b64 = (text: string) => Buffer.from(text).toString("base64");

describe("parseBasicAuth", () => {
  it.each([
    [`Basic ${b64("id:secret")}`, { clientId: "id", clientSecret: "secret" }],
    [`basic ${b64("id:se:cr:et")}`, { clientId: "id", clientSecret: "se:cr:et" }],
    [`Basic ${b64("id:")}`, { clientId: "id", clientSecret: "" }],
    [`Basic ${b64(":secret")}`, undefined],
    [`Basic ${b64("nocolon")}`, undefined],
    ["Basic !!!", undefined],
    [`Bearer ${b64("id:secret")}`, undefined],
    [undefined, undefined],
  ])("reads %s", (header, expected) => {
    expect(parseBasicAuth(header)).toEqual(expected);
  });
});

describe("ClientRegistry", () => {
  const registry = new ClientRegistry([
    { clientId: "a", clientSecret: "secret-a", orgGuid: "o-a", userGuid: "u-a" },
    { clientId: "b", clientSecret: "secret-b", orgGuid: "o-b", userGuid: "u-b" },
  ]);

  it.each([
    ["a", "secret-a", "o-a"],
    ["b", "secret-b", "o-b"],
    ["a", "secret-b", undefined],
    ["a", "secret-a ", undefined],
    ["c", "secret-a", undefined],
    ["", "", undefined],
  ])("authenticates %s with its own secret only", (id, secret, org) => {
    expect(registry.authenticate(id, secret)?.orgGuid).toBe(org);
  });

  it("compares secrets of any length", () => {
    expect(secretsEqual("x", "x")).toBe(true);
    expect(secretsEqual("x", "xx")).toBe(false);
  });
});
