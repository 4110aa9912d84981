/**
 * The visual editor of a post body (TipTap on ProseMirror), one per language tab. It edits HTML:
 * it loads `html`, and gives its HTML back through `onChange` a moment after the last change (at
 * once when it loses focus). The HTML source beside it is the same value, so either can be edited.
 * Toolbar (a keyboard `toolbar`: arrows move, Tab leaves) and shortcuts: headings, bold, italic,
 * links (checked as the sanitiser checks them), lists, quote, inline code and code block, table,
 * rule, image (upload, drop or paste, or from the media library; alt text required), undo, redo.
 * Loaded lazily by the post editor route only; the public pages never load it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Table,
  Trash2,
  Undo2,
  Plus,
  type LucideIcon,
} from "~/components/icons";
import { inputClass, labelClass } from "../form-styles";
import { Modal } from "../Modal";
import { flushBeforeLeaving } from "../useAutosave";
import { editorExtensions } from "./extensions";
import { cleanPastedHtml, editorInput, editorOutput, htmlInText } from "./html";
import { ImageInsertDialog } from "./ImageInsertDialog";
import { MSG_BAD_LINK, normalizeHref } from "./links";
import "./editor.css";

/** How long after the last change the editor hands its HTML over (a 20,000-word body takes a few ms). */
const EMIT_AFTER_MS = 200;

export type RichTextEditorProps = {
  lang: "es" | "en";
  /** The editing area's accessible name ("Contenido", "Contenido en inglés"). */
  label: string;
  html: string;
  onChange(html: string): void;
  onError(message: string): void;
};

