/**
 * /newsletter/unsubscribe?t=… — the personal unsubscribe page linked from every newsletter mail.
 * GET shows who is unsubscribed and a button; only the POST changes anything, because mail
 * scanners and link previewers fetch links by themselves. The POST also accepts the RFC 8058
 * one-click request (`List-Unsubscribe=One-Click`): the signed token is the authorisation.
 * Never cached.
 */
import { NewsletterMessagePage, newsletterPageHeaders, newsletterPageMeta, NewsletterOutcome, TokenForm } from "~/components/newsletter/NewsletterMessagePage";
import { fmt } from "~/i18n/messages";
import { useSite } from "~/i18n/site";
import { subscriberForUnsubscribe, unsubscribeByToken } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/unsubscribe";
import { readForm } from "~/platform/http.server";

/** a***@example.com: enough to recognise one's address, not more. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("t") ?? "";
  const subscriber = await subscriberForUnsubscribe(token);
  return {
    token,
    state: !subscriber ? ("invalid" as const) : subscriber.status === "unsubscribed" ? ("done" as const) : ("ask" as const),
    email: subscriber ? maskEmail(subscriber.email) : "",
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("t") ?? url.searchParams.get("t");
  const outcome = await unsubscribeByToken(typeof token === "string" ? token : null);
  return { result: outcome === "unsubscribed" ? ("done" as const) : ("invalid" as const) };
}

export const headers = newsletterPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return newsletterPageMeta(matches, (m) => m.newsletter.unsubscribe.title);
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useSite();
  const u = m.newsletter.unsubscribe;
  const state = actionData?.result ?? loaderData.state;
  if (state === "done") return <NewsletterOutcome tone="success" title={u.doneTitle} text={u.done} />;
  if (state === "invalid") return <NewsletterOutcome tone="error" title={u.invalidTitle} text={u.invalid} />;
  return (
    <NewsletterMessagePage tone="info" title={u.title}>
      <p>{fmt(u.intro, { email: loaderData.email })}</p>
      <TokenForm name="t" token={loaderData.token} label={u.button} />
      <p className="text-sm text-slate-500">{u.whyButton}</p>
    </NewsletterMessagePage>
  );
}
