/**
 * The admin lists' search box: a magnifier inside a search input, its label read by screen readers
 * only. Controlled or not, as the input's own props say (`value`/`onChange`, or `name`/`defaultValue`
 * in a GET form); `className` sizes the wrapper.
 */
import type { InputHTMLAttributes } from "react";
import { Search } from "~/components/icons";

export function SearchField({ id, label, className = "", ...input }: { id: string; label: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className">) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <input
        id={id}
        type="search"
        autoComplete="off"
        {...input}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
    </div>
  );
}
