/**
 * Every admin page, action and API, for the authorisation matrix (tests/e2e/admin-authz.test.ts):
 * signed out, or with an expired or forged cookie, each must answer with a redirect to
 * /admin/login (pages, page actions) or 401 (APIs), and change nothing.
 *
 * Other issues add their admin endpoints here (the inbox, the newsletter APIs…). `{postId}` is
 * replaced by the id of a real post that the test creates first.
 */
export type AdminRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** `redirect`: 302/303 to /admin/login (pages and page actions); `401`: JSON APIs. */
  expect: "redirect" | "401";
  /** Request body for writes (form fields for page actions, JSON for APIs, or "multipart"). */
  body?: Record<string, string> | "multipart";
  json?: boolean;
  /** Where the redirect may point (default: the login page). */
  location?: RegExp;
};

export const ADMIN_ROUTES: Array<AdminRoute> = [
  // /admin always goes to the dashboard, whose guard then sends a signed-out visitor to the login.
  { method: "GET", path: "/admin", expect: "redirect", location: /^\/admin\/(login|dashboard)/ },
  { method: "GET", path: "/admin/dashboard", expect: "redirect" },
  { method: "GET", path: "/admin/dashboard.data", expect: "redirect" },
  { method: "GET", path: "/admin/newsletter", expect: "redirect" },
  { method: "GET", path: "/admin/messages", expect: "redirect" },
  { method: "GET", path: "/admin/posts/new", expect: "redirect" },
  { method: "GET", path: "/admin/posts/edit/{postId}", expect: "redirect" },
  { method: "POST", path: "/admin/dashboard", expect: "redirect", body: { intent: "delete", id: "{postId}" } },
  {
    method: "POST",
    path: "/admin/posts/new",
    expect: "redirect",
    body: { intent: "publish", es_title: "Intruso", es_excerpt: "x", es_content: "<p>x</p>", categoryId: "1", js: "1" },
  },
  {
    method: "POST",
    path: "/admin/posts/edit/{postId}",
    expect: "redirect",
    body: { intent: "publish", es_title: "Cambiado por un intruso", es_excerpt: "x", es_content: "<p>x</p>", categoryId: "1", js: "1" },
  },
  { method: "POST", path: "/admin/posts/edit/{postId}", expect: "redirect", body: { intent: "clear-image" } },
  { method: "POST", path: "/api/admin/uploads", expect: "401", body: "multipart" },
  { method: "DELETE", path: "/api/admin/uploads", expect: "401", body: { url: "/uploads/blog-images/posts/x.webp" }, json: true },
  // Inbox 'Mensajes': detail, status change, deletion, CSV export.
  { method: "GET", path: "/admin/messages.data", expect: "redirect" },
  { method: "GET", path: "/admin/messages/export.csv", expect: "redirect" },
  { method: "GET", path: "/admin/messages/00000000-0000-4000-8000-000000000000", expect: "redirect" },
  { method: "POST", path: "/admin/messages/00000000-0000-4000-8000-000000000000", expect: "redirect", body: { intent: "status", status: "archived" } },
  { method: "POST", path: "/admin/messages/00000000-0000-4000-8000-000000000000", expect: "redirect", body: { intent: "delete" } },
  // Newsletter: the admin APIs, the CSV export and the screen's actions.
  { method: "GET", path: "/api/newsletter/analytics", expect: "401" },
  { method: "GET", path: "/api/newsletter/subscribers?status=active&limit=100", expect: "401" },
  { method: "GET", path: "/api/newsletter/subscribers?limit=1000&format=csv", expect: "401" },
  { method: "POST", path: "/api/newsletter/send-blog-notification", expect: "401", body: { blogId: "{postId}" }, json: true },
  { method: "POST", path: "/admin/newsletter", expect: "redirect", body: { intent: "remove", id: "00000000-0000-4000-8000-000000000000" } },
  { method: "POST", path: "/admin/newsletter", expect: "redirect", body: { intent: "retry", id: "00000000-0000-4000-8000-000000000000" } },
  // «Equipo»: the list, deactivation and reactivation.
  { method: "GET", path: "/admin/team", expect: "redirect" },
  { method: "GET", path: "/admin/team.data", expect: "redirect" },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "deactivate", id: "x" } },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "reactivate", id: "x" } },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "require-2fa", value: "on" } },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "invite", email: "intruso@ardentia.test" } },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "resend-invitation", id: "00000000-0000-4000-8000-000000000000" } },
  { method: "POST", path: "/admin/team", expect: "redirect", body: { intent: "revoke-invitation", id: "00000000-0000-4000-8000-000000000000" } },
  // «Bitácora»: the audit log and its CSV export (read-only: it has no action).
  { method: "GET", path: "/admin/audit", expect: "redirect" },
  { method: "GET", path: "/admin/audit.data", expect: "redirect" },
  { method: "GET", path: "/admin/audit/export.csv", expect: "redirect" },
  // «Mi cuenta»: sessions and the password change.
  { method: "GET", path: "/admin/account", expect: "redirect" },
  { method: "GET", path: "/admin/account.data", expect: "redirect" },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "end-others" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "2fa-start" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "passkey-rename", id: "x", name: "intrusa" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "passkey-remove", id: "x" } },
  { method: "POST", path: "/api/admin/passkeys/options", expect: "401", body: {}, json: true },
  { method: "POST", path: "/api/admin/passkeys/register", expect: "401", body: { challengeId: "x", response: "x" }, json: true },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "2fa-confirm", code: "123456" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "2fa-codes", currentPassword: "x" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "2fa-disable", currentPassword: "x" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "end-session", sessionId: "x" } },
  { method: "POST", path: "/admin/account", expect: "redirect", body: { intent: "change-password", currentPassword: "x", newPassword: "una contraseña intrusa", confirmPassword: "una contraseña intrusa" } },
];
