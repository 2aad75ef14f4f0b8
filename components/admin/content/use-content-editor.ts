"use client";

// An editor's state and saving, for posts and use cases. Saves run one after another, so Save
// draft then at once Publish does both. A post's draft saves itself 3 s after the last change.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { failureMessage, HttpError, runAction } from "@/lib/admin/client";
import type { ActionResult } from "@/lib/auth/action";
import type { PostStatus } from "@/lib/validations/studio";
import { followAddress } from "./studio-link";
import { type FormProblem, slugFromTitle } from "./title-slug";

const AUTOSAVE_DELAY_MS = 3000;

export type SaveState = "idle" | "saving" | "saved" | "error";
/** A save's outcome: the post's status before and after it (null `from`: it was created). */
/** What a save sends beside the form: when a scheduled item goes live, and the newsletter. */
export type SaveExtra = { publish_at?: string; send_newsletter?: boolean };
type Saved = { from: PostStatus | null; to: PostStatus } | null;
export type SaveError = { message: string; field?: FormProblem["field"] };

type Item = { slug: string; title: string; status: PostStatus; updated_at: string };

/** What differs between posts and use cases; a module constant, so it never changes. */
export type EditorSpec<F extends { title: string; slug: string }, I extends Item> = {
  kind: "posts" | "use-cases";
  /** The server actions that create one and save one (lib/actions/content.ts). */
  create: (body: Record<string, unknown>) => Promise<ActionResult<unknown>>;
  update: (slug: string, patch: Record<string, unknown>) => Promise<ActionResult<unknown>>;
  /** "post", "use case": for the failure message. */
  noun: string;
  empty: F;
  formOf: (item: I) => F;
  changes: (before: F, after: F) => Record<string, unknown>;
  /** What stops a save to `status` (the status it would leave the item in). */
  problem: (form: F, isNew: boolean, status: PostStatus) => SaveError | null;
  /** What a new item always sends, beyond the fields filled in. */
  required: (form: F) => Record<string, unknown>;
  /** The item in an action's answer. */
  read: (json: unknown) => I;
  autosave: boolean;
};

// A draft's or reviewed item's untouched slug follows its title; a scheduled one's may be
// announced.
const slugFollowsTitle = (item: Item) =>
  item.status !== "published" &&
  item.status !== "scheduled" &&
  item.slug === slugFromTitle(item.title);

/** The slug is another post's (409 `conflict`); a post changed elsewhere is `edit_conflict`. */
const isConflict = (err: unknown) =>
  err instanceof HttpError && err.status === 409 && err.serverCode !== "edit_conflict";

export function useContentEditor<F extends { title: string; slug: string }, I extends Item>(
  initial: I | null,
  spec: EditorSpec<F, I>,
) {
  const [start] = useState(() => (initial ? spec.formOf(initial) : spec.empty));
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

  const update = useCallback((change: Partial<F>) => {
    const next = { ...formRef.current, ...change };
    formRef.current = next;
    setForm(next);
  }, []);
  // The title and slug every form has (F extends them, so this is only what TypeScript can't see).
  const setBase = useCallback(
    (change: { title?: string; slug?: string }) => update(change as Partial<F>),
    [update],
  );

  const following = useCallback((value: boolean) => {
    followRef.current = value;
    setFollowTitle(value);
  }, []);

  const setTitle = useCallback(
    (title: string) =>
      setBase(followRef.current ? { title, slug: slugFromTitle(title) } : { title }),
    [setBase],
  );

  const setSlug = useCallback(
    (slug: string) => {
      following(false);
      // The server's refusal was about the old slug.
      setError((e) => (e?.field === "slug" ? null : e));
      setBase({ slug });
    },
    [following, setBase],
  );

  const slugFromTitleAgain = useCallback(() => {
    following(true);
    setBase({ slug: slugFromTitle(formRef.current.title) });
  }, [following, setBase]);

  // A slug that follows the title is left to the server to make unique.
  function createBody(form: F, status: PostStatus, extra?: SaveExtra) {
    const { slug, ...fields } = spec.changes(spec.empty, form);
    return {
      ...fields,
      ...(slug && !followRef.current ? { slug } : {}),
      ...spec.required(form),
      status,
      ...extra,
    };
  }

  async function saveNow(
    status: PostStatus | undefined,
    auto: boolean,
    extra?: SaveExtra,
  ): Promise<Saved> {
    const current = postRef.current;
    // Published and in-review items change only through their buttons.
    if (auto && current && current.status !== "draft") return null;
    const snapshot = formRef.current;
    const problem = spec.problem(snapshot, current === null, status ?? current?.status ?? "draft");
    if (problem) {
      if (!auto) {
        setError(problem);
        setSaveState("error");
      }
      return null;
    }
    const changes = current ? spec.changes(baselineRef.current, snapshot) : {};
    const statusChanges = status !== undefined && status !== current?.status;
    const extraChanges = extra !== undefined && Object.keys(extra).length > 0;
    if (current && Object.keys(changes).length === 0 && !statusChanges && !extraChanges) {
      setSaveState("saved");
      return { from: current.status, to: current.status };
    }
    setSaveState("saving");
    setError(null);
    try {
      const answer = current
        ? await runAction(() =>
            spec.update(current.slug, {
              ...changes,
              ...(statusChanges ? { status } : {}),
              ...extra,
              if_unmodified_since: current.updated_at,
            }),
          )
        : await runAction(() => spec.create(createBody(snapshot, status ?? "draft", extra)));
      const saved = spec.read(answer);
      const settled = { ...snapshot, slug: saved.slug };
      baselineRef.current = settled;
      setBaseline(settled);
      // The server chose the address (a new post's, made unique): show it, unless retyped.
      if (formRef.current.slug === snapshot.slug && saved.slug !== snapshot.slug) {
        setBase({ slug: saved.slug });
      }
      postRef.current = saved;
      setPost(saved);
      // A published address is shared: from now on only an edit of the slug itself moves it.
      if (saved.status === "published" || saved.status === "scheduled") following(false);
      if (saved.slug !== current?.slug) followAddress(spec.kind, saved.slug);
      setSaveState("saved");
      return { from: current?.status ?? null, to: saved.status };
    } catch (err) {
      if (current && isConflict(err) && changes.slug !== undefined && followRef.current) {
        // The new title's address belongs to another post: keep this post's, stop following.
        following(false);
        setBase({ slug: current.slug });
        return saveNow(status, auto, extra);
      }
      setError({
        message: failureMessage(err, `The ${spec.noun} could not be saved. Please try again.`),
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

  /** Saves after any save under way; with `status` (and `extra`), moves the post, only once for a
   * button pressed twice. Resolves to the statuses found and left (null: nothing saved). */
  const save = useCallback(
    (status?: PostStatus, auto = false, extra?: SaveExtra): Promise<Saved> => {
      const run = queue.current.then(() => saveRef.current(status, auto, extra));
      queue.current = run.catch(() => null);
      return run;
    },
    [],
  );

  const dirty = Object.keys(spec.changes(baseline, form)).length > 0;
  const autosaves = spec.autosave && (post === null || post.status === "draft");

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
