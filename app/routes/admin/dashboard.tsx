export function meta() {
  return [{ title: "Posts del Blog | Admin" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <h1 className="text-2xl font-bold text-brand-900">Posts del Blog</h1>;
}
