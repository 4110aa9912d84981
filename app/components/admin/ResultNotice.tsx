import { useActionData, useNavigation } from "react-router";

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

/**
 * The route action's answer once the page has settled. React Router publishes an action's answer
 * before it has loaded the page's data again; a notice read from here appears with the lists it
 * speaks of (a removed passkey, a deactivated admin) already changed, and hides while a form is
 * being sent.
 */
export function useSettledActionData<T>(): ReturnType<typeof useActionData<T>> {
  const answer = useActionData<T>();
  return useNavigation().state === "idle" ? answer : undefined;
}
