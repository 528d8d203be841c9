/** Keeps secrets out of failure messages: known secret values, and the values of secret-looking JSON keys. */

const SECRET_KEY = /(^|_)token$|secret|password|api[-_]?key|authorization/i;
export const REDACTED = "[redacted]";

function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && typeof inner === "string" ? REDACTED : redactJson(inner),
    ]),
  );
}

/** A response body for a message: JSON with secret-looking keys masked, or the text, then known secrets removed. */
export function redactBody(text: string, secrets: readonly string[] = []): string {
  let shown = text;
  try {
    shown = JSON.stringify(redactJson(JSON.parse(text)));
  } catch {
    // not JSON: shown as it is, minus the known secrets
  }
  return redactSecrets(shown, secrets);
}

export function redactSecrets(text: string, secrets: readonly string[]): string {
  let shown = text;
  for (const secret of secrets) if (secret.length >= 4) shown = shown.split(secret).join(REDACTED);
  return shown;
}
