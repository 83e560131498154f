import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  createPlatformRequestSchema,
  isPlatformGame,
  platformGames,
  platformRules,
  playAreasByGame,
  type CreatePlatformRequest,
} from "@turnuva/contract";
import { ApiError } from "../../../lib/api-client.ts";
import { showServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { platformManagerTexts } from "../../../texts/platform-manager.ts";
import { Alert } from "../../../ui/alert.tsx";
import { Button } from "../../../ui/button.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { useCreatePlatform } from "../api/create-platform.ts";
import { playAreaLabel } from "../labels.ts";
import { SelectField, TextAreaField } from "../../../ui/form-fields.tsx";

const texts = platformManagerTexts.create;
const fieldNames = ["name", "game", "deviceType", "description"] as const;
const gameOptions = platformGames.map((game) => ({ value: game, label: game }));

/** Part 1 §8: the server's sentence, or ours when it sent none (a lost connection says so). */
function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return texts.failed;
}

/**
 * Part 1 §2 and §5: the 'Yeni Platform Oluştur' form, checked with the contract's schema (the
 * server's own rules and messages) on every change once a field is touched and on submit. Changing
 * the game clears the play area, whose list is the game's. Loaded when the section is first
 * opened (create-platform-section.tsx): the forms library is not part of the manager's first view.
 */
export function CreatePlatformForm({ onCreated }: { onCreated: () => void }) {
  const mutation = useCreatePlatform();
  const form = useForm<CreatePlatformRequest>({
    resolver: zodResolver(createPlatformRequestSchema),
    mode: "onChange",
    defaultValues: { name: "", game: "", deviceType: "", description: "" },
  });
  const { errors, isSubmitted } = form.formState;
  const game = useWatch({ control: form.control, name: "game" });
  const description = useWatch({ control: form.control, name: "description" }) ?? "";
  const descriptionLength = [...description].length;
  const playAreaOptions = isPlatformGame(game) ? playAreasByGame[game].map((value) => ({ value, label: playAreaLabel(value) })) : [];

  const create = (values: CreatePlatformRequest) => {
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset();
        onCreated();
      },
      onError: (error) => showServerFieldErrors(error, fieldNames, form.setError),
    });
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(create)(event)} className="flex flex-col gap-4">
      <TextField label={texts.name} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <SelectField
        label={texts.game}
        placeholder={texts.gamePlaceholder}
        options={gameOptions}
        error={errors.game?.message}
        {...form.register("game", {
          // Part 1 §5: another game, another list of play areas: the chosen one goes.
          onChange: () => form.setValue("deviceType", "", { shouldValidate: isSubmitted }),
        })}
      />
      <SelectField
        label={texts.playArea}
        placeholder={texts.playAreaPlaceholder}
        options={playAreaOptions}
        disabled={playAreaOptions.length === 0}
        hint={playAreaOptions.length === 0 ? texts.playAreaNeedsGame : undefined}
        error={errors.deviceType?.message}
        {...form.register("deviceType")}
      />
      <TextAreaField
        label={texts.description}
        counter={texts.counter(descriptionLength, platformRules.descriptionMaxLength)}
        over={descriptionLength > platformRules.descriptionMaxLength}
        error={errors.description?.message}
        {...form.register("description")}
      />
      {mutation.isError ? <Alert tone="error">{createErrorMessage(mutation.error)}</Alert> : null}
      <Button
        type="submit"
        aria-disabled={mutation.isPending}
        className="w-full aria-disabled:cursor-wait aria-disabled:bg-indigo-400 sm:w-auto sm:self-start"
      >
        {mutation.isPending ? texts.busy : texts.submit}
      </Button>
    </form>
  );
}
