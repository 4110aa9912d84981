import { Archive, CalendarClock, CheckCircle2, FilePenLine, FileText, Pencil, Plus, Trash2 } from "~/components/icons";
import { SearchField } from "~/components/admin/SearchField";
import { useEffect, useMemo, useState } from "react";
import { data, Form, Link, useFetcher, useNavigate, useNavigation, useRouteError, useRouteLoaderData, useSearchParams } from "react-router";
import { refusalMessage } from "~/components/ErrorScreen";
import { ADMIN_PAGE_SIZE } from "~/blog/post-input";
import { deletePost, listAdminPosts, postCounts, type AdminPostRow } from "~/blog/posts.server";
import { requireAdmin } from "~/auth/guard.server";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { formatDate, formatNumber } from "~/components/admin/dates";
import { StatusBadge } from "~/components/admin/StatusBadge";
import { useToast } from "~/components/admin/Toaster";
import type { Route } from "./+types/dashboard";
import { adminFailure, NO_STORE, noStoreHeaders, readForm } from "~/platform/http.server";

/** `?mostrar=50` shows the first 50 posts: 'load more' works as a plain link without JavaScript. */
function shownCount(url: URL): number {
  const n = Number(url.searchParams.get("mostrar") ?? ADMIN_PAGE_SIZE);
  if (!Number.isFinite(n) || n < ADMIN_PAGE_SIZE) return ADMIN_PAGE_SIZE;
  return Math.min(Math.ceil(n / ADMIN_PAGE_SIZE) * ADMIN_PAGE_SIZE, 10_000);
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [posts, counts] = await Promise.all([listAdminPosts(0, shownCount(url)), postCounts()]);
  return data({ posts, counts }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readForm(request);
  if (form.get("intent") !== "delete") return data({ ok: false as const, error: "Acción desconocida" }, { status: 400, headers: NO_STORE });
  const id = String(form.get("id") ?? "");
  try {
    const result = await deletePost(id, admin);
    if (!result.deleted) return data({ ok: false as const, error: "El post ya no existe" }, { status: 404, headers: NO_STORE });
    return data({ ok: true as const, id, warning: result.warning }, { headers: NO_STORE });
  } catch (error) {
    const failure = adminFailure(error, "post delete failed", "No se pudo eliminar el post. Inténtalo de nuevo.");
    return data({ ok: false as const, error: failure.error }, { status: failure.status, headers: failure.headers });
  }
}

/** A refusal's Retry-After (the database cannot write) reaches a document too. */
export function headers(args: Route.HeadersArgs) {
  return noStoreHeaders(args);
}

export function meta() {
  return [{ title: "Posts del Blog | Admin Ardentia" }, { name: "robots", content: "noindex, nofollow" }];
}

function matches(post: AdminPostRow, query: string): boolean {
  if (!query) return true;
  const q = query.toLocaleLowerCase("es");
  return [post.titleEs, post.titleEn, post.excerptEs, post.excerptEn].some((v) => v?.toLocaleLowerCase("es").includes(q));
}

function StatCard({ label, value, icon: Icon, tone }: { label: string; value: number; icon: typeof FileText; tone: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-5">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-11 ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{formatNumber(value)}</p>
      </div>
    </div>
  );
}

function DeleteButton({ post, onAsk }: { post: AdminPostRow; onAsk(post: AdminPostRow): void }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        onAsk(post);
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={post.id} />
      <button type="submit" className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
        <Trash2 className="size-4" aria-hidden="true" />
        Eliminar<span className="sr-only">: {post.titleEs ?? post.slug}</span>
      </button>
    </Form>
  );
}

