"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { toast } from "@/components/ui/toaster";
// One use case in the studio (/admin/content/use-cases/<slug>, or …/new), saved by buttons only.
import { deleteUseCaseAction } from "@/lib/actions/content";
import type { PostStatus } from "@/lib/validations/studio";
import { type StudioUseCase, studioHref } from "@/lib/validations/studio-client";
import { Field, fieldClass } from "../security/card";
import { DeleteButton } from "./confirm-delete";
import { EditorTop } from "./editor-top";
import { CountedField } from "./fields";
import { ImageField } from "./image-field";
import { MarkdownWorkspace } from "./markdown-workspace";
import { PublishPanel } from "./publish-panel";
import { ResultsField } from "./results-field";
import { type ScheduleZone, scheduledLabel } from "./schedule-form";
import { SharePreview } from "./share-preview";
import { SlugField } from "./slug-field";
import { slugFromTitle } from "./title-slug";
import { MAX_POSITION, USE_CASE_EDITOR } from "./use-case-form";
import type { SaveExtra } from "./use-content-editor";
import { useContentEditor } from "./use-content-editor";
import { useFormBackup } from "./use-form-backup";
import { usePreview } from "./use-preview";
import { useFileDropGuard, useUnsavedChanges } from "./use-unsaved-changes";

const STATUS_TOASTS: Record<PostStatus, string> = {
  draft: "Saved as a draft",
  scheduled: "Scheduled",
  in_review: "Sent for review",
  published: "Use case published",
};

const card = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

export function UseCaseEditor({
  initial,
  zone,
  siteHost,
}: {
  initial: StudioUseCase | null;
  zone: ScheduleZone;
  /** The public site's host name, as a shared link shows it. */
  siteHost: string;
}) {
  const id = useId();
  const router = useRouter();
  const editor = useContentEditor(initial, USE_CASE_EDITOR);
  const { post: saved, form, update, followTitle, saveState, error, dirty } = editor;
  const challengePreview = usePreview(form.challenge);
  const solutionPreview = usePreview(form.solution);
  useUnsavedChanges(dirty || saveState === "saving");
  useFileDropGuard();
  const kept = useFormBackup(`studio:use-case:${saved?.slug ?? "new"}`, form, dirty);

  async function save(status?: PostStatus, extra?: SaveExtra) {
    const before = saved?.status;
    const done = await editor.save(status, false, extra);
    if (done && done.to === "scheduled" && extra?.publish_at) {
      toast({ title: `Scheduled for ${scheduledLabel(extra.publish_at, zone)}` });
      return;
    }
    // Said once, by the save that moved it (a second press of the same button moves nothing).
    if (done && status && done.to === status && done.from !== status) {
      toast({
        title:
          status === "draft" && before === "published"
            ? "Use case unpublished"
            : STATUS_TOASTS[status],
      });
    }
  }

  const status = saved?.status ?? "draft";
  const slugError = error?.field === "slug" ? error.message : null;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <EditorTop
        kind="use-cases"
        title={saved ? "Edit use case" : "New use case"}
        kept={kept}
        onRestore={update}
      />

      <PublishPanel
        kind="use case"
        info={
          saved && {
            status: saved.status,
            aiGenerated: false,
            approvedBy: null,
            approvedAt: null,
            href: `/use-cases/${saved.slug}`,
            publishAt: saved.publish_at,
          }
        }
        zone={zone}
        dirty={dirty}
        autosaves={false}
        saveState={saveState}
        error={error && !slugError ? error.message : null}
        onSave={(next, extra) => void save(next, extra)}
      >
        {saved && (
          <DeleteButton
            remove={() => deleteUseCaseAction({ slug: saved.slug })}
            title={form.title}
            kind="use case"
            published={status === "published"}
            onDeleted={() => {
              editor.discard();
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
              onChange={(title) => editor.setTitle(title)}
              max={200}
              hint="Shown on the card and the use case's page."
              inputClassName="text-base font-semibold"
            />
            <SlugField
              id={`${id}-slug`}
              base="/use-cases/"
              value={form.slug}
              onChange={editor.setSlug}
              isNew={saved === null}
              published={status === "published"}
              followsTitle={followTitle}
              titleSlug={slugFromTitle(form.title)}
              onFollowTitle={editor.slugFromTitleAgain}
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
          <div>
            <p className="mb-2 text-sm font-semibold text-ink">When the link is shared</p>
            <SharePreview
              section="Use cases"
              title={form.title}
              image={form.image}
              footer={form.industry}
              host={siteHost}
            />
          </div>
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
