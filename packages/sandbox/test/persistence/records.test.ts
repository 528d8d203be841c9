/** Batch lines: records behind a checksum, and a snapshot's docs after a tab, each found by its put's length. */
import { describe, expect, it } from "vitest";
import { DocBytes } from "../../src/persistence/lazy-doc.js";
import { decodeBatch, encodeBatch } from "../../src/persistence/records.js";

const put = (guid: string, docLength?: number) =>
  JSON.stringify({
    k: "put",
    o: "org",
    c: "orders",
    v: { guid, doc: 0 },
    ...(docLength === undefined ? {} : { d: docLength }),
  });

/** A line as `decodeBatch` gets it: without its newline. */
const lineOf = (records: string[], docs?: Buffer[]) => {
  const line = encodeBatch(records, docs);
  return line.subarray(0, line.length - 1);
};

describe("batch lines", () => {
  it("give each put its doc's bytes, in order, whatever their characters", () => {
    const docs = [Buffer.from('{"number":"Ä-1"}'), Buffer.from('{"number":"B\\t2"}')];
    const records = decodeBatch(lineOf([put("a", docs[0]?.length), put("b", docs[1]?.length)], docs));
    const parsed = records?.map((record) => (record.k === "put" ? record.d?.parse() : undefined));
    expect(parsed).toEqual([{ number: "Ä-1" }, { number: "B\t2" }]);
    expect(records?.[0]?.k === "put" && records[0].d).toBeInstanceOf(DocBytes);
  });

  it("read a line without docs as before (journal batches, format version 1)", () => {
    expect(decodeBatch(lineOf([put("a"), '{"k":"clock","v":1}']))).toEqual([
      { k: "put", o: "org", c: "orders", v: { guid: "a", doc: 0 } },
      { k: "clock", v: 1 },
    ]);
  });

  it.each([
    ["lengths that do not add up to the docs", [put("a", 3)], [Buffer.from("{}")]],
    ["a length past the docs", [put("a", 9), put("b", 1)], [Buffer.from("{}")]],
    ["a length that is no count", [put("a", -1)], [Buffer.from("{}")]],
    ["a doc length without docs", [put("a", 2)], undefined],
  ])("are corrupt with %s, even under a good checksum", (_, records, docs) => {
    expect(decodeBatch(lineOf(records, docs))).toBeUndefined();
  });
});
