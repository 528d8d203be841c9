import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { CallbackHostRefused, CallbackHosts, type ResolveHost } from "../src/callback-hosts.js";

/** The URL parser's host name, as the sandbox checks it (`0xa9fea9fe` is already 169.254.169.254 there). */
const host = (url: string) => new URL(url).hostname;

/** A resolver from a fixed table (no DNS in tests); an unknown name fails like ENOTFOUND. */
function table(entries: Record<string, string[]>): ResolveHost {
  return async (name) => {
    const addresses = entries[name];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

describe("the default callback host policy", () => {
  const policy = new CallbackHosts(undefined);

  it.each([
    "http://169.254.169.254/latest/meta-data",
    "http://169.254.0.0/",
    "http://169.254.255.255:8080/",
    "http://169.254.170.2/v2/credentials",
    "http://0xa9fea9fe/",
    "http://2852039166/",
    "http://100.100.100.200/latest/meta-data",
    "http://[fe80::1]/",
    "http://[febf:ffff::1]/",
    "http://[::ffff:169.254.169.254]/",
    "http://[fd00:ec2::254]/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://METADATA.Google.Internal./",
    "http://metadata/",
    "http://instance-data/",
  ])("refuses %s (link-local or cloud metadata)", (url) => {
    expect(policy.refusal(host(url))).toBe("metadata");
  });

  it.each([
    "http://169.253.255.255/",
    "http://169.255.0.0/",
    "http://100.100.100.201/",
    "http://127.0.0.1:9/hooks",
    "http://localhost:8080/hooks",
    "http://10.1.2.3/hooks",
    "http://172.16.0.1/hooks",
    "http://192.168.1.20/hooks",
    "http://[::1]:8080/hooks",
    "http://[fec0::1]/",
    "http://[fd00:ec2::253]/",
    "http://metadata.google.internal.example.com/",
    "https://hooks.example.com/in",
  ])("allows %s (loopback, private ranges and the rest stay usable)", (url) => {
    expect(policy.refusal(host(url))).toBeUndefined();
  });

  it("refuses on delivery a name that resolves to a link-local or metadata address, even among others", async () => {
    const resolving = new CallbackHosts(
      undefined,
      table({ "evil.test": ["169.254.169.254"], "mixed.test": ["127.0.0.1", "fe80::1"], "ok.test": ["127.0.0.1"] }),
    );
    await expect(resolving.addressesOf("evil.test")).rejects.toThrow(CallbackHostRefused);
    await expect(resolving.addressesOf("mixed.test")).rejects.toThrow(/link-local or cloud metadata/);
    await expect(resolving.addressesOf("ok.test")).resolves.toEqual([{ address: "127.0.0.1", family: 4 }]);
    await expect(resolving.addressesOf("missing.test")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(resolving.addressesOf("metadata.google.internal")).rejects.toThrow(CallbackHostRefused);
  });
});

describe("an allow list (--callback-hosts)", () => {
  const resolve = table({
    "hooks.example.com": ["203.0.113.7"],
    "a.ci.example.com": ["10.0.0.5"],
    "inside.test": ["10.20.0.1"],
    "outside.test": ["10.30.0.1"],
    "meta.example.com": ["169.254.169.254"],
  });

  it("allows listed names, *.domain names and addresses in listed ranges only", () => {
    const policy = new CallbackHosts(["hooks.example.com", "*.ci.example.com", "10.20.0.0/16", "::1"], resolve);
    expect(policy.restricted).toBe(true);
    for (const allowed of ["hooks.example.com", "HOOKS.example.com.", "a.ci.example.com", "10.20.255.1", "[::1]"])
      expect(policy.refusal(allowed), allowed).toBeUndefined();
    for (const refused of ["10.21.0.1", "127.0.0.1", "[::2]"])
      expect(policy.refusal(refused), refused).toBe("not-listed");
    // A name not listed may still resolve into a listed range: decided on delivery.
    expect(policy.refusal("inside.test")).toBeUndefined();
    expect(policy.refusal("169.254.169.254")).toBe("metadata");
  });

  it("refuses names that are not listed when the list has no range", () => {
    const policy = new CallbackHosts(["hooks.example.com"], resolve);
    expect(policy.refusal("other.example.com")).toBe("not-listed");
    expect(policy.refusal("ci.example.com")).toBe("not-listed");
    expect(policy.refusal("hooks.example.com.evil.test")).toBe("not-listed");
  });

  it("checks resolved addresses on delivery: in a listed range, or from a listed name and not link-local", async () => {
    const policy = new CallbackHosts(["10.20.0.0/16", "meta.example.com", "hooks.example.com"], resolve);
    await expect(policy.addressesOf("inside.test")).resolves.toEqual([{ address: "10.20.0.1", family: 4 }]);
    await expect(policy.addressesOf("outside.test")).rejects.toThrow(/not in the sandbox's callback host allow list/);
    await expect(policy.addressesOf("hooks.example.com")).resolves.toHaveLength(1);
    await expect(policy.addressesOf("meta.example.com")).rejects.toThrow(/link-local or cloud metadata/);
  });

  it("lets a listed range lift the default refusal (an explicit choice)", () => {
    const policy = new CallbackHosts(["169.254.0.0/16"]);
    expect(policy.refusal("169.254.169.254")).toBeUndefined();
    expect(policy.refusal("100.100.100.200")).toBe("metadata");
  });

  it.each([["http://hooks.example.com"], ["10.0.0.0/33"], ["::/129"], ["*"], ["a b"], ["10.0.0.0/8/1"], [""]])(
    "rejects the entry '%s'",
    (entry) => {
      expect(() => new CallbackHosts([entry])).toThrow(TypeError);
    },
  );
});
