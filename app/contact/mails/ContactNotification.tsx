/**
 * The mail to the sales inbox (CONTACT_TO) for a new contact request: every field, in Spanish (the
 * team's language), with the requester's language stated. Everything user-supplied is rendered as
 * React text, so it is escaped in the HTML part.
 */
import { Heading, Link, Section, Text } from "@react-email/components";
import type { ContactRequestInput } from "~/contact/schema";
import { industryLabels, type Industry } from "~/contact/messages";
import type { Lang } from "~/i18n/lang";
import { EmailLayout, emailColors, Lines } from "~/mail/EmailLayout";
import { TEAM_TIME_ZONE } from "~/platform/team-time";

export type ContactNotificationProps = {
  request: ContactRequestInput & { language: Lang };
  id: string;
  adminUrl: string;
  receivedAt: Date;
};

export function contactNotificationSubject(request: { name: string; company: string }): string {
  return `Nueva solicitud de contacto: ${request.name} (${request.company})`;
}

const label = { fontSize: "12px", color: emailColors.muted, margin: "12px 0 0", textTransform: "uppercase" as const, letterSpacing: "0.04em" };
const value = { fontSize: "15px", color: emailColors.text, margin: "2px 0 0", whiteSpace: "pre-wrap" as const };

export function ContactNotification({ request, id, adminUrl, receivedAt }: ContactNotificationProps) {
  const rows: Array<[string, string]> = [
    ["Nombre", request.name],
    ["Correo electrónico", request.email],
    ["Teléfono", request.phone],
    ["Empresa", request.company],
    ["Puesto", request.position || "—"],
    ["Industria", request.industry ? industryLabels.es[request.industry as Industry] : "—"],
    ["Estado", request.state || "—"],
    ["Municipio", request.municipality || "—"],
    ["Idioma", request.language === "en" ? "Inglés" : "Español"],
    ["Recibida", receivedAt.toLocaleString("es-MX", { timeZone: TEAM_TIME_ZONE, dateStyle: "long", timeStyle: "short" })],
  ];
  return (
    <EmailLayout lang="es" preview={`${request.name} · ${request.company}: ${request.message.slice(0, 80)}`}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 8px", color: emailColors.navy }}>
        Nueva solicitud de contacto
      </Heading>
      <Text style={{ margin: "0 0 8px" }}>Responde a este correo para contestar directamente a {request.name}.</Text>
      <Section>
        {rows.map(([name, text]) => (
          <div key={name}>
            <Text style={label}>{name}</Text>
            <Text style={value}>{text}</Text>
          </div>
        ))}
        <Text style={label}>Mensaje</Text>
        <Text style={{ ...value, padding: "12px", backgroundColor: emailColors.background, borderRadius: "6px" }}>
          <Lines text={request.message} />
        </Text>
      </Section>
      <Text style={{ margin: "20px 0 0" }}>
        <Link href={adminUrl} style={{ color: emailColors.copper }}>
          Ver en la bandeja de Mensajes
        </Link>{" "}
        (folio {id})
      </Text>
    </EmailLayout>
  );
}
