/**
 * Where webhooks may go. By default any host except link-local and cloud-metadata ones (169.254.0.0/16, fe80::/10,
 * 100.100.100.200, fd00:ec2::254, metadata.google.internal ...); loopback and private ranges stay allowed, since
 * local receivers and CI service networks need them. An allow list (`--callback-hosts`) makes it stricter: a host
 * name must be listed (`hooks.example.com`, `*.example.com`) or resolve only into a listed range (`10.0.0.0/8`,
 * an address); a listed range also lifts the default refusal for its addresses. Checked when subscribing (names
 * and literal addresses) and again when delivering, on the addresses the name resolves to, which are the ones the
 * sender then connects to (so a name cannot change its answer between the check and the connection).
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/** Resolves a host name to every address it has (the sender's `dns.lookup`; tests inject their own). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

/** A delivery refused by the policy (the try is not sent). */
export class CallbackHostRefused extends Error {}

const DENIED_NAMES = new Set([
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.tencentyun.com",
]);

function deniedAddresses(): BlockList {
  const list = new BlockList();
  list.addSubnet("169.254.0.0", 16, "ipv4"); // link-local: AWS, GCP, Azure, OCI metadata at 169.254.169.254
  list.addAddress("100.100.100.200", "ipv4"); // Alibaba Cloud metadata
  list.addSubnet("fe80::", 10, "ipv6"); // link-local
  list.addAddress("fd00:ec2::254", "ipv6"); // AWS metadata over IPv6
  return list;
}

const DENIED = deniedAddresses();

/** Why a host is refused: a link-local or metadata host (refused by default), or one the allow list leaves out. */
export type Refusal = "metadata" | "not-listed";

/** The 400 message under `callback_url` at subscription. */
export const SUBSCRIBE_MESSAGES: Readonly<Record<Refusal, string>> = {
  metadata: "must not point at a link-local or cloud metadata host",
  "not-listed": "must point at a host of the sandbox's callback host allow list",
};

/** The error of a try refused on delivery (the resolved addresses are not named). */
const DELIVERY_MESSAGES: Readonly<Record<Refusal, string>> = {
  metadata: "refused: the callback host is or resolves to a link-local or cloud metadata address",
  "not-listed": "refused: the callback host is not in the sandbox's callback host allow list",
};

const defaultResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** A literal address of a URL host (`[::1]` unbracketed) as `[address, family]`, else undefined. */
export function literalAddress(host: string): [string, "ipv4" | "ipv6"] | undefined {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const version = isIP(bare);
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:a9fe:a9fe) against the IPv4 ranges too.
  return version === 4 ? [bare, "ipv4"] : version === 6 ? [bare, "ipv6"] : undefined;
}

const NAME = /^(\*\.)?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;

export class CallbackHosts {
  private readonly names = new Set<string>();
  private readonly suffixes: string[] = [];
  private readonly ranges = new BlockList();
  private hasRanges = false;
  /** Whether an allow list was given (without one every host but the refused ones is allowed). */
  readonly restricted: boolean;

  /** `entries`: host names, `*.domain` wildcards, addresses and CIDR ranges; a bad entry throws a TypeError. */
  constructor(
    entries: readonly string[] | undefined,
    private readonly resolve: ResolveHost = defaultResolve,
  ) {
    this.restricted = entries !== undefined;
    for (const raw of entries ?? []) this.add(raw.trim().toLowerCase());
  }

  private add(entry: string): void {
    const [base, prefixText, extra] = entry.split("/");
    const literal = base === undefined ? undefined : literalAddress(base);
    if (literal && extra === undefined) {
      const [address, family] = literal;
      const bits = family === "ipv4" ? 32 : 128;
      const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
      if (prefix < 0 || prefix > bits) throw new TypeError(`callback host '${entry}': the prefix must be 0..${bits}`);
      this.ranges.addSubnet(address, prefix, family);
      this.hasRanges = true;
      return;
    }
    const name = entry.replace(/\.$/, "");
    if (prefixText !== undefined || !NAME.test(name)) {
      throw new TypeError(`callback host '${entry}' is not a host name, *.domain, address or CIDR range`);
    }
    if (name.startsWith("*.")) this.suffixes.push(name.slice(1));
    else this.names.add(name);
  }

  private listedName(name: string): boolean {
    return this.names.has(name) || this.suffixes.some((suffix) => name.endsWith(suffix));
  }

  /** Why an address is refused (undefined: allowed); `nameListed` when it came from a listed host name. */
  private addressRefusal(address: string, family: "ipv4" | "ipv6", nameListed: boolean): Refusal | undefined {
    if (this.hasRanges && this.ranges.check(address, family)) return undefined;
    if (DENIED.check(address, family)) return "metadata";
    if (this.restricted && !nameListed) return "not-listed";
    return undefined;
  }

  /** Why a callback URL's host is refused at subscription (names are checked again, resolved, on delivery). */
  refusal(hostname: string): Refusal | undefined {
    const literal = literalAddress(hostname);
    if (literal) return this.addressRefusal(literal[0], literal[1], false);
    const name = hostname.toLowerCase().replace(/\.$/, "");
    if (DENIED_NAMES.has(name) && !this.listedName(name)) return "metadata";
    if (this.restricted && !this.listedName(name) && !this.hasRanges) return "not-listed";
    return undefined;
  }

  /** The delivery log's error for a host refused without resolving it (a literal address or a refused name). */
  deliveryRefusal(hostname: string): string | undefined {
    const refusal = this.refusal(hostname);
    return refusal && DELIVERY_MESSAGES[refusal];
  }

  /**
   * The addresses to connect to for a host, each allowed by the policy; a host with any refused address, or a
   * refused name, rejects with `CallbackHostRefused`.
   */
  async addressesOf(hostname: string): Promise<LookupAddress[]> {
    const refusedName = this.refusal(hostname);
    if (refusedName) throw new CallbackHostRefused(DELIVERY_MESSAGES[refusedName]);
    const literal = literalAddress(hostname);
    if (literal) return [{ address: literal[0], family: literal[1] === "ipv4" ? 4 : 6 }];
    const name = hostname.toLowerCase().replace(/\.$/, "");
    const addresses = await this.resolve(name);
    const listed = this.listedName(name);
    for (const { address, family } of addresses) {
      const refusal = this.addressRefusal(address, family === 6 ? "ipv6" : "ipv4", listed);
      if (refusal) throw new CallbackHostRefused(DELIVERY_MESSAGES[refusal]);
    }
    return addresses;
  }
}

/** A `lookup` for `http.request` that connects only to addresses the policy allows. */
export function policyLookup(policy: CallbackHosts): LookupFunction {
  return (hostname, options, callback) => {
    policy.addressesOf(hostname).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family === undefined ? addresses : addresses.filter((entry) => entry.family === family);
        const first = usable[0];
        if (options.all) callback(null, usable);
        else if (first) callback(null, first.address, first.family);
        else callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
