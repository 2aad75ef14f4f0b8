// Studio uploads: checked by their bytes, made into WebP at three widths plus a social card,
// metadata stripped, stored under DATA_DIR/uploads with content-derived names (cached a year).
import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
/** What sharp may decode here; SVG is refused (it can carry scripts). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
// sharp names AVIF "heif" (its container), as it does HEIC: AVIF is the one compressed with AV1.
const isAccepted = (meta: Metadata) =>
  meta.format === "heif" ? meta.compression === "av1" : ACCEPTED_FORMATS.has(meta.format ?? "");
/** The names we write: 24 hex digits of the content hash, then the width or "og". */
export const UPLOAD_NAME = /^[a-f0-9]{24}-(?:\d{2,4}|og)\.webp$/;

/** DATA_DIR/uploads; with an in-memory database (tests), a folder in the system's temp dir. */
export const uploadsDir = () =>
  env.DATA_DIR.startsWith("memory://")
    ? path.join(tmpdir(), `site-uploads-${process.pid}`)
    : path.resolve(env.DATA_DIR, "uploads");

export type StoredImage = {
  url: string;
  width: number;
  height: number;
  srcset: Array<{ url: string; width: number }>;
  social_url: string;
};

export const unsupportedImage = () =>
  new ApiError(
    "unsupported_media_type",
    415,
    "Upload a JPEG, PNG, WebP, GIF or AVIF image (SVG and other files are not accepted).",
  );

export const imageTooLarge = () =>
  new ApiError(
    "payload_too_large",
    413,
    `The image is too large (limit ${UPLOAD_MAX_BYTES / 1024 / 1024} MB).`,
  );

async function writeOnce(file: string, data: Buffer) {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export async function storeImage(bytes: Buffer): Promise<StoredImage> {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw imageTooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw unsupportedImage();
  }
  if (!isAccepted(meta) || !meta.width || !meta.height) {
    throw unsupportedImage();
  }
  // Upright dimensions (a phone photo may be stored sideways with an orientation tag).
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });

  const widths: number[] = UPLOAD_WIDTHS.filter((w) => w < width);
  if (widths.length < UPLOAD_WIDTHS.length)
    widths.push(Math.min(width, UPLOAD_WIDTHS.at(-1) ?? width));
  const image = () => sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate();
  try {
    const srcset = await Promise.all(
      [...new Set(widths)].map(async (w) => {
        const name = `${id}-${w}.webp`;
        const out = await image()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await writeOnce(path.join(dir, name), out);
        return { url: `/uploads/${name}`, width: w };
      }),
    );
    const social = await image()
      .resize({ ...SOCIAL_SIZE, fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    await writeOnce(path.join(dir, `${id}-og.webp`), social);
    const largest = srcset.at(-1);
    if (!largest) throw unsupportedImage();
    return {
      url: largest.url,
      width: largest.width,
      height: Math.round((height * largest.width) / width),
      srcset,
      social_url: `/uploads/${id}-og.webp`,
    };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    console.warn("[uploads] could not convert an image:", err);
    throw unsupportedImage();
  }
}

export async function readUpload(name: string): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadsDir(), name));
  } catch {
    return null;
  }
}
