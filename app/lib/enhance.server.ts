/** The URL of the public pages' enhancement script (ADR 0013), hashed by the build, and of the chunks it imports. */
import src, { imports } from "virtual:public-enhance";

export const ENHANCE_SCRIPT = { src, imports } as const;
