/** The frame of the sign-in pages (password, then the code of two-step sign-in): brand, a card, the way back to the site. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "~/components/icons";
import { AdminMark } from "./AdminMark";

export function AuthCard({ title, intro, error, children }: { title: string; intro: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <AdminMark inverted />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
          {error ? (
            <div role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {error}
            </div>
          ) : null}
          {children}
        </div>
        <p className="mt-6 text-center">
          <Link to="/" reloadDocument className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-100 hover:text-white">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver al sitio principal
          </Link>
        </p>
      </div>
    </main>
  );
}

export const AUTH_INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const AUTH_BUTTON =
  "flex w-full items-center justify-center gap-2 rounded-lg bg-brand-800 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80";
