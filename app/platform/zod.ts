/**
 * Zod, configured once for the whole app. `jitless`: Zod otherwise probes `new Function` to compile
 * fast parsers; the CSP forbids eval, and the browser reports even the caught probe as a violation.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
