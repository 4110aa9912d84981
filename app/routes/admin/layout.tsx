import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { requireAdmin } from "~/auth/guard.server";
import { AdminHeader } from "~/components/admin/AdminHeader";
import { NavigationProgress } from "~/components/admin/NavigationProgress";
import { ToastProvider } from "~/components/admin/Toaster";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { user: { email: user.email } };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // `data-admin-ready` marks hydration (end-to-end tests wait for it before interacting).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <ToastProvider>
      <div className="min-h-screen bg-slate-50" data-admin-ready={ready ? "true" : undefined}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Saltar al contenido
        </a>
        <NavigationProgress label="Cargando…" />
        <AdminHeader email={loaderData.user.email} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <Outlet />
        </main>
      </div>
    </ToastProvider>
  );
}
