/**
 * The overlay command, `<bin> overlay <overlay>... [--api shipper|pricing] --out <file>`: writes the bundle with the
 * overlays applied (JSON, or YAML when the file ends .yaml/.yml), for a team that publishes the API as its vendor
 * behaves. One implementation behind `haulkit-contract overlay` and `haulkit-spec overlay` (exported as
 * `@haulkit/contract-tests/overlay`); it lives here, not in @haulkit/spec, because applying overlays needs a JSONPath
 * library the spec package's small runtime does without.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { stringify } from "yaml";
import { UsageError } from "../cli/usage-error.js";
import { loadDocument } from "../spec/documents.js";
import { applyOverlay, readOverlay } from "./apply.js";
import { type OverlayRequest, overlayUsage, parseOverlayArgs } from "./overlay-args.js";

export { OVERLAY_APIS, type OverlayRequest, overlayUsage, parseOverlayArgs } from "./overlay-args.js";

/** A file as the console names it: relative to `cwd` when it is inside, else absolute. */
function shown(file: string, cwd: string): string {
  const near = relative(cwd, file);
  return near === "" || near.startsWith("..") ? file : near;
}

/** Applies the overlays in order and writes the bundle; returns the lines to print. */
export function writeOverlaid(request: OverlayRequest, cwd = process.cwd()): string[] {
  let doc = loadDocument(request.api);
  const lines: string[] = [];
  let actions = 0;
  for (const file of request.overlays) {
    const name = shown(file, cwd);
    const overlay = readOverlay(file);
    const applied = applyOverlay(doc, overlay, name);
    doc = applied.doc;
    actions += overlay.actions.length;
    lines.push(...applied.factOverrides.map((label) => `  overrides a documented fact: ${label}`));
  }
  mkdirSync(dirname(request.out), { recursive: true });
  const yaml = /\.ya?ml$/i.test(request.out);
  writeFileSync(request.out, yaml ? stringify(doc, { lineWidth: 0 }) : `${JSON.stringify(doc, null, 2)}\n`);
  return [
    `wrote ${shown(request.out, cwd)}: the ${request.api} bundle with ${request.overlays.length} overlay(s), ${actions} action(s)`,
    ...lines,
  ];
}

export interface CommandOutput {
  write: (text: string) => void;
  fail: (text: string) => void;
}

const STDIO: CommandOutput = {
  write: (text) => process.stdout.write(text),
  fail: (text) => process.stderr.write(text),
};

/** Runs the command as `<bin> overlay <argv>` does; returns the exit status (0 written, 2 bad usage or overlay). */
export function runOverlayCommand(
  bin: string,
  argv: readonly string[],
  output: CommandOutput = STDIO,
  cwd = process.cwd(),
): number {
  try {
    const request = parseOverlayArgs(argv, cwd);
    if (request === "help") {
      output.write(`${overlayUsage(bin)}\n`);
      return 0;
    }
    for (const line of writeOverlaid(request, cwd)) output.write(`${line}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.fail(`${bin} overlay: ${error.message} (${bin} overlay --help)\n`);
    return 2;
  }
}
