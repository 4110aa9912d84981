/** What the newsletter's admin screen shows, as plain types (the server builds them, components show them). */
import type { Lang } from "~/i18n/lang";
import type { SubscriberStatus } from "./email";

/** One campaign's delivery counts. */
export type CampaignProgress = {
  id: string;
  postId: string;
  /** The language version the campaign announces (its title is that version's). */
  language: Lang;
  title: string;
  status: "queued" | "sending" | "done";
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
  lastError: string | null;
};

/** A subscriber as the admin list shows it. */
export type SubscriberRow = {
  id: string;
  email: string;
  language: Lang;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
};
