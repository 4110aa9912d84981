/**
 * The admin header: the brand, a welcome with the user's e-mail, logout
 * with a confirmation dialog (then a toast and the login page after 1 s), and the tabs.
 * Without JavaScript the logout button is a plain form post that lands on the login page.
 */
import { FileText, Inbox, LogOut, Mail, ScrollText, UserRound, Users } from "~/components/icons";
import { useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { AdminMark } from "./AdminMark";
import { ConfirmDialog } from "./ConfirmDialog";
import { useToast } from "./Toaster";

export const LOGOUT_REDIRECT_MS = 1000;

const TABS = [
  { to: "/admin/dashboard", label: "Posts del Blog", icon: FileText, also: "/admin/posts" },
  { to: "/admin/newsletter", label: "Newsletter", icon: Mail },
  { to: "/admin/messages", label: "Mensajes", icon: Inbox },
  { to: "/admin/team", label: "Equipo", icon: Users },
  { to: "/admin/audit", label: "Bitácora", icon: ScrollText },
  { to: "/admin/account", label: "Mi cuenta", icon: UserRound },
];

export function AdminHeader({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const location = useLocation();

  // A plain fetch (not a fetcher): the router must not revalidate the admin loaders, which would
  // bounce to the login page before the toast can be read.
  async function logout() {
    setBusy(true);
    try {
      const body = new FormData();
      body.set("mode", "fetch");
      const response = await fetch("/admin/logout", { method: "POST", body });
      const json = (await response.json()) as { ok?: boolean };
      if (!response.ok || !json.ok) throw new Error(`HTTP ${response.status}`);
      setConfirming(false);
      toast.success("Sesión cerrada correctamente");
      setTimeout(() => window.location.assign("/admin/login"), LOGOUT_REDIRECT_MS);
    } catch {
      setBusy(false);
      setConfirming(false);
      toast.error("Error al cerrar sesión");
    }
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <AdminMark />
        <div className="flex min-w-0 items-center gap-3">
          <p className="hidden min-w-0 truncate text-sm text-slate-600 sm:block">
            Bienvenido, <span className="font-medium text-slate-900">{email}</span>
          </p>
          <Form
            method="post"
            action="/admin/logout"
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <button type="submit" className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50">
              <LogOut className="size-4" aria-hidden="true" />
              Cerrar sesión
            </button>
          </Form>
        </div>
        <p className="w-full truncate text-sm text-slate-600 sm:hidden">
          Bienvenido, <span className="font-medium text-slate-900">{email}</span>
        </p>
      </div>
      <nav aria-label="Secciones del panel" className="mx-auto max-w-7xl overflow-x-auto px-4 sm:px-6">
        {/* Three to a row on a phone, so every section (and the current one) is in view; one row from md. */}
        <ul className="grid grid-cols-3 md:flex md:gap-1">
          {TABS.map((tab) => {
            const active = location.pathname.startsWith(tab.to) || (tab.also ? location.pathname.startsWith(tab.also) : false);
            return (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  aria-current={active ? "page" : undefined}
                  className={`flex items-center justify-center gap-2 whitespace-nowrap border-b-2 px-2 py-2.5 text-sm font-medium md:inline-flex md:justify-start md:px-3 md:py-3 ${
                    active ? "border-copper-500 text-brand-900" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                  }`}
                >
                  <tab.icon className="hidden size-4 md:block" aria-hidden="true" />
                  {tab.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <ConfirmDialog
        open={confirming}
        title="¿Cerrar sesión?"
        confirmLabel={busy ? "Cerrando sesión..." : "Cerrar sesión"}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void logout()}
      >
        Tendrás que volver a iniciar sesión para administrar el sitio.
      </ConfirmDialog>
    </header>
  );
}
