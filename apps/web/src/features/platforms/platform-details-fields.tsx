import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { isPlatformGame, platformGames, platformRules, playAreasByGame } from "@turnuva/contract/platform-rules";
import { platformFormTexts } from "@/texts/platform-form.ts";
import { SelectField, TextAreaField } from "@/ui/form-fields.tsx";
import { gameLabel, playAreaLabel } from "./labels.ts";

/** What the creation form and the edit form both ask: the game, its play area and the description. */
interface PlatformDetails extends FieldValues {
  game: string;
  deviceType: string;
  description?: string | undefined;
}

const gameOptions = platformGames.map((game) => ({ value: game, label: gameLabel(game) }));

/**
 * Part 1 §5: the game, the play area (whose list is the game's, so changing the game clears it)
 * and the description with its counter; the same fields, rules and words in both forms.
 */
export function PlatformDetailsFields<T extends PlatformDetails>({ form }: { form: UseFormReturn<T> }) {
  // The three names are fields of every T here; react-hook-form's paths cannot see that through a generic.
  const name = (field: keyof PlatformDetails & string) => field as Path<T>;
  const { errors, isSubmitted } = form.formState;
  const game = useWatch({ control: form.control, name: name("game") }) as string;
  const description = (useWatch({ control: form.control, name: name("description") }) as string | undefined) ?? "";
  const descriptionLength = [...description].length;
  const playAreaOptions = isPlatformGame(game) ? playAreasByGame[game].map((value) => ({ value, label: playAreaLabel(value) })) : [];
  const errorOf = (field: keyof PlatformDetails & string) => errors[field]?.message as string | undefined;

  return (
    <>
      <SelectField
        label={platformFormTexts.game}
        placeholder={platformFormTexts.gamePlaceholder}
        options={gameOptions}
        error={errorOf("game")}
        {...form.register(name("game"), {
          // Part 1 §5: another game, another list of play areas: the chosen one goes.
          onChange: () => form.setValue(name("deviceType"), "" as PathValue<T, Path<T>>, { shouldValidate: isSubmitted }),
        })}
      />
      <SelectField
        label={platformFormTexts.playArea}
        placeholder={platformFormTexts.playAreaPlaceholder}
        options={playAreaOptions}
        disabled={playAreaOptions.length === 0}
        hint={playAreaOptions.length === 0 ? platformFormTexts.playAreaNeedsGame : undefined}
        error={errorOf("deviceType")}
        {...form.register(name("deviceType"))}
      />
      <TextAreaField
        label={platformFormTexts.description}
        counter={platformFormTexts.counter(descriptionLength, platformRules.descriptionMaxLength)}
        over={descriptionLength > platformRules.descriptionMaxLength}
        error={errorOf("description")}
        {...form.register(name("description"))}
      />
    </>
  );
}
