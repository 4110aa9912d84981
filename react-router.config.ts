import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Several copies (tests, benchmarks) can build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