export default function RichTextEditor({ lang, label, html, onChange, onError }: RichTextEditorProps) {
  const emitted = useRef(html);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [image, setImage] = useState<{ file: File | null; at: number | null } | null>(null);

  const flush = (editor: Editor) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const out = editorOutput(editor.getHTML(), editor.isEmpty);
    if (out === emitted.current) return;
    emitted.current = out;
    onChangeRef.current(out);
  };
  // A hand-over is rendered at once (flushSync): the form, and the autosave's copy of it, never lag
  // behind what was handed over, not even when the page is left in the same instant.
  const handOver = (editor: Editor) => flushSync(() => flush(editor));

  const imageFile = (files: FileList | undefined | null) => Array.from(files ?? []).find((f) => f.type.startsWith("image/")) ?? null;

  const editor = useEditor(
    {
      extensions: editorExtensions({ placeholder: lang === "es" ? "Escribe el artículo aquí…" : "Escribe aquí la versión en inglés…" }),
      content: editorInput(html),
      immediatelyRender: false,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
          lang,
          spellcheck: "true",
          class: "post-body rich-text-body",
        },
        transformPastedHTML: cleanPastedHtml,
        handleKeyDown: (view, event) => {
          if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
            event.preventDefault();
            readDomSelection(view);
            setLinkOpen(true);
            return true;
          }
          return false;
        },
        handlePaste: (view, event) => {
          const file = imageFile(event.clipboardData?.files);
          if (file) {
            event.preventDefault();
            setImage({ file, at: null });
            return true;
          }
          // HTML copied as text (a chat assistant's code block, the AI prompt's answer): pasted as HTML.
          const markup = event.clipboardData?.getData("text/html") ? null : htmlInText(event.clipboardData?.getData("text/plain") ?? "");
          if (markup === null) return false;
          event.preventDefault();
          view.pasteHTML(markup);
          return true;
        },
        handleDrop: (view, event, _slice, moved) => {
          const file = moved ? null : imageFile(event.dataTransfer?.files);
          if (!file) return false;
          event.preventDefault();
          setImage({ file, at: view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null });
          return true;
        },
      },
      onUpdate: ({ editor: current }) => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => handOver(current), EMIT_AFTER_MS);
      },
      onBlur: ({ editor: current }) => {
        if (timer.current) handOver(current);
      },
    },
    [],
  );

  // The HTML changed elsewhere (the source view, a restored revision or autosave): load it.
  useEffect(() => {
    if (!editor || html === emitted.current) return;
    const load = setTimeout(() => {
      emitted.current = html;
      editor.commands.setContent(editorInput(html), { emitUpdate: false });
    }, 120);
    return () => clearTimeout(load);
  }, [html, editor]);

  // Leaving the page right after typing: the last keys reach the form before the autosave writes
  // the browser's copy.
  useEffect(() => {
    if (!editor) return;
    return flushBeforeLeaving(() => {
      if (timer.current && !editor.isDestroyed) handOver(editor);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  // Nothing typed is dropped when the editor goes away.
  useEffect(
    () => () => {
      if (timer.current && editor && !editor.isDestroyed) flush(editor);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor],
  );

  return (
    <div className="rich-text overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30" data-ready={editor ? "true" : undefined} data-testid={`editor-${lang}`}>
      {editor ? <Toolbar editor={editor} onLink={() => setLinkOpen(true)} onImage={() => setImage({ file: null, at: null })} /> : <div className="h-11 border-b border-slate-200 bg-slate-50" />}
      <div className="max-h-[70vh] min-h-96 overflow-y-auto px-4 py-3 sm:px-6">
        <EditorContent editor={editor} />
        {editor ? null : <p className="text-sm text-slate-500">Cargando el editor…</p>}
      </div>
      {/* In <body>, not inside the post's <form>: a form may not hold another. */}
      {editor
        ? createPortal(
            <>
              <LinkDialog editor={editor} open={linkOpen} onClose={() => setLinkOpen(false)} />
              <ImageInsertDialog
                open={image !== null}
                file={image?.file ?? null}
                onClose={() => {
                  setImage(null);
                  editor.commands.focus();
                }}
                onError={onError}
                onInsert={(attrs) => {
                  const node = { type: "image", attrs };
                  // Where it was dropped; else at the caret, or after a selected image (never over it).
                  const { selection } = editor.state;
                  const at = image?.at ?? ("node" in selection && selection.node ? selection.to : null);
                  const chain = editor.chain().focus();
                  if (at != null) chain.insertContentAt(at, node).run();
                  else chain.insertContent(node).run();
                  setImage(null);
                }}
              />
            </>,
            document.body,
          )
        : null}
    </div>
  );
}

type Tool = { key: string; label: string; shortcut?: string; keys?: string; icon: LucideIcon | (() => ReactNode); active?: boolean; disabled?: boolean; run(): void };

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink(): void; onImage(): void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("code"),
      codeBlock: e.isActive("codeBlock"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const c = () => editor.chain().focus();
  const groups: Array<Array<Tool>> = [
    [
      { key: "h2", label: "Título 2", shortcut: "Ctrl+Alt+2", keys: "Control+Alt+2", icon: Heading2, active: state.h2, run: () => c().toggleHeading({ level: 2 }).run() },
      { key: "h3", label: "Título 3", shortcut: "Ctrl+Alt+3", keys: "Control+Alt+3", icon: Heading3, active: state.h3, run: () => c().toggleHeading({ level: 3 }).run() },
      { key: "h4", label: "Título 4", shortcut: "Ctrl+Alt+4", keys: "Control+Alt+4", icon: Heading4, active: state.h4, run: () => c().toggleHeading({ level: 4 }).run() },
    ],
    [
      { key: "bold", label: "Negrita", shortcut: "Ctrl+B", keys: "Control+B", icon: Bold, active: state.bold, run: () => c().toggleBold().run() },
      { key: "italic", label: "Cursiva", shortcut: "Ctrl+I", keys: "Control+I", icon: Italic, active: state.italic, run: () => c().toggleItalic().run() },
      { key: "link", label: "Enlace", shortcut: "Ctrl+K", keys: "Control+K", icon: Link2, active: state.link, run: onLink },
      { key: "code", label: "Código en línea", shortcut: "Ctrl+E", keys: "Control+E", icon: Code, active: state.code, run: () => c().toggleCode().run() },
    ],
    [
      { key: "bullet", label: "Lista con viñetas", shortcut: "Ctrl+Mayús+8", keys: "Control+Shift+8", icon: List, active: state.bullet, run: () => c().toggleBulletList().run() },
      { key: "ordered", label: "Lista numerada", shortcut: "Ctrl+Mayús+7", keys: "Control+Shift+7", icon: ListOrdered, active: state.ordered, run: () => c().toggleOrderedList().run() },
      { key: "quote", label: "Cita", shortcut: "Ctrl+Mayús+B", keys: "Control+Shift+B", icon: Quote, active: state.quote, run: () => c().toggleBlockquote().run() },
      { key: "codeBlock", label: "Bloque de código", shortcut: "Ctrl+Alt+C", keys: "Control+Alt+C", icon: SquareCode, active: state.codeBlock, run: () => c().toggleCodeBlock().run() },
    ],
    [
      { key: "table", label: "Insertar tabla", icon: Table, disabled: state.table, run: () => c().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
      { key: "rule", label: "Línea horizontal", icon: Minus, run: () => c().setHorizontalRule().run() },
      { key: "image", label: "Imagen", icon: ImageIcon, run: onImage },
    ],
    [
      { key: "undo", label: "Deshacer", shortcut: "Ctrl+Z", keys: "Control+Z", icon: Undo2, disabled: !state.canUndo, run: () => c().undo().run() },
      { key: "redo", label: "Rehacer", shortcut: "Ctrl+Mayús+Z", keys: "Control+Shift+Z", icon: Redo2, disabled: !state.canRedo, run: () => c().redo().run() },
    ],
  ];
  if (state.table)
    groups.push([
      { key: "row", label: "Añadir fila debajo", icon: () => <TextIcon text="+ fila" />, run: () => c().addRowAfter().run() },
      { key: "col", label: "Añadir columna a la derecha", icon: () => <TextIcon text="+ col." />, run: () => c().addColumnAfter().run() },
      { key: "delrow", label: "Eliminar fila", icon: () => <TextIcon text="− fila" />, run: () => c().deleteRow().run() },
      { key: "delcol", label: "Eliminar columna", icon: () => <TextIcon text="− col." />, run: () => c().deleteColumn().run() },
      { key: "deltable", label: "Eliminar tabla", icon: Trash2, run: () => c().deleteTable().run() },
    ]);
  const tools = groups.flat();
  const [current, setCurrent] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusable = Math.min(current, tools.length - 1);

  // Arrows, Home and End move between the buttons that can be used (a disabled one cannot take focus).
  function onKeyDown(event: React.KeyboardEvent) {
    const usable = tools.flatMap((tool, i) => (tool.disabled ? [] : [i]));
    if (!usable.length) return;
    const at = Math.max(0, usable.indexOf(focusable));
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: usable.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = usable[(moves[event.key]! + usable.length) % usable.length]!;
    setCurrent(next);
    refs.current[next]?.focus();
  }

  let index = 0;
  return (
    <div role="toolbar" aria-label="Formato del texto" aria-orientation="horizontal" onKeyDown={onKeyDown} className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
      {groups.map((group, g) => (
        <div key={g} className="flex items-center gap-0.5 border-slate-200 pr-1 not-last:mr-1 not-last:border-r">
          {group.map((tool) => {
            const i = index++;
            const Icon = tool.icon;
            return (
              <button
                key={tool.key}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                type="button"
                tabIndex={i === focusable ? 0 : -1}
                aria-label={tool.label}
                aria-keyshortcuts={tool.keys}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
                disabled={tool.disabled}
                onFocus={() => setCurrent(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={tool.run}
                className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-1.5 text-slate-700 hover:bg-slate-200 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
              >
                <Icon className="size-4" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function TextIcon({ text }: { text: string }) {
  return <span className="text-xs font-semibold whitespace-nowrap">{text}</span>;
}

/**
 * Brings the browser's selection into the editor's state now. The editor reads it on the
 * browser's `selectionchange`, which comes a moment after the key that moved it: Shift+← then
 * Ctrl+K typed quickly would otherwise link the words selected one key earlier.
 */
function readDomSelection(view: EditorView) {
  const selection = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
  const head = view.posAtDOM(focusNode, selection.focusOffset);
  if (anchor === view.state.selection.anchor && head === view.state.selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose(): void }) {
  const titleId = useId();
  const urlId = useId();
  const textId = useId();
  const [url, setUrl] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [hasSelection, setHasSelection] = useState(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!open) return;
    const current = editor.getAttributes("link").href as string | undefined;
    setUrl(current ?? "");
    setText("");
    setError("");
    setEditing(Boolean(current));
    setHasSelection(!editor.state.selection.empty || Boolean(current));
  }, [open, editor]);

  function apply(event: React.FormEvent) {
    event.preventDefault();
    // React bubbles the submit to the post's own form around the editor: it stops here.
    event.stopPropagation();
    const href = normalizeHref(url);
    if (!href) return setError(MSG_BAD_LINK);
    closeThenEdit();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (hasSelection) {
      // The caret goes after the link, as in a word processor: a key typed next would otherwise
      // replace the linked words, still selected, and typing there does not extend the link.
      chain
        .setLink({ href })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
          return true;
        })
        .unsetMark("link")
        .run();
    }
    else {
      const label = text.trim() || href;
      // What is typed after the new link is not part of it.
      chain.insertContent({ type: "text", text: label, marks: [{ type: "link", attrs: { href } }] }).unsetMark("link").run();
    }
  }

  /**
   * Closes the dialog at once, before the editor is changed and focused: closing gives the focus
   * back to the editor (the browser puts a caret of its own in it), and while the dialog is open
   * the editor is inert and cannot take the focus. Done the other way round, the browser's caret
   * could win, and the next key land at the start of the paragraph.
   */
  function closeThenEdit() {
    flushSync(onClose);
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        closeThenEdit();
        editor.commands.focus();
      }}
      labelledBy={titleId}
    >
      <form onSubmit={apply} noValidate className="space-y-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {editing ? "Editar enlace" : "Insertar enlace"}
        </h2>
        <div>
          <label htmlFor={urlId} className={labelClass}>
            Dirección del enlace
          </label>
          <input
            id={urlId}
            value={url}
            autoFocus
            inputMode="url"
            placeholder="https://…"
            onChange={(e) => {
              setUrl(e.target.value);
              setError("");
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${urlId}-hint`}
            className={`${inputClass} aria-invalid:border-red-600`}
          />
          <p id={`${urlId}-hint`} role={error ? "alert" : undefined} className={`mt-1 text-xs ${error ? "font-medium text-red-700" : "text-slate-600"}`}>
            {error || "Un sitio (https://…), un correo (mailto:…), un teléfono (tel:…) o una página de este sitio (/…)."}
          </p>
        </div>
        {hasSelection ? null : (
          <div>
            <label htmlFor={textId} className={labelClass}>
              Texto del enlace
            </label>
            <input id={textId} value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          {editing ? (
            <button
              type="button"
              onClick={() => {
                closeThenEdit();
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
              }}
              className="mr-auto rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
            >
              Quitar enlace
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => {
              closeThenEdit();
              editor.commands.focus();
            }}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Cancelar
          </button>
          <button type="submit" className="inline-flex items-center gap-1.5 rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            <Plus className="size-4" aria-hidden="true" /> {editing ? "Guardar enlace" : "Insertar enlace"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
