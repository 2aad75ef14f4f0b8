"use client";

// One use case in the studio (/admin/content/use-cases/<slug>, or …/new): title,
// address, industry, picture, the challenge and the solution in Markdown with their previews,
// the results and the position among the cards.
// Saved by its buttons only: Save draft, Publish, Update, Unpublish.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/components/ui/toaster";
import { authorizedFetch, failureMessage, HttpError } from "@/lib/admin/client";
import type { PostStatus } from "@/lib/validations/studio";
import {
  type StudioUseCase,
  studioHref,
  studioUseCaseResponseSchema,
} from "@/lib/validations/studio-client";
import { Field, fieldClass } from "../security/card";
import { DeleteButton } from "./confirm-delete";
import { CountedField } from "./fields";
import { ImageField } from "./image-field";
import { MarkdownWorkspace } from "./markdown-workspace";
import { slugFromTitle } from "./post-form";
import { PublishPanel } from "./publish-panel";
import { RestoreNotice } from "./restore-notice";
import { ResultsField } from "./results-field";
import { SlugField } from "./slug-field";
import { BackToList, followAddress } from "./studio-link";
import {
  caseChanges,
  caseDirty,
  caseProblem,
  emptyUseCaseForm,
  formFromUseCase,
  MAX_POSITION,
  type UseCaseCreateBody,
  type UseCaseForm,
  type UseCaseProblem,
} from "./use-case-form";
import { useFormBackup } from "./use-form-backup";
import type { SaveState } from "./use-post-editor";
import { usePreview } from "./use-preview";
import { useFileDropGuard, useUnsavedChanges } from "./use-unsaved-changes";

const STATUS_TOASTS: Record<PostStatus, string> = {
  draft: "Saved as a draft",
  in_review: "Sent for review",
  published: "Use case published",
};

const card = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

