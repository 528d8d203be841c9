/** Paging (`page` from 0, `size` default 25, capped at 100) and `sort` (`field` or `field,asc|desc`, repeatable). */
import { validationError } from "./errors.js";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface Pagination {
  total_pages: number;
  total_objects: number;
  limit: number;
  page: number;
}

export function paginate<T>(items: readonly T[], query: { page?: unknown; size?: unknown }) {
  const page = typeof query.page === "number" ? query.page : 0;
  const requested = typeof query.size === "number" ? query.size : DEFAULT_PAGE_SIZE;
  const limit = Math.min(Math.max(1, requested), MAX_PAGE_SIZE);
  const pagination: Pagination = {
    total_pages: Math.ceil(items.length / limit),
    total_objects: items.length,
    limit,
    page,
  };
  return { objects: items.slice(page * limit, page * limit + limit), pagination };
}

export interface SortKey<T> {
  field: string;
  descending: boolean;
  value: (item: T) => string | number | null | undefined;
}

/** Parses `sort` values against the sortable fields; unknown fields are a 400 VALIDATION_ERROR. */
export function parseSort<T>(
  raw: unknown,
  fields: Record<string, (item: T) => string | number | null | undefined>,
): SortKey<T>[] {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const keys: SortKey<T>[] = [];
  const unknown: string[] = [];
  for (const entry of values.map(String)) {
    const [field = "", direction = "asc"] = entry.split(",");
    const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!value) unknown.push(field);
    else keys.push({ field, descending: direction === "desc", value });
  }
  if (unknown.length > 0) {
    throw validationError("shipper", {
      sort: [`unknown sort field(s) ${unknown.join(", ")}; sortable: ${Object.keys(fields).join(", ")}`],
    });
  }
  return keys;
}

function compareValues(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

/** Stable sort by the keys in order; missing values sort last whatever the direction. */
export function sortBy<T>(items: readonly T[], keys: readonly SortKey<T>[]): T[] {
  return [...items].sort((left, right) => {
    for (const key of keys) {
      const a = key.value(left);
      const b = key.value(right);
      const order = compareValues(a, b);
      if (order !== 0)
        return a === null || a === undefined || b === null || b === undefined || !key.descending ? order : -order;
    }
    return 0;
  });
}
