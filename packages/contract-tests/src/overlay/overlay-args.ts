/**
 * The command line of `overlay <overlay>... [--api shipper|pricing] --out <file>`, shared by `haulkit-contract
 * overlay` and `haulkit-spec overlay` (one parser, one usage text). Loads nothing heavy, so help stays fast.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { UsageError } from "../cli/usage-error.js";

/** The APIs an overlay can change: the bundles of @haulkit/spec a contract run judges against. */
export const OVERLAY_APIS = ["shipper", "pricing"] as const;

export interface OverlayRequest {
  /** The Overlay files, in order (absolute). */
  overlays: string[];
  api: (typeof OVERLAY_APIS)[number];
  /** The overlaid bundle to write (absolute; YAML when it ends .yaml or .yml, else JSON). */
  out: string;
}

/** The usage of the overlay command under the bin that runs it (`haulkit-spec`, `haulkit-contract`). */
export function overlayUsage(bin: string): string {
  return `Usage: ${bin} overlay <overlay>... [--api shipper|pricing] --out <file>

Writes the bundle of @haulkit/spec (dist/<api>.json) with the OpenAPI Overlays (1.0 or 1.1, YAML or JSON) applied
in the order given: the API as a vendor behaves, to lint, publish, or build the docs site, types and client from.
Each file is checked against the Overlay specification's JSON Schema; targets are RFC 9535 JSONPath.

Options:
  --api <name>   the bundle the overlays change: ${OVERLAY_APIS.join(" or ")} (default: shipper)
  --out <file>   where to write the overlaid bundle (.json, or .yaml/.yml for YAML)
  -h, --help     this help

Each action that changes a documented fact (a constraint with no x-assumption) is listed. Exit status: 0 written,
2 bad usage, a file that is not an Overlay document, or an action whose target selects nothing (named).`;
}

/** Parses the arguments after `overlay`; "help" for --help. Bad usage is a UsageError. */
export function parseOverlayArgs(argv: readonly string[], cwd: string): OverlayRequest | "help" {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  if (positionals.length === 0) throw new UsageError("overlay needs at least one Overlay file");
  if (!values.out) throw new UsageError("overlay needs --out <file> (the overlaid bundle: .json, .yaml)");
  const api = values.api ?? "shipper";
  if (!(OVERLAY_APIS as readonly string[]).includes(api))
    throw new UsageError(`--api must be ${OVERLAY_APIS.join(" or ")}, got '${api}'`);
  return {
    overlays: positionals.map((file) => resolve(cwd, file)),
    api: api as OverlayRequest["api"],
    out: resolve(cwd, values.out),
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: { api: { type: "string" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
}
