/** Reads a packed `.tgz` (gzip + ustar, with pax and GNU long names) into its regular files. */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export interface TarEntry {
  /** The path inside the package, `package/` prefix removed (`dist/index.js`). */
  path: string;
  content: Buffer;
}

const BLOCK = 512;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString("utf8");
}

/** The `path` record of a pax header (`<length> path=<value>\n`), when there is one. */
function paxPath(data: Buffer): string | undefined {
  for (const record of data.toString("utf8").split("\n")) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1];
  }
  return undefined;
}

export function readTarball(gzipped: Buffer): TarEntry[] {
  const tar = gunzipSync(gzipped);
  const entries: TarEntry[] = [];
  let longName: string | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === "x") longName = paxPath(data) ?? longName;
    else if (type === "L") longName = text(data, 0, data.length);
    else if (type === "0" || type === "\0") {
      entries.push({ path: (longName ?? name).replace(/^[^/]+\//, ""), content: Buffer.from(data) });
      longName = undefined;
    } else longName = undefined;
  }
  return entries;
}

export const readTarballFile = (path: string): TarEntry[] => readTarball(readFileSync(path));
