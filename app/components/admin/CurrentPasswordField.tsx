/**
 * The admin's current password, asked before a change a session left open must not be enough for
 * (turning two steps off, new recovery codes, adding a passkey, no longer requiring two steps of
 * the team). The server checks it and throttles wrong guesses per session.
 */
import type { ChangeEvent } from "react";
import { inputClass, labelClass } from "./form-styles";

export function CurrentPasswordField({
  id,
  label = "Tu contraseña actual",
  name,
  value,
  onChange,
  errorId,
}: {
  id: string;
  label?: string;
  /** Set for a plain form post; a field read by script passes `value` and `onChange` instead. */
  name?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The element that says why the last password was refused, when it was. */
  errorId?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={onChange}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={inputClass}
      />
    </>
  );
}
