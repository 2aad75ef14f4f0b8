// Which icons the public pages can draw: a name of the sprite written anywhere in their sources
// (a component's import, a content file's `icon: "Name"`). The public stylesheet carries only
// those; a name that is also an ordinary word ("Link", "Home") only makes it a little larger.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SPRITE_VIEWS } from "./sprite";

const PUBLIC_SOURCES = ["app", "components", "content", "lib", "config"];
const ADMIN_ONLY = [path.join("app", "admin"), path.join("components", "admin")];
const SKIPPED = [path.join("lib", "icons"), path.join("components", "ui", "icons.tsx")];

function sources(root: string, dir: string): string[] {
  const rel = path.relative(root, dir);
  if ([...ADMIN_ONLY, ...SKIPPED].includes(rel)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(root, full);
    if (SKIPPED.includes(path.relative(root, full))) return [];
    return /\.(tsx?|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The sprite's views split between the public stylesheet and the admin's. */
export function iconsByArea(root: string): { publicIds: string[]; adminIds: string[] } {
  const text = PUBLIC_SOURCES.flatMap((dir) => sources(root, path.join(root, dir)))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const used = (id: string) => new RegExp(`\\b${id.replace(/-fill$/, "")}\\b`).test(text);
  return {
    publicIds: SPRITE_VIEWS.filter(used),
    adminIds: SPRITE_VIEWS.filter((id) => !used(id)),
  };
}
