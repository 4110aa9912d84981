/** The URL of the public pages' enhancement script (ADR 0013), hashed by the build, and of the chunks it imports. */
import src, { imports, integrity } from "virtual:public-enhance";

/** `integrity`: each file's Subresource Integrity hash (none in development). */
export const ENHANCE_SCRIPT = { src, imports, integrity } as const;
