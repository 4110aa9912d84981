/**
 * An admin API answered 401: the session ended (signed out elsewhere, deactivated, expired). The
 * page goes to the sign-in, which brings the admin back here, instead of showing "HTTP 401".
 */
export function leaveIfSignedOut(response: Response): boolean {
  if (response.status !== 401) return false;
  const back = window.location.pathname;
  window.location.assign(back.startsWith("/admin/") && back !== "/admin/login" ? `/admin/login?redirectTo=${encodeURIComponent(back)}` : "/admin/login");
  return true;
}
