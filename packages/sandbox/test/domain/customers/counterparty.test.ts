import { describe, expect, it } from "vitest";
import { addContact, type ContactRecord } from "../../../src/domain/customers/counterparty.js";

/** Adds contacts named a, b, c... with the given `is_primary` values and returns which are primary. */
function primaries(flags: (boolean | undefined)[]): string[] {
  const contacts: ContactRecord[] = [];
  flags.forEach((flag, index) => {
    addContact(contacts, { name: String.fromCharCode(97 + index), is_primary: flag }, index);
  });
  return contacts.filter((contact) => contact.isPrimary).map((contact) => contact.fields.name);
}

describe("contacts: exactly one primary", () => {
  it.each<[string, (boolean | undefined)[], string[]]>([
    ["the first contact is primary even when not asked", [undefined], ["a"]],
    ["the first contact is primary when asked not to be", [false], ["a"]],
    ["later contacts are not primary unless asked", [undefined, false, undefined], ["a"]],
    ["a new primary demotes the old one", [true, true], ["b"]],
    ["the last primary wins", [undefined, true, false, true], ["d"]],
  ])("%s", (_, flags, expected) => expect(primaries(flags)).toEqual(expected));

  it("stamps the demoted contact's change", () => {
    const contacts: ContactRecord[] = [];
    const first = addContact(contacts, { name: "a" }, 1);
    addContact(contacts, { name: "b", is_primary: true }, 2);
    expect([first.isPrimary, first.createdAt, first.changedAt]).toEqual([false, 1, 2]);
  });
});
