import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/domain/errors.js";
import { paginate, parseSort, sortBy } from "../../src/domain/pagination.js";

const items = Array.from({ length: 60 }, (_, i) => i);

describe("paginate", () => {
  it.each([
    [{}, 25, 0, 25, 3],
    [{ page: 2 }, 25, 2, 10, 3],
    [{ page: 9 }, 25, 9, 0, 3],
    [{ size: 60 }, 60, 0, 60, 1],
    [{ size: 500 }, 100, 0, 60, 1],
  ])("%j -> limit %i page %i, %i objects, %i pages", (query, limit, page, count, pages) => {
    const { objects, pagination } = paginate(items, query);
    expect(objects).toHaveLength(count);
    expect(pagination).toEqual({ total_objects: 60, total_pages: pages, limit, page });
  });

  it("answers zero pages for an empty list", () => {
    expect(paginate([], {}).pagination).toEqual({ total_objects: 0, total_pages: 0, limit: 25, page: 0 });
  });
});

describe("parseSort and sortBy", () => {
  const rows = [
    { name: "b", price: 2 },
    { name: "a", price: null },
    { name: "c", price: 1 },
  ];
  const fields = { name: (r: (typeof rows)[number]) => r.name, price: (r: (typeof rows)[number]) => r.price };

  it.each([
    ["name", ["a", "b", "c"]],
    ["name,desc", ["c", "b", "a"]],
    ["price,asc", ["c", "b", "a"]],
    ["price,desc", ["b", "c", "a"]],
  ])("sorts by %s (missing values last)", (sort, names) => {
    expect(sortBy(rows, parseSort(sort, fields)).map((r) => r.name)).toEqual(names);
  });

  it("rejects unknown fields with a 400", () => {
    expect(() => parseSort(["name", "colour"], fields)).toThrow(ApiError);
    try {
      parseSort("colour", fields);
    } catch (error) {
      expect((error as ApiError).status).toBe(400);
    }
  });

  it("does not treat inherited names as fields", () => {
    expect(() => parseSort("constructor", fields)).toThrow(ApiError);
    expect(() => parseSort("__proto__", fields)).toThrow(ApiError);
  });
});
