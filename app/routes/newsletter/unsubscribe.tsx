/**
 * /newsletter/unsubscribe?t=… — the personal unsubscribe page linked from every newsletter mail.
 * GET shows who is unsubscribed and a button; only the POST changes anything, because mail
 * scanners and link previewers fetch links by themselves. The POST also accepts the RFC 8058
 * one-click request (`List-Unsubscribe=One-Click`): the signed token is the authorisation.
 * Never cached.
 */
import { NewsletterMessagePage, primaryButtonClass } from "~/components/newsletter/NewsletterMessagePage";
import { fmt } from "~/i18n/messages";
import { rootFromMatches } from "~/platform/seo";
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

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return [{ title: `${m.newsletter.unsubscribe.title} | Ardentia` }, { name: "robots", content: "noindex" }];
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useSite();
  const u = m.newsletter.unsubscribe;
  const state = actionData?.result ?? loaderData.state;
  if (state === "done") {
    return (
      <NewsletterMessagePage tone="success" title={u.doneTitle}>
        <p role="status">{u.done}</p>
      </NewsletterMessagePage>
    );
  }
  if (state === "invalid") {
    return (
      <NewsletterMessagePage tone="error" title={u.invalidTitle}>
        <p>{u.invalid}</p>
      </NewsletterMessagePage>
    );
  }
  return (
    <NewsletterMessagePage tone="info" title={u.title}>
      <p>{fmt(u.intro, { email: loaderData.email })}</p>
      {/* Posts to this address (token included); `app/widgets/busy-forms.client.ts` disables the button once sent. */}
      <form method="post" className="pt-2" data-busy-submit="">
        <input type="hidden" name="t" value={loaderData.token} />
        <button type="submit" className={primaryButtonClass}>
          {u.button}
        </button>
      </form>
      <p className="text-sm text-slate-500">{u.whyButton}</p>
    </NewsletterMessagePage>
  );
}
