import { describe, expect, it } from "vitest";
import { listedInOrder, type PageReader } from "../../src/harness/list-walk.js";

const PAGE = 100;

/** A list of `size` objects (o0, o1, …) whose pages are read from `list`, which `afterRead` may change. */
function scriptedList(size: number, afterRead: (list: string[], page: number, read: number) => void = () => {}) {
  const list = Array.from({ length: size }, (_, i) => `o${i}`);
  const reads: number[] = [];
  const readPage: PageReader = async (page) => {
    const guids = list.slice(page * PAGE, (page + 1) * PAGE);
    const totalPages = Math.ceil(list.length / PAGE);
    reads.push(page);
    afterRead(list, page, reads.length);
    return { guids, totalPages };
  };
  return { list, reads, readPage };
}

describe("listedInOrder", () => {
  it.each([
    { wanted: ["o5", "o1", "o3"], expected: ["o1", "o3", "o5"], reads: [0] },
    { wanted: ["o250", "o99", "o100"], expected: ["o99", "o100", "o250"], reads: [0, 1, 2] },
    { wanted: ["o120"], expected: ["o120"], reads: [0, 1] },
  ])("gives $wanted in list order, reading pages only until all came ($reads)", async ({ wanted, expected, reads }) => {
    const target = scriptedList(300);
    expect(await listedInOrder(target.readPage, wanted)).toEqual(expected);
    expect(target.reads).toEqual(reads);
  });

  it("gives an object once when an object created meanwhile pushed it onto the next page too", async () => {
    // After page 0 is read, a new object comes first: o99 moves to the start of page 1 and is read again.
    const target = scriptedList(150, (list, _page, read) => {
      if (read === 1) list.unshift("new");
    });
    expect(await listedInOrder(target.readPage, ["o99", "o98", "o100"])).toEqual(["o98", "o99", "o100"]);
  });

  it("reads the list again when an object moved meanwhile was passed over", async () => {
    // After page 0 is read, o5 moves behind o100; o100 slides to page 0 and is passed over in this walk.
    const target = scriptedList(150, (list, _page, read) => {
      if (read === 1) list.splice(100, 0, ...list.splice(list.indexOf("o5"), 1));
    });
    expect(await listedInOrder(target.readPage, ["o100", "o120"])).toEqual(["o100", "o120"]);
    expect(target.reads).toEqual([0, 1, 0, 1]);
  });

  it("leaves out, after three walks, what the list never gives, and stops at the last page", async () => {
    const target = scriptedList(150);
    expect(await listedInOrder(target.readPage, ["o7", "gone"])).toEqual(["o7"]);
    expect(target.reads).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it("keeps the target's order, a wrong one included: the walk never sorts", async () => {
    const target = scriptedList(3);
    target.list.reverse();
    expect(await listedInOrder(target.readPage, ["o0", "o1", "o2"])).toEqual(["o2", "o1", "o0"]);
  });
});
