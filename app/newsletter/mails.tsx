/**
 * Newsletter mails (react-email), each in Spanish and English, inside the branded EmailLayout:
 * the double opt-in confirmation, the new-post notice and the unsubscribe confirmation.
 * `renderEmail()` turns each into its HTML and plain-text versions.
 */
import { Button, Heading, Img, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { Lang } from "~/i18n/lang";
import { EmailLayout, emailColors } from "~/mail/EmailLayout";

const button = {
  backgroundColor: emailColors.copper,
  color: "#ffffff",
  borderRadius: "6px",
  padding: "12px 22px",
  fontWeight: 700,
  fontSize: "15px",
  textDecoration: "none",
};
const h1 = { color: emailColors.navy, fontSize: "22px", lineHeight: "30px", margin: "0 0 12px" };
const small = { color: emailColors.muted, fontSize: "13px", lineHeight: "20px" };

/** A short notice: its heading and first paragraph, then what the mail adds. */
function NoticeMail({ lang, copy, children }: { lang: Lang; copy: { preview: string; heading: string; body: string }; children: ReactNode }) {
  return (
    <EmailLayout lang={lang} preview={copy.preview}>
      <Heading as="h1" style={h1}>
        {copy.heading}
      </Heading>
      <Text>{copy.body}</Text>
      {children}
    </EmailLayout>
  );
}

const confirmCopy = {
  es: {
    subject: "Confirma tu suscripción al boletín de Ardentia",
    preview: "Un clic para empezar a recibir nuestro boletín técnico",
    heading: "Confirma tu suscripción",
    body: "Recibimos una solicitud para suscribir este correo al boletín técnico de Ardentia: artículos sobre soldadura, control ESD y procesos SMT, aproximadamente cada 2 meses.",
    button: "Confirmar suscripción",
    validity: "El enlace es válido durante 48 horas y solo puede usarse una vez.",
    ignore: "Si no fuiste tú, ignora este mensaje: no te suscribiremos ni volveremos a escribirte.",
  },
  en: {
    subject: "Confirm your subscription to the Ardentia newsletter",
    preview: "One click to start receiving our technical newsletter",
    heading: "Confirm your subscription",
    body: "We received a request to subscribe this address to the Ardentia technical newsletter: articles on soldering, ESD control and SMT processes, about every 2 months.",
    button: "Confirm subscription",
    validity: "The link is valid for 48 hours and can be used only once.",
    ignore: "If this was not you, ignore this message: we will not subscribe you or write to you again.",
  },
} as const;

export function confirmSubject(lang: Lang) {
  return confirmCopy[lang].subject;
}

export function NewsletterConfirmMail({ lang, confirmUrl }: { lang: Lang; confirmUrl: string }) {
  const c = confirmCopy[lang];
  return (
    <NoticeMail lang={lang} copy={c}>
      <Section style={{ margin: "20px 0" }}>
        <Button href={confirmUrl} style={button}>
          {c.button}
        </Button>
      </Section>
      <Text style={small}>{c.validity}</Text>
      <Text style={small}>
        <Link href={confirmUrl} style={{ color: emailColors.copper, wordBreak: "break-all" }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={small}>{c.ignore}</Text>
    </NoticeMail>
  );
}

const postCopy = {
  es: {
    subjectPrefix: "Nuevo artículo",
    preview: "Nuevo en el blog de Ardentia",
    kicker: "Nuevo artículo en el blog",
    minutes: "min de lectura",
    read: "Leer el artículo",
    why: "Recibes este correo porque te suscribiste al boletín técnico de Ardentia.",
    unsubscribe: "Darte de baja",
  },
  en: {
    subjectPrefix: "New article",
    preview: "New on the Ardentia blog",
    kicker: "New article on the blog",
    minutes: "min read",
    read: "Read the article",
    why: "You receive this email because you subscribed to the Ardentia technical newsletter.",
    unsubscribe: "Unsubscribe",
  },
} as const;

export type NewPostMailProps = {
  lang: Lang;
  title: string;
  excerpt: string;
  category: string;
  readingMinutes: number;
  postUrl: string;
  imageUrl: string | null;
  unsubscribeUrl: string;
};

export function newPostSubject(lang: Lang, title: string) {
  return `${postCopy[lang].subjectPrefix}: ${title}`;
}

export function NewsletterPostMail(p: NewPostMailProps) {
  const c = postCopy[p.lang];
  return (
    <EmailLayout
      lang={p.lang}
      preview={p.excerpt || c.preview}
      footer={
        <Text style={{ margin: "0 0 8px", fontSize: "12px", color: emailColors.muted }}>
          {c.why}{" "}
          <Link href={p.unsubscribeUrl} style={{ color: emailColors.copper }}>
            {c.unsubscribe}
          </Link>
        </Text>
      }
    >
      <Text style={{ ...small, textTransform: "uppercase", letterSpacing: "1px", margin: "0 0 8px" }}>{c.kicker}</Text>
      {p.imageUrl ? (
        <Link href={p.postUrl}>
          <Img src={p.imageUrl} alt="" width="544" style={{ width: "100%", maxWidth: "544px", height: "auto", borderRadius: "6px", margin: "0 0 16px" }} />
        </Link>
      ) : null}
      <Text style={{ ...small, margin: "0 0 4px" }}>
        {p.category} · {p.readingMinutes} {c.minutes}
      </Text>
      <Heading as="h1" style={h1}>
        {p.title}
      </Heading>
      {p.excerpt ? <Text>{p.excerpt}</Text> : null}
      <Section style={{ margin: "20px 0 8px" }}>
        <Button href={p.postUrl} style={button}>
          {c.read}
        </Button>
      </Section>
    </EmailLayout>
  );
}

const unsubCopy = {
  es: {
    subject: "Te has dado de baja del boletín de Ardentia",
    preview: "Confirmamos tu baja",
    heading: "Baja confirmada",
    body: "Ya no recibirás el boletín técnico de Ardentia ni los avisos de nuevos artículos en este correo.",
    again: "Si fue un error, puedes volver a suscribirte desde nuestro blog:",
  },
  en: {
    subject: "You have unsubscribed from the Ardentia newsletter",
    preview: "Your unsubscription is confirmed",
    heading: "Unsubscription confirmed",
    body: "You will no longer receive the Ardentia technical newsletter or notices of new articles at this address.",
    again: "If this was a mistake, you can subscribe again from our blog:",
  },
} as const;

export function unsubscribedSubject(lang: Lang) {
  return unsubCopy[lang].subject;
}

export function NewsletterUnsubscribedMail({ lang, blogUrl }: { lang: Lang; blogUrl: string }) {
  const c = unsubCopy[lang];
  return (
    <NoticeMail lang={lang} copy={c}>
      <Text>
        {c.again}{" "}
        <Link href={blogUrl} style={{ color: emailColors.copper }}>
          {blogUrl}
        </Link>
      </Text>
    </NoticeMail>
  );
}
