/** The bundle as the reference page shows it: code samples on every operation, server texts without Markdown. */
import type { OpenApiBundle } from "./apis.js";
import { withCodeSamples } from "./samples.js";

interface Server {
  description?: string;
  variables?: Record<string, { description?: string }>;
}

/** Redoc shows a server's description as plain text: `code` spans would keep their backquotes. */
export function plainText(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, "$1");
}

/** A copy of one API's bundle for its reference page. */
export function referenceSpec(api: string, spec: OpenApiBundle): OpenApiBundle {
  const copy = withCodeSamples(api, spec as unknown as Record<string, unknown>) as unknown as OpenApiBundle & {
    servers?: Server[];
  };
  for (const server of copy.servers ?? []) {
    if (server.description) server.description = plainText(server.description);
    for (const variable of Object.values(server.variables ?? {})) {
      if (variable.description) variable.description = plainText(variable.description);
    }
  }
  return copy;
}
