/** The files a step writes for the runner: GITHUB_OUTPUT / GITHUB_ENV (`k=v` or `k<<EOF … EOF`), GITHUB_PATH. */
import { existsSync, readFileSync } from "node:fs";

/** Reads `name=value` lines and `name<<DELIMITER` blocks; a block without its end is an error. */
export function readKeyValues(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  const lines = readFileSync(file, "utf8").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const [, key = "", delimiter = ""] = block;
      const end = lines.indexOf(delimiter, i + 1);
      if (end < 0) throw new Error(`${file}: '${key}<<${delimiter}' has no closing '${delimiter}' line`);
      values[key] = lines.slice(i + 1, end).join("\n");
      i = end;
      continue;
    }
    const equals = line.indexOf("=");
    if (equals <= 0) throw new Error(`${file}: cannot read the line '${line}' (name=value expected)`);
    values[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return values;
}

/** Directories a step added with `echo dir >> "$GITHUB_PATH"`. */
export function readPathFile(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
