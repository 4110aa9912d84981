/**
 * Newsletter input rules shared by the signup form (client) and the API (server): one Zod schema,
 * e-mail normalisation (trimmed, domain lower-cased; the local part is kept as typed because
 * RFC 5321 lets servers treat it case-sensitively).
 */
import { z } from "~/lib/zod";
import { LANGS } from "~/i18n/lang";

/** Trims and lower-cases the domain: " Ana.Lopez@Example.COM " → "Ana.Lopez@example.com". */
export function normaliseEmail(raw: string): string {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + "@" + trimmed.slice(at + 1).toLowerCase();
}

export const subscribeSchema = z.object({
  email: z
    .string({ message: "email is required" })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, "email is required").max(254, "email is too long").pipe(z.email({ message: "email is invalid" }))),
  language: z.enum(LANGS, { message: "language must be 'es' or 'en'" }),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(500).optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
