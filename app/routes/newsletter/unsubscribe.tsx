/**
 * /newsletter/unsubscribe?t=… — the personal unsubscribe page linked from every newsletter mail.
 * GET shows who is unsubscribed and a button; only the POST changes anything, because mail
 * scanners and link previewers fetch links by themselves. The POST also accepts the RFC 8058
 * one-click request (`List-Unsubscribe=One-Click`): the signed token is the authorisation.
 * Never cached. A link that does not work still shows its message, with a 4xx status
 * (`linkStatus`: 400 malformed or missing, 404 for a subscriber that no longer exists).
 */
import { data } from "react-router";
import { NewsletterMessagePage, newsletterPageHeaders, newsletterPageMeta, NewsletterOutcome, TokenForm } from "~/components/newsletter/NewsletterMessagePage";
import { fmt } from "~/i18n/messages";
import { useSite } from "~/i18n/site";
import { subscriberForUnsubscribe, unsubscribeByToken } from "~/newsletter/subscribers.server";
import { linkStatus } from "~/newsletter/tokens";
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
  const state = !subscriber ? ("invalid" as const) : subscriber.status === "unsubscribed" ? ("done" as const) : ("ask" as const);
  return data({ token, state, email: subscriber ? maskEmail(subscriber.email) : "" }, { status: linkStatus("unsubscribe", token, subscriber ? "ok" : "invalid") });
}

export async function action({ request, url }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = form.get("t") ?? url.searchParams.get("t");
  const token = typeof field === "string" ? field : null;
  const outcome = await unsubscribeByToken(token);
  const result = outcome === "unsubscribed" ? ("done" as const) : ("invalid" as const);
  return data({ result }, { status: linkStatus("unsubscribe", token, outcome === "unsubscribed" ? "ok" : "invalid") });
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
