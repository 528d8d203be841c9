import { describe, expect, it } from "vitest";
import { verifyWebhook } from "../../src/index.js";

const TOKEN = "c6b8f0e2-verification-token";

describe("verifyWebhook", () => {
  it.each([
    { name: "fetch Headers", headers: new Headers({ "X-Verification-Token": TOKEN }) },
    {
      name: "Node headers (lower case)",
      headers: { "x-verification-token": TOKEN, "content-type": "application/json" },
    },
    { name: "a record in another case", headers: { "X-Verification-Token": TOKEN } },
    { name: "a one-value array", headers: { "x-verification-token": [TOKEN] } },
  ])("accepts the subscription's token in $name", ({ headers }) => {
    expect(verifyWebhook(headers, TOKEN)).toBe(true);
  });

  it.each([
    { name: "no header", headers: {} },
    { name: "an empty header", headers: { "x-verification-token": "" } },
    { name: "another token of the same length", headers: { "x-verification-token": `${TOKEN.slice(0, -1)}X` } },
    { name: "a prefix of the token", headers: { "x-verification-token": TOKEN.slice(0, 10) } },
    { name: "the token plus more", headers: { "x-verification-token": `${TOKEN}x` } },
    { name: "the token in another header", headers: { authorization: TOKEN } },
    { name: "two values", headers: { "x-verification-token": [TOKEN, TOKEN] } },
    {
      name: "the header twice in two cases",
      headers: { "x-verification-token": TOKEN, "X-Verification-Token": TOKEN },
    },
    {
      name: "fetch Headers with the token appended twice",
      headers: new Headers([
        ["x-verification-token", TOKEN],
        ["x-verification-token", TOKEN],
      ]),
    },
  ])("rejects $name", ({ headers }) => {
    expect(verifyWebhook(headers, TOKEN)).toBe(false);
  });

  it("refuses an empty expected token (a misconfiguration, never a match)", () => {
    expect(() => verifyWebhook({ "x-verification-token": "" }, "")).toThrow(TypeError);
  });
});
