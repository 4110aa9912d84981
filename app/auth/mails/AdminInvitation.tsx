/**
 * The invitation to join the admin team (Spanish, like the admin): who invites, the link that sets
 * the password, and until when it works.
 */
import { Button, Heading, Link, Text } from "@react-email/components";
import { company } from "~/config/company";
import { EmailLayout, emailColors } from "~/mail/EmailLayout";
import { TEAM_TIME_ZONE } from "~/platform/team-time";

export const adminInvitationSubject = `Invitación al panel de administración de ${company.name}`;

const until = new Intl.DateTimeFormat("es-MX", { timeZone: TEAM_TIME_ZONE, dateStyle: "long", timeStyle: "short" });

export function AdminInvitation({ invitedBy, url, expiresAt }: { invitedBy: string; url: string; expiresAt: Date }) {
  return (
    <EmailLayout lang="es" preview={`${invitedBy} te invitó al panel de ${company.name}`} footer={<Text style={{ margin: "0 0 8px", fontSize: "12px" }}>Si no esperabas esta invitación, ignora este correo: sin el enlace nadie puede usarla.</Text>}>
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 12px", color: emailColors.navy }}>
        Te invitaron al panel de {company.name}
      </Heading>
      <Text style={{ margin: "0 0 12px" }}>
        {invitedBy} te invitó a administrar el sitio de {company.name}: el blog, el newsletter y las solicitudes de contacto.
      </Text>
      <Text style={{ margin: "0 0 16px" }}>Crea tu contraseña con este enlace. Funciona una sola vez, hasta el {until.format(expiresAt)} (hora de Monterrey).</Text>
      <Button href={url} style={{ backgroundColor: emailColors.navy, color: "#ffffff", padding: "12px 20px", borderRadius: "6px", fontWeight: 600 }}>
        Crear mi contraseña
      </Button>
      <Text style={{ margin: "16px 0 0", fontSize: "13px" }}>
        Si el botón no funciona, copia este enlace en tu navegador:{" "}
        <Link href={url} style={{ color: emailColors.copper }}>
          {url}
        </Link>
      </Text>
    </EmailLayout>
  );
}
