/** What an admin form's action did, in place: a success (role status) or a refusal (role alert). */
export type ActionOutcome = { ok: true; message: string } | { ok: false; error: string };

export function ResultNotice({ result }: { result: ActionOutcome | undefined }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-600/20">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-600/20">
      {result.error}
    </p>
  );
}
