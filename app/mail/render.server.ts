import type { ReactElement } from "react";

/** Renders a react-email template to its HTML and plain-text versions (react-email loads with the first mail). */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const { render } = await import("@react-email/render");
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
