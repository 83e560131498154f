import type { ReactNode } from "react";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { ParticipantPicker } from "./participant-picker.tsx";
import type { Selection } from "./selection.ts";
import { WizardFrame, type WizardFrameProps } from "./wizard-frame.tsx";

interface ParticipantsStepProps {
  /** `frame(submit)` of the wizard (use-wizard.ts). */
  frame: Omit<WizardFrameProps, "stepTitle" | "submitLabel" | "children">;
  platformId: string;
  count: number;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Elimination, double elimination and groups: each chosen participant can be made a seed. */
  seeding?: boolean;
  /** The button once the count is reached: 'Turnuvayı Başlat' on a wizard's last step, else the next step's. */
  nextLabel?: string;
  /** Above the members (the league's odd-count warning). */
  children?: ReactNode;
}

/**
 * Part 2 §2, the step 'Katılımcıları Seçin' of every wizard but the challenge: the platform's
 * members to choose from, and the button saying '{n} katılımcı daha seçin' until the count is
 * reached.
 */
export function ParticipantsStep({ frame, platformId, count, selection, onChange, seeding, nextLabel, children }: ParticipantsStepProps) {
  const remaining = count - selection.participants.length;
  return (
    <WizardFrame
      {...frame}
      stepTitle={tournamentWizardTexts.steps.participants}
      submitLabel={remaining > 0 ? tournamentWizardTexts.picker.chooseMore(remaining) : (nextLabel ?? tournamentWizardTexts.start)}
    >
      {children}
      <ParticipantPicker platformId={platformId} count={count} selection={selection} onChange={onChange} seeding={seeding} />
    </WizardFrame>
  );
}
