// Page metadata in one shape: a title, a description and the canonical path.
import type { Metadata } from "next";

export function pageMetadata({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): Metadata {
  return { title, description, alternates: { canonical: path } };
}
