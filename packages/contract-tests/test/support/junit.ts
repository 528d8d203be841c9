/** Reads the test cases of a junit.xml: name, file, and the failure message or skip of each. */

export interface JunitCase {
  file: string;
  name: string;
  failure: string | undefined;
  skipped: boolean;
}

const unescapeXml = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&#10;", "\n")
    .replaceAll("&amp;", "&");

export function junitCases(xml: string): JunitCase[] {
  const cases: JunitCase[] = [];
  const pattern = /<testcase classname="([^"]*)" name="([^"]*)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const match of xml.matchAll(pattern)) {
    const body = match[4] ?? "";
    const failure = /<failure message="([^"]*)"/.exec(body)?.[1];
    cases.push({
      file: unescapeXml(match[1] ?? ""),
      name: unescapeXml(match[2] ?? ""),
      failure: failure === undefined ? undefined : unescapeXml(failure),
      skipped: /<skipped/.test(body),
    });
  }
  return cases;
}
