// An image's place in the Markdown while it uploads. Nothing holding one is saved: a save or a
// publish meanwhile would store (or put live) a broken "Uploading…" image.

/** `![Uploading photo (3)…]()`: replaced by `![photo](url)` once the upload answers. */
export const uploadMarker = (alt: string, n: number) => `![Uploading ${alt} (${n})…]()`;

const MARKER = /!\[Uploading [^\]\n]* \(\d+\)…\]\(\)/;

export const hasUploadMarker = (...texts: string[]) => texts.some((t) => MARKER.test(t));

export const UPLOADING_MESSAGE =
  "An image is still uploading: wait until it appears in the text (or delete its “Uploading…” line), then save.";
