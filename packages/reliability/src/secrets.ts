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

/** `text` as a reader could decode it: as is, JSON-unescaped, URL-decoded once and twice, `+` read as a space. */
export function decodedForms(text: string): string[] {
  const unescaped = text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)))
    .replace(/\\(["\\/])/g, "$1");
  const forms = [text, unescaped];
  for (const form of [text, unescaped]) {
    let decoded = form;
    for (let round = 0; round < 2; round++) {
      decoded = decoded.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      });
      forms.push(decoded);
    }
  }
  return [...forms, ...forms.map((form) => form.replaceAll(" ", "+"))];
}

/** Secrets found in `text` in any spelling a JSON or URL escape gives them. */
export function secretsInAnySpelling(text: string, secrets: Iterable<string>): string[] {
  const list = [...secrets];
  return [...new Set(decodedForms(text).flatMap((form) => secretsIn(form, list)))];
}
