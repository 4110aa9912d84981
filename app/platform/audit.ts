/** The audit log's vocabulary, shared by the server (`audit.server.ts`) and the «Bitácora» screen. */

/** Every kind of entry, with the Spanish label the admin screen and the CSV show. */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Inicio de sesión",
  "auth.sign_in_failed": "Inicio de sesión fallido",
  "auth.sign_out": "Cierre de sesión",
  "auth.session_revoked": "Sesión cerrada a distancia",
  "auth.other_sessions_revoked": "Otras sesiones cerradas",
  "auth.password_changed": "Contraseña cambiada",
  "auth.password_reset": "Contraseña restablecida",
  "auth.two_factor_enabled": "Verificación en dos pasos activada",
  "auth.two_factor_disabled": "Verificación en dos pasos desactivada",
  "auth.two_factor_failed": "Código de verificación incorrecto",
  "auth.recovery_code_used": "Código de recuperación usado",
  "auth.recovery_codes_regenerated": "Códigos de recuperación nuevos",
  "auth.passkey_added": "Llave de acceso añadida",
  "auth.passkey_renamed": "Llave de acceso renombrada",
  "auth.passkey_removed": "Llave de acceso eliminada",
  "auth.passkey_failed": "Llave de acceso rechazada",
  "team.admin_created": "Administrador creado",
  "team.admin_deactivated": "Administrador desactivado",
  "team.admin_reactivated": "Administrador reactivado",
  "team.two_factor_reset": "Verificación en dos pasos restablecida",
  "team.invitation_sent": "Invitación enviada",
  "team.invitation_resent": "Invitación reenviada",
  "team.invitation_revoked": "Invitación revocada",
  "team.invitation_accepted": "Invitación aceptada",
  "settings.changed": "Configuración cambiada",
  "post.created": "Post creado",
  "post.updated": "Post editado",
  "post.published": "Post publicado",
  "post.scheduled": "Publicación programada",
  "post.unscheduled": "Programación cancelada",
  "post.archived": "Post archivado",
  "post.deleted": "Post eliminado",
  "post.preview_link_created": "Enlace de vista previa creado",
  "post.preview_link_revoked": "Enlace de vista previa revocado",
  "image.uploaded": "Imagen subida",
  "image.deleted": "Imagen eliminada",
  "newsletter.subscriber_removed": "Suscriptor eliminado",
  "newsletter.subscribers_listed": "Lista de suscriptores consultada",
  "newsletter.subscribers_exported": "Suscriptores exportados",
  "newsletter.campaign_sent": "Newsletter enviado",
  "newsletter.deliveries_retried": "Envíos fallidos reintentados",
  "contact.viewed": "Mensaje consultado",
  "contact.status_changed": "Estatus de mensaje cambiado",
  "contact.deleted": "Mensaje eliminado",
  "contact.exported": "Mensajes exportados",
  "audit.exported": "Bitácora exportada",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The groups of the screen's "Tipo" filter: the prefix of the action names. */
export const AUDIT_GROUPS = {
  auth: "Sesiones y contraseñas",
  team: "Equipo",
  post: "Posts",
  image: "Imágenes",
  newsletter: "Newsletter",
  contact: "Mensajes de contacto",
  settings: "Configuración",
  audit: "Bitácora",
} as const;

export type AuditGroup = keyof typeof AUDIT_GROUPS;

/** The CSV export holds at most this many entries (the newest); the filters narrow it. */
export const AUDIT_EXPORT_MAX = 50_000;
