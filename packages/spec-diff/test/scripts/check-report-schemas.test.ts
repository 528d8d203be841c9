/**
 * The schema gate: this repository's schemas against the released ones pass; a breaking change passes only with a
 * major changeset for @haulkit/contract-tests and a new major version in the schema's $id.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkSchemaChanges, DIRS, type Dirs, updateReleased } from "../../scripts/check-report-schemas.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), "haulkit-report-schemas-"));
  made.push(dir);
  return dir;
};

/** A copy of the released schemas, the current ones and an empty .changeset, to edit. */
function scratch(): Dirs {
  const root = tmp();
  const dirs = {
    schemas: join(root, "schemas"),
    released: join(root, "released"),
    changesets: join(root, ".changeset"),
    manifest: join(root, "package.json"),
  };
  cpSync(DIRS.released, dirs.released, { recursive: true });
  cpSync(DIRS.released, dirs.schemas, { recursive: true, filter: (file) => !file.endsWith("/version") });
  writeFileSync(dirs.manifest, JSON.stringify({ version: "0.1.0" }));
  writeFileSync(join(dirs.released, "version"), "0.1.0\n");
  mkdirSync(dirs.changesets);
  writeFileSync(join(dirs.changesets, "README.md"), "# Changesets\n");
  return dirs;
}

interface Schema {
  $id: string;
  required: string[];
  properties: Record<string, unknown>;
}

function editSchema(dirs: Dirs, file: string, edit: (schema: Schema) => void): void {
  const schema = JSON.parse(readFileSync(join(dirs.schemas, file), "utf8")) as Schema;
  edit(schema);
  writeFileSync(join(dirs.schemas, file), JSON.stringify(schema));
}

const changeset = (dirs: Dirs, bump: string) =>
  writeFileSync(join(dirs.changesets, "drift-v2.md"), `---\n"@haulkit/contract-tests": ${bump}\n---\n\nDrift v2.\n`);
const removeCount = (schema: Schema) => {
  delete schema.properties.count;
  schema.required = schema.required.filter((name) => name !== "count");
};

describe("check-report-schemas", () => {
  it("passes on this repository: the schemas against the released ones, with its pending changesets", () => {
    expect(readdirSync(DIRS.released).sort()).toEqual([...readdirSync(DIRS.schemas), "version"].sort());
    expect(checkSchemaChanges()).toMatchObject({ code: 0 });
  });

  it("passes a change no reader notices (a property added) without any changeset", () => {
    const dirs = scratch();
    editSchema(dirs, "drift.schema.json", (s) => {
      s.properties.note = { type: "string" };
    });
    expect(checkSchemaChanges(dirs)).toEqual({
      code: 0,
      text: "No breaking change to the report schemas since the last release.",
    });
  });

  it("fails a breaking change without a major changeset and a new $id major, naming the change", () => {
    const dirs = scratch();
    editSchema(dirs, "drift.schema.json", removeCount);
    const { code, text } = checkSchemaChanges(dirs);
    expect(code).toBe(1);
    expect(text.split("\n")).toEqual([
      "1 report schema(s) changed in a way that breaks their readers since the last release:",
      "drift.schema.json:",
      "  /properties/count: count removed",
      "drift.schema.json: its $id must carry a new major version (released v1, now v1)",
      expect.stringMatching(/^a major changeset for @haulkit\/contract-tests is required \(no changeset releases it\)/),
    ]);
    changeset(dirs, "minor");
    expect(checkSchemaChanges(dirs).text).toContain("(it is minor in ");
  });

  it("passes the breaking change once released as major under a v2 $id; a schema emptied of its keys needs the same", () => {
    const dirs = scratch();
    editSchema(dirs, "drift.schema.json", (s) => {
      removeCount(s);
      s.$id = "urn:haulkit:contract-tests:v2:drift.schema.json";
    });
    changeset(dirs, "major");
    expect(checkSchemaChanges(dirs)).toMatchObject({ code: 0, text: expect.stringContaining("released as major") });
    // The release pull request: its changesets consumed, the package's version is the new major.
    rmSync(join(dirs.changesets, "drift-v2.md"));
    expect(checkSchemaChanges(dirs).code).toBe(1);
    writeFileSync(dirs.manifest, JSON.stringify({ version: "1.0.0" }));
    expect(checkSchemaChanges(dirs)).toMatchObject({
      code: 0,
      text: expect.stringContaining("released as major (version 1.0.0 after 0.1.0)"),
    });
    const bare = scratch();
    writeFileSync(join(bare.schemas, "cleanup.schema.json"), "{}");
    expect(checkSchemaChanges(bare).text).toContain("cleanup.schema.json: its $id must carry a new major version");
  });

  it("--update makes the current schemas the released ones", () => {
    const dirs = scratch();
    editSchema(dirs, "drift.schema.json", removeCount);
    writeFileSync(dirs.manifest, JSON.stringify({ version: "1.0.0" }));
    const count = readdirSync(dirs.schemas).length;
    expect(updateReleased(dirs)).toBe(`released-schemas/ now holds ${count} schema(s) of version 1.0.0`);
    expect(readFileSync(join(dirs.released, "version"), "utf8")).toBe("1.0.0\n");
    expect(checkSchemaChanges(dirs).code).toBe(0);
  });
});
