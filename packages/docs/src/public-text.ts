/**
 * spec/GAPS.md is written inside the repository; the gaps page speaks to a public reader: no repository path, no
 * "now". Each repository reference gets a public name (a link to the file on GitHub where it helps), and a check
 * finds what a new entry would leak.
 */

/** Where the repository is published (the specs' `info.contact.url`). */
export const repositoryUrl = "https://github.com/haulkit/haulkit";
const file = (path: string) => `${repositoryUrl}/blob/main/${path}`;

/** Repository references of GAPS.md (code span or bare), and their public wording (Markdown). */
export const publicNames: [RegExp, string][] = [
  [/`\.\.\/shared\/seeds\/000_\*`/g, "the shipper API's source document"],
  [/`\.\.\/shared\/seeds\/001_\*`/g, "the recommended-price service's source document"],
  [/`?spec\/README\.md`?/g, `[the spec's README](${file("spec/README.md")})`],
  [/`?test\/assumptions\.test\.ts`?/g, "a test of the spec"],
  [/`spec\/sandbox\/`/g, "the description of the sandbox's own test helpers"],
  [
    /`(?:packages\/sandbox\/)?INSURANCE\.md`/g,
    `[the sandbox's insurance rules](${file("packages/sandbox/INSURANCE.md")})`,
  ],
  [/`(?:packages\/sandbox\/)?PRICING\.md`/g, `[the sandbox's pricing rules](${file("packages/sandbox/PRICING.md")})`],
  [/`packages\/sandbox`/g, `[\`@haulkit/sandbox\`](${repositoryUrl}/tree/main/packages/sandbox)`],
  [/\]\(\.\.\/packages\/sandbox\/BEHAVIOUR\.md/g, `](${file("packages/sandbox/BEHAVIOUR.md")}`],
  [/\]\(GAPS-NOTES\.md/g, `](${file("spec/GAPS-NOTES.md")}`],
  // Relative to when the entry was written; the date it names is enough.
  [/ \(a dated change of the documents, in the past\)/g, " (a dated change of the documents)"],
];

/** Markdown (GAPS.md, a description) with every known repository reference and relative date replaced. */
export function publicMarkdown(markdown: string): string {
  return publicNames.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), markdown);
}

/** Repository paths (`spec/…`, `packages/…`, `../shared/…`, a `*.ts` or `*.md` file name) in visible text. */
export function repositoryPaths(text: string): string[] {
  const pattern =
    /(?:^|[\s(`'"])((?:\.\.?\/|spec\/|packages\/|test\/|src\/|bench\/|scripts\/|\.ci\/|\.github\/)[^\s)`'",;]*|[A-Za-z0-9_.-]+\.(?:ts|md))(?=$|[\s)`'",;:.])/g;
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/** Words that date a sentence relative to when it was written ("now" as in "pay now" is a name, not a date). */
export function relativeDates(text: string): string[] {
  const pattern =
    /\b(today|tonight|yesterday|tomorrow|currently|recently|nowadays|at the moment|at present|in the past|so far|these days|this (?:week|month|year)|last (?:week|month|year)|(?<!pay |before )now)\b/gi;
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].toLowerCase()))];
}
