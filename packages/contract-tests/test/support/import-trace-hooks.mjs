// The resolve hook behind import-trace.mjs: records each resolved URL, changes nothing.
import { appendFileSync } from "node:fs";

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const trace = process.env.HAULKIT_IMPORT_TRACE;
  if (trace) appendFileSync(trace, `${result.url}\n`);
  return result;
}
