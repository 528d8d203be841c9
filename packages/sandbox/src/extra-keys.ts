/**
 * The `extra-key-everywhere` fault: every object of every JSON answer (test helpers included) and of every webhook
 * payload gets one key no document names. The spec tells clients to tolerate unknown keys, so no test may fail.
 */
export const EXTRA_KEY = "x_sandbox_extra";

/** Maps (field name -> messages, field name -> change) keep their keys: an extra key there would be a field. */
const HTTP_MAPS: ReadonlySet<string> = new Set(["details", "reasons", "resolve_reasons"]);
export const WEBHOOK_MAPS: ReadonlySet<string> = new Set([...HTTP_MAPS, "data"]);

export function withExtraKeys(value: unknown, maps: ReadonlySet<string> = HTTP_MAPS): unknown {
  if (Array.isArray(value)) return value.map((item) => withExtraKeys(item, maps));
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).map(([key, inner]) => [
    key,
    maps.has(key) && inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).map(([name, item]) => [name, withExtraKeys(item, maps)]))
      : withExtraKeys(inner, maps),
  ]);
  return { ...Object.fromEntries(entries), [EXTRA_KEY]: true };
}

/** A JSON text with the extra keys; any other text as it was. */
export function jsonWithExtraKeys(text: string): string {
  try {
    return JSON.stringify(withExtraKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}
