import { ChevronLeft, ChevronRight, Loader2, Trash2, X } from "~/components/icons";
import { SearchField } from "../SearchField";
import { leaveIfSignedOut } from "../signed-out";
import { useEffect, useState } from "react";
import { Modal } from "../Modal";
import type { SubscriberRow } from "~/newsletter/views";
import { formatNumber } from "../dates";
import { LANG_LABEL, shortDate, STATUS_LABEL } from "./labels";

function RemoveButton({ subscriber, onAsk }: { subscriber: { id: string; email: string }; onAsk(s: { id: string; email: string }): void }) {
  return (
    <button
      type="button"
      onClick={() => onAsk(subscriber)}
      className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700"
      aria-label={`Eliminar a ${subscriber.email}`}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}

const PAGE_SIZE = 100;

/**
 * The subscriber list by status, 100 at a time (newest first), searchable by address; loaded from
 * the API each time it opens.
 */
export function SubscribersDialog({ open, version, onClose, onRemove }: { open: boolean; version: number; onClose(): void; onRemove(s: { id: string; email: string }): void }) {
  const [status, setStatus] = useState("active");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [rows, setRows] = useState<Array<SubscriberRow> | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  // The search is asked for once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setRows(null);
    setError(null);
    const query = new URLSearchParams({ status, limit: String(PAGE_SIZE), offset: String(offset) });
    if (search) query.set("search", search);
    fetch(`/api/newsletter/subscribers?${query}`, { headers: { Accept: "application/json" } })
      .then(async (r) => {
        if (leaveIfSignedOut(r) || !r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as { subscribers?: Array<SubscriberRow>; total?: number };
        if (!Array.isArray(body.subscribers) || typeof body.total !== "number") throw new Error("formato");
        if (cancelled) return;
        // A page emptied meanwhile (removals elsewhere): back to the last one with rows.
        if (body.subscribers.length === 0 && offset > 0 && body.total > 0) return setOffset(Math.floor((body.total - 1) / PAGE_SIZE) * PAGE_SIZE);
        setRows(body.subscribers);
        setTotal(body.total);
      })
      .catch(() => !cancelled && setError("Error al cargar los suscriptores"));
    return () => {
      cancelled = true;
    };
  }, [open, status, search, offset, reload, version]);

  return (
    <Modal open={open} onClose={onClose} labelledBy="subscribers-title" className="max-h-[85vh] max-w-4xl overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="subscribers-title" className="text-lg font-semibold text-slate-900">
          Suscriptores
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor="subscriber-status" className="sr-only">
            Estado
          </label>
          <select
            id="subscriber-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setOffset(0);
            }}
            className="min-h-9 rounded-lg border border-slate-300 px-2 text-sm"
          >
            <option value="active">Activos</option>
            <option value="pending">Pendientes</option>
            <option value="unsubscribed">Bajas</option>
            <option value="all">Todos</option>
          </select>
          <button type="button" onClick={onClose} className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100" aria-label="Cerrar">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="border-b border-slate-200 px-5 py-3">
        <SearchField id="subscriber-search" label="Buscar por correo" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={254} placeholder="Buscar por correo" />
      </div>
      <div className="max-h-[55vh] overflow-auto px-5 py-4">
        {error ? (
          <div role="alert" className="text-sm text-red-800">
            {error}{" "}
            <button type="button" className="ml-2 font-medium underline" onClick={() => setReload((n) => n + 1)}>
              Reintentar
            </button>
          </div>
        ) : rows === null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Cargando…
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">{search ? `Ningún suscriptor con este estado coincide con «${search}».` : "No hay suscriptores con este estado."}</p>
        ) : (
          // On a phone each row is a card: the address and «Eliminar» on one line, the rest below.
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">Suscriptores</caption>
            <thead className="text-xs uppercase text-slate-500 max-sm:sr-only">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Email</th>
                <th scope="col" className="py-2 pr-3 font-medium">Idioma</th>
                <th scope="col" className="py-2 pr-3 font-medium">Estado</th>
                <th scope="col" className="py-2 pr-3 font-medium">Fecha de suscripción</th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 max-sm:block">
              {rows.map((s) => (
                <tr key={s.id} className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-2">
                  <td className="max-w-64 truncate py-2 pr-3 text-slate-900 max-sm:order-1 max-sm:max-w-none max-sm:min-w-0 max-sm:basis-[calc(100%-3rem)] max-sm:p-0 max-sm:font-medium">{s.email}</td>
                  <td className="py-2 pr-3 max-sm:order-3 max-sm:p-0 max-sm:text-slate-600">{LANG_LABEL[s.language]}</td>
                  <td className="py-2 pr-3 max-sm:order-3 max-sm:p-0 max-sm:text-slate-600">
                    {STATUS_LABEL[s.status]}
                    {s.bouncedAt ? (
                      <span
                        className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                        title={`Su servidor de correo rechazó la dirección el ${shortDate(s.bouncedAt)}; no recibe los envíos hasta que confirme de nuevo. ${s.bounceReason ?? ""}`.trim()}
                      >
                        Rebota
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 tabular-nums max-sm:order-3 max-sm:p-0 max-sm:text-slate-600">{shortDate(s.subscribedAt)}</td>
                  <td className="py-1 text-right max-sm:order-2 max-sm:p-0">
                    <RemoveButton subscriber={s} onAsk={onRemove} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {rows && rows.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 text-sm text-slate-700">
          <p aria-live="polite" className="tabular-nums" data-testid="subscribers-range">
            {formatNumber(offset + 1)}–{formatNumber(offset + rows.length)} de {formatNumber(total)}
          </p>
          {total > PAGE_SIZE ? (
            <div className="flex gap-2">
              <button
                type="button"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <ChevronLeft className="size-4" aria-hidden="true" /> Anteriores
              </button>
              <button
                type="button"
                disabled={offset + rows.length >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
                className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 px-3 font-medium hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                Siguientes <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
