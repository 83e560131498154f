import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { TextField } from "@/ui/text-field.tsx";

interface NameAndCountProps {
  /** `register("name")` and `register("participantCount")` of the wizard's form. */
  name: UseFormRegisterReturn;
  participantCount: UseFormRegisterReturn;
  /** The form's errors: what a rule said of either field. */
  errors: { name?: { message?: string }; participantCount?: { message?: string } };
  /** The fewest participants the system takes (2 unless said). */
  min?: number;
  hint?: string;
  /** A field beside the count, two columns on a wide screen (the group wizard's 'Grup Sayısı'). */
  children?: ReactNode;
}

/**
 * Part 2 §2, the first fields of the step 'Turnuva Detayları': 'Turnuva Adı' and 'Katılımcı
 * Sayısı' with the fewest the system takes ('En az 2.' unless the wizard says more).
 */
export function NameAndCount({
  name,
  participantCount,
  errors,
  min = 2,
  hint = tournamentWizardTexts.details.countHint,
  children,
}: NameAndCountProps) {
  const count = (
    <TextField
      label={tournamentWizardTexts.details.participantCount}
      type="number"
      inputMode="numeric"
      min={min}
      hint={hint}
      error={errors.participantCount?.message}
      {...participantCount}
    />
  );
  return (
    <>
      <TextField label={tournamentWizardTexts.details.name} autoComplete="off" error={errors.name?.message} {...name} />
      {children ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {count}
          {children}
        </div>
      ) : (
        count
      )}
    </>
  );
}
