/** Provided by `server/vite-enhance-plugin.ts`: the enhancement script's URL and its static imports (server code only). */
declare module "virtual:public-enhance" {
  const src: string;
  export default src;
  export const imports: Array<string>;
  /** Subresource Integrity hash by URL (empty in development). */
  export const integrity: Record<string, string>;
}
