// Image uploads by XMLHttpRequest to the uploads route: a server action cannot report progress.
// A 401 still returns the app to the login form.
import { announceSessionEnd, HttpError } from "@/lib/admin/client";
import { apiErrorSchema } from "@/lib/validations/api";
import { type UploadedImage, uploadResponseSchema } from "@/lib/validations/studio-client";

/** The server's limit (lib/content/uploads.ts), for the message when it cuts the upload short. */
const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

/** What the file picker offers; the server checks the bytes whatever the name says. */
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Uploads one image; `onProgress` hears the percentage sent. Throws HttpError on refusal. */
export function uploadImage(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const image = uploadResponseSchema.safeParse(json);
        return image.success
          ? resolve(image.data)
          : reject(new Error("The upload answered in an unexpected shape."));
      }
      const body = apiErrorSchema.safeParse(json);
      const message = body.success ? (body.data.error?.message ?? body.data.message) : undefined;
      const code = body.success ? body.data.error?.code : undefined;
      if (xhr.status === 401) announceSessionEnd(code);
      reject(new HttpError(xhr.status, message, code));
    };
    xhr.onerror = () => {
      // The server may close the connection on an oversized body before answering 413.
      reject(
        file.size > UPLOAD_MAX_BYTES
          ? new HttpError(413, "The image is too large (limit 8 MB).", "payload_too_large")
          : new Error("The upload failed. Check your connection and try again."),
      );
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** The upload's failure in words: the server's own (413, 415) when it gave them. */
export function uploadErrorMessage(err: unknown): string {
  const fallback = "The image could not be uploaded. Please try again.";
  if (err instanceof HttpError) return err.serverMessage ?? fallback;
  return err instanceof Error ? err.message : fallback;
}

/** Alt text from a file name: "team-photo_2.jpg" → "team photo 2". */
export const altFromName = (name: string) =>
  name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_[\]()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim() || "Image";
