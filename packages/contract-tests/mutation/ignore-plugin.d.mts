/** The types of ignore-plugin.mjs (plain JavaScript: Stryker loads it itself). */

/** One entry of mutation/ignored.json: mutants left out of the score, and why. */
export interface IgnoreEntry {
  /** The rule file, from the repository root. */
  file: string;
  /** The trimmed text of the line whose mutants are left out (for a range, its first line). */
  line: string;
  /** The trimmed text of the code line above `line`, when `line` occurs more than once in the file. */
  above?: string;
  /** For a range (mutators ["all"]): the first line of its last statement or member, which it covers to the end. */
  through?: string;
  /** Stryker mutator names, or ["all"]. */
  mutators: string[];
  /** Why those mutants are equivalent or unreachable (reported as the mutants' reason). */
  reason: string;
}

export const IGNORED: IgnoreEntry[];

/** The lines an entry names in `code` (1-based): one when the entry is current. */
export function locate(entry: IgnoreEntry, code: string): { line: number; through: number | undefined }[];

/** Attaches the directives of the entries of `fileName` to the nodes of `program` (a Babel AST of `code`). */
export function annotate(program: object, fileName: string, code: string, entries?: readonly IgnoreEntry[]): void;

export interface Ignorer {
  shouldIgnore(path: unknown): string | undefined;
}

/** The Stryker ignorer that applies `entries`. */
export function ignorerFor(entries: readonly IgnoreEntry[]): Ignorer;

export const strykerPlugins: { kind: "Ignore"; name: string; value: Ignorer }[];
