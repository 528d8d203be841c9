/**
 * Keeps the pages free of remote loads. Redoc 3 renders its "API docs by Redocly" attribution with an <img>
 * from cdn.redoc.ly; the build swaps those URLs for inline SVGs (the link to redocly.com stays, it loads nothing).
 */

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

const wordmark = (width: number, text: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="16" viewBox="0 0 ${width} 16">` +
  `<text x="0" y="12" font-family="system-ui,sans-serif" font-size="12" font-weight="600" fill="#0044d4">${text}</text></svg>`;

/** Remote assets Redoc's bundle loads at run time, with their inline replacements. */
export const remoteAssets: Record<string, string> = {
  "https://cdn.redoc.ly/redoc/logo-mini-full.svg": svgDataUri(wordmark(52, "Redocly")),
  "https://cdn.redoc.ly/redoc/logo-mini.svg": svgDataUri(wordmark(12, "R")),
};

/** The site's icon, inline so that no page asks the server for /favicon.ico. */
export const favicon = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1f4e79"/>' +
    '<path d="M3 10h7V6h2l1 2v2h-1M3 10V6h7" stroke="#fff" fill="none"/></svg>',
);

/** Replaces every known remote asset with its inline copy; returns the new HTML and the number of swaps. */
export function inlineRemoteAssets(html: string): { html: string; replaced: number } {
  let replaced = 0;
  let out = html;
  for (const [url, inline] of Object.entries(remoteAssets)) {
    const parts = out.split(url);
    replaced += parts.length - 1;
    out = parts.join(inline);
  }
  return { html: out, replaced };
}

/** Remote scripts, stylesheets, fonts or images referenced from HTML attributes or CSS (none is allowed). */
export function remoteReferences(html: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /<(?:script|link|img|iframe|source)\b[^>]*?\s(?:src|href)\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)/gi,
    /@import\s+(?:url\()?\s*["']?((?:https?:)?\/\/[^"')\s;]+)/gi,
    /url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi,
  ];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}
