"use client";

// One piece of proof: its fields by kind, saved through the proof action with the version it was
// loaded at (someone else's save meanwhile is refused, not overwritten). A demo piece can also be
// kept as it is and confirmed as the owner's own.
import { useRouter } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CircleCheck, Save, Upload } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { addProofAction, removeProofAction, saveProofAction } from "@/lib/actions/proof";
import { failureMessage, runAction } from "@/lib/admin/client";
import type { AddableKind, ProofItem, ProofKind } from "@/lib/validations/proof";
import { DeleteButton } from "../content/confirm-delete";
import { textareaClass } from "../content/fields";
import { IMAGE_TYPES, uploadImage } from "../content/upload";
import { Field, FormError, fieldClass } from "../security/card";

type Spec = { key: string; label: string; long?: boolean; image?: boolean; date?: boolean };

const FIELDS: Record<ProofKind, Spec[]> = {
  summary: [
    { key: "value", label: "Figure" },
    { key: "label", label: "Label" },
    { key: "source", label: "Source (shown on hover)" },
  ],
  result: [
    { key: "value", label: "Figure" },
    { key: "name", label: "Name" },
    { key: "description", label: "Description", long: true },
    { key: "source", label: "Source (shown under the figure)" },
  ],
  testimonial: [
    { key: "quote", label: "Quote", long: true },
    { key: "name", label: "Name" },
    { key: "role", label: "Role" },
    { key: "company", label: "Company" },
    { key: "photo", label: "Photo", image: true },
    { key: "logo", label: "Company logo", image: true },
    { key: "permission_on", label: "Permission to quote given on (private)", date: true },
  ],
  team: [
    { key: "name", label: "Name" },
    { key: "role", label: "Role" },
    { key: "bio", label: "Bio", long: true },
    { key: "photo", label: "Photo", image: true },
  ],
};

/** A new piece's words with every field of its kind, left empty where nothing was typed. */
const wordsFor = (kind: ProofKind, values: Record<string, string>) =>
  Object.fromEntries(FIELDS[kind].map((f) => [f.key, values[f.key] ?? ""]));

const asText = (data: ProofItem["data"]) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v == null ? "" : String(v)]));

function ImageField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Field id={id} label={label}>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          placeholder="/uploads/… or https://"
          onChange={(e) => onChange(e.target.value)}
          className={fieldClass}
        />
        <label className="btn out sm mt-1.5 shrink-0 cursor-pointer">
          <Upload className="size-4" aria-hidden />
          {progress === null ? "Upload" : `${progress}%`}
          <input
            type="file"
            accept={IMAGE_TYPES}
            className="sr-only"
            aria-label={`Upload ${label.toLowerCase()}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              setError(null);
              setProgress(0);
              try {
                onChange((await uploadImage(file, setProgress)).url);
              } catch (err) {
                setError(failureMessage(err, "The image could not be uploaded."));
              } finally {
                setProgress(null);
              }
            }}
          />
        </label>
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </Field>
  );
}

/** One piece's form; without `item`, a new testimonial or team member (`onDone` closes it). */
export function ProofItemForm({
  item,
  kind = item?.kind ?? "testimonial",
  title,
  removable = false,
  onDone,
}: {
  item?: ProofItem;
  kind?: ProofKind;
  title: string;
  /** A testimonial or team member that is not the last of its kind. */
  removable?: boolean;
  onDone?: () => void;
}) {
  const id = useId();
  const router = useRouter();
  const [values, setValues] = useState<Record<string, string>>(() =>
    item ? asText(item.data) : {},
  );
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function save(confirm: boolean) {
    setPending(true);
    setError(null);
    try {
      if (item) {
        await runAction(() =>
          saveProofAction({
            id: item.id,
            ...(confirm ? { confirm: true } : { data: values }),
            if_unmodified_since: item.updatedAt,
          }),
        );
      } else {
        await runAction(() =>
          addProofAction({ kind: kind as AddableKind, data: wordsFor(kind, values) }),
        );
      }
      toast({
        title: !item ? "Added" : confirm ? "Confirmed as yours" : "Saved",
        description: "The site shows it within a few seconds.",
      });
      onDone?.();
      router.refresh();
    } catch (err) {
      setError(failureMessage(err, "Not saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          {title}
        </h3>
        {!item ? (
          <span className="text-xs text-muted">New</span>
        ) : item.demo ? (
          <span className="rounded-pill bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Demo
          </span>
        ) : (
          <span className="text-xs text-muted">
            Yours{item.updatedBy ? ` · ${item.updatedBy}` : ""}
          </span>
        )}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {FIELDS[kind].map((f) => {
          const fieldId = `${id}-${f.key}`;
          const set = (v: string) => setValues((all) => ({ ...all, [f.key]: v }));
          if (f.image) {
            return (
              <ImageField
                key={f.key}
                id={fieldId}
                label={f.label}
                value={values[f.key] ?? ""}
                onChange={set}
              />
            );
          }
          return (
            <Field
              key={f.key}
              id={fieldId}
              label={f.label}
              className={f.long ? "sm:col-span-2" : ""}
            >
              {f.long ? (
                <textarea
                  id={fieldId}
                  rows={3}
                  value={values[f.key] ?? ""}
                  onChange={(e) => set(e.target.value)}
                  className={textareaClass}
                />
              ) : (
                <input
                  id={fieldId}
                  type={f.date ? "date" : "text"}
                  value={values[f.key] ?? ""}
                  onChange={(e) => set(e.target.value)}
                  className={fieldClass}
                />
              )}
            </Field>
          );
        })}
      </div>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          <Save className="size-4" aria-hidden />
          {item ? "Save" : "Add"}
        </Button>
        {!item && onDone && (
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        )}
        {item?.demo && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => void save(true)}
          >
            <CircleCheck className="size-4" aria-hidden />
            It's ours: keep it
          </Button>
        )}
        {item && removable && (
          <span className="ml-auto">
            <DeleteButton
              kind={kind === "team" ? "team member" : "testimonial"}
              title={title}
              published
              remove={() => removeProofAction({ id: item.id, if_unmodified_since: item.updatedAt })}
              onDeleted={() => {
                toast({
                  title: "Removed",
                  description: "It leaves the site within a few seconds.",
                });
                router.refresh();
              }}
            />
          </span>
        )}
      </div>
    </form>
  );
}
