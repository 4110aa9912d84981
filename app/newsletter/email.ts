/**
 * The subscribe API's schema. Its e-mail rule is `~/platform/email-address.ts`, which the signup script runs
 * too: normalisation (trimmed, domain lower-cased; the local part is kept as typed, since RFC 5321
 * lets servers treat it case-sensitively, though the subscribers table holds one row per address
 * whatever its case: ADR 0044) and the address pattern.
 */
import { z } from "~/platform/zod";
import { LANGS } from "~/i18n/lang";
import { EMAIL_MAX_LENGTH, emailProblem, normaliseEmail } from "~/platform/email-address";

export { normaliseEmail };

export const subscribeSchema = z.object({
  email: z
    .string({ message: "email is required" })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, "email is required")
        .max(EMAIL_MAX_LENGTH, "email is too long")
        .refine((email) => emailProblem(email) === null, "email is invalid"),
    ),
  language: z.enum(LANGS, { message: "language must be 'es' or 'en'" }),
  /** Honeypot: people never see it, bots fill it. */
  website: z.string().max(500).optional(),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
