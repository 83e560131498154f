import { useId, type InputHTMLAttributes, type Ref } from "react";
import { cx } from "./class-names.ts";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The first broken rule, shown under the field and linked to it for screen readers. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The hint gives way to the error, so only one of them is shown and announced.
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm",
          error ? "border-red-500" : "border-slate-300",
        )}
        {...input}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
