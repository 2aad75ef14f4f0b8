import { describe, expect, it } from "vitest";
import { csvField, csvRow, datedCsvFilename, neutraliseFormula, toCsv } from "@/lib/csv";
import { localDate } from "@/lib/utils/local-date";

describe("CSV fields (RFC 4180)", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Sunridge Dental")).toBe("Sunridge Dental");
    expect(csvField("dana@sunridge.example")).toBe("dana@sunridge.example");
  });

  it("writes nothing for null and undefined, and numbers and booleans as they are", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(-42)).toBe("-42");
    expect(csvField(true)).toBe("true");
  });

  it("quotes a field holding a comma, a quote or a line break, doubling inner quotes", () => {
    expect(csvField("Smith, Jones")).toBe('"Smith, Jones"');
    expect(csvField('The "best" agency')).toBe('"The ""best"" agency"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvField('"')).toBe('""""');
  });

  it("quotes a field holding a semicolon, so a spreadsheet splitting on it keeps one cell", () => {
    expect(csvField('Acme;=HYPERLINK("http://x")')).toBe('"Acme;=HYPERLINK(""http://x"")"');
    expect(csvField("a;b")).toBe('"a;b"');
  });

  it("ends each record with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
    expect(toCsv(["Date", "Name"], [["2026-03-02", "Ana"]])).toBe(
      "Date,Name\r\n2026-03-02,Ana\r\n",
    );
  });
});

describe("formula neutralising (CSV injection)", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+1 (512) 555-0147", "'+1 (512) 555-0147"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
  ])("prefixes %j with an apostrophe", (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });

  it("leaves text that merely contains those characters alone", () => {
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula("512-555-0147")).toBe("512-555-0147");
    expect(neutraliseFormula("")).toBe("");
  });

  it("neutralises and then quotes, so the apostrophe sits inside the quotes", () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField("\rline")).toBe('"\'\rline"');
    expect(csvField("-1,5")).toBe('"\'-1,5"');
  });
});

describe("file names", () => {
  it("names the export with the date", () => {
    expect(datedCsvFilename("chat-summaries", "2026-03-05")).toBe("chat-summaries-2026-03-05.csv");
  });

  it("uses the agency's calendar day, not UTC's", () => {
    // 03:00 UTC on 6 March is still the evening of 5 March in Austin.
    expect(localDate(new Date("2026-03-06T03:00:00Z"), "America/Chicago")).toBe("2026-03-05");
    expect(localDate(new Date("2026-03-06T03:00:00Z"), "UTC")).toBe("2026-03-06");
  });
});
