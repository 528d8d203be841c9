/**
 * The bundle as the reference page shows it: code samples on every operation, server texts without Markdown,
 * descriptions that name no repository file (the gaps list is a link to the gaps page).
 */
import type { OpenApiBundle } from "./apis.js";
import { publicMarkdown } from "./public-text.js";
import { withCodeSamples } from "./samples.js";

interface Server {
  description?: string;
  variables?: Record<string, { description?: string }>;
}

/** Redoc shows a server's description as plain text: `code` spans would keep their backquotes. */
export function plainText(markdown: string): string {
  return markdown.replace(/`([^`]*)`/g, "$1");
}

/** "see GAPS.md" in a description becomes a link to the site's gaps page. */
export function linkGaps(markdown: string): string {
  return markdown.replace(/`?GAPS\.md`?/g, "[the gaps list](gaps.html)");
}

function linkGapsIn(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) linkGapsIn(item);
  } else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === "description" && typeof value === "string") record[key] = linkGaps(publicMarkdown(value));
      else linkGapsIn(value);
    }
  }
}

/** A copy of one API's bundle for its reference page. */
export function referenceSpec(api: string, spec: OpenApiBundle): OpenApiBundle {
  const copy = withCodeSamples(api, spec as unknown as Record<string, unknown>) as unknown as OpenApiBundle & {
    servers?: Server[];
  };
  linkGapsIn(copy);
  for (const server of copy.servers ?? []) {
    if (server.description) server.description = plainText(server.description);
    for (const variable of Object.values(server.variables ?? {})) {
      if (variable.description) variable.description = plainText(variable.description);
    }
  }
  return copy;
}
