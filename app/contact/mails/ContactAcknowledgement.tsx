/**
 * The acknowledgement to the requester, in their language: we received your request and reply
 * within `company.replyWithinHours` hours. It deliberately does not echo the message: an address
 * typed by a stranger must not turn the site into a relay for someone else's text.
 */
import { Heading, Link, Text } from "@react-email/components";
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";
import { EmailLayout, emailColors } from "~/mail/EmailLayout";

const texts = {
  es: {
    subject: `Recibimos tu solicitud — ${company.name}`,
    heading: "Recibimos tu solicitud",
    greeting: (name: string) => `Hola, ${name}:`,
    body: `Gracias por escribirnos. Un especialista de ${company.name} revisará tu solicitud y te responderá en menos de ${company.replyWithinHours} horas.`,
    urgent: "Si es urgente, llámanos al",
    hours: company.hours.label.es,
    signature: `Equipo de ${company.name}`,
    notYou: "Si no enviaste esta solicitud, puedes ignorar este correo.",
  },
  en: {
    subject: `We received your request — ${company.name}`,
    heading: "We received your request",
    greeting: (name: string) => `Hello ${name},`,
    body: `Thank you for contacting us. One of our specialists at ${company.name} will review your request and reply within ${company.replyWithinHours} hours.`,
    urgent: "If it is urgent, call us at",
    hours: company.hours.label.en,
    signature: `The ${company.name} team`,
    notYou: "If you did not send this request, you can ignore this email.",
  },
} as const;

export function contactAcknowledgementSubject(lang: Lang): string {
  return texts[lang].subject;
}

export function ContactAcknowledgement({ lang, name }: { lang: Lang; name: string }) {
  const t = texts[lang];
  return (
    <EmailLayout lang={lang} preview={t.heading} footer={<Text style={{ margin: "0 0 8px", fontSize: "12px" }}>{t.notYou}</Text>}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 12px", color: emailColors.navy }}>
        {t.heading}
      </Heading>
      <Text style={{ margin: "0 0 12px" }}>{t.greeting(name)}</Text>
      <Text style={{ margin: "0 0 12px" }}>{t.body}</Text>
      <Text style={{ margin: "0 0 12px" }}>
        {t.urgent}{" "}
        <Link href={`tel:${company.phoneHref}`} style={{ color: emailColors.copper }}>
          {company.phone}
        </Link>{" "}
        ({t.hours}).
      </Text>
      <Text style={{ margin: 0 }}>{t.signature}</Text>
    </EmailLayout>
  );
}
