/**
 * The documents are read through @haulkit/spec alone: no package's `src/` outside it declares its own list of HTTP
 * methods or builds its own operation index (walks a document's `paths` to collect operations).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { HTTP_METHODS } from "../src/http-methods.js";

const root = join(import.meta.dirname, "..", "..");

/** The `src/` folders of every workspace package but this one. */
function sourceDirs(): string[] {
  const packages = [
    "bench",
    ...["packages", "tools"].flatMap((parent) =>
      existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => join(parent, name)) : [],
    ),
  ];
  return packages.map((dir) => join(root, dir, "src")).filter((dir) => existsSync(dir));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const METHOD = new RegExp(`^["'\`](${HTTP_METHODS.join("|")})["'\`]$`);

/** Array literals holding three or more HTTP method names (`["get", "put", "post"]`). */
function methodLists(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\[([^[\]]*)\]/g)) {
    const items = (match[1] ?? "").split(",").map((item) => item.trim());
    if (items.filter((item) => METHOD.test(item)).length >= 3) found.push(match[0]);
  }
  return found;
}

/** Walks of a document's `paths` (`Object.entries(doc.paths ...)`, `for (... of ... .paths)`, `doc["paths"]`). */
function pathWalks(text: string): string[] {
  const walks = [
    /Object\.(?:entries|keys|values)\(\s*\(*\s*[\w$.?]*\bpaths\b/g,
    /for\s*\([^;)]*\bof\b[^;)]*[\w$\])]\.paths\b/g,
    /\[\s*["'`]paths["'`]\s*\]/g,
  ];
  return walks.flatMap((walk) => [...text.matchAll(walk)].map((match) => match[0]));
}

const files = sourceDirs().flatMap(sourceFiles);

describe("one spec model", () => {
  it("scans the sources of the other packages", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.includes(join("packages", "sandbox", "src")))).toBe(true);
  });

  it("finds what it looks for", () => {
    expect(methodLists(`const METHODS = ["get", "put", "post", "delete", "patch"];`)).toHaveLength(1);
    expect(methodLists(`const verbs = ['get', 'post']; type M = "get" | "put" | "post";`)).toEqual([]);
    expect(pathWalks(`for (const [path, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {`)).not.toEqual([]);
    expect(pathWalks(`Object.entries(spec.paths ?? {}).flatMap(`)).toHaveLength(1);
    expect(pathWalks(`const item = doc.paths["/orders"];`)).toEqual([]);
    // A spread of a local list named paths is not a document's paths.
    expect(pathWalks(`for (const path of [...paths].reverse()) {`)).toEqual([]);
    expect(pathWalks(`for (const [path, item] of entriesOf(doc.paths)) {`)).toHaveLength(1);
  });

  it("no package outside @haulkit/spec declares its own list of HTTP methods (use HTTP_METHODS)", () => {
    const offenders = files.flatMap((file) =>
      methodLists(readFileSync(file, "utf8")).map((list) => `${relative(root, file)}: ${list}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no package outside @haulkit/spec builds its own operation index (use operationsOf / apiOperations)", () => {
    const offenders = files.flatMap((file) =>
      pathWalks(readFileSync(file, "utf8")).map((walk) => `${relative(root, file)}: ${walk}`),
    );
    expect(offenders).toEqual([]);
  });
});
