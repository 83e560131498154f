import { useId, type InputHTMLAttributes, type Ref } from "react";
import { cx } from "@/ui/class-names.ts";

export interface Choice {
  value: string;
  label: string;
  hint: string;
}

interface ChoiceFieldsetProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "id"> {
  legend: string;
  choices: readonly Choice[];
  /** A rule the choice broke, under the group and linked to it. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Radio buttons as large cards (match type, automatic or manual groups): a fieldset with its
 * legend, arrow keys between the choices, each with a line saying what it means. `register`'s
 * props go on every radio of the group.
 */
export function ChoiceFieldset({ legend, choices, error, className, ref, ...radio }: ChoiceFieldsetProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className={cx("flex flex-col gap-2", className)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cx(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-checked:border-indigo-500 has-checked:ring-1 has-checked:ring-indigo-500 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600",
              error ? "border-red-500" : "border-slate-300",
            )}
          >
            {/* Named by its label, described by its line: not both read as one long name. */}
            <input
              type="radio"
              value={choice.value}
              ref={ref}
              className="mt-1 size-4 shrink-0 accent-indigo-700"
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={`${id}-${choice.value}-hint`}
              {...radio}
            />
            <span className="flex flex-col">
              <span id={`${id}-${choice.value}`} className="font-semibold text-slate-900">
                {choice.label}
              </span>
              <span id={`${id}-${choice.value}-hint`} className="text-sm text-slate-600">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
