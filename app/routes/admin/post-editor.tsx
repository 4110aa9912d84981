import { ArrowLeft, Bot, Check, ClipboardCopy, Eye, FileCode, ImagePlus, Languages, Loader2, Plus, Save, Send, Tag, X } from "~/components/icons";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { data, Form, Link, redirect, useActionData, useBlocker, useFetcher, useNavigate, useNavigation, useRouteError, useSubmit } from "react-router";
import { refusalMessage } from "~/components/ErrorScreen";
import { isUuid } from "~/platform/ids";
import { AI_PROMPT } from "~/blog/ai-prompt";
import { EXCERPT_COUNTER, firstMissing, firstMissingEn, firstTooLong, POST_LIMITS, POST_STATES, POST_STATUSES, REQUIRED_TITLE, STATUS_LABEL, type PostStatus } from "~/blog/post-input";
import { clearFeaturedImage, getPostForEdit, listCategories, listTags, PostSaveError, savePost, type ConflictInfo, type SaveResult } from "~/blog/posts.server";
import { getAutosave, listRevisions } from "~/blog/revisions.server";
import { postInputFromForm } from "~/blog/post-form";
import { slugify } from "~/blog/slug";
import { formatMonterrey, initialScheduleLang, parseScheduleTime, SCHEDULE_ZONE_LABEL, utcToMonterreyInput } from "~/blog/schedule";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { ImageUploader } from "~/components/admin/ImageUploader";
import { PreviewLinks, type PreviewActionResult } from "~/components/admin/PreviewLinks";
import { SchedulePanel, type ScheduleLang } from "~/components/admin/SchedulePanel";
import { CompareDialog, fetchRevision, HistoryPanel, type TextsToCompare } from "~/components/admin/HistoryPanel";
import { ConflictDialog } from "~/components/admin/ConflictDialog";
import { MediaLibrary } from "~/components/admin/MediaLibrary";
import { AutosaveStatusLine, clearLocalDraft, readLocalDraft, useAutosave, type Draft } from "~/components/admin/useAutosave";
import type { RevisionSummary } from "~/blog/revision-types";
import { SlugField, type SlugError } from "~/components/admin/SlugField";
import { SeoFields, type PickableImage } from "~/components/admin/SeoFields";
import { recentImages } from "~/media/images.server";
import { useSite } from "~/i18n/site";
import { createPreview, listPreviews, PreviewError, revokePreview } from "~/blog/previews.server";
import { useToast } from "~/components/admin/Toaster";
import { campaignProgress } from "~/newsletter/campaigns.server";
import { adminFailure, NO_STORE, noStoreHeaders, POST_FORM_LIMIT, readForm } from "~/platform/http.server";
import { sanitizePostHtml } from "~/blog/sanitize-html";
import type { Route } from "./+types/post-editor";
import { newsletterNotice, unscheduledNotice } from "~/components/admin/editor-notices";
// The preview uses the public post's own typography.
import "~/components/blog/post-body.css";
import { inputClass, labelClass } from "~/components/admin/form-styles";
import { deleteUnusedUpload } from "~/components/admin/upload-image";

// The visual editor (TipTap) is its own chunk: the form is usable while it loads.
const RichTextEditor = lazy(() => import("~/components/admin/editor/RichTextEditor"));

export const EDITOR_REDIRECT_MS = 2000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [categories, tags, images] = await Promise.all([listCategories(), listTags(), recentImages()]);
  const id = params.id;
  if (id === undefined) return data({ post: null, categories, tags, images, previews: [], revisions: [], autosave: null }, { headers: NO_STORE });
  const post = isUuid(id) ? await getPostForEdit(id) : null;
  if (!post) throw data("Post no encontrado", { status: 404, headers: NO_STORE });
  const [previews, revisions, autosave] = await Promise.all([listPreviews(post.id), listRevisions(post.id), getAutosave(post.id, admin.id)]);
  return data({ post, categories, tags, images, previews, revisions, autosave }, { headers: NO_STORE });
}

/** The newsletter campaign a first publication created in its own transaction (null: none, e.g. an edit). */
type NewsletterOutcome = { created: boolean; recipients: number; languages: Array<"es" | "en"> } | null;

type ActionResult =
  | { ok: true; intent: "draft" | "publish" | "schedule" | "unschedule"; result: SaveResult; newsletter: NewsletterOutcome }
  | { ok: true; intent: "clear-image"; warning?: string }
  | { ok: false; intent: string; kind: string; error: string; suggestion?: string; current?: ConflictInfo };


