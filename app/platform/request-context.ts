import { createContext } from "react-router";

/** What the HTTP host knows about a request and hands to loaders and actions. */
export type RequestInfo = {
  /** Client IP (X-Forwarded-For is believed only when TRUST_PROXY says so). */
  ip: string;
  requestId: string;
  /** The request reached us over HTTPS (directly or via a trusted proxy). */
  https: boolean;
  /** The CSP nonce of this render's own inline scripts (admin documents only; public pages are cached and carry none). */
  nonce?: string;
  /** Set while handling the request when the database could not serve it (the answer becomes a 503). */
  databaseUnavailable?: boolean;
  /** Set by the host when the page does not take the request's method: the methods it does take. */
  methodNotAllowed?: ReadonlyArray<string>;
};

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", requestId: "", https: false });
