// Which icons the public pages draw: a sprite name written in their sources (an import, a content
// file's `icon: "Name"`), or `var(--icon-Name)` in a stylesheet. An ordinary word ("Link") only
// makes the public stylesheet a little larger.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SPRITE_VIEWS } from "./sprite";

const PUBLIC_SOURCES = ["app", "components", "content", "lib", "config"];
const ADMIN_ONLY = [path.join("app", "admin"), path.join("components", "admin")];
const GENERATED = [path.join("app", "icons.css"), path.join("app", "admin", "icons.css")];
const SKIPPED = [
  path.join("lib", "icons"),
  path.join("components", "ui", "icons.tsx"),
  ...GENERATED,
];

function sources(root: string, dir: string): string[] {
  const rel = path.relative(root, dir);
  if ([...ADMIN_ONLY, ...SKIPPED].includes(rel)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, full);
    if (SKIPPED.includes(path.relative(root, full))) return [];
    return /\.(tsx?|mdx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** The sprite's views for the public stylesheet, for the admin's, and as `--icon-Name`. */
export function iconsByArea(root: string): {
  publicIds: string[];
  adminIds: string[];
  properties: string[];
} {
  const text = PUBLIC_SOURCES.flatMap((dir) => sources(root, path.join(root, dir)))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const used = (id: string) => new RegExp(`\\b${id.replace(/-fill$/, "")}\\b`).test(text);
  return {
    publicIds: SPRITE_VIEWS.filter(used),
    adminIds: SPRITE_VIEWS.filter((id) => !used(id)),
    properties: SPRITE_VIEWS.filter((id) => text.includes(`var(--icon-${id})`)),
  };
}
