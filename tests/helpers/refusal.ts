import { expect } from "vitest";

/**
 * What `promise` rejects with (an error, or a thrown Response such as a guard's redirect); the test
 * fails when it resolves or rejects with another type.
 */
export async function refusalOf<E extends Error | Response>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}
