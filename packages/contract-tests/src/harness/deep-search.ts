/** Finds a key anywhere in a JSON value: the rule "no `ach_payment` in any carrier response" is checked with it. */

/** The JSON pointer of every object member named `key`, at any depth (inside arrays too), in document order. */
export function pointersOfKey(value: unknown, key: string, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pointersOfKey(item, key, `${at}/${index}`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, inner]) => {
    const here = `${at}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    return [...(name === key ? [here] : []), ...pointersOfKey(inner, key, here)];
  });
}
