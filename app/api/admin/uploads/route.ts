// POST /api/admin/uploads — multipart/form-data with one image in "file": converted to WebP at
// several widths plus a 1200×630 social image. 201 {url, width, height, srcset, social_url}.
// 413 past 8 MB, 415 for anything that is not a JPEG, PNG, WebP, GIF or AVIF image.
import { ApiError } from "@/lib/api/errors";
import { audit, requestMeta } from "@/lib/auth/audit";
import { withAdmin } from "@/lib/auth/guard";
import {
  imageTooLarge,
  storeImage,
  UPLOAD_MAX_BYTES,
  unsupportedImage,
} from "@/lib/content/uploads";

// The multipart envelope around the file: boundaries and headers.
const ENVELOPE_BYTES = 64 * 1024;

async function readBody(req: Request): Promise<ArrayBuffer> {
  const limit = UPLOAD_MAX_BYTES + ENVELOPE_BYTES;
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw imageTooLarge();
  if (!req.body) return new ArrayBuffer(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw imageTooLarge();
    }
    chunks.push(value);
  }
  const all = Buffer.concat(chunks);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

export const POST = withAdmin(async (req, { user }) => {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(
      "unsupported_media_type",
      415,
      "Send the image as multipart/form-data in a field named file.",
    );
  }
  const body = await readBody(req);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError("bad_request", 400, "The upload could not be read as multipart/form-data.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new ApiError("bad_request", 400, "file is required");
  if (file.size === 0) throw unsupportedImage();
  if (file.size > UPLOAD_MAX_BYTES) throw imageTooLarge();
  const image = await storeImage(Buffer.from(await file.arrayBuffer()));
  await audit(requestMeta(req), {
    action: "image_uploaded",
    user,
    details: { url: image.url, bytes: file.size },
  });
  return Response.json(image, { status: 201 });
});
