/**
 * The benchmark's SMTP sink in a process of its own, so its CPU is not counted as the sender's.
 * Prints `{"url": …}` when listening; answers an IPC "report" with the counts.
 */
import { startCountingSink } from "../tests/helpers/newsletter.ts";

const sink = await startCountingSink();
process.send?.({ url: sink.url });
process.on("message", (message) => {
  if (message === "report") {
    const distinct = new Set(sink.mails.map((m) => m.messageId)).size;
    const bytes = sink.mails.reduce((a, m) => a + m.bytes, 0);
    process.send?.({ received: sink.mails.length, distinct, bytes });
  }
  if (message === "stop") void sink.stop().then(() => process.exit(0));
});
