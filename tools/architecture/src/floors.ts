/** Floors of a package: each file stands on one floor and imports only from its own floor or those below. */
import type { ImportGraph } from "./imports.js";

/** One floor: its name and what it holds, as paths under the package's `src/` (a folder ends with `/`). */
export interface Floor {
  name: string;
  holds: readonly string[];
}

/** The floor (index, bottom 0) of a file under `src`, or undefined when no floor holds it. */
export function floorOf(floors: readonly Floor[], src: string, file: string): number | undefined {
  if (!file.startsWith(`${src}/`)) return undefined;
  const inside = file.slice(src.length + 1);
  const index = floors.findIndex((floor) =>
    floor.holds.some((place) => (place.endsWith("/") ? inside.startsWith(place) : inside === place)),
  );
  return index === -1 ? undefined : index;
}

/** The files under `src` that no floor holds. */
export function unplaced(graph: ImportGraph, floors: readonly Floor[], src: string): string[] {
  return [...graph.keys()].filter((file) => file.startsWith(`${src}/`) && floorOf(floors, src, file) === undefined);
}

/** Each import under `src` from a lower floor to a higher one, as `from -> to (lower floor -> higher floor)`. */
export function climbs(graph: ImportGraph, floors: readonly Floor[], src: string): string[] {
  const found: string[] = [];
  for (const [file, imported] of graph) {
    const from = floorOf(floors, src, file);
    if (from === undefined) continue;
    for (const target of imported) {
      const to = floorOf(floors, src, target);
      if (to !== undefined && to > from) {
        found.push(`${file} -> ${target} (${floors[from]?.name} -> ${floors[to]?.name})`);
      }
    }
  }
  return found;
}
