"use client";

// The author shown under the admin's posts (/api/admin/profile), edited in a dialog; asked for
// at an admin's first publish while it is still a bare name.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoaderCircle, UserPen } from "@/components/ui/icons";
import { toast } from "@/components/ui/toaster";
import { saveProfileAction } from "@/lib/actions/content";
import { failureMessage, isAbort, runAction } from "@/lib/admin/client";
import { loadProfile } from "@/lib/admin/reads";
import { Field, FormError, fieldClass } from "../security/card";
import { CountedField } from "./fields";
import { ImageField } from "./image-field";
import { Modal } from "./modal";

type Profile = { name: string; avatar: string; bio: string };

export function AuthorProfileButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <UserPen className="size-4" aria-hidden />
        Author profile
      </Button>
      <Modal open={open} title="Author profile" onClose={() => setOpen(false)}>
        <ProfileForm onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

type Decision = (publish: boolean) => void;

// Before an admin's first post goes out without photo or bio, asks for them; resolves whether to go
// on.
export function useFirstPublishProfile() {
  const [asking, setAsking] = useState<Profile | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const decide = useRef<Decision | null>(null);
  const asked = useRef<Promise<boolean> | null>(null);
  const settle = (publish: boolean) => {
    decide.current?.(publish);
    decide.current = null;
    setAsking(null);
  };

  // A second press while the first is still asking waits for the same answer.
  function ask(toSchedule = false): Promise<boolean> {
    setScheduling(toSchedule);
    asked.current ??= check().finally(() => {
      asked.current = null;
    });
    return asked.current;
  }

  async function check(): Promise<boolean> {
    let loaded: Profile;
    try {
      const { profile: p, published_posts } = await loadProfile();
      if (published_posts > 0 || p.avatar_url || p.bio) return true;
      loaded = { name: p.name, avatar: p.avatar_url ?? "", bio: p.bio ?? "" };
    } catch {
      return true; // The profile is a courtesy: it never stands between the owner and publishing.
    }
    return new Promise<boolean>((resolve) => {
      decide.current = resolve;
      setAsking(loaded);
    });
  }

  const dialog = (
    <Modal
      open={asking !== null}
      title="Before your first post goes out"
      onClose={() => settle(false)}
    >
      {asking && (
        <ProfileForm
          initial={asking}
          firstPublish={scheduling ? "schedule" : "publish"}
          onDone={() => settle(true)}
          onCancel={() => settle(false)}
        />
      )}
    </Modal>
  );
  return { ask, dialog };
}

function ProfileForm({
  onDone,
  onCancel = onDone,
  initial,
  firstPublish,
}: {
  /** After a save (or, at a first publish, "publish as it is"). */
  onDone: () => void;
  onCancel?: () => void;
  /** The profile already loaded. */
  initial?: Profile;
  /** Asked before an admin's first post goes out: published now, or scheduled. */
  firstPublish?: "publish" | "schedule";
}) {
  const id = useId();
  const [saved, setSaved] = useState<Profile | null>(initial ?? null);
  const [profile, setProfile] = useState<Profile | null>(initial ?? null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    loadProfile(controller.signal)
      .then(({ profile: p }) => {
        const loaded = { name: p.name, avatar: p.avatar_url ?? "", bio: p.bio ?? "" };
        setSaved(loaded);
        setProfile(loaded);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(failureMessage(err, "The profile could not be loaded."));
      });
    return () => controller.abort();
  }, [initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!profile || !saved) return;
    if (!profile.name.trim()) return setError("Enter the name to show under your posts.");
    const change: { name?: string; avatar_url?: string | null; bio?: string | null } = {};
    if (profile.name !== saved.name) change.name = profile.name.trim();
    if (profile.avatar !== saved.avatar) change.avatar_url = profile.avatar.trim() || null;
    if (profile.bio !== saved.bio) change.bio = profile.bio.trim() || null;
    if (Object.keys(change).length === 0) return onDone();
    setPending(true);
    setError(null);
    try {
      await runAction(() => saveProfileAction(change));
      if (!firstPublish) {
        toast({ title: "Profile saved", description: "Your posts show the new profile." });
      }
      onDone();
    } catch (err) {
      setError(failureMessage(err, "The profile could not be saved. Please try again."));
    } finally {
      setPending(false);
    }
  }

  if (!profile) {
    return error ? (
      <FormError message={error} />
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
        Loading your profile…
      </p>
    );
  }
  const set = (change: Partial<Profile>) => setProfile({ ...profile, ...change });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {firstPublish ? (
        <p className="text-sm text-muted">
          Readers see the author under every article. Yours would say only “{saved?.name}”: add the
          name they should see, a photo and a line about you.
        </p>
      ) : (
        <p className="text-sm text-muted">
          Shown with the posts you write and the ones you approve.
        </p>
      )}
      <Field id={`${id}-name`} label="Name">
        <input
          id={`${id}-name`}
          value={profile.name}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => set({ name: e.target.value })}
          className={fieldClass}
        />
      </Field>
      <ImageField
        label="Avatar"
        compact
        value={profile.avatar}
        onChange={(avatar) => set({ avatar })}
      />
      <Field id={`${id}-avatar`} label="Avatar address">
        <input
          id={`${id}-avatar`}
          type="url"
          inputMode="url"
          value={profile.avatar}
          maxLength={500}
          placeholder="https://… or /uploads/…"
          onChange={(e) => set({ avatar: e.target.value })}
          className={fieldClass}
        />
      </Field>
      <CountedField
        id={`${id}-bio`}
        label="Bio"
        rows={3}
        max={500}
        value={profile.bio}
        onChange={(bio) => set({ bio })}
      />
      <FormError message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        {firstPublish && (
          <Button variant="secondary" size="sm" onClick={onDone} disabled={pending}>
            {firstPublish === "schedule" ? "Schedule" : "Publish"} as “{saved?.name}”
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
          {firstPublish ? `Save and ${firstPublish}` : "Save profile"}
        </Button>
      </div>
    </form>
  );
}
