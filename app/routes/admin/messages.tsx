import type { Route } from "./+types/messages";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Mensajes | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-brand-900">Mensajes</h1>;
}
