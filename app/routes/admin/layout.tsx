import { useEffect, useState } from "react";
import { Link, Outlet, useSearchParams } from "react-router";
import { KeyRound, X } from "~/components/icons";
import { requireAdmin } from "~/auth/guard.server";
import { AdminHeader } from "~/components/admin/AdminHeader";
import { keepFocus } from "~/components/admin/focus-keeper";
import { NavigationProgress } from "~/components/admin/NavigationProgress";
import { ToastProvider } from "~/components/admin/Toaster";
import type { Route } from "./+types/layout";
import { NO_STORE } from "~/platform/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { user: { email: user.email } };
}

export function headers() {
  return NO_STORE;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // `data-admin-ready` marks hydration (end-to-end tests wait for it before interacting).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => keepFocus(), []);
  return (
    <ToastProvider>
      <div className="min-h-screen bg-slate-50" data-admin-ready={ready ? "true" : undefined}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Saltar al contenido
        </a>
        <NavigationProgress label="Cargando…" />
        <AdminHeader email={loaderData.user.email} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <RecoveryCodesNotice />
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}

/**
 * After a sign-in with a recovery code (`?codigos=N`, set by the second step): how many are left,
 * and where to make new ones or set the app up again. It stays until closed or the page changes.
 */
function RecoveryCodesNotice() {
  const [params] = useSearchParams();
  const [closed, setClosed] = useState(false);
  const raw = params.get("codigos");
  if (closed || raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const left = Number(raw);
  return (
    <div role="alert" data-testid="recovery-codes-notice" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Entraste con un código de recuperación</p>
        <p className="mt-0.5">
          {left === 0 ? "Ya no te quedan códigos de recuperación." : left === 1 ? "Te queda 1 código de recuperación." : `Te quedan ${left} códigos de recuperación.`} Si perdiste tu app de autenticación,
          configúrala de nuevo o genera códigos nuevos en{" "}
          <Link to="/admin/account" className="font-semibold underline underline-offset-2">
            Mi cuenta
          </Link>
          .
        </p>
      </div>
      <button type="button" onClick={() => setClosed(true)} className="-m-1 rounded p-1 text-amber-900 hover:bg-amber-100" aria-label="Ocultar aviso">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
