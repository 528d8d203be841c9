/**
 * `--overlay <file>` (repeatable, HAULKIT_OVERLAY): the run's spec is the bundle with the overlays applied, in the
 * order given, each to the API its Info names (`x-haulkit-api`, else the bundle `extends` names, else shipper).
 * The overlaid bundles are written to `<reports>/spec/` and every reader of `@haulkit/spec` (the Ajv validators,
 * the assumption/fact classification, the operations index) reads them there, in this process and the workers.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SPEC_DIST_ENV } from "@haulkit/spec/documents";
import { APIS, type Api, type JsonObject, loadDocument } from "../spec/documents.js";
import { API_EXTENSION, type OverlayDocument } from "./overlay-file.js";

/** Where a run with overlays keeps the bundles it judged against. */
export const OVERLAID_SPEC_DIR = "spec";

export interface RunOverlays {
  /** The overlay files as given (absolute). */
  files: string[];
  /** How many actions they hold. */
  actions: number;
  /** `<file> action <n> (target …)` for each action that changes a documented fact. */
  factOverrides: string[];
  docs: Map<Api, JsonObject>;
}

function apiOf(overlay: OverlayDocument): Api {
  const named = overlay.info[API_EXTENSION];
  if (typeof named === "string" && (APIS as readonly string[]).includes(named)) return named as Api;
  return APIS.find((api) => overlay.extends?.endsWith(`${api}.json`)) ?? "shipper";
}

/**
 * Reads, checks and applies the overlays (an OverlayError, exit 2, for a bad one); nothing is written yet. A run
 * without overlays does not load what applies them (JSONPath, YAML parsing).
 */
export async function prepareOverlays(files: readonly string[], cwd = process.cwd()): Promise<RunOverlays | undefined> {
  if (files.length === 0) return undefined;
  const { applyOverlay, readOverlay } = await import("./apply.js");
  const docs = new Map<Api, JsonObject>();
  const factOverrides: string[] = [];
  let actions = 0;
  for (const file of files) {
    const overlay = readOverlay(file);
    const api = apiOf(overlay);
    const applied = applyOverlay(docs.get(api) ?? loadDocument(api), overlay, relative(cwd, file) || file);
    docs.set(api, applied.doc);
    factOverrides.push(...applied.factOverrides);
    actions += overlay.actions.length;
  }
  return { files: [...files], actions, factOverrides, docs };
}

/** Writes the overlaid bundles (and the others as they are) and points every reader of the spec at them. */
export function useOverlaid(reportsDir: string, overlays: RunOverlays): string {
  const dir = join(reportsDir, OVERLAID_SPEC_DIR);
  mkdirSync(dir, { recursive: true });
  for (const api of APIS) {
    writeFileSync(
      join(dir, `${api}.json`),
      `${JSON.stringify(overlays.docs.get(api) ?? loadDocument(api), null, 2)}\n`,
    );
  }
  process.env[SPEC_DIST_ENV] = dir;
  return dir;
}

/** The lines a run with overlays prints at its start. */
export function overlayBanner(overlays: RunOverlays, cwd = process.cwd()): string[] {
  const files = overlays.files.map((file) => relative(cwd, file) || file).join(", ");
  return [
    `overlays: ${files} (${overlays.actions} action(s)): the target is judged against the spec as overlaid`,
    ...overlays.factOverrides.map((label) => `  overrides a documented fact: ${label}`),
  ];
}
