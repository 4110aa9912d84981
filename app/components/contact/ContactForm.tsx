/**
 * PLACEHOLDER — the real contact form is owned by issue 4 and replaces this file at merge.
 * Contract kept by both: `initialMessage` is the default value of a textarea named "message".
 */
import { useSite } from "~/lib/site";

export function ContactForm({ initialMessage = "" }: { initialMessage?: string }) {
  const { lang } = useSite();
  return (
    <div data-contact-form="placeholder">
      <h3 className="text-lg font-semibold text-brand-900">{lang === "es" ? "Formulario de contacto" : "Contact form"}</h3>
      <label htmlFor="contact-message" className="mt-4 block text-sm font-medium text-slate-700">
        {lang === "es" ? "Mensaje" : "Message"}
      </label>
      <textarea
        id="contact-message"
        name="message"
        rows={6}
        defaultValue={initialMessage}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-[15px] text-slate-800"
      />
    </div>
  );
}