export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request, POST_FORM_LIMIT);
  const intent = String(form.get("intent") ?? "");
  if (intent === "create-preview" || intent === "revoke-preview") {
    const fail = (error: string, status: number, headers: Record<string, string> = NO_STORE) => data<PreviewActionResult>({ ok: false, intent, error }, { status, headers });
    if (!params.id) return fail("Guarda el post para compartir una vista previa", 400);
    try {
      if (intent === "create-preview") {
        const link = await createPreview(params.id, admin);
        return data<PreviewActionResult>({ ok: true, intent, link }, { headers: NO_STORE });
      }
      if (!(await revokePreview(params.id, String(form.get("previewId") ?? ""), admin))) return fail("Ese enlace ya no está activo", 404);
      return data<PreviewActionResult>({ ok: true, intent }, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof PreviewError) return fail(error.message, 400);
      const failure = adminFailure(error, "preview link failed", "No se pudo completar la acción. Inténtalo de nuevo.");
      return fail(failure.error, failure.status, failure.headers);
    }
  }
  if (intent === "clear-image") {
    if (!params.id) return data<ActionResult>({ ok: false, intent, kind: "invalid", error: "El post aún no existe" }, { status: 400, headers: NO_STORE });
    try {
      const { warning } = await clearFeaturedImage(params.id, admin);
      return data<ActionResult>({ ok: true, intent: "clear-image", warning }, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof PostSaveError) return data<ActionResult>({ ok: false, intent, kind: error.kind, error: error.message }, { status: 404, headers: NO_STORE });
      const failure = adminFailure(error, "clearing the featured image failed", "No se pudo quitar la imagen. Inténtalo de nuevo.");
      return data<ActionResult>({ ok: false, intent, kind: "error", error: failure.error }, { status: failure.status, headers: failure.headers });
    }
  }
  // «Cancelar programación» saves the post as a draft (which cancels its scheduled job).
  const unschedule = intent === "unschedule";
  const parsed = postInputFromForm(form, params.id, intent);
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, intent, kind: "invalid", error: parsed.error.issues[0]?.message ?? "Datos inválidos" }, { status: 400, headers: NO_STORE });
  }
  try {
    const result = await savePost(parsed.data, admin);
    // Without JavaScript there are no toasts: go straight back to the dashboard.
    if (form.get("js") !== "1") throw redirect("/admin/dashboard", { headers: NO_STORE });
    let newsletter: NewsletterOutcome = null;
    if (result.firstPublication) {
      // The campaigns of the versions this save published for the first time (the newest ones).
      const campaigns = await campaignProgress(undefined, { postId: result.id }, result.firstPublished.length);
      newsletter = {
        created: campaigns.length > 0,
        recipients: campaigns.reduce((n, c) => n + c.total, 0),
        languages: [...new Set(campaigns.map((c) => c.language))].sort(),
      };
    }
    return data<ActionResult>({ ok: true, intent: unschedule ? "unschedule" : parsed.data.intent, result, newsletter }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof PostSaveError) {
      const status = error.kind === "not-found" ? 404 : error.kind === "conflict" ? 409 : 400;
      return data<ActionResult>({ ok: false, intent, kind: error.kind, error: error.message, suggestion: error.suggestion, current: error.current }, { status, headers: NO_STORE });
    }
    const failure = adminFailure(error, "post save failed", "No se pudo guardar. Inténtalo de nuevo.");
    return data<ActionResult>({ ok: false, intent, kind: "error", error: failure.error }, { status: failure.status, headers: failure.headers });
  }
}

