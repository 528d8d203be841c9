import { describe, expect, it } from "vitest";
import { parseBearer, TokenStore } from "../../src/auth/tokens.js";
import { ManualClock } from "../../src/clock.js";

const client = { clientId: "a", clientSecret: "client-secret-value", orgGuid: "o", userGuid: "u" };

describe("TokenStore", () => {
  it("issues distinct opaque tokens that verify until their expiry on the clock", () => {
    const clock = new ManualClock(0);
    const store = new TokenStore(() => clock, 10);
    const first = store.issue(client);
    const second = store.issue(client);
    expect(first.accessToken).not.toBe(second.accessToken);
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.accessToken).not.toContain(client.clientSecret);
    expect(first.expiresAt).toBe(10_000);
    clock.advance(9_999);
    expect(store.verify(first.accessToken)?.client).toBe(client);
    clock.advance(1);
    expect(store.verify(first.accessToken)).toBeUndefined();
    expect(store.verify("made-up")).toBeUndefined();
  });

  it("expires each organisation's tokens by that organisation's own clock", () => {
    const clocks = { o: new ManualClock(0), p: new ManualClock(0) };
    const store = new TokenStore((orgGuid) => clocks[orgGuid as "o" | "p"], 10);
    const mine = store.issue(client);
    const theirs = store.issue({ ...client, clientId: "b", orgGuid: "p" });
    clocks.o.advance(10_000);
    expect(store.verify(mine.accessToken)).toBeUndefined();
    expect(store.verify(theirs.accessToken)?.client.orgGuid).toBe("p");
    clocks.p.advance(10_000);
    expect(store.verify(theirs.accessToken)).toBeUndefined();
  });
});

describe("parseBearer", () => {
  it.each([
    ["Bearer abc.def", "abc.def"],
    ["bearer abc", "abc"],
    ["Bearer  abc  ", "abc"],
    ["Bearer", undefined],
    ["Bearer a b", undefined],
    ["Basic abc", undefined],
    [undefined, undefined],
  ])("reads %s", (header, token) => {
    expect(parseBearer(header)).toBe(token);
  });
});
