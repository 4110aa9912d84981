/**
 * The branded frame of every mail (react-email): navy header with the company name, a white card,
 * and a footer with the company's address. Templates render their content inside it.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { company } from "~/config/company";
import type { Lang } from "~/i18n/lang";

export const emailColors = {
  navy: "#0f2236",
  copper: "#b45309",
  text: "#1e293b",
  muted: "#475569",
  border: "#e2e8f0",
  background: "#f1f5f9",
};

export function EmailLayout({ lang, preview, children, footer }: { lang: Lang; preview: string; children: ReactNode; footer?: ReactNode }) {
  const a = company.address;
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: emailColors.background, fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "8px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: emailColors.navy, padding: "20px 28px" }}>
            <Text style={{ color: "#ffffff", fontSize: "22px", fontWeight: 700, margin: 0 }}>{company.name}</Text>
            <Text style={{ color: "#b9cde3", fontSize: "13px", margin: "4px 0 0" }}>{company.tagline[lang]}</Text>
          </Section>
          <Section style={{ padding: "24px 28px", color: emailColors.text, fontSize: "15px", lineHeight: "24px" }}>{children}</Section>
          <Hr style={{ borderColor: emailColors.border, margin: 0 }} />
          <Section style={{ padding: "16px 28px", color: emailColors.muted, fontSize: "12px", lineHeight: "18px" }}>
            {footer}
            <Text style={{ margin: 0, fontSize: "12px", color: emailColors.muted }}>
              {company.legalName} · {a.street}, {a.postalCode} {a.locality}, {a.region} ·{" "}
              <Link href={`mailto:${company.email}`} style={{ color: emailColors.copper }}>
                {company.email}
              </Link>{" "}
              · {company.phone}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Text whose line breaks the mail keeps in both of its parts: each break is a `<br>`, which the
 * plain-text part turns into a new line (a `white-space` style reaches the HTML part only, and the
 * plain-text conversion runs every line into one). For what people typed: an itemised quote request.
 */
export function Lines({ text }: { text: string }) {
  return text.split("\n").map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