/** A refusal's Retry-After (the database cannot write) reaches a document too. */
export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? "Editar post" : "Nuevo post"} | Admin Ardentia` }, { name: "robots", content: "noindex, nofollow" }];
}

type Lang = "es" | "en";
type Intent = "draft" | "publish" | "schedule" | "unschedule";
/** The English version's state control: "same" follows the Spanish one. */
type EnState = PostStatus | "same";
type Content = { title: string; excerpt: string; content: string; metaTitle: string; metaDescription: string; socialImageUrl: string };
const EMPTY_CONTENT: Content = { title: "", excerpt: "", content: "", metaTitle: "", metaDescription: "", socialImageUrl: "" };
type NewTag = { es: string; en: string };


function EditorLoading() {
  return (
    <div className="flex min-h-[27rem] items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-500">
      <Loader2 className="mr-2 size-4 animate-spin" aria-hidden="true" /> Cargando el editor…
    </div>
  );
}

/** Which panel sits beside the visual editor («Código HTML» or «Vista previa»), remembered in this browser. */
const SOURCE_PANEL_KEY = "ardentia:editor-side-panel";
function useSourcePanel(): [SidePanel, (next: SidePanel) => void] {
  const [panel, setPanel] = useState<SidePanel>("html");
  useEffect(() => {
    if (localStorage.getItem(SOURCE_PANEL_KEY) === "preview") setPanel("preview");
  }, []);
  return [
    panel,
    (next) => {
      setPanel(next);
      try {
        localStorage.setItem(SOURCE_PANEL_KEY, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
  ];
}
type SidePanel = "html" | "preview";

function LanguageFields({
  lang,
  value,
  onChange,
  hidden,
  seo,
  onCopyStructure,
}: {
  lang: Lang;
  value: Content;
  onChange(next: Content): void;
  hidden: boolean;
  seo: { featuredImageUrl: string; slug: string; origin: string; images: ReadonlyArray<PickableImage> };
  /** English only: «Copiar estructura del español». */
  onCopyStructure?: () => void;
}) {
  const preview = useMemo(() => sanitizePostHtml(value.content), [value.content]);
  const toast = useToast();
  const [source, setSource] = useSourcePanel();
  const l =
    lang === "es"
      ? { title: "Título", excerpt: "Resumen", editor: "Contenido", content: "Contenido (HTML)" }
      : { title: "Título (inglés)", excerpt: "Resumen (inglés)", editor: "Contenido en inglés", content: "Contenido en inglés (HTML)" };
  return (
    <div role="tabpanel" id={`panel-${lang}`} aria-labelledby={`tab-${lang}`} hidden={hidden} className="space-y-4">
      {lang === "en" ? (
        <div className="flex flex-col gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 sm:flex-row sm:items-center sm:justify-between">
          <p>La versión en inglés es opcional: se guarda solo si tiene título.</p>
          {onCopyStructure ? (
            <button type="button" onClick={onCopyStructure} className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg border border-sky-700/40 bg-white px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100">
              <Languages className="size-4" aria-hidden="true" /> Copiar estructura del español
            </button>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${lang}_title`} className={labelClass}>
          {l.title} {lang === "es" ? <span className="text-red-700">*</span> : null}
        </label>
        {/* The server's limit, kept while typing rather than refused after «Guardar». */}
        <input
          id={`${lang}_title`}
          name={`${lang}_title`}
          lang={lang}
          maxLength={POST_LIMITS.title}
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${lang}_excerpt`} className={labelClass}>
          {l.excerpt} {lang === "es" ? <span className="text-red-700">*</span> : null}
        </label>
        <textarea id={`${lang}_excerpt`} name={`${lang}_excerpt`} lang={lang} rows={3} value={value.excerpt} onChange={(e) => onChange({ ...value, excerpt: e.target.value })} aria-describedby={`${lang}_excerpt_count`} className={inputClass} />
        <p id={`${lang}_excerpt_count`} className={`mt-1 text-right text-xs ${value.excerpt.length > EXCERPT_COUNTER ? "text-amber-800" : "text-slate-600"}`}>
          {value.excerpt.length}/{EXCERPT_COUNTER} caracteres
        </p>
      </div>
      <div className="grid gap-4 2xl:grid-cols-2">
        <div className="min-w-0">
          <p className={labelClass}>
            {l.editor} {lang === "es" ? <span className="text-red-700">*</span> : null}
          </p>
          <div className="mt-1">
            <Suspense fallback={<EditorLoading />}>
              <RichTextEditor lang={lang} label={l.editor} html={value.content} onChange={(content) => onChange({ ...value, content })} onError={(message) => toast.error(message)} />
            </Suspense>
          </div>
        </div>
        <div className="min-w-0">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={`${lang}_content`} className={labelClass} hidden={source !== "html"}>
              {l.content} {lang === "es" ? <span className="text-red-700">*</span> : null}
            </label>
            <p className={`${labelClass} flex items-center gap-1.5`} hidden={source !== "preview"}>
              <Eye className="size-4" aria-hidden="true" /> Vista previa
            </p>
            <div className="ml-auto inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-xs font-medium" role="group" aria-label="Panel junto al editor">
              {(["html", "preview"] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={source === mode}
                  onClick={() => setSource(mode)}
                  className="inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-slate-700 aria-pressed:bg-brand-800 aria-pressed:text-white"
                >
                  {mode === "html" ? <FileCode className="size-3.5" aria-hidden="true" /> : <Eye className="size-3.5" aria-hidden="true" />}
                  {mode === "html" ? "Código HTML" : "Vista previa"}
                </button>
              ))}
            </div>
          </div>
          <div hidden={source !== "html"}>
            <textarea
              id={`${lang}_content`}
              name={`${lang}_content`}
              lang={lang}
              rows={25}
              spellCheck={false}
              value={value.content}
              onChange={(e) => onChange({ ...value, content: e.target.value })}
              aria-describedby={`${lang}_content_hint`}
              className={`${inputClass} font-mono text-[13px] leading-relaxed`}
            />
            <p id={`${lang}_content_hint`} className="mt-1 text-xs text-slate-600">
              El mismo contenido que el editor visual, en HTML: lo que cambies aquí aparece allí, y al revés. Lo que el sitio no publica (iframes, scripts, estilos, atributos de evento) se quita al guardar: la vista previa muestra lo que quedará.
            </p>
          </div>
          <div hidden={source !== "preview"} className="mt-1 max-h-[80vh] min-h-64 overflow-auto rounded-lg border border-slate-200 bg-white p-4">
            {preview ? (
              <div lang={lang} className="post-body" dangerouslySetInnerHTML={{ __html: preview }} data-testid={`preview-${lang}`} />
            ) : (
              <p className="text-sm text-slate-500">La vista previa aparece al escribir el contenido.</p>
            )}
          </div>
        </div>
      </div>
      <SeoFields
        lang={lang}
        value={value}
        onChange={(next) => onChange({ ...value, ...next })}
        fallback={{ title: value.title, excerpt: value.excerpt, featuredImageUrl: seo.featuredImageUrl }}
        slug={seo.slug}
        origin={seo.origin}
        images={seo.images}
      />
    </div>
  );
}

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { post, categories, tags, images, previews, revisions, autosave: serverAutosave } = loaderData;
  const { origin } = useSite();
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const isNew = post === null;

  const [tab, setTab] = useState<Lang>("es");
  const [es, setEs] = useState<Content>(post?.es ?? EMPTY_CONTENT);
  const [en, setEn] = useState<Content>(post?.en ?? EMPTY_CONTENT);
  const [categoryId, setCategoryId] = useState<number>(post?.categoryId ?? 0);
  // Each language version's state: Spanish («Estado») and English («Versión en inglés»: follows
  // Spanish unless set on its own).
  const versions = post?.versions ?? { es: null, en: null };
  const [status, setStatus] = useState<PostStatus>(versions.es?.status ?? post?.status ?? "draft");
  const [statusEn, setStatusEn] = useState<EnState>(versions.en && versions.en.status !== (versions.es?.status ?? "draft") ? versions.en.status : "same");
  const [scheduleLang, setScheduleLang] = useState<ScheduleLang>(() => initialScheduleLang(versions));
  const [scheduleInput, setScheduleInput] = useState(post?.scheduledAt ? utcToMonterreyInput(post.scheduledAt) : "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [slugError, setSlugError] = useState<SlugError | null>(null);
  // The English slug follows the English title until it is edited (or once the version exists).
  const [slugEn, setSlugEn] = useState(post?.slugEn ?? "");
  const [slugEnEdited, setSlugEnEdited] = useState(Boolean(post?.slugEn));
  const [slugEnError, setSlugEnError] = useState<SlugError | null>(null);
  const [tagIds, setTagIds] = useState<Array<number>>(post?.tagIds ?? []);
  const [newTags, setNewTags] = useState<Array<NewTag>>([]);
  const [draftTag, setDraftTag] = useState<NewTag>({ es: "", en: "" });
  const [imageUrl, setImageUrl] = useState(post?.featuredImageUrl ?? "");
  const [hydrated, setHydrated] = useState(false);
  const [saved, setSaved] = useState(false);
  const [pendingIntent, setPendingIntent] = useState<Intent | null>(null);
  const handled = useRef<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The version these edits are based on: a save meets the server's check against it.
  const [baseVersion, setBaseVersion] = useState<number | null>(post?.version ?? null);
  const [conflict, setConflict] = useState<{ info: ConflictInfo; message: string; intent: Intent } | null>(null);
  const [compare, setCompare] = useState<{ before: TextsToCompare; after: TextsToCompare } | null>(null);
  const [recovery, setRecovery] = useState<{ draft: Draft; savedAt: string; baseVersion: number | null } | null>(null);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [confirmCopy, setConfirmCopy] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [restoreBusy, setRestoreBusy] = useState(false);
  /** Set when the page reloads on purpose (a restore, loading the saved version): no "unsaved" prompt. */
  const leaving = useRef(false);

  useEffect(() => setHydrated(true), []);

  // An autosave newer than the post's last save (this admin's on the server, or this browser's
  // copy of edits the server never confirmed) is offered once the page is interactive. The
  // browser's copy is never judged by comparing its clock with the server's: it is offered when its
  // edits started from the post's current version (any save changes the version, and a save from
  // this editor removes the copy), or, started from an older version, when written after that save.
  // When both exist, the newer edits win by this browser's clock: the server's copy carries the
  // time the editor sent it (an autosave that landed after the page was left is older than the
  // copy written on leaving, though the server stored it later).
  useEffect(() => {
    const local = readLocalDraft(post?.id ?? null);
    const offerLocal = local !== null && (post ? local.baseVersion === post.version || local.savedAt > Date.parse(post.updatedAt) : true);
    const candidates = [
      ...(serverAutosave
        ? [{ draft: serverAutosave.data as unknown as Draft, savedAt: serverAutosave.savedAt, baseVersion: serverAutosave.baseVersion, editedAt: Date.parse(serverAutosave.editedAt ?? serverAutosave.savedAt) }]
        : []),
      ...(offerLocal ? [{ draft: local.draft, savedAt: new Date(local.savedAt).toISOString(), baseVersion: local.baseVersion, editedAt: local.savedAt }] : []),
    ].sort((a, b) => b.editedAt - a.editedAt);
    if (candidates[0]) setRecovery(candidates[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const snapshot = JSON.stringify({ es, en, categoryId, status, statusEn, slug, slugEn, tagIds, newTags, imageUrl });
  // What the server holds: the page's data, then what the last successful save sent. Edits typed
  // after a save (while it was on its way, or during the wait before the dashboard) are unsaved:
  // they are autosaved, guarded on leaving, and they hold the editor open.
  const [baseline, setBaseline] = useState(snapshot);
  const submitted = useRef<string | null>(null);
  const dirty = snapshot !== baseline;
  const draft = useMemo<Draft>(() => ({ es, en, categoryId, tagIds, slug, slugEn, status, statusEn, featuredImageUrl: imageUrl }), [es, en, categoryId, tagIds, slug, slugEn, status, statusEn, imageUrl]);
  const autosave = useAutosave({ postId: post?.id ?? null, draft, dirty: dirty && hydrated, baseVersion, formRef });

  function applyDraft(found: NonNullable<typeof recovery>) {
    const d = found.draft;
    const content = (c: Record<string, string> | undefined): Content => ({ ...EMPTY_CONTENT, ...c });
    setEs(content(d.es));
    setEn(content(d.en));
    setCategoryId(Number(d.categoryId) || 0);
    setTagIds(Array.isArray(d.tagIds) ? d.tagIds.map(Number).filter(Number.isInteger) : []);
    setSlug(String(d.slug ?? ""));
    setSlugEdited(true);
    setSlugEn(String(d.slugEn ?? ""));
    setSlugEnEdited(true);
    if ((POST_STATES as ReadonlyArray<string>).includes(d.status)) setStatus(d.status as PostStatus);
    if (d.statusEn === "same" || (POST_STATES as ReadonlyArray<string>).includes(d.statusEn ?? "")) setStatusEn(d.statusEn as EnState);
    setImageUrl(String(d.featuredImageUrl ?? ""));
    // Edits based on an older version meet the conflict check when saved.
    if (found.baseVersion) setBaseVersion(found.baseVersion);
    setRecovery(null);
  }

  // The banner goes once the server has dropped its copy: a reload right after «Descartar» must not
  // offer the changes again (the request used to be sent and forgotten, and a reload could cut it).
  const [discarding, setDiscarding] = useState(false);
  // Said inside the banner, beside the button to try again (a toast would cover that button).
  const [discardFailed, setDiscardFailed] = useState(false);
  // The browser's copy is forgotten only then too: offline, a failed discard keeps both copies.
  async function discardRecovery() {
    if (!post) {
      clearLocalDraft(null);
      return setRecovery(null);
    }
    setDiscarding(true);
    setDiscardFailed(false);
    try {
      const response = await fetch(`/api/admin/posts/${post.id}/autosave`, { method: "DELETE", keepalive: true });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      clearLocalDraft(post.id);
      setRecovery(null);
    } catch {
      setDiscardFailed(true);
    } finally {
      setDiscarding(false);
    }
  }

  /** The page again from the server (after the unsaved edits were dropped): no "unsaved" prompt. */
  function reload() {
    leaving.current = true;
    window.location.reload();
  }

  /**
   * «Cargar la versión guardada»: the unsaved edits dropped (browser and server copies alike), then
   * the page again. When the server cannot drop its copy (offline), the editor stays as it is and
   * says so: a reload would offer those edits again, or fail for want of a connection.
   */
  async function loadSaved() {
    if (await autosave.discard()) return reload();
    toast.error("Sin conexión: tus cambios no se descartaron y siguen en el editor. Inténtalo de nuevo al reconectar.", { title: "Cargar la versión guardada" });
  }

  // A restore is saved on the server (its own JSON route): the page reloads with the restored texts.
  // A failure, the network's included, is a toast; the editor and its unsaved edits stay.
  async function restore(revision: RevisionSummary) {
    if (!post) return;
    setRestoreBusy(true);
    try {
      const response = await fetch(`/api/admin/posts/${post.id}/revisions/${revision.id}`, { method: "POST", headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) {
        toast.error(body.error ?? `No se pudo restaurar la revisión (HTTP ${response.status})`, { title: "Historial" });
        return;
      }
      toast.success("Versión restaurada: se guardó como una versión nueva");
      await autosave.discard({ always: true });
      reload();
    } catch {
      toast.error("Sin conexión: la versión no se restauró. Inténtalo de nuevo al reconectar.", { title: "Historial" });
    } finally {
      setRestoreBusy(false);
      setRestoring(null);
    }
  }

  async function compareWithSaved() {
    if (!post || !conflict?.info.revisionId) return;
    try {
      const theirs = await fetchRevision(post.id, conflict.info.revisionId);
      setCompare({
        before: { label: `la versión guardada (v${theirs.version})`, es: theirs.es, en: theirs.en },
        after: { label: "tus cambios sin guardar", es, en: en.title.trim() ? en : null },
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  function overwrite() {
    if (!conflict || !formRef.current) return;
    // Knowingly over the other version: based on it now.
    const body = new FormData(formRef.current);
    body.set("baseVersion", String(conflict.info.version));
    body.set("intent", conflict.intent);
    setBaseVersion(conflict.info.version);
    setPendingIntent(conflict.intent);
    submitted.current = snapshot;
    setConflict(null);
    void submit(body, { method: "post" });
  }

  function copyStructure(confirmed = false) {
    if (en.content.trim() && !confirmed) {
      setConfirmCopy(true);
      return;
    }
    setConfirmCopy(false);
    setEn({ ...en, content: es.content });
    toast.info("Estructura copiada: traduce el texto en español que contiene");
  }

  // Warn before leaving with unsaved changes: in-app navigations and closing/reloading the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // The slug follows the Spanish title for new posts until it is edited by hand.
  useEffect(() => {
    if (isNew && !slugEdited) setSlug(slugify(es.title));
  }, [es.title, isNew, slugEdited]);
  useEffect(() => {
    if (!slugEnEdited) setSlugEn(slugify(en.title));
  }, [en.title, slugEnEdited]);

  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const actionData = useActionData<ActionResult>();

  // Save results: toasts and the new baseline (the wait for the dashboard is the effect below).
  useEffect(() => {
    if (!actionData || handled.current === actionData || actionData.intent === "clear-image") return;
    handled.current = actionData;
    setPendingIntent(null);
    if (!actionData.ok) {
      if (actionData.kind === "required") {
        toast.warning(actionData.error, { title: REQUIRED_TITLE });
        return;
      }
      if (actionData.kind === "required-en") {
        toast.warning(actionData.error, { title: REQUIRED_TITLE });
        setTab("en");
        return;
      }
      if (actionData.kind === "conflict" && actionData.current) {
        setConflict({ info: actionData.current, message: actionData.error, intent: actionData.intent as Intent });
        return;
      }
      if (actionData.kind === "past") {
        toast.warning(actionData.error, { title: "Fecha pasada" });
        return;
      }
      if (actionData.kind === "slug") setSlugError({ message: actionData.error, suggestion: actionData.suggestion });
      if (actionData.kind === "slug-en") setSlugEnError({ message: actionData.error, suggestion: actionData.suggestion });
      // The field to correct gets the focus (its error is read out with it).
      if (actionData.kind === "slug" || actionData.kind === "slug-en") document.getElementById(actionData.kind === "slug" ? "slug" : "slugEn")?.focus();
      const verb = actionData.intent === "publish" ? "publicar" : actionData.intent === "schedule" ? "programar" : "guardar";
      toast.error(`Error al ${verb} el post: ${actionData.error}`, { title: "Error de guardado" });
      return;
    }
    if (!("result" in actionData)) return;
    const { result } = actionData;
    setSaved(true);
    setBaseline(submitted.current ?? snapshot);
    setBaseVersion(result.version);
    autosave.saved();
    setSlugError(null);
    setSlugEnError(null);
    if (result.status === "published" && actionData.intent === "publish") toast.success("Post publicado correctamente");
    else if (actionData.intent === "schedule" && result.scheduledAt) toast.success(`Publicación programada para el ${formatMonterrey(result.scheduledAt)} (${SCHEDULE_ZONE_LABEL})`);
    else if (actionData.intent === "unschedule") toast.success(unscheduledNotice(result));
    else toast.success(isNew ? "Borrador guardado correctamente" : "Post guardado correctamente");
    if (result.notice) toast.warning(result.notice, { title: "Versión en inglés" });
    if (result.warning) toast.warning(result.warning, { title: "Imagen anterior no eliminada" });
    // The campaign was created with the publication (its progress is on the Newsletter page).
    if (actionData.newsletter?.created) toast.success(newsletterNotice(actionData.newsletter));
    else if (actionData.newsletter) toast.warning("Post publicado correctamente, pero hubo un error enviando el newsletter", { title: "Newsletter no enviado" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionData]);

  // After a save, the dashboard in 2 s, unless the admin goes on editing meanwhile: then the editor
  // stays open with those edits unsaved (saving them starts the wait again).
  useEffect(() => {
    if (!saved || dirty) return;
    const timer = setTimeout(() => void navigate("/admin/dashboard"), EDITOR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, dirty, navigate]);

  const imageFetcher = useFetcher<ActionResult>();
  const clearImageResult = useRef<((result: ActionResult | undefined) => void) | null>(null);
  useEffect(() => {
    if (imageFetcher.state !== "idle" || !clearImageResult.current) return;
    clearImageResult.current(imageFetcher.data);
    clearImageResult.current = null;
  }, [imageFetcher.state, imageFetcher.data]);

  async function deleteImage(url: string): Promise<boolean> {
    try {
      if (post) {
        // On an existing post the cleared URL is saved at once, without waiting for the post's save:
        // this route's own action, through a fetcher (the editor's form state stays as it is).
        const body = new FormData();
        body.set("intent", "clear-image");
        const result = await new Promise<ActionResult | undefined>((resolve) => {
          clearImageResult.current = resolve;
          void imageFetcher.submit(body, { method: "post" });
        });
        if (!result?.ok) throw new Error(result && !result.ok ? result.error : "Sin respuesta del servidor");
        return true;
      }
      await deleteUnusedUpload(url);
      return true;
    } catch (error) {
      toast.error(`Error al eliminar la imagen: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: Intent = submitter?.value === "publish" || submitter?.value === "schedule" || submitter?.value === "unschedule" ? submitter.value : "draft";
    // The last attempt's warnings no longer apply (on a phone they would pile up over the buttons).
    toast.dismissAlerts();
    const missing = intent === "unschedule" ? null : firstMissing({ es, categoryId });
    if (missing) {
      event.preventDefault();
      toast.warning(missing, { title: REQUIRED_TITLE });
      if (missing !== "Selecciona una categoría") setTab("es");
      return;
    }
    event.preventDefault();
    const tooLong = firstTooLong({ es, en });
    if (tooLong) {
      toast.error(tooLong, { title: "Contenido demasiado largo" });
      return;
    }
    // English chosen for publication on its own needs its title, excerpt and content (when it only
    // follows Spanish, the server keeps an incomplete English version as a draft and says so).
    const enPublishing = hasEn && (statusEn === "published" || (intent === "schedule" && scheduleLang === "en"));
    const missingEn = enPublishing ? firstMissingEn(en) : null;
    if (missingEn) {
      toast.warning(missingEn, { title: REQUIRED_TITLE });
      setTab("en");
      return;
    }
    if (intent === "schedule") {
      const time = parseScheduleTime(scheduleInput);
      if (!time.ok) {
        toast.warning(time.message, { title: "Programar publicación" });
        document.getElementById("scheduledAt")?.focus();
        return;
      }
    }
    setPendingIntent(intent);
    submitted.current = snapshot;
    const body = new FormData(event.currentTarget);
    body.set("intent", intent);
    void submit(body, { method: "post" });
  }

  function addTag() {
    if (!draftTag.es.trim()) {
      toast.warning("Escribe el nombre de la etiqueta en español", { title: REQUIRED_TITLE });
      return;
    }
    setNewTags([...newTags, { es: draftTag.es.trim(), en: draftTag.en.trim() || draftTag.es.trim() }]);
    setDraftTag({ es: "", en: "" });
  }

  const title = isNew ? "Nuevo post" : "Editar post";
  const hasEn = Boolean(en.title.trim());
  const allPublished = Boolean(versions.es?.status === "published" && (!versions.en || versions.en.status === "published"));
  return (
    <Form method="post" onSubmit={onSubmit} className="space-y-6" noValidate ref={formRef}>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {baseVersion ? <input type="hidden" name="baseVersion" value={baseVersion} /> : null}
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Link to="/admin/dashboard" className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50" aria-label="Volver al dashboard">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
            <p className="truncate text-sm text-slate-600">
              {dirty ? "Cambios sin guardar" : saved ? "Guardado" : isNew ? "Escribe en español; el inglés es opcional" : `/blog/${post?.slug}`}
              {post?.scheduledAt && !saved ? ` · Programado para el ${formatMonterrey(post.scheduledAt)}` : null}
            </p>
            {hydrated ? <AutosaveStatusLine status={autosave.status} /> : null}
          </div>
        </div>
        <div className="flex gap-2">
          <button type="submit" name="intent" value="draft" disabled={saving || (saved && !dirty)} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 text-slate-800 hover:bg-slate-50 disabled:opacity-60 sm:flex-none">
            {pendingIntent === "draft" && saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            Guardar borrador
          </button>
          <button type="submit" name="intent" value="publish" disabled={saving || (saved && !dirty)} className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-copper-600 px-3 py-2.5 whitespace-nowrap sm:px-4 text-sm font-semibold text-white shadow-sm hover:bg-copper-700 disabled:opacity-60 sm:flex-none">
            {pendingIntent === "publish" && saving ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
            Publicar
          </button>
        </div>
      </div>

      {recovery ? (
        <div role="region" aria-label="Cambios recuperables" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between" data-testid="autosave-recovery">
          <div>
            <p>
              Hay cambios guardados automáticamente el <strong className="font-semibold">{formatMonterrey(recovery.savedAt)}</strong> que no están en el post guardado.
            </p>
            {discardFailed ? (
              <p role="alert" className="mt-1 font-medium text-red-800">
                No se pudieron descartar: revisa la conexión e inténtalo de nuevo.
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 gap-2">
            <button type="button" onClick={() => applyDraft(recovery)} className="rounded-lg bg-amber-800 px-3 py-1.5 font-semibold text-white hover:bg-amber-900">
              Recuperar cambios
            </button>
            <button type="button" onClick={() => void discardRecovery()} disabled={discarding} className="rounded-lg border border-amber-800/40 bg-white px-3 py-1.5 font-medium text-amber-950 hover:bg-amber-100 disabled:opacity-60">
              {discarding ? "Descartando…" : "Descartar"}
            </button>
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <div role="tablist" aria-label="Idioma del contenido" className="flex gap-1 border-b border-slate-200">
            {(["es", "en"] as const).map((lang) => (
              <button
                key={lang}
                type="button"
                role="tab"
                id={`tab-${lang}`}
                aria-controls={`panel-${lang}`}
                aria-selected={tab === lang}
                tabIndex={tab === lang ? 0 : -1}
                onClick={() => setTab(lang)}
                onKeyDown={(e) => {
                  if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                    const next = lang === "es" ? "en" : "es";
                    setTab(next);
                    document.getElementById(`tab-${next}`)?.focus();
                  }
                }}
                className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${tab === lang ? "border-copper-500 text-brand-900" : "border-transparent text-slate-600 hover:text-slate-900"}`}
              >
                {lang === "es" ? "Español" : "English"}
              </button>
            ))}
          </div>
          <LanguageFields lang="es" value={es} onChange={setEs} hidden={hydrated && tab !== "es"} seo={{ featuredImageUrl: imageUrl, slug, origin, images }} />
          <LanguageFields
            lang="en"
            value={en}
            onChange={setEn}
            hidden={hydrated && tab !== "en"}
            seo={{ featuredImageUrl: imageUrl, slug: slugEn || slug, origin, images }}
            onCopyStructure={hydrated ? () => copyStructure() : undefined}
          />

          <details className="group rounded-lg border border-slate-200 bg-slate-50">
            <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-800">
              <Bot className="size-4" aria-hidden="true" /> Asistente de IA: prompt para redactar el contenido
            </summary>
            <div className="space-y-3 px-4 pb-4">
              <pre className="max-h-64 overflow-auto rounded-lg bg-white p-3 text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">{AI_PROMPT}</pre>
              <button
                type="button"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(AI_PROMPT);
                    toast.info("Prompt copiado al portapapeles");
                  } catch {
                    toast.error("No se pudo copiar el prompt");
                  }
                }}
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                <ClipboardCopy className="size-4" aria-hidden="true" /> Copiar prompt
              </button>
            </div>
          </details>
        </div>

        <aside className="space-y-4" aria-label="Ajustes del post">
          <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Publicación</h2>
            <div>
              <label htmlFor="categoryId" className={labelClass}>
                Categoría <span className="text-red-700">*</span>
              </label>
              <select id="categoryId" name="categoryId" value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))} className={inputClass}>
                <option value={0}>Selecciona una categoría</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nameEs}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="status" className={labelClass}>
                Estado
              </label>
              <select id="status" name="status" value={status} onChange={(e) => setStatus(e.target.value as PostStatus)} aria-describedby="status-help" className={inputClass}>
                {(versions.es?.status === "scheduled" ? (["scheduled", ...POST_STATUSES] as const) : POST_STATUSES).map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </select>
              <p id="status-help" className="mt-1 text-xs text-slate-600">
                De la versión en español{hasEn ? " (y de la inglesa si la sigue)" : ""}. «Guardar borrador» conserva este estado; «Publicar» lo cambia a Publicado.
              </p>
            </div>
            {hasEn ? (
              <div>
                <label htmlFor="statusEn" className={labelClass}>
                  Versión en inglés
                </label>
                <select id="statusEn" name="statusEn" value={statusEn} onChange={(e) => setStatusEn(e.target.value as EnState)} aria-describedby="statusEn-help" className={inputClass}>
                  <option value="same">Igual que la versión en español</option>
                  {(versions.en?.status === "scheduled" ? (["scheduled", ...POST_STATUSES] as const) : POST_STATUSES).map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </option>
                  ))}
                </select>
                <p id="statusEn-help" className="mt-1 text-xs text-slate-600">
                  {versions.en ? `Ahora: ${STATUS_LABEL[versions.en.status].toLowerCase()}. ` : ""}Para publicar solo el español, elige «Borrador» aquí.
                </p>
              </div>
            ) : null}
            <SchedulePanel
              scheduled={{ es: versions.es?.status === "scheduled" ? versions.es.scheduledAt : null, en: versions.en?.status === "scheduled" ? versions.en.scheduledAt : null }}
              hasEn={hasEn}
              value={scheduleInput}
              onChange={setScheduleInput}
              lang={scheduleLang}
              onLang={setScheduleLang}
              disabled={saving || (saved && !dirty)}
              busy={pendingIntent === "schedule" && saving}
            />
            <SlugField
              id="slug"
              label="Slug (URL)"
              value={slug}
              published={versions.es?.publishedAt ? (post?.slug ?? null) : null}
              error={slugError}
              onChange={(value) => {
                setSlugEdited(true);
                setSlug(value);
                setSlugError(null);
              }}
            />
            <SlugField
              id="slugEn"
              label="Slug en inglés (URL)"
              value={slugEn}
              query="?lang=en"
              placeholder={en.title.trim() ? undefined : "sin versión en inglés"}
              emptyHelp="Se genera del título en inglés al guardar."
              published={versions.en?.publishedAt && post?.slugEn ? post.slugEn : null}
              error={slugEnError}
              onChange={(value) => {
                setSlugEnEdited(true);
                setSlugEn(value);
                setSlugEnError(null);
              }}
            />
          </section>

          {hydrated && post ? (
            <HistoryPanel postId={post.id} revisions={revisions} busy={restoreBusy} onRestore={setRestoring} onError={(message) => toast.error(message, { title: "Historial" })} />
          ) : null}

          {hydrated ? <PreviewLinks status={allPublished ? "published" : post?.status === "published" ? "draft" : (post?.status ?? "draft")} previews={previews} saved={post !== null} /> : null}

          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Tag className="size-4" aria-hidden="true" /> Etiquetas
            </h2>
            {tags.length ? (
              <fieldset>
                <legend className="sr-only">Etiquetas existentes</legend>
                <div className="flex max-h-48 flex-wrap gap-2 overflow-auto">
                  {tags.map((t) => {
                    const checked = tagIds.includes(t.id);
                    return (
                      <label key={t.id} className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium ${checked ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}>
                        <input type="checkbox" name="tagIds" value={t.id} checked={checked} onChange={() => setTagIds(checked ? tagIds.filter((x) => x !== t.id) : [...tagIds, t.id])} className="sr-only" />
                        {checked ? <Check className="size-3" aria-hidden="true" /> : null}
                        {t.nameEs}
                        {t.nameEn !== t.nameEs ? <span className="text-slate-500">/ {t.nameEn}</span> : null}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ) : newTags.length ? null : (
              <p className="text-sm text-slate-600">Aún no hay etiquetas: crea la primera.</p>
            )}
            {newTags.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Etiquetas nuevas">
                {newTags.map((t, i) => (
                  <li key={`${t.es}-${i}`} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900 ring-1 ring-emerald-600/30">
                    <input type="hidden" name="newTagEs" value={t.es} />
                    <input type="hidden" name="newTagEn" value={t.en} />
                    {t.es} / {t.en}
                    <button type="button" onClick={() => setNewTags(newTags.filter((_, j) => j !== i))} aria-label={`Quitar la etiqueta ${t.es}`} className="rounded-full p-0.5 hover:bg-emerald-100">
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <fieldset className="space-y-2 border-t border-slate-200 pt-3">
              <legend className="text-sm font-medium text-slate-800">Nueva etiqueta</legend>
              <div className="grid grid-cols-2 gap-2">
                <div>
                  <label htmlFor="newTagEs" className="text-xs text-slate-600">Nombre en español</label>
                  <input id="newTagEs" name={hydrated ? undefined : "newTagEs"} value={draftTag.es} onChange={(e) => setDraftTag({ ...draftTag, es: e.target.value })} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addTag(); } }} className={inputClass} />
                </div>
                <div>
                  <label htmlFor="newTagEn" className="text-xs text-slate-600">Nombre en inglés</label>
                  <input id="newTagEn" lang="en" name={hydrated ? undefined : "newTagEn"} value={draftTag.en} onChange={(e) => setDraftTag({ ...draftTag, en: e.target.value })} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); addTag(); } }} className={inputClass} />
                </div>
              </div>
              {hydrated ? (
                <button type="button" onClick={addTag} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
                  <Plus className="size-4" aria-hidden="true" /> Añadir etiqueta
                </button>
              ) : null}
            </fieldset>
          </section>

          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Imagen destacada</h2>
            <input type="hidden" name="featuredImageUrl" value={imageUrl} />
            {hydrated ? (
              <>
                <ImageUploader value={imageUrl} onChange={setImageUrl} onDelete={deleteImage} />
                <button
                  type="button"
                  onClick={() => setLibraryOpen(true)}
                  className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  <ImagePlus className="size-4" aria-hidden="true" /> Elegir de la biblioteca de medios
                </button>
                <MediaLibrary
                  open={libraryOpen}
                  onClose={() => setLibraryOpen(false)}
                  onPick={(image) => {
                    setImageUrl(image.url);
                    setLibraryOpen(false);
                    toast.info("Imagen destacada elegida de la biblioteca: guarda el post para aplicarla");
                  }}
                  onDeleted={(image) => {
                    if (image.url === imageUrl) setImageUrl("");
                    toast.success("Imagen eliminada de la biblioteca");
                  }}
                  onError={(message) => toast.error(message, { title: "Biblioteca de medios" })}
                />
              </>
            ) : (
              <p className="text-sm text-slate-600">{imageUrl ? "Imagen actual guardada." : "Para subir una imagen hace falta JavaScript."}</p>
            )}
          </section>
        </aside>
      </div>

      <ConfirmDialog
        open={restoring !== null}
        title={restoring ? `¿Restaurar la versión ${restoring.version}?` : "¿Restaurar?"}
        confirmLabel="Restaurar"
        busy={restoreBusy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          if (restoring) void restore(restoring);
        }}
      >
        Los títulos, resúmenes y contenidos de ambos idiomas, la categoría y las etiquetas vuelven a como estaban en esa versión (si el post está publicado, el cambio se verá en el sitio; si esa versión no tenía texto en inglés, la versión en inglés deja de publicarse). La restauración queda en el historial como una versión nueva.
        {dirty ? " Tus cambios sin guardar se perderán." : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmCopy}
        title="¿Reemplazar el contenido en inglés?"
        tone="danger"
        confirmLabel="Reemplazar"
        onCancel={() => setConfirmCopy(false)}
        onConfirm={() => copyStructure(true)}
      >
        El contenido en inglés ya tiene texto. Si copias la estructura del español, ese texto se reemplaza.
      </ConfirmDialog>
      <ConflictDialog
        open={conflict !== null && compare === null}
        message={conflict?.message ?? ""}
        savedBy={conflict?.info.savedBy ?? null}
        savedAt={conflict?.info.savedAt ?? null}
        busy={saving}
        onCompare={() => void compareWithSaved()}
        onOverwrite={overwrite}
        onLoadSaved={() => void loadSaved()}
        onClose={() => setConflict(null)}
      />
      <CompareDialog open={compare !== null} before={compare?.before ?? null} after={compare?.after ?? null} onClose={() => setCompare(null)} />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="¿Salir sin guardar?"
        tone="danger"
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        Tienes cambios sin guardar en este post. Si sales ahora, se perderán.
      </ConfirmDialog>
    </Form>
  );
}

export function ErrorBoundary() {
  const refused = refusalMessage(useRouteError());
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{refused ? "No se pudo procesar la solicitud" : "Error al cargar los datos del editor"}</p>
      <p className="mt-1 text-sm">{refused ?? "El post no existe o no se pudo cargar."}</p>
      <Link to="/admin/dashboard" className="mt-4 inline-flex items-center gap-2 text-sm font-semibold underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Volver al dashboard
      </Link>
    </div>
  );
}
