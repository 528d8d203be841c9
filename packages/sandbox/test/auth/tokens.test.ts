import { describe, expect, it } from "vitest";
import { MAX_TOKENS_PER_CLIENT, parseBearer, TokenStore } from "../../src/auth/tokens.js";
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

describe("TokenStore bounds", () => {
  const other = { ...client, clientId: "b", orgGuid: "p" };

  it("keeps at most the cap of live tokens per client: the next revokes the oldest, other clients keep theirs", () => {
    const store = new TokenStore(() => new ManualClock(0), 3600, new Set(), 3);
    const theirs = store.issue(other);
    const issued = [store.issue(client), store.issue(client), store.issue(client)];
    expect(issued.every((token) => store.verify(token.accessToken) !== undefined)).toBe(true);
    expect(store.size).toBe(4);
    const fourth = store.issue(client);
    expect(store.verify(issued[0]?.accessToken ?? "")).toBeUndefined();
    for (const token of [issued[1], issued[2], fourth, theirs])
      expect(store.verify(token?.accessToken ?? "")).toBeDefined();
    expect(store.size).toBe(4);
  });

  it("holds no more than the cap however many tokens are asked for", () => {
    const store = new TokenStore(() => new ManualClock(0), 3600);
    for (let index = 0; index < MAX_TOKENS_PER_CLIENT * 3; index++) store.issue(client);
    expect(store.size).toBe(MAX_TOKENS_PER_CLIENT);
  });

  it("drops a client's expired tokens when it is issued a new one, and keeps the live ones", () => {
    const clock = new ManualClock(0);
    const store = new TokenStore(() => clock, 10);
    for (let index = 0; index < 5; index++) store.issue(client);
    clock.advance(5_000);
    const live = store.issue(client);
    clock.advance(5_000);
    const fresh = store.issue(client);
    expect(store.size).toBe(2);
    expect(store.verify(live.accessToken)).toBeDefined();
    expect(store.verify(fresh.accessToken)).toBeDefined();
  });

  it("keeps every token, up to the cap, under the token-never-expires fault", () => {
    const clock = new ManualClock(0);
    const store = new TokenStore(() => clock, 10, new Set(["token-never-expires"]), 3);
    const first = store.issue(client);
    clock.advance(60_000);
    store.issue(client);
    expect(store.verify(first.accessToken)).toBeDefined();
    expect(store.size).toBe(2);
  });
});
