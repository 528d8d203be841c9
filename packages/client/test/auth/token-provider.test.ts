/** The token cache on its own: first use, renewal margin, single flight, replacement after a 401, failures. */
import { describe, expect, it } from "vitest";
import { type IssuedToken, TokenProvider } from "../../src/auth/token-provider.js";

/** A token source that counts its calls and issues `t1`, `t2`... lasting `lifetimeSeconds`; settles on demand. */
function tokenSource(lifetimeSeconds = 100) {
  let calls = 0;
  const waiting: Array<() => void> = [];
  const fetchToken = () =>
    new Promise<IssuedToken>((resolve) => {
      calls += 1;
      const accessToken = `t${calls}`;
      waiting.push(() => resolve({ accessToken, expiresInSeconds: lifetimeSeconds }));
    });
  return {
    fetchToken,
    calls: () => calls,
    /** Settles every pending token request. */
    release: () => {
      for (const settle of waiting.splice(0)) settle();
    },
  };
}

function provider(source: ReturnType<typeof tokenSource>, clock: { now: number }, refreshMarginMs = 10_000) {
  return new TokenProvider(source.fetchToken, { refreshMarginMs, now: () => clock.now });
}

async function settled<T>(promise: Promise<T>, source: ReturnType<typeof tokenSource>): Promise<T> {
  await Promise.resolve();
  source.release();
  return promise;
}

describe("TokenProvider", () => {
  it("fetches on first use and serves the cached token until the renewal point", async () => {
    const source = tokenSource(100);
    const clock = { now: 0 };
    const tokens = provider(source, clock);
    expect(await settled(tokens.get(), source)).toBe("t1");
    clock.now = 89_999; // lifetime 100 s - margin 10 s = renew at 90 s
    expect(await tokens.get()).toBe("t1");
    expect(source.calls()).toBe(1);
    clock.now = 90_000;
    expect(await settled(tokens.get(), source)).toBe("t2");
    expect(source.calls()).toBe(2);
  });

  it("current() gives the cached token without fetching, and nothing once it is due for renewal", async () => {
    const source = tokenSource(100);
    const clock = { now: 0 };
    const tokens = provider(source, clock);
    expect(tokens.current()).toBeUndefined();
    expect(source.calls()).toBe(0);
    await settled(tokens.get(), source);
    expect(tokens.current()).toBe("t1");
    clock.now = 90_000;
    expect(tokens.current()).toBeUndefined();
    expect(source.calls()).toBe(1);
  });

  it("uses at most half the lifetime as margin for short-lived tokens", async () => {
    const source = tokenSource(10);
    const clock = { now: 0 };
    const tokens = provider(source, clock, 60_000);
    await settled(tokens.get(), source);
    clock.now = 4_999;
    expect(await tokens.get()).toBe("t1");
    clock.now = 5_000;
    expect(await settled(tokens.get(), source)).toBe("t2");
  });

  it("makes one token request however many callers wait", async () => {
    const source = tokenSource();
    const tokens = provider(source, { now: 0 });
    const waiting = Array.from({ length: 50 }, () => tokens.get());
    await Promise.resolve();
    source.release();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(["t1"]));
    expect(source.calls()).toBe(1);
  });

  it("replaces a rejected token once, however many calls were rejected with it", async () => {
    const source = tokenSource();
    const tokens = provider(source, { now: 0 });
    await settled(tokens.get(), source);
    const replacements = Array.from({ length: 20 }, () => tokens.replace("t1"));
    await Promise.resolve();
    source.release();
    expect(new Set(await Promise.all(replacements))).toEqual(new Set(["t2"]));
    expect(source.calls()).toBe(2);
    // A late 401 with the old token does not throw the new one away.
    expect(await tokens.replace("t1")).toBe("t2");
    expect(source.calls()).toBe(2);
  });

  it("forgets a failed token request: the next caller tries again", async () => {
    let calls = 0;
    const tokens = new TokenProvider(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error("token endpoint down");
        return { accessToken: "t2", expiresInSeconds: 100 };
      },
      { refreshMarginMs: 0, now: () => 0 },
    );
    await expect(tokens.get()).rejects.toThrow("token endpoint down");
    expect(await tokens.get()).toBe("t2");
    expect(calls).toBe(2);
  });
});
