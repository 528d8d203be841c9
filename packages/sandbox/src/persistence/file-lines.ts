/** A data dir file's lines (its batches), read a chunk at a time: the file is never held whole. */
import * as fs from "node:fs";

/** Bytes read at a time; a longer line grows the buffer. */
const READ_CHUNK = 8 * 1024 * 1024;

interface FileLine {
  /** The line without its newline; valid only until the next line is read. */
  line: Buffer;
  offset: number;
  /** False for a last line that has no newline. */
  complete: boolean;
}

/** The lines of a file, read a chunk at a time into one buffer that later lines reuse. */
export function* fileLines(path: string, chunk = READ_CHUNK): Generator<FileLine> {
  const fd = fs.openSync(path, "r");
  try {
    let buffer = Buffer.allocUnsafe(chunk);
    let start = 0;
    let filled = 0;
    let offset = 0;
    let ended = false;
    for (;;) {
      const newline = buffer.subarray(0, filled).indexOf(0x0a, start);
      if (newline !== -1) {
        yield { line: buffer.subarray(start, newline), offset, complete: true };
        offset += newline + 1 - start;
        start = newline + 1;
        continue;
      }
      if (ended) {
        if (start < filled) yield { line: buffer.subarray(start, filled), offset, complete: false };
        return;
      }
      // The rest of a line goes to the front; a line longer than the buffer makes it grow.
      if (start > 0) buffer.copy(buffer, 0, start, filled);
      filled -= start;
      start = 0;
      if (filled === buffer.length) {
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
      }
      const read = fs.readSync(fd, buffer, filled, buffer.length - filled, null);
      if (read === 0) ended = true;
      filled += read;
    }
  } finally {
    fs.closeSync(fd);
  }
}
