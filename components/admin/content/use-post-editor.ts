"use client";

// The post editor's state and saving. Saves run one after another (a later one sends what the
// earlier left unsaved); each PATCH sends only the fields changed since the last save. A draft
// (or a new post, once it has a title) saves itself 3 s after the last change; a post in review
// or published is saved only by its buttons. The slug follows the title until it is edited or
// the post is published.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { authorizedFetch, failureMessage, HttpError } from "@/lib/admin/client";
import type { PostStatus } from "@/lib/validations/studio";
import { type StudioPost, studioPostResponseSchema } from "@/lib/validations/studio-client";
import {
  emptyPostForm,
  type FormProblem,
  formFromPost,
  isDirty,
  newPostBody,
  type PostForm,
  postChanges,
  postProblem,
  slugFollowsTitle,
  slugFromTitle,
} from "./post-form";

const AUTOSAVE_DELAY_MS = 3000;

export type SaveState = "idle" | "saving" | "saved" | "error";
/** A save's outcome: the post's status before and after it (null `from`: it was created). */
type Saved = { from: PostStatus | null; to: PostStatus } | null;
type SaveError = { message: string; field?: FormProblem["field"] };

/** The slug is another post's (409 `conflict`); a post changed elsewhere is `edit_conflict`. */
const isConflict = (err: unknown) =>
  err instanceof HttpError && err.status === 409 && err.serverCode !== "edit_conflict";

export function usePostEditor({
  initial,
  onSlugChange,
}: {
  initial: StudioPost | null;
  /** The post got its first address, or a new one: `from` is "new" before the first save. */
  onSlugChange: (from: string, to: string) => void;
}) {
  const [start] = useState(() => (initial ? formFromPost(initial) : emptyPostForm));
  const [post, setPost] = useState(initial);
  const [form, setForm] = useState(start);
  const [baseline, setBaseline] = useState(start);
  const [followTitle, setFollowTitle] = useState(() =>
    initial ? slugFollowsTitle(initial) : true,
  );
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [error, setError] = useState<SaveError | null>(null);

  // What the saves read: they run after awaits, when the render's values may be old.
  const formRef = useRef(start);
  const baselineRef = useRef(start);
  const postRef = useRef(initial);
  const followRef = useRef(followTitle);
  const onSlugChangeRef = useRef(onSlugChange);
  useLayoutEffect(() => {
    onSlugChangeRef.current = onSlugChange;
  });

  const update = useCallback((change: Partial<PostForm>) => {
    const next = { ...formRef.current, ...change };
    formRef.current = next;
    setForm(next);
  }, []);

  const following = useCallback((value: boolean) => {
    followRef.current = value;
    setFollowTitle(value);
  }, []);

  const setTitle = useCallback(
    (title: string) =>
      update(followRef.current ? { title, slug: slugFromTitle(title) } : { title }),
    [update],
  );

  const setSlug = useCallback(
    (slug: string) => {
      following(false);
      // The server's refusal was about the old slug.
      setError((e) => (e?.field === "slug" ? null : e));
      update({ slug });
    },
    [following, update],
  );

  const slugFromTitleAgain = useCallback(() => {
    following(true);
    update({ slug: slugFromTitle(formRef.current.title) });
  }, [following, update]);

  async function saveNow(status: PostStatus | undefined, auto: boolean): Promise<Saved> {
    const current = postRef.current;
    // Published and in-review posts change only through their buttons.
    if (auto && current && current.status !== "draft") return null;
    const snapshot = formRef.current;
    const problem = postProblem(snapshot, current === null);
    if (problem) {
      if (!auto) {
        setError(problem);
        setSaveState("error");
      }
      return null;
    }
    const changes = current ? postChanges(baselineRef.current, snapshot) : {};
    const statusChanges = status !== undefined && status !== current?.status;
    if (current && Object.keys(changes).length === 0 && !statusChanges) {
      setSaveState("saved");
      return { from: current.status, to: current.status };
    }
    setSaveState("saving");
    setError(null);
    try {
      const res = current
        ? await authorizedFetch(`/api/blog/posts/${current.slug}`, {
            method: "PATCH",
            body: {
              ...changes,
              ...(statusChanges ? { status } : {}),
              if_unmodified_since: current.updated_at,
            },
          })
        : await authorizedFetch("/api/blog/posts", {
            method: "POST",
            body: newPostBody(snapshot, status ?? "draft", followRef.current),
          });
      const saved = studioPostResponseSchema.parse(await res.json()).post;
      const settled = { ...snapshot, slug: saved.slug };
      baselineRef.current = settled;
      setBaseline(settled);
      // The server chose the address (a new post's, made unique): show it, unless retyped.
      if (formRef.current.slug === snapshot.slug && saved.slug !== snapshot.slug) {
        update({ slug: saved.slug });
      }
      postRef.current = saved;
      setPost(saved);
      // A published address is shared: from now on only an edit of the slug itself moves it.
      if (saved.status === "published") following(false);
      if (saved.slug !== current?.slug) onSlugChangeRef.current(current?.slug ?? "new", saved.slug);
      setSaveState("saved");
      return { from: current?.status ?? null, to: saved.status };
    } catch (err) {
      if (current && isConflict(err) && changes.slug !== undefined && followRef.current) {
        // The new title's address belongs to another post: keep this post's, stop following.
        following(false);
        update({ slug: current.slug });
        return saveNow(status, auto);
      }
      setError({
        message: failureMessage(err, "The post could not be saved. Please try again."),
        field: isConflict(err) ? "slug" : undefined,
      });
      setSaveState("error");
      return null;
    }
  }

  const saveRef = useRef(saveNow);
  useLayoutEffect(() => {
    saveRef.current = saveNow;
  });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * Saves now (after any save under way); with `status`, moves the post to it. Resolves to the
   * status the save found and left (null when nothing was saved): a button pressed twice queues
   * two saves, and only the first moves the post.
   */
  const save = useCallback((status?: PostStatus, auto = false): Promise<Saved> => {
    const run = queue.current.then(() => saveRef.current(status, auto));
    queue.current = run.catch(() => null);
    return run;
  }, []);

  const dirty = isDirty(baseline, form);
  const autosaves = post === null || post.status === "draft";

  useEffect(() => {
    if (!autosaves || !dirty || !form.title.trim()) return;
    const timer = setTimeout(() => void save(undefined, true), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, autosaves, dirty, save]);

  /** After a delete: nothing is left to save or to warn about. */
  const discard = useCallback(() => {
    baselineRef.current = formRef.current;
    setBaseline(formRef.current);
  }, []);

  return {
    post,
    form,
    update,
    setTitle,
    setSlug,
    slugFromTitleAgain,
    followTitle,
    save,
    discard,
    saveState,
    error,
    dirty,
    autosaves,
  };
}
