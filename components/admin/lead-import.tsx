"use client";

// /admin/leads/import: a spreadsheet of contacts in three steps: choose the file, check how it was
// read (the columns are guessed and can be changed), then import. Every step asks the server (a
// dry run for the preview), so the preview shows exactly what the import will do.
import Link from "next/link";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { ArrowLeft, LoaderCircle, Upload } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { failureMessage, sendWithSession } from "@/lib/admin/client";
import { formatUsd } from "@/lib/utils/money";
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type ImportReport,
} from "@/lib/validations/lead-import";
import { Button, ButtonLink } from "../ui/button";
import { card } from "./events/event-fields";
import { Field, FormError, fieldClass } from "./security/card";

const MAX_BYTES = 2 * 1024 * 1024;
const SHOWN_REJECTIONS = 20;

function importPath(mapping: ImportMapping | null, dryRun: boolean) {
  const query = new URLSearchParams(dryRun ? { dry_run: "1" } : {});
  for (const field of IMPORT_FIELDS) if (mapping) query.set(field, mapping[field] ?? "");
  return `/api/admin/leads/import?${query}`;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export function LeadImport() {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [pending, setPending] = useState<"preview" | "import" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function read(text: string, mapping: ImportMapping | null) {
    setPending("preview");
    setProblem(null);
    try {
      setPreview(
        (await sendWithSession(importPath(mapping, true), text, "text/csv")) as ImportPreview,
      );
    } catch (err) {
      setPreview(null);
      setProblem(failureMessage(err, "The file could not be read. Please try again."));
    } finally {
      setPending(null);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setReport(null);
    setPreview(null);
    if (!chosen) return setFile(null);
    if (chosen.size > MAX_BYTES) {
      setFile(null);
      return setProblem("The file is larger than 2 MB: split it and import each part.");
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    await read(text, null);
  }

  function remap(field: ImportField, header: string) {
    if (!file || !preview) return;
    void read(file.text, { ...preview.mapping, [field]: header || null });
  }

  async function runImport() {
    if (!file || !preview) return;
    setPending("import");
    setProblem(null);
    try {
      const done = (await sendWithSession(
        importPath(preview.mapping, false),
        file.text,
        "text/csv",
      )) as ImportReport;
      setReport(done);
      setPreview(null);
      toast({ title: "Import finished", description: summary(done, false) });
    } catch (err) {
      setProblem(failureMessage(err, "The import failed. Nothing was lost: please try again."));
    } finally {
      setPending(null);
    }
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <Link
          href="/admin"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          All leads
        </Link>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          Import leads
        </h1>
        <p className="mt-1 text-sm text-muted">
          A CSV file with a header row, such as an export from a spreadsheet, HubSpot or Pipedrive
          (at most 5,000 rows and 2 MB). An email that already has a lead adds to it.
        </p>
      </div>

      <section className={card} aria-labelledby={f("file-heading")}>
        <h2 id={f("file-heading")} className="text-base font-semibold text-ink">
          1. Choose the file
        </h2>
        <Field id={f("file")} label="CSV file" className="mt-3">
          <input
            id={f("file")}
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            disabled={pending !== null}
            className={`${fieldClass} h-auto py-2`}
          />
        </Field>
        {pending === "preview" ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Reading {file?.name}…
          </p>
        ) : null}
        <div className="mt-3">
          <FormError message={problem} />
        </div>
      </section>

      {preview ? (
        <Preview preview={preview} onRemap={remap} busy={pending !== null} idPrefix={f("map")}>
          <Button
            type="button"
            variant="primary"
            onClick={runImport}
            disabled={pending !== null || preview.created + preview.updated === 0}
          >
            {pending === "import" ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Upload className="size-4" aria-hidden />
            )}
            {pending === "import"
              ? "Importing…"
              : `Import ${plural(preview.created + preview.updated, "lead")}`}
          </Button>
        </Preview>
      ) : null}

      {report ? (
        <section className={card} aria-labelledby={f("done-heading")}>
          <h2 id={f("done-heading")} className="text-base font-semibold text-ink">
            Import finished
          </h2>
          <p className="mt-2 text-sm text-ink" role="status">
            {summary(report, false)}
          </p>
          <Rejections rejected={report.rejected} />
          <ButtonLink href="/admin" variant="secondary" size="sm" className="mt-4">
            See the leads
          </ButtonLink>
        </section>
      ) : null}
    </div>
  );
}

function summary(r: ImportReport, dryRun: boolean) {
  const parts = [
    r.created && `${plural(r.created, "new lead")} ${dryRun ? "will be added" : "added"}`,
    r.updated &&
      `${plural(r.updated, "row")} ${dryRun ? "will add to a lead you have" : "added to a lead you had"}`,
    r.rejected.length &&
      `${plural(r.rejected.length, "row")} ${dryRun ? "can't be imported" : "skipped"}`,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "No rows with contacts were found";
}

function Preview({
  preview,
  onRemap,
  busy,
  idPrefix,
  children,
}: {
  preview: ImportPreview;
  onRemap: (field: ImportField, header: string) => void;
  busy: boolean;
  idPrefix: string;
  children: React.ReactNode;
}) {
  return (
    <section className={card} aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="text-base font-semibold text-ink">
        2. Check how it was read
      </h2>
      <p className="mt-1 text-sm text-muted">
        {plural(preview.rows, "row")} found. Change a column below if it was guessed wrong.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {IMPORT_FIELDS.map((field) => (
          <Field key={field} id={`${idPrefix}-${field}`} label={IMPORT_FIELD_LABELS[field]}>
            <select
              id={`${idPrefix}-${field}`}
              value={preview.mapping[field] ?? ""}
              onChange={(e) => onRemap(field, e.target.value)}
              disabled={busy}
              className={fieldClass}
            >
              <option value="">Not in the file</option>
              {preview.headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </div>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">The first rows as they will be imported</caption>
          <thead className="text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="py-2 pr-3 font-medium">Line</th>
              <th className="py-2 pr-3 font-medium">Name</th>
              <th className="py-2 pr-3 font-medium">Email</th>
              <th className="py-2 pr-3 font-medium">Phone</th>
              <th className="py-2 pr-3 font-medium">Company</th>
              <th className="py-2 font-medium">Value</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {preview.sample.map((row) => (
              <tr key={row.line}>
                <td className="py-2 pr-3 tabular-nums text-muted">{row.line}</td>
                <td className="py-2 pr-3 text-ink">{row.name}</td>
                <td className="py-2 pr-3">{row.email || "–"}</td>
                <td className="py-2 pr-3">{row.phone || "–"}</td>
                <td className="py-2 pr-3">{row.company_name || "–"}</td>
                <td className="py-2 tabular-nums">
                  {row.deal_value_cents != null ? formatUsd(row.deal_value_cents) : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm font-medium text-ink" role="status">
        {summary(preview, true)}.
      </p>
      <Rejections rejected={preview.rejected} />
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Rejections({ rejected }: { rejected: ImportReport["rejected"] }) {
  if (rejected.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-ink">Rows that can't be imported</h3>
      <ul className="mt-1 space-y-1 text-sm text-muted">
        {rejected.slice(0, SHOWN_REJECTIONS).map((r) => (
          <li key={r.line}>
            Line {r.line}: {r.reason}
          </li>
        ))}
      </ul>
      {rejected.length > SHOWN_REJECTIONS ? (
        <p className="mt-1 text-sm text-muted">
          and {plural(rejected.length - SHOWN_REJECTIONS, "more row")}.
        </p>
      ) : null}
    </div>
  );
}
