export function meta() {
  return [{ title: "Iniciar sesión | Admin" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Login() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow">
        <h1 className="text-2xl font-bold text-brand-900">Panel de administración</h1>
        <p className="mt-2 text-sm text-slate-600">Inicia sesión para administrar el sitio.</p>
      </div>
    </main>
  );
}
