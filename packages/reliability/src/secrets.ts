/** Looking for secrets where they must never be: answers, errors (as JSON and as `util.inspect` shows them), logs. */
import { inspect } from "node:util";

/** Secrets of at least 8 characters that occur in `text` (shorter ones would match by chance). */
export function secretsIn(text: string, secrets: Iterable<string>): string[] {
  const found: string[] = [];
  for (const secret of secrets) if (secret.length >= 8 && text.includes(secret)) found.push(secret);
  return found;
}

/** Every way an error is commonly printed: JSON, `util.inspect` (hidden properties, causes), message and stack. */
export function errorRenderings(error: unknown): string {
  const parts: string[] = [];
  try {
    parts.push(JSON.stringify(error) ?? "");
  } catch (problem) {
    parts.push(`(not JSON: ${(problem as Error).message})`);
  }
  parts.push(inspect(error, { depth: 8, showHidden: true, getters: true }));
  if (error instanceof Error) parts.push(error.message, error.stack ?? "", String(error.cause ?? ""));
  return parts.join("\n");
}
