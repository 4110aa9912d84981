import { describe, expect, test } from "vitest";
import { detailText } from "~/components/admin/audit-details";

describe("the «Bitácora» detail line", () => {
  test("names the language version a newsletter or a publication speaks of", () => {
    expect(detailText("newsletter.campaign_sent", { campaignId: "x", language: "en" })).toBe("versión en inglés");
    expect(detailText("post.published", { status: "published", scheduled: true, languages: ["es", "en"] })).toBe("estado: publicado · versiones en español e inglés");
    expect(detailText("post.published", { status: "published", languages: ["es"] })).toBe("estado: publicado · versión en español");
    expect(detailText("post.published", { languages: ["fr"] })).toBeNull();
  });
  test("a restore names the version it brought back; a schedule, which version and when", () => {
    expect(detailText("post.updated", { status: "published", restoredVersion: 2 })).toBe("estado: publicado · versión 2 restaurada");
    const at = "2030-01-15T16:00:00.000Z";
    const when = detailText("post.scheduled", { status: "scheduled", scheduledAt: at })!.replace("estado: programado · ", "");
    expect(when).toMatch(/^para el /);
    expect(detailText("post.scheduled", { status: "published", scheduledAt: at, scheduledLanguages: ["en"] })).toBe(`estado: publicado · versión en inglés ${when}`);
    expect(detailText("post.scheduled", { status: "scheduled", scheduledAt: at, scheduledLanguages: ["es", "en"] })).toBe(`estado: programado · versiones en español e inglés ${when}`);
  });
  test("a deactivation counts the sessions ended and the invitations revoked; a revoked invitation says why", () => {
    expect(detailText("team.admin_deactivated", { sessionsEnded: 1, invitationsRevoked: 2 })).toBe("1 sesión cerrada · 2 invitaciones anuladas");
    expect(detailText("team.admin_deactivated", { sessionsEnded: 0, invitationsRevoked: 0 })).toBe("0 sesiones cerradas");
    expect(detailText("team.invitation_revoked", { reason: "inviter_deactivated" })).toBe("quien la envió fue desactivado");
  });
  test("a sign-in says how it was earned; an entry from before that was recorded says nothing of it", () => {
    expect(detailText("auth.sign_in", { sessionId: "s", method: "password" })).toBe("con contraseña");
    expect(detailText("auth.sign_in", { sessionId: "s", method: "totp" })).toBe("con contraseña y código de la app");
    expect(detailText("auth.sign_in", { sessionId: "s", method: "recovery" })).toBe("con contraseña y código de recuperación");
    expect(detailText("auth.sign_in", { sessionId: "s", method: "passkey" })).toBe("con llave de acceso");
    expect(detailText("auth.sign_in", { sessionId: "s" })).toBeNull();
    expect(detailText("auth.sign_in", { sessionId: "s", method: "toString" })).toBeNull();
  });
  test("counts as in Mexico", () => {
    expect(detailText("newsletter.subscribers_exported", { rows: 1234, status: "active" })).toBe("1,234 registros");
  });
});
