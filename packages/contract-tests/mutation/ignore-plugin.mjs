// @ts-check
/**
 * The Stryker ignorer that applies `mutation/ignored.json`: the mutants of the sandbox's rule files that no input can
 * tell from the original, each kept with its reason here instead of as a comment in the sandbox's source.
 *
 * An ignorer sees each node before its mutants are made, but ignores a whole node (every mutator). To leave out only
 * the mutators an entry names, the ignorer attaches the entry as Stryker's own directive comment
 * (`// Stryker disable next-line <Mutators>: <reason>`) to the node its line starts with, in the AST Stryker mutates:
 * it does so once, on the file's Program node, and Stryker then reads the comments as if they were in the source.
 * MUTATION.md ("Ignored mutants") says how an entry is written; `pnpm mutation:check-ignores` checks the entries.
 */
import { readFileSync } from "node:fs";

/** @typedef {import("./ignore-plugin.d.mts").IgnoreEntry} IgnoreEntry (the entry format, documented there) */

/** @type {IgnoreEntry[]} */
export const IGNORED = JSON.parse(readFileSync(new URL("ignored.json", import.meta.url), "utf8"));

/** Lines that hold no code: blank, or comments only. */
const NOT_CODE = /^(\/\/|\/\*|\*|$)/;

/**
 * The 1-based numbers of the lines of `code` an entry names: its `line` (where the code line above is `above`, if
 * given) and, for a range, the first `through` line at or after it. Several or none when the entry is stale.
 * @param {IgnoreEntry} entry
 * @param {string} code
 * @returns {{ line: number, through: number | undefined }[]}
 */
export function locate(entry, code) {
  const lines = code.split("\n").map((text) => text.trim());
  const codeAbove = (/** @type {number} */ index) => {
    for (let i = index - 1; i >= 0; i--) if (!NOT_CODE.test(/** @type {string} */ (lines[i]))) return lines[i];
    return undefined;
  };
  const found = [];
  for (const [index, text] of lines.entries()) {
    if (text !== entry.line || (entry.above !== undefined && codeAbove(index) !== entry.above)) continue;
    const last = entry.through === undefined ? index : lines.indexOf(entry.through, index);
    found.push({ line: index + 1, through: last < 0 ? undefined : last + 1 });
  }
  return found;
}

/**
 * @typedef {{ type: string, start?: number | null, end?: number | null, loc?: { start: { line: number, column: number } } | null,
 *   leadingComments?: object[] | null }} AstNode
 */

/** Every AST node under `root` (itself included), depth first in source order. */
function* nodesOf(/** @type {AstNode} */ root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = /** @type {AstNode} */ (stack.pop());
    yield node;
    const children = [];
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key.endsWith("Comments") || key === "extra" || !value || typeof value !== "object") continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child.type === "string" && child.loc) children.push(child);
      }
    }
    children.sort((a, b) => (b.start ?? 0) - (a.start ?? 0));
    stack.push(...children);
  }
}

/**
 * The outermost node whose start is the first at or after `offset` (the node a comment there would lead).
 * @param {AstNode} root
 * @param {number} offset
 */
function nodeAt(root, offset) {
  /** @type {AstNode | undefined} */
  let best;
  for (const node of nodesOf(root)) {
    const start = node.start ?? -1;
    if (start >= offset && (best === undefined || start < (best.start ?? 0))) best = node;
  }
  return best;
}

/** Attaches a Stryker directive as a leading line comment, as the parser would have read it from the source. */
function lead(/** @type {AstNode | undefined} */ node, /** @type {string} */ text) {
  if (!node) return;
  node.leadingComments = [...(node.leadingComments ?? []), { type: "CommentLine", value: ` ${text}` }];
}

/**
 * Attaches the directives of the entries of `fileName` to the nodes of `program` (the parsed `code`). Entries that
 * do not name exactly one line are skipped (`pnpm mutation:check-ignores` fails on them).
 * @param {AstNode} program
 * @param {string} fileName absolute, or from the repository root
 * @param {string} code
 * @param {readonly IgnoreEntry[]} entries
 */
export function annotate(program, fileName, code, entries = IGNORED) {
  const name = fileName.replaceAll("\\", "/");
  const lineStarts = [0];
  // UTF-16 offsets, as Babel counts its nodes' start.
  for (let index = code.indexOf("\n"); index >= 0; index = code.indexOf("\n", index + 1)) lineStarts.push(index + 1);
  const codeStart = (/** @type {number} */ line) => {
    const from = /** @type {number} */ (lineStarts[line - 1]);
    return from + (code.slice(from).match(/^[ \t]*/)?.[0] ?? "").length;
  };
  for (const entry of entries) {
    if (name !== entry.file && !name.endsWith(`/${entry.file}`)) continue;
    const [found, ...more] = locate(entry, code);
    if (!found || more.length > 0) continue;
    const first = nodeAt(program, codeStart(found.line));
    if (entry.through === undefined) {
      lead(first, `Stryker disable next-line ${entry.mutators.join(",")}: ${entry.reason}`);
      continue;
    }
    if (found.through === undefined) continue;
    const last = nodeAt(program, codeStart(found.through));
    lead(first, `Stryker disable ${entry.mutators.join(",")}: ${entry.reason}`);
    lead(nodeAt(program, last?.end ?? code.length), "Stryker restore all");
  }
}

/**
 * The ignorer: on each file's Program node (the first it sees), the file's entries become directive comments.
 * @param {readonly IgnoreEntry[]} entries
 * @returns {import("@stryker-mutator/api/ignore").Ignorer}
 */
export function ignorerFor(entries) {
  return {
    shouldIgnore(path) {
      const nodePath =
        /** @type {{ node: AstNode, hub?: { file?: { opts?: { filename?: string }, code?: string } } }} */ (
          /** @type {unknown} */ (path)
        );
      const file = nodePath.hub?.file;
      if (nodePath.node.type === "Program" && file?.opts?.filename && file.code !== undefined) {
        annotate(nodePath.node, file.opts.filename, file.code, entries);
      }
      return undefined;
    },
  };
}

/** What `declareValuePlugin(PluginKind.Ignore, "haulkit-ignored", …)` of @stryker-mutator/api returns. */
export const strykerPlugins = [{ kind: "Ignore", name: "haulkit-ignored", value: ignorerFor(IGNORED) }];
