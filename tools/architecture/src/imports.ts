/** The source files of the workspace's packages and the files each imports by a relative path. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** File (repository-relative, `/`-separated) -> the repository files it imports, type-only imports included. */
export type ImportGraph = Map<string, string[]>;

/** Where the workspace keeps package sources: `<package>/src/**` of each. */
const PACKAGE_FOLDERS = ["spec", "packages/*", "bench", "tools/*"];

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^;"'`]*?\sfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

/** The quoted module specifiers of a TypeScript text, comments left out. */
export function specifiersOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] as string));
}

function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return walk(path);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The `src` folders of the workspace's packages. */
export function sourceFolders(root: string): string[] {
  return PACKAGE_FOLDERS.flatMap((pattern) => {
    const parents = pattern.endsWith("/*")
      ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => join(root, pattern.slice(0, -2), name))
      : [join(root, pattern)];
    return parents.map((parent) => join(parent, "src")).filter((src) => existsSync(src));
  });
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the source); undefined when none exists. */
function target(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Every source file of the workspace's packages with the files it imports by a relative path. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFolders(root).flatMap(walk)) {
    const imported = specifiersOf(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .flatMap((specifier) => target(file, specifier) ?? []);
    graph.set(relative(root, file), [...new Set(imported.map((path) => relative(root, path)))]);
  }
  return graph;
}
