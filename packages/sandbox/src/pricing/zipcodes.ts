/** Typed, lazily loaded access to the `zipcodes` data package (CommonJS, ships no types). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type ZipcodesModule, type ZipRecord, ZipTable } from "./zip-table.js";

let loaded: ZipTable | undefined;

/** How the US records of `lib/codes.js` begin and end: `exports.codes = {…};` then the state map. */
const CODES_START = "exports.codes = ";
const CODES_END = ";\nexports.stateMap";

/**
 * The package's US records, read as the JSON they are (a third of the CPU of compiling the 5 MB file as a module,
 * paid by every process that prices or geocodes); undefined when the file is not laid out as expected.
 */
function usCodes(require: NodeJS.Require): Record<string, ZipRecord> | undefined {
  const text = readFileSync(require.resolve("zipcodes/lib/codes.js"), "utf8");
  const end = text.indexOf(CODES_END);
  if (!text.startsWith(CODES_START) || end === -1) return undefined;
  try {
    return JSON.parse(text.slice(CODES_START.length, end)) as Record<string, ZipRecord>;
  } catch {
    return undefined;
  }
}

/**
 * The package's usable US records (see ZipTable) and state names, loaded on first use (importing the sandbox stays
 * cheap) and kept in typed arrays: about 2 MB of heap instead of 11 MB as the package's objects. A data file laid
 * out otherwise is required whole.
 */
export function zipcodes(): ZipTable {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const codes = usCodes(require);
  const source = codes
    ? { codes, states: require("zipcodes/lib/states.js") as ZipcodesModule["states"] }
    : (require("zipcodes") as ZipcodesModule);
  loaded = new ZipTable(Object.values(source.codes), source.states);
  return loaded;
}
