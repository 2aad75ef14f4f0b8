"use client";

// The Markdown editor (CodeMirror 6). Tab is left to move focus (no keyboard trap).
import { markdown } from "@codemirror/lang-markdown";
import CodeMirror, {
  type BasicSetupOptions,
  EditorView,
  ExternalChange,
} from "@uiw/react-codemirror";
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { ImagePlus, LoaderCircle } from "@/components/ui/icons";
import { FormError } from "../security/card";
import { altFromName, IMAGE_TYPES, uploadErrorMessage, uploadImage } from "./upload";
import { uploadMarker } from "./upload-marker";

// Gutters off (their grey numbers fail contrast and cost width on a phone); no pop-ups.
const SETUP: BasicSetupOptions = {
  lineNumbers: false,
  foldGutter: false,
  highlightActiveLineGutter: false,
  autocompletion: false,
  closeBrackets: false,
};

const theme = EditorView.theme({
  "&": { fontSize: "0.9375rem", backgroundColor: "#ffffff" },
  "&.cm-focused": { outline: "none" },
  ".cm-content": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    padding: "0.75rem 0",
    caretColor: "#0f172a",
  },
  ".cm-line": { padding: "0 0.875rem", lineHeight: "1.65" },
  // The fallback highlight style's colours are not all AA on white: tokens keep the text's
  // colour, and headings, emphasis and links keep their weight, italics and underline.
  ".cm-line span": { color: "inherit" },
  ".cm-line .cm-placeholder": { color: "#64748b" },
});

let uploadCount = 0;

export function MarkdownEditor({
  label,
  value,
  onChange,
  minHeight = "20rem",
  placeholder = "Write in Markdown: ## for a heading, **bold**, - for a list, [text](address) for a link.",
}: {
  /** The accessible name of the text area, e.g. "Article body (Markdown)". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  minHeight?: string;
  placeholder?: string;
}) {
  const id = useId();
  const viewRef = useRef<EditorView | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // CodeMirror reconfigures itself whenever onChange changes identity: keep one.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // The editor owns its text: a render per keystroke broke fast typing, and syncing the wrapper's
  // value wrote late text back. An outside value (restored copy, AI draft) is written in below,
  // told apart from the editor's own by the texts it sent.
  const [initialValue] = useState(value);
  const sent = useRef(new Set<string>());
  const handleChange = useCallback((next: string) => {
    sent.current.add(next);
    startTransition(() => onChangeRef.current(next));
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const doc = view.state.doc.toString();
    if (value === doc) {
      sent.current.clear(); // caught up: what was sent before is history
      return;
    }
    if (sent.current.has(value)) return; // a render behind the editor, not a new text
    view.dispatch({
      changes: { from: 0, to: doc.length, insert: value },
      annotations: ExternalChange.of(true),
    });
    sent.current.clear();
  }, [value]);

  const insertImages = useCallback(async (view: EditorView, files: File[], at: number) => {
    setError(null);
    let pos = at;
    for (const file of files) {
      const alt = altFromName(file.name);
      uploadCount += 1;
      const marker = uploadMarker(alt, uploadCount);
      view.dispatch({ changes: { from: pos, insert: marker } });
      pos += marker.length;
      setUploading({ name: file.name, percent: 0 });
      let replacement = "";
      try {
        const image = await uploadImage(file, (percent) => {
          if (mounted.current) setUploading({ name: file.name, percent });
        });
        replacement = `![${alt}](${image.url})`;
      } catch (err) {
        if (mounted.current) setError(`${file.name}: ${uploadErrorMessage(err)}`);
      }
      if (!mounted.current || !view.dom.isConnected) return;
      // The admin may have typed meanwhile: find the marker where it now is.
      const from = view.state.doc.toString().indexOf(marker);
      if (from !== -1) {
        view.dispatch({ changes: { from, to: from + marker.length, insert: replacement } });
        pos = from + replacement.length;
      }
    }
    if (mounted.current) setUploading(null);
  }, []);

  const extensions = useMemo(
    () => [
      markdown(),
      EditorView.lineWrapping,
      // CodeMirror switches spell checking off (it is made for code); prose wants it.
      EditorView.contentAttributes.of({ "aria-label": label, spellcheck: "true" }),
      EditorView.domEventHandlers({
        drop(event, view) {
          // Every dropped file goes to the server, which refuses what is not an image (415)
          // rather than CodeMirror pasting its bytes in as text.
          const files = Array.from(event.dataTransfer?.files ?? []);
          if (files.length === 0) return false;
          event.preventDefault();
          const pos =
            view.posAtCoords({ x: event.clientX, y: event.clientY }) ??
            view.state.selection.main.head;
          void insertImages(view, files, pos);
          return true;
        },
        paste(event, view) {
          const files = Array.from(event.clipboardData?.files ?? []);
          if (files.length === 0) return false;
          event.preventDefault();
          void insertImages(view, files, view.state.selection.main.head);
          return true;
        },
      }),
      theme,
    ],
    [label, insertImages],
  );

  function chosen(files: FileList | null) {
    const view = viewRef.current;
    const list = Array.from(files ?? []);
    if (fileRef.current) fileRef.current.value = "";
    if (!view || list.length === 0) return;
    void insertImages(view, list, view.state.selection.main.head);
    view.focus();
  }

  return (
    <div>
      <div className="overflow-hidden rounded-xl border border-line bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200">
        <CodeMirror
          value={initialValue}
          onChange={handleChange}
          extensions={extensions}
          basicSetup={SETUP}
          indentWithTab={false}
          minHeight={minHeight}
          placeholder={placeholder}
          theme="light"
          onCreateEditor={(view) => {
            viewRef.current = view;
          }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => fileRef.current?.click()}
          disabled={uploading !== null}
        >
          <ImagePlus className="size-4" aria-hidden />
          Insert image
        </Button>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES}
          tabIndex={-1}
          aria-label={`Image to insert into ${label}`}
          className="sr-only"
          onChange={(e) => chosen(e.target.files)}
        />
        <p className="text-xs text-muted">
          Or drop or paste images into the text: they are uploaded and inserted where you are.
        </p>
      </div>
      <div role="status" className="mt-1 text-sm text-muted">
        {uploading && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
            Uploading {uploading.name}… {uploading.percent}%
          </span>
        )}
      </div>
      {error && (
        <div className="mt-2">
          <FormError message={error} />
        </div>
      )}
    </div>
  );
}
