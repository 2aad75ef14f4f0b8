"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId } from "react";
import { toast } from "@/components/ui/toaster";
// One post in the studio (/admin/content/posts/<slug>, or …/new). Ctrl+S (⌘S) saves.
import { deletePostAction } from "@/lib/actions/content";
import { type PostStatus, SEO_HINTS } from "@/lib/validations/studio";
import { type StudioPost, studioHref } from "@/lib/validations/studio-client";
import { AuthorProfileButton, useFirstPublishProfile } from "./author-profile";
import { DeleteButton } from "./confirm-delete";
import { EditorTop } from "./editor-top";
import { CountedField, Switch } from "./fields";
import { ImageField } from "./image-field";
import { MarkdownWorkspace } from "./markdown-workspace";
import { POST_EDITOR } from "./post-form";
import { PublishPanel } from "./publish-panel";
import { type ScheduleZone, scheduledLabel } from "./schedule-form";
import { SharePreview } from "./share-preview";
import { SlugField } from "./slug-field";
import { TagInput } from "./tag-input";
import { slugFromTitle } from "./title-slug";
import type { SaveExtra } from "./use-content-editor";
import { useContentEditor } from "./use-content-editor";
import { useFormBackup } from "./use-form-backup";
import { usePreview } from "./use-preview";
import { useFileDropGuard, useUnsavedChanges } from "./use-unsaved-changes";

const STATUS_TOASTS: Record<PostStatus, string> = {
  draft: "Saved as a draft",
  scheduled: "Scheduled",
  in_review: "Sent for review",
  published: "Post published",
};

const card = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

