/** `reports/bench.json`: a flat map of named figures, merged run after run, sorted, written atomically. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export type Figures = Record<string, number>;

/** Reads the existing report; a missing file is empty, a file that is not a flat map of numbers is discarded. */
export async function readReport(path: string, warn: (line: string) => void = () => {}): Promise<Figures> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    warn(`${path} is not valid JSON: starting a new report`);
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    warn(`${path} is not a JSON object: starting a new report`);
    return {};
  }
  const figures: Figures = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value === "number" && Number.isFinite(value)) figures[name] = value;
    else warn(`${path}: dropping ${name} (not a finite number)`);
  }
  return figures;
}

/** The figures with their keys sorted, as the report's text. */
export function formatReport(figures: Figures): string {
  const sorted = Object.fromEntries(Object.entries(figures).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** Writes through a temporary file in the same directory and a rename, so a reader never sees half a report. */
export async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, text, "utf8");
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Merges `figures` into the report at `path` (new values win) and returns the whole merged map. */
export async function mergeReport(path: string, figures: Figures, warn?: (line: string) => void): Promise<Figures> {
  const merged = { ...(await readReport(path, warn)), ...figures };
  await writeAtomically(path, formatReport(merged));
  return merged;
}
