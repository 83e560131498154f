import { useWatch, type UseFormReturn } from "react-hook-form";
import { countProblem, selectionProblem, wholeNumber, type Problem } from "./rules.ts";
import { fitToCount, type Selection } from "./selection.ts";

/** The fields of a wizard whose participants come with seeds. */
export interface SeededSelectionValues extends Selection {
  participantCount: string;
}

type SelectionForm<Values extends SeededSelectionValues> = Pick<UseFormReturn<Values>, "control" | "setValue">;

interface SeededSelectionOptions<Values extends SeededSelectionValues> {
  form: SelectionForm<Values>;
  /** The wizard's (use-wizard.ts). */
  wizard: { step: number; goTo: (step: number) => void; refuse: (problem: Problem) => void };
  /** How many members the platform has, once they are loaded. */
  memberCount: number | undefined;
}

/**
 * Part 2 §2, the participants with seeds (elimination, double elimination, groups): what is
 * chosen and the count it is chosen against. `ready(values)` is the step's button of the two
 * elimination wizards ('Turnuva Detayları', then 'Katılımcıları Seçin'): on the first step, the
 * count against the platform's members and on to the participants (those chosen before a lowered
 * count cut to it); on the second, true once exactly the count is chosen and the request may go.
 * The group wizard has a third step and checks its groups too: it uses the selection alone.
 */
export function useSeededSelection<Values extends SeededSelectionValues>({ form, wizard, memberCount }: SeededSelectionOptions<Values>) {
  // The wizard's form has these fields among its own: react-hook-form's types cannot say "at least these".
  const { control, setValue } = form as unknown as SelectionForm<SeededSelectionValues>;
  const participants = useWatch({ control, name: "participants" });
  const seededParticipants = useWatch({ control, name: "seededParticipants" });
  const count = wholeNumber(useWatch({ control, name: "participantCount" }));

  const choose = (selection: Selection) => {
    setValue("participants", selection.participants);
    setValue("seededParticipants", selection.seededParticipants);
  };

  const ready = (values: Selection): boolean => {
    if (wizard.step === 1) {
      const problem = countProblem(count, memberCount);
      if (problem) {
        wizard.refuse(problem);
      } else {
        choose(fitToCount(values, count));
        wizard.goTo(2);
      }
      return false;
    }
    const problem = selectionProblem(values.participants.length, count, "elimination");
    if (problem) wizard.refuse(problem);
    return problem === null;
  };

  return { count, selection: { participants, seededParticipants }, choose, ready };
}
