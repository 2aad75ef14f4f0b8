// Reading a contacts file: the columns guessed from the headers people and CRMs write, and the
// line each record starts on whatever its line ends and quoted line breaks.
import { describe, expect, it } from "vitest";
import { guessMapping, parseCsv, readRows } from "@/lib/leads/import-parse";

describe("reading a contacts CSV", () => {
  it("guesses the columns of a Pipedrive export and of a plain spreadsheet", () => {
    expect(
      guessMapping([
        "Deal - Title",
        "Deal - Value",
        "Person - Name",
        "Person - Email - Work",
        "Person - Phone - Work",
        "Organization - Name",
        "Deal - Expected close date",
        "Note - Content",
      ]),
    ).toEqual({
      name: "Person - Name",
      first_name: null,
      last_name: null,
      email: "Person - Email - Work",
      phone: "Person - Phone - Work",
      company: "Organization - Name",
      note: "Note - Content",
      value: "Deal - Value",
      expected_close: "Deal - Expected close date",
    });
    expect(guessMapping(["Name", "E-mail", "Company", "Phone", "Notes", "Value"])).toMatchObject({
      name: "Name",
      email: "E-mail",
      company: "Company",
      phone: "Phone",
      note: "Notes",
      value: "Value",
    });
  });

  it("numbers each record by the line it starts on, past blank lines and quoted line breaks", () => {
    const text = ["Name,Email", 'Ann,"a@x.test"', "", '"Bo\r\nB",b@x.test', "Cy,c@x.test"].join(
      "\r\n",
    );
    expect(parseCsv(text).rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [2, "Ann"],
      [4, "Bo\nB"],
      [6, "Cy"],
    ]);
  });

  it("builds a name from first and last, else the company; reads US dates and dollar amounts", () => {
    const parsed = parseCsv(
      'First,Last,Company,Email,Amount,Close date\nAl,Bee,,al@x.test,"$2,000",4/5/2027\n,,Acme,acme@x.test,,\n',
    );
    const { leads, rejected } = readRows(parsed, {
      ...guessMapping(parsed.headers),
      expected_close: "Close date",
    });
    expect(rejected).toEqual([]);
    expect(leads).toEqual([
      {
        line: 2,
        name: "Al Bee",
        email: "al@x.test",
        deal_value_cents: 200_000,
        expected_close_on: "2027-04-05",
      },
      { line: 3, name: "Acme", email: "acme@x.test", company_name: "Acme" },
    ]);
  });
});
