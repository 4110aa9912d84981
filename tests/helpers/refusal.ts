import { expect } from "vitest";

/** The error `promise` rejects with; the test fails when it resolves or rejects with another type. */
export async function refusalOf<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
