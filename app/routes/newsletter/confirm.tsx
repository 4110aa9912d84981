/**
 * /newsletter/confirm?token=… — the double opt-in landing page. GET only shows a button: mail
 * security scanners open links in incoming mail on their own, and a GET that confirmed would let
 * them subscribe an address its owner never confirmed. The POST uses the single-use token.
 * Never cached (Cache-Control: private, no-store).
 */
import { NewsletterMessagePage, primaryButtonClass } from "~/components/newsletter/NewsletterMessagePage";
import { rootFromMatches } from "~/platform/seo";
import { useSite } from "~/i18n/site";
import { confirmSubscription, inspectConfirmToken } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/confirm";
import { readForm } from "~/platform/http.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token: token ?? "", state: await inspectConfirmToken(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  return { result: await confirmSubscription(typeof token === "string" ? token : null) };
}

export function headers() {
  return NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootFromMatches(matches);
  return [{ title: `${m.newsletter.confirm.title} | Ardentia` }, { name: "robots", content: "noindex" }];
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useSite();
  const c = m.newsletter.confirm;
  const state = actionData?.result ?? loaderData.state;
  if (state === "confirmed") {
    return (
      <NewsletterMessagePage tone="success" title={c.doneTitle}>
        <p role="status">{c.done}</p>
      </NewsletterMessagePage>
    );
  }
  if (state === "expired") {
    return (
      <NewsletterMessagePage tone="error" title={c.expiredTitle}>
        <p>{c.expired}</p>
      </NewsletterMessagePage>
    );
  }
  if (state === "invalid") {
    return (
      <NewsletterMessagePage tone="error" title={c.usedTitle}>
        <p>{c.used}</p>
      </NewsletterMessagePage>
    );
  }
  return (
    <NewsletterMessagePage tone="info" title={c.title}>
      <p>{c.intro}</p>
      {/* Posts to this address (token included); `app/widgets/busy-forms.client.ts` disables the button once sent. */}
      <form method="post" className="pt-2" data-busy-submit="">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={primaryButtonClass}>
          {c.button}
        </button>
      </form>
    </NewsletterMessagePage>
  );
}
