export function meta() {
  return [{ title: "Mensajes | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-brand-900">Mensajes</h1>;
}