export function UseCaseEditor({ initial }: { initial: StudioUseCase | null }) {
  const id = useId();
  const router = useRouter();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [start] = useState(() => (initial ? formFromUseCase(initial) : emptyUseCaseForm));
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(start);
  const [baseline, setBaseline] = useState(start);
  const [followTitle, setFollowTitle] = useState(
    () =>
      !initial || (initial.status !== "published" && initial.slug === slugFromTitle(initial.title)),
  );
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [error, setError] = useState<UseCaseProblem | null>(null);
  const challengePreview = usePreview(form.challenge);
  const solutionPreview = usePreview(form.solution);
  const dirty = caseDirty(baseline, form);
  useUnsavedChanges(dirty || saveState === "saving");
  useFileDropGuard();
  const kept = useFormBackup(`studio:use-case:${saved?.slug ?? "new"}`, form, dirty);

  // Opening the editor moves focus to its heading, for keyboard and screen-reader users.
  useEffect(() => headingRef.current?.focus(), []);

  const update = (change: Partial<UseCaseForm>) => setForm((f) => ({ ...f, ...change }));

  // An action pressed while a save runs (Save draft, then at once Publish) runs after it, with
  // the state that save left, instead of being dropped without a word.
  const queued = useRef<{ status?: PostStatus } | null>(null);
  useEffect(() => {
    if (saveState === "saving" || !queued.current) return;
    const next = queued.current;
    queued.current = null;
    // After a failure the error is shown and the next action is the owner's to take again.
    if (saveState !== "error") void save(next.status);
  });

  async function save(status?: PostStatus) {
    if (saveState === "saving") {
      queued.current = { status };
      return;
    }
    const snapshot = form;
    const problem = caseProblem(snapshot, saved === null);
    if (problem) {
      setError(problem);
      setSaveState("error");
      return;
    }
    const before = saved?.status;
    const statusChanges = status !== undefined && status !== before;
    const fields = caseChanges(saved ? baseline : emptyUseCaseForm, snapshot);
    if (saved && !statusChanges && Object.keys(fields).length === 0) {
      setSaveState("saved");
      return;
    }
    setSaveState("saving");
    setError(null);
    try {
      const changes = {
        ...fields,
        ...(statusChanges || !saved ? { status: status ?? "draft" } : {}),
      };
      let res: Response;
      if (saved) {
        res = await authorizedFetch(`/api/use-cases/${saved.slug}`, {
          method: "PATCH",
          // A use case changed elsewhere since this tab last saved it is not overwritten (409).
          body: { ...changes, if_unmodified_since: saved.updated_at },
        });
      } else {
        const { slug, ...rest } = changes;
        const body: UseCaseCreateBody = {
          ...rest,
          ...(slug && !followTitle ? { slug } : {}),
          title: snapshot.title.trim(),
          industry: snapshot.industry.trim(),
          challenge_markdown: snapshot.challenge,
          solution_markdown: snapshot.solution,
        };
        res = await authorizedFetch("/api/use-cases", { method: "POST", body });
      }
      const next = studioUseCaseResponseSchema.parse(await res.json()).use_case;
      setBaseline({ ...snapshot, slug: next.slug });
      setForm((f) => (f.slug === snapshot.slug ? { ...f, slug: next.slug } : f));
      setSaved(next);
      // A published address is shared: from now on only an edit of the slug itself moves it.
      if (next.status === "published") setFollowTitle(false);
      if (next.slug !== saved?.slug) followAddress("use-cases", next.slug);
      setSaveState("saved");
      if (statusChanges) {
        toast({
          title:
            status === "draft" && before === "published"
              ? "Use case unpublished"
              : STATUS_TOASTS[next.status],
        });
      }
    } catch (err) {
      // 409 `conflict` is the slug taken; `edit_conflict` a newer version saved elsewhere.
      const conflict =
        err instanceof HttpError && err.status === 409 && err.serverCode !== "edit_conflict";
      setError({
        field: conflict ? "slug" : "other",
        message: failureMessage(err, "The use case could not be saved. Please try again."),
      });
      setSaveState("error");
    }
  }

  const status = saved?.status ?? "draft";
  const slugError = error?.field === "slug" ? error.message : null;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <BackToList kind="use-cases" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl"
        >
          {saved ? "Edit use case" : "New use case"}
        </h1>
      </div>

      {kept.backup && (
        <RestoreNotice
          at={kept.backup.at}
          onRestore={() => {
            if (kept.backup) setForm(kept.backup.form);
            kept.settle();
          }}
          onDismiss={kept.dismiss}
        />
      )}

      <PublishPanel
        kind="use case"
        info={
          saved && {
            status: saved.status,
            aiGenerated: false,
            approvedBy: null,
            approvedAt: null,
            href: `/use-cases/${saved.slug}`,
          }
        }
        dirty={dirty}
        autosaves={false}
        saveState={saveState}
        error={error && !slugError ? error.message : null}
        onSave={(next) => void save(next)}
      >
        {saved && (
          <DeleteButton
            url={`/api/use-cases/${saved.slug}`}
            title={form.title}
            kind="use case"
            published={status === "published"}
            onDeleted={() => {
              setBaseline(form);
              toast({ title: "Use case deleted" });
              router.push(studioHref({ kind: "use-cases" }));
            }}
          />
        )}
      </PublishPanel>

      <section aria-labelledby={`${id}-about`} className={card}>
        <h2 id={`${id}-about`} className="text-lg font-semibold text-ink">
          About
        </h2>
        <div className="mt-4 grid gap-5 lg:grid-cols-2">
          <div className="space-y-5">
            <CountedField
              id={`${id}-title`}
              label="Title"
              value={form.title}
              onChange={(title) =>
                update(followTitle ? { title, slug: slugFromTitle(title) } : { title })
              }
              max={200}
              hint="Shown on the card and the use case's page."
              inputClassName="text-base font-semibold"
            />
            <SlugField
              id={`${id}-slug`}
              base="/use-cases/"
              value={form.slug}
              onChange={(slug) => {
                setFollowTitle(false);
                setError((e) => (e?.field === "slug" ? null : e));
                update({ slug });
              }}
              isNew={saved === null}
              published={status === "published"}
              followsTitle={followTitle}
              titleSlug={slugFromTitle(form.title)}
              onFollowTitle={() => {
                setFollowTitle(true);
                update({ slug: slugFromTitle(form.title) });
              }}
              serverError={slugError}
            />
            <Field id={`${id}-industry`} label="Industry">
              <input
                id={`${id}-industry`}
                value={form.industry}
                maxLength={120}
                aria-describedby={`${id}-industry-hint`}
                onChange={(e) => update({ industry: e.target.value })}
                className={fieldClass}
              />
              <p id={`${id}-industry-hint`} className="mt-1 text-xs text-muted">
                Like “Healthcare - Dental Practice”: cards show the part after the dash.
              </p>
            </Field>
            <Field id={`${id}-position`} label="Position">
              <input
                id={`${id}-position`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_POSITION}
                step={1}
                value={form.position}
                aria-describedby={`${id}-position-hint`}
                onChange={(e) => update({ position: e.target.value })}
                className={`${fieldClass} sm:w-40`}
              />
              <p id={`${id}-position-hint`} className="mt-1 text-xs text-muted">
                Lower numbers are shown first.
              </p>
            </Field>
          </div>
          <ImageField
            label="Use case image"
            value={form.image}
            onChange={(image) => update({ image })}
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-challenge`} className={card}>
        <h2 id={`${id}-challenge`} className="text-lg font-semibold text-ink">
          Challenge
        </h2>
        <div className="mt-4">
          <MarkdownWorkspace
            label="Challenge (Markdown)"
            previewTitle="Challenge preview"
            value={form.challenge}
            onChange={(challenge) => update({ challenge })}
            preview={challengePreview}
            minHeight="12rem"
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-solution`} className={card}>
        <h2 id={`${id}-solution`} className="text-lg font-semibold text-ink">
          Solution
        </h2>
        <div className="mt-4">
          <MarkdownWorkspace
            label="Solution (Markdown)"
            previewTitle="Solution preview"
            value={form.solution}
            onChange={(solution) => update({ solution })}
            preview={solutionPreview}
            minHeight="12rem"
          />
        </div>
      </section>

      <section aria-labelledby={`${id}-results`} className={card}>
        <h2 id={`${id}-results`} className="text-lg font-semibold text-ink">
          Results
        </h2>
        <div className="mt-2">
          <ResultsField value={form.results} onChange={(results) => update({ results })} />
        </div>
      </section>
    </div>
  );
}