/** A post's edit link and delete button. */
function PostActions({ post, onAsk }: { post: AdminPostRow; onAsk(post: AdminPostRow): void }) {
  return (
    <div className="flex justify-end gap-1 max-md:-ml-2 max-md:justify-start max-md:gap-2">
      <Link to={`/admin/posts/edit/${post.id}`} className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
        <Pencil className="size-4" aria-hidden="true" />
        Editar<span className="sr-only">: {post.titleEs ?? post.slug}</span>
      </Link>
      <DeleteButton post={post} onAsk={onAsk} />
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { posts, counts } = loaderData;
  const [query, setQuery] = useState("");
  const [asking, setAsking] = useState<AdminPostRow | null>(null);
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const layout = useRouteLoaderData("routes/admin/layout") as { user: { email: string } } | undefined;

  useEffect(() => {
    if (params.get("bienvenida") !== "1") return;
    toast.success(`Bienvenido, ${layout?.user.email ?? ""}`, { title: "Sesión iniciada" });
    const next = new URLSearchParams(params);
    next.delete("bienvenida");
    void navigate({ search: next.toString() }, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setAsking(null);
    if (fetcher.data.ok) {
      toast.success("Post eliminado correctamente");
      if (fetcher.data.warning) toast.warning(fetcher.data.warning, { title: "Imagen no eliminada" });
    } else toast.error("Error al eliminar el post", { title: "Error de eliminación" });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const visible = useMemo(() => posts.filter((p) => matches(p, query.trim())), [posts, query]);
  const loadingMore = navigation.state === "loading" && navigation.location.pathname === "/admin/dashboard";
  const nextShown = posts.length + ADMIN_PAGE_SIZE;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Posts del Blog</h1>
          <p className="mt-1 text-sm text-slate-600">Crea, edita y publica los artículos del blog en español e inglés.</p>
        </div>
        <Link to="/admin/posts/new" className="inline-flex items-center justify-center gap-2 rounded-lg bg-copper-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-copper-700">
          <Plus className="size-4" aria-hidden="true" />
          Crear Nuevo Post
        </Link>
      </div>

      <section aria-label="Estadísticas" className="grid grid-cols-2 gap-3 lg:grid-cols-4 sm:gap-4">
        <StatCard label="Total de posts" value={counts.total} icon={FileText} tone="bg-brand-100 text-brand-700" />
        <StatCard label="Publicados" value={counts.published} icon={CheckCircle2} tone="bg-emerald-100 text-emerald-700" />
        <StatCard label="Programados" value={counts.scheduled} icon={CalendarClock} tone="bg-sky-100 text-sky-800" />
        <StatCard label="Borradores" value={counts.draft} icon={FilePenLine} tone="bg-amber-100 text-amber-800" />
      </section>

      <section aria-labelledby="posts-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="posts-heading" className="text-lg font-semibold text-slate-900">
            Todos los posts
          </h2>
          <SearchField
            id="post-filter"
            label="Filtrar posts por título o resumen"
            className="w-full sm:w-80"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Buscar por título o resumen..."
          />
        </div>

        {posts.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <Archive className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">Todavía no hay posts</p>
            <p className="mt-1 text-sm text-slate-600">Crea el primero con el botón «Crear Nuevo Post».</p>
          </div>
        ) : visible.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-600">Ningún post coincide con «{query}».</p>
        ) : (
          // One table for every width: below `md` each row is laid out as a card (title and state,
          // category and date, actions), so the page carries each post once.
          <table className="w-full text-left text-sm max-md:block">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-md:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3">Título</th>
                <th scope="col" className="px-4 py-3">Estado</th>
                <th scope="col" className="px-4 py-3">Categoría</th>
                <th scope="col" className="px-4 py-3">Creado</th>
                <th scope="col" className="px-4 py-3 text-right">Acciones</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block">
              {visible.map((post) => (
                <tr key={post.id} className="hover:bg-slate-50 max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:p-4">
                  <td className="max-w-md px-4 py-3 max-md:max-w-none max-md:p-0">
                    <p className="font-medium text-slate-900">{post.titleEs ?? post.slug}</p>
                    {post.titleEn ? <p className="mt-0.5 truncate text-xs text-slate-600" lang="en">{post.titleEn}</p> : null}
                  </td>
                  <td className="px-4 py-3 max-md:p-0"><StatusBadge status={post.status} scheduledAt={post.scheduledAt} versions={{ es: post.statusEs, en: post.statusEn }} /></td>
                  <td className="px-4 py-3 text-slate-700 max-md:p-0 max-md:pt-1 max-md:text-slate-600">{post.categoryEs ?? "Sin categoría"}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700 max-md:p-0 max-md:pt-1 max-md:text-right max-md:text-slate-600">{formatDate(post.createdAt)}</td>
                  <td className="px-4 py-3 max-md:col-span-2 max-md:p-0 max-md:pt-1">
                    <PostActions post={post} onAsk={setAsking} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        {posts.length > 0 ? (
          <div className="flex flex-col items-center gap-3 border-t border-slate-200 p-4 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600" aria-live="polite">
              {query.trim()
                ? `${formatNumber(visible.length)} de ${formatNumber(posts.length)} cargados ${visible.length === 1 ? "coincide" : "coinciden"} con la búsqueda`
                : `${formatNumber(posts.length)} de ${formatNumber(counts.total)}`}
            </p>
            {posts.length < counts.total ? (
              <Link
                to={`?mostrar=${nextShown}`}
                preventScrollReset
                replace
                className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                {loadingMore ? "Cargando..." : "Cargar más"}
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>

      <ConfirmDialog
        open={asking !== null}
        title="¿Eliminar este post?"
        tone="danger"
        confirmLabel={fetcher.state === "idle" ? "Eliminar" : "Eliminando..."}
        busy={fetcher.state !== "idle"}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && fetcher.submit({ intent: "delete", id: asking.id }, { method: "post" })}
      >
        Se eliminará «{asking?.titleEs ?? asking?.slug}» en ambos idiomas, con su imagen destacada si tiene. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  );
}

export function ErrorBoundary() {
  const refused = refusalMessage(useRouteError());
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{refused ? "No se pudo procesar la solicitud" : "Error de conexión"}</p>
      <p className="mt-1 text-sm">{refused ?? "Error al cargar los datos del dashboard"}</p>
      <a href="/admin/dashboard" className="mt-4 inline-flex rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
        Reintentar
      </a>
    </div>
  );
}
