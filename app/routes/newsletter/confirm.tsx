/**
 * /newsletter/confirm?token=… — the double opt-in landing page. GET only shows a button: mail
 * security scanners open links in incoming mail on their own, and a GET that confirmed would let
 * them subscribe an address its owner never confirmed. The POST uses the single-use token.
 * Never cached (Cache-Control: private, no-store). A link that does not work still shows its
 * message, with a 4xx status (`linkStatus`: 400 malformed or missing, 404 unknown or used, 410 expired).
 */
import { data } from "react-router";
import { NewsletterMessagePage, newsletterPageHeaders, newsletterPageMeta, NewsletterOutcome, TokenForm } from "~/components/newsletter/NewsletterMessagePage";
import { useSite } from "~/i18n/site";
import { confirmSubscription, inspectConfirmToken } from "~/newsletter/subscribers.server";
import { linkStatus } from "~/newsletter/tokens";
import type { Route } from "./+types/confirm";
import { readForm } from "~/platform/http.server";

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const state = await inspectConfirmToken(token);
  return data({ token: token ?? "", state }, { status: linkStatus("confirm", token, state === "valid" ? "ok" : state) });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = form.get("token");
  const token = typeof field === "string" ? field : null;
  const result = await confirmSubscription(token);
  return data({ result }, { status: linkStatus("confirm", token, result === "confirmed" ? "ok" : result) });
}

export const headers = newsletterPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return newsletterPageMeta(matches, (m) => m.newsletter.confirm.title);
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { m } = useSite();
  const c = m.newsletter.confirm;
  const state = actionData?.result ?? loaderData.state;
  if (state === "confirmed") return <NewsletterOutcome tone="success" title={c.doneTitle} text={c.done} />;
  if (state === "expired") return <NewsletterOutcome tone="error" title={c.expiredTitle} text={c.expired} />;
  if (state === "invalid") return <NewsletterOutcome tone="error" title={c.usedTitle} text={c.used} />;
  return (
    <NewsletterMessagePage tone="info" title={c.title}>
      <p>{c.intro}</p>
      <TokenForm name="token" token={loaderData.token} label={c.button} />
    </NewsletterMessagePage>
  );
}
