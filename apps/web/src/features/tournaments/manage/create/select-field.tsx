import { useId, type Ref, type SelectHTMLAttributes } from "react";
import { cx } from "../../../../ui/class-names.ts";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  /** The first option, with an empty value: what is asked for while nothing is chosen. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A select in ui/text-field.tsx's manner: a label, and the broken rule under it, linked to it. */
export function SelectField({ label, placeholder, options, error, className, ref, ...select }: SelectFieldProps) {
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
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          "min-h-11 w-full min-w-0 truncate rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm",
          error ? "border-red-500" : "border-slate-300",
        )}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
