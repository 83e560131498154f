import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { PlatformDetail } from "@turnuva/contract";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { imageTexts } from "@/texts/images.ts";
import { platformSafetyTexts } from "@/texts/platform-safety.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { useToast } from "@/ui/toast.tsx";
import { useDeletePlatform } from "./api/delete-platform.ts";

const texts = platformSafetyTexts.remove;

/**
 * Issue 25, the edit page's danger zone: the owner deletes the platform with every tournament in
 * it after typing its name ('Platformu Sil' is enabled only then; the server decides all the
 * same). Then the page goes to /platformlar, and a toast says what was deleted.
 */
export function DeletePlatformSection({ platform }: { platform: PlatformDetail }) {
  const [typed, setTyped] = useState("");
  const mutation = useDeletePlatform();
  const navigate = useNavigate();
  const showToast = useToast();
  const headingId = useId();
  const matches = typed.trim() === platform.name;

  const submit = () => {
    if (!matches || mutation.isPending) return;
    mutation.mutate(platform._id, {
      onSuccess: ({ message }) => {
        showToast({ title: message, tone: "success" });
        void navigate(paths.platforms.href(), { replace: true });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="max-w-xl rounded-2xl border border-red-300 p-5">
      <h2 id={headingId} className="text-lg font-bold text-red-800">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{texts.warning(platform.tournamentCount)}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-4 flex flex-col gap-4"
      >
        <TextField
          label={texts.nameLabel(platform.name)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        {mutation.isError ? (
          <Alert tone="error">{texts.failed(mutation.error instanceof ApiError ? mutation.error.message : commonTexts.api.unexpected)}</Alert>
        ) : null}
        <Button
          type="submit"
          disabled={!matches}
          aria-disabled={mutation.isPending}
          className="w-full bg-red-700 hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-300 aria-disabled:cursor-wait aria-disabled:bg-red-400 sm:w-auto sm:self-start"
        >
          {mutation.isPending ? imageTexts.removing : texts.submit}
        </Button>
      </form>
    </section>
  );
}
