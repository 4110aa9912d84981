/** Debian's Chromium driven by playwright-core (no browser download). */
import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is needed for the end-to-end tests and was not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns a getter
 * (the browser exists only once `beforeAll` has run).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is launched in beforeAll: use it inside a test or hook.");
    return browser;
  };
}
