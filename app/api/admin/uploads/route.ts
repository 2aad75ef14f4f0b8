// POST /api/admin/uploads — multipart/form-data with one image in "file": converted to WebP at
// several widths plus a 1200×630 social image. 201 {url, width, height, srcset, social_url}.
// 413 past 8 MB, 415 for anything that is not a JPEG, PNG, WebP, GIF or AVIF image.
import { ApiError, readBodyLimited } from "@/lib/api/errors";
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

export const POST = withAdmin(async (req, { user }) => {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(
      "unsupported_media_type",
      415,
      "Send the image as multipart/form-data in a field named file.",
    );
  }
  const body = new Uint8Array(
    await readBodyLimited(req, UPLOAD_MAX_BYTES + ENVELOPE_BYTES, imageTooLarge),
  );
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
