import { useId, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cx } from "./class-names.ts";

// The select and the text area of our forms (platforms, tournament wizards), in text-field.tsx's
// manner: a label, the first broken rule under the field and linked to it, a hint that gives way to
// the error. Long options (usernames, names) are cut inside the control rather than widening it.

const controlClasses = (error: string | null | undefined) =>
  cx(
    "min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
    error ? "border-red-500" : "border-slate-300",
  );

function FieldFoot({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

const describedBy = (id: string, error?: string | null, hint?: string, extra?: string) =>
  [error ? `${id}-error` : hint ? `${id}-hint` : null, extra].filter(Boolean).join(" ") || undefined;

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  /** The first option, with an empty value: what is asked for while nothing is chosen. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, placeholder, options, error, hint, className, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cx("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium wrap-anywhere text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cx(controlClasses(error), "truncate")}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldFoot id={id} error={error} hint={hint} />
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string | null;
  /** Always shown under the field, also beside an error (a character counter). */
  counter: string;
  /** The counter turns red once the text is too long. */
  over: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, counter, over, className, ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined, `${id}-counter`)}
        className={controlClasses(error)}
        {...textarea}
      />
      <div className="flex items-start justify-between gap-3">
        <FieldFoot id={id} error={error} />
        <p id={`${id}-counter`} className={cx("ml-auto shrink-0 text-xs", over ? "font-semibold text-red-700" : "text-slate-500")}>
          {counter}
        </p>
      </div>
    </div>
  );
}