export function PostEditor({
  initial,
  tagsInUse,
  siteHost,
  zone,
  subscribers,
}: {
  initial: StudioPost | null;
  tagsInUse: string[];
  /** The public site's host name, as a shared link shows it. */
  siteHost: string;
  zone: ScheduleZone;
  /** The newsletter's confirmed subscribers; null without mail set up. */
  subscribers: number | null;
}) {
  const id = useId();
  const router = useRouter();
  const editor = useContentEditor(initial, POST_EDITOR);
  const { post, form, update, save } = editor;
  const preview = usePreview(form.body);
  useUnsavedChanges(editor.dirty || editor.saveState === "saving");
  useFileDropGuard();
  const kept = useFormBackup(`studio:post:${post?.slug ?? "new"}`, form, editor.dirty);
  const firstPublish = useFirstPublishProfile();

  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", keyDown);
    return () => window.removeEventListener("keydown", keyDown);
  }, [save]);

  async function act(status?: PostStatus, extra?: SaveExtra) {
    const out = (s: PostStatus | undefined) => s === "published" || s === "scheduled";
    const publishing = out(status) && !out(post?.status);
    // Checked before the profile question, so a post that cannot be published is not asked about.
    if (publishing && POST_EDITOR.problem(form, post === null, status)) return void save(status);
    if (publishing && !(await firstPublish.ask(status === "scheduled"))) return;
    const saved = await save(status, false, extra);
    if (saved && saved.to === "scheduled" && extra?.publish_at) {
      toast({ title: `Scheduled for ${scheduledLabel(extra.publish_at, zone)}` });
      return;
    }
    if (saved && saved.to === "published" && extra?.send_newsletter) {
      toast({
        title: "Post published",
        description: "It is on its way to the newsletter's subscribers.",
      });
      return;
    }
    // Said once, by the save that moved it (a second press of the same button moves nothing).
    if (saved && status && saved.to === status && saved.from !== status) {
      toast({
        title:
          status === "draft" && saved.from === "published"
            ? "Post unpublished"
            : STATUS_TOASTS[status],
      });
    }
  }

  const status = post?.status ?? "draft";
  const slugError = editor.error?.field === "slug" ? editor.error.message : null;
  const words = preview.result;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <EditorTop
        kind="posts"
        title={post ? "Edit post" : "New post"}
        aside={<AuthorProfileButton />}
        kept={kept}
        onRestore={update}
      />
      {firstPublish.dialog}

      <PublishPanel
        kind="post"
        info={
          post && {
            status: post.status,
            aiGenerated: post.ai_generated,
            approvedBy: post.approved_by,
            approvedAt: post.approved_at,
            href: `/blog/${post.slug}`,
            publishAt: post.publish_at,
          }
        }
        zone={zone}
        newsletter={
          subscribers === null
            ? null
            : {
                subscribers,
                sentAt: post?.newsletter_sent_at ?? null,
                queued: post?.send_newsletter ?? false,
              }
        }
        dirty={editor.dirty}
        autosaves={editor.autosaves}
        saveState={editor.saveState}
        error={editor.error && !slugError ? editor.error.message : null}
        onSave={(next, extra) => void act(next, extra)}
      >
        {post && (
          <DeleteButton
            remove={() => deletePostAction({ slug: post.slug })}
            title={form.title}
            kind="post"
            published={status === "published"}
            onDeleted={() => {
              editor.discard();
              toast({ title: "Post deleted" });
              router.push(studioHref({ kind: "posts" }));
            }}
          />
        )}
      </PublishPanel>

      <section aria-labelledby={`${id}-article`} className={card}>
        <h2 id={`${id}-article`} className="text-lg font-semibold text-ink">
          Article
        </h2>
        <div className="mt-4 space-y-5">
          <CountedField
            id={`${id}-title`}
            label="Title"
            value={form.title}
            onChange={editor.setTitle}
            max={SEO_HINTS.title.max}
            ideal={SEO_HINTS.title.ideal}
            hint="Search results cut longer titles."
            inputClassName="text-base font-semibold"
          />
          <SlugField
            id={`${id}-slug`}
            base="/blog/"
            value={form.slug}
            onChange={editor.setSlug}
            isNew={post === null}
            published={status === "published"}
            followsTitle={editor.followTitle}
            titleSlug={slugFromTitle(form.title)}
            onFollowTitle={editor.slugFromTitleAgain}
            serverError={slugError}
          />
          <div>
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-semibold text-ink">Body (Markdown)</p>
              <p className="text-sm text-muted">
                {words && words.words > 0
                  ? `${words.words.toLocaleString("en-US")} ${words.words === 1 ? "word" : "words"} · ${words.read_time_minutes} min read`
                  : "No words yet"}
              </p>
            </div>
            <MarkdownWorkspace
              label="Article body (Markdown)"
              value={form.body}
              onChange={(body) => update({ body })}
              preview={preview}
              minHeight="28rem"
            />
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-details`} className={card}>
          <h2 id={`${id}-details`} className="text-lg font-semibold text-ink">
            Details
          </h2>
          <div className="mt-4 space-y-5">
            <TagInput
              value={form.tags}
              onChange={(next) => update({ tags: next })}
              suggestions={tagsInUse}
            />
            <Switch
              id={`${id}-featured`}
              label="Featured post"
              hint="Featured posts are shown first on the blog."
              checked={form.featured}
              onChange={(featured) => update({ featured })}
            />
            <ImageField
              label="Featured image"
              value={form.image}
              onChange={(image) => update({ image })}
              hint="Shown on the article and when it is shared; 1200 px wide or more is best. JPEG, PNG, WebP, GIF or AVIF, up to 8 MB."
            />
            {form.image && (
              <CountedField
                id={`${id}-image-alt`}
                label="Image description (alt text)"
                value={form.imageAlt}
                onChange={(imageAlt) => update({ imageAlt })}
                max={250}
                hint="What someone who cannot see the image should know. Needed to publish."
                error={editor.error?.field === "imageAlt" ? editor.error.message : null}
              />
            )}
          </div>
        </section>

        <section aria-labelledby={`${id}-seo`} className={card}>
          <h2 id={`${id}-seo`} className="text-lg font-semibold text-ink">
            Search and sharing
          </h2>
          <div className="mt-4 space-y-5">
            <CountedField
              id={`${id}-excerpt`}
              label="Excerpt"
              rows={3}
              value={form.excerpt}
              onChange={(excerpt) => update({ excerpt })}
              max={SEO_HINTS.excerpt.max}
              ideal={SEO_HINTS.excerpt.ideal}
              hint="Left empty, the first sentences are used."
            />
            <CountedField
              id={`${id}-description`}
              label="Meta description"
              rows={3}
              value={form.metaDescription}
              onChange={(metaDescription) => update({ metaDescription })}
              max={SEO_HINTS.metaDescription.max}
              ideal={SEO_HINTS.metaDescription.ideal}
              hint="Search engines show about this much."
            />
            <CountedField
              id={`${id}-keywords`}
              label="Meta keywords"
              value={form.metaKeywords}
              onChange={(metaKeywords) => update({ metaKeywords })}
              max={SEO_HINTS.metaKeywords.max}
              hint="Separate them with commas."
            />
            <div>
              <p className="mb-2 text-sm font-semibold text-ink">When the link is shared</p>
              <SharePreview
                section="Blog"
                title={form.title}
                image={form.image}
                footer={form.tags.slice(0, 3).join(" · ")}
                host={siteHost}
              />
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}
