"use client";

// The content studio (/admin/content): the lists of posts and use cases, or one of them in its
// editor (?edit=<slug>, or edit=new). Its route alone brings the Markdown editor.
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { studioHref, studioState } from "@/lib/validations/studio-client";
import { ContentList } from "./content-list";
import { PostEditorPage } from "./post-editor";
import { UseCaseEditorPage } from "./use-case-editor";

export default function ContentStudio() {
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(
    () => studioState.parse(Object.fromEntries(new URLSearchParams(search))),
    [search],
  );
  // An editor that saves a new post, or renames one, changes the address it is open at; it
  // stays the same editor (same key), with its focus and undo history.
  const [renamed, setRenamed] = useState<{ from: string; to: string } | null>(null);
  const kind = state.kind;
  const onSlugChange = useCallback(
    (from: string, to: string) => {
      setRenamed((r) => ({ from: r && r.to === from ? r.from : from, to }));
      window.history.replaceState(null, "", studioHref({ kind, edit: to }));
    },
    [kind],
  );

  if (!state.edit) return <ContentList state={state} />;
  const key = `${kind}:${renamed?.to === state.edit ? renamed.from : state.edit}`;
  return kind === "use-cases" ? (
    <UseCaseEditorPage key={key} slug={state.edit} onSlugChange={onSlugChange} />
  ) : (
    <PostEditorPage key={key} slug={state.edit} onSlugChange={onSlugChange} />
  );
}
