import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { PlatformDetail, UpdatePlatformRequest } from "@turnuva/contract";
import { gameProblem, platformDescriptionProblem, platformRules, playAreaProblem } from "@turnuva/contract/platform-rules";
import { normalizeParagraphs } from "@turnuva/contract/text";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { rulesResolver } from "@/lib/rules-resolver.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformFormTexts } from "@/texts/platform-form.ts";
import { platformPageTexts } from "@/texts/platform-pages.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { TextField } from "@/ui/text-field.tsx";
import { usePlatformById } from "./api/get-platform-by-id.ts";
import { useUpdatePlatform } from "./api/update-platform.ts";
import { PlatformImageEditor } from "./platform-image-editor.tsx";
import { DeletePlatformSection } from "./delete-platform-section.tsx";
import { PlatformDetailsFields } from "./platform-details-fields.tsx";
import { platformsPolicy } from "@turnuva/contract/policies";
import { actorOf } from "@/lib/session/actor.ts";

/**
 * How long a non-owner reads 'Bu platformu düzenleme yetkiniz yok.' (and someone at an address
 * with no platform 'Platform bulunamadı veya erişim yetkiniz yok.') before going to /platformlar.
 */
export const NOT_OWNER_REDIRECT_MS = 3000;

const texts = platformPageTexts.edit;
const fieldNames = ["game", "deviceType", "description"] as const;

/** Part 1 §8: the server's sentence (a 403 is 'Bu platformu düzenleme yetkiniz yok.'), or ours. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return texts.saveFailed;
}

/**
 * Part 1 §6: someone who is not the owner reads why and is taken to /platformlar after a moment,
 * with a link to go at once; so is someone whose address names no platform (an unknown id, a slug).
 */
function Refused({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.platforms.href(), { replace: true }), NOT_OWNER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <Alert tone="error">{message}</Alert>
      <Link to={paths.platforms.href()} className="mt-6 inline-block font-semibold text-indigo-700 hover:underline">
        {commonTexts.places.myPlatforms}
      </Link>
    </>
  );
}

/** Part 1 §2 and §5: game, play area (cleared when the game changes) and description; the name is fixed. */
function EditForm({ platform }: { platform: PlatformDetail }) {
  const mutation = useUpdatePlatform();
  const form = useForm<UpdatePlatformRequest>({
    // The contract's own rule functions (the ones its schema calls), without zod: the page and the
    // picture's dialogs stay within their budget (docs/architecture.md, "Form").
    resolver: rulesResolver<UpdatePlatformRequest>({
      game: gameProblem,
      deviceType: (value, values) => playAreaProblem(values.game, value),
      description: (value) => (value === undefined ? null : platformDescriptionProblem(value)),
    }),
    mode: "onChange",
    defaultValues: { game: platform.game, deviceType: platform.deviceType, description: platform.description },
  });

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(
      // Sent as it will be stored (the server normalises it the same way).
      { platformId: platform._id, ...values, ...(values.description === undefined ? {} : { description: normalizeParagraphs(values.description) }) },
      {
        // What was saved becomes the form's starting point (the server trims the description).
        onSuccess: ({ platform: saved }) => form.reset({ game: saved.game, deviceType: saved.deviceType, description: saved.description }),
        onError: (error) => showServerFieldErrors(error, fieldNames, form.setError),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-xl flex-col gap-4">
      <TextField label={platformFormTexts.name} value={platform.name} readOnly hint={platformRules.messages.nameFixed} />
      <PlatformDetailsFields form={form} />
      {mutation.isError ? <Alert tone="error">{saveErrorMessage(mutation.error)}</Alert> : null}
      {mutation.isSuccess ? (
        <Alert tone="success">
          {texts.saved}{" "}
          <Link to={paths.platform.href(mutation.data.platform.slug)} className="font-semibold underline">
            {texts.toPlatform}
          </Link>
        </Alert>
      ) : null}
      <Button
        type="submit"
        aria-disabled={mutation.isPending}
        className="w-full aria-disabled:cursor-wait aria-disabled:bg-indigo-400 sm:w-auto sm:self-start"
      >
        {mutation.isPending ? texts.saving : texts.save}
      </Button>
    </form>
  );
}

/** Part 1 §2 /platformlar/{platformId}/duzenle: login required (the router guards it), owner only. */
export function PlatformEditPage() {
  const { platformId = "" } = useParams();
  const { user } = useSession();
  const query = usePlatformById(platformId);

  const editable = query.data !== undefined && platformsPolicy.canEdit(actorOf(user), { ownerId: query.data.owner._id });
  let content;
  if (query.isPending) {
    content = <Spinner label={commonTexts.loading} />;
  } else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403) content = <Refused message={texts.notOwner} />;
    else if (status === 404) content = <Refused message={texts.notFound} />;
    else content = <Alert tone="error">{platformPageTexts.loadFailed}</Alert>;
  } else if (!editable) {
    content = <Refused message={texts.notOwner} />;
  } else {
    content = (
      <div className="flex flex-col gap-8">
        <PlatformImageEditor platform={query.data} />
        <EditForm key={query.data._id} platform={query.data} />
        <DeletePlatformSection platform={query.data} />
      </div>
    );
  }

  return (
    <Page heading={texts.title} intro={editable ? texts.intro : undefined}>
      <PageTitle title={texts.title} />
      {content}
    </Page>
  );
}
