/**
 * «Llaves de acceso» on «Mi cuenta»: adding a passkey asks for the current password, and waits while
 * the team requires two-step sign-in that this admin has not turned on (rendered in a route stub).
 */
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { PasskeysPanel } from "~/components/admin/PasskeysPanel";

function render(waitsForTwoFactor: boolean): string {
  const Stub = createRoutesStub([{ path: "/admin/account", Component: () => <PasskeysPanel passkeys={[]} result={undefined} busy={false} waitsForTwoFactor={waitsForTwoFactor} /> }]);
  return renderToString(<Stub initialEntries={["/admin/account"]} />);
}

describe("the passkeys panel", () => {
  test("adding asks for the current password", () => {
    const html = render(false);
    expect(html).toContain("Añadir llave de acceso");
    expect(html).toMatch(/<input[^>]*id="passkey-password"[^>]*type="password"[^>]*autoComplete="current-password"[^>]*required/i);
  });

  test("while the team requires two-step sign-in the admin has not turned on, adding waits and says why", () => {
    const html = render(true);
    expect(html).not.toContain("Añadir llave de acceso");
    expect(html).toContain("actívala primero con una app (arriba)");
  });
});
