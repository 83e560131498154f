import { comparisonProblem } from "@turnuva/contract/comparison-rules";
import { useForm, useWatch, type Resolver, type ResolverResult } from "react-hook-form";
import { useState } from "react";
import { usePlatformMembers } from "@/lib/platforms/get-platform-members.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { profileTexts } from "@/texts/profile.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { useComparison, type ComparedPair } from "@/features/profile/api/compare-users.ts";
import { failureMessage } from "@/features/profile/section-body.tsx";
import { ComparisonResult } from "./comparison-result.tsx";
import { MemberChoice } from "./member-choice.tsx";

const texts = profileTexts.compare;

interface CompareForm {
  userId1: string;
  userId2: string;
  everywhere: boolean;
}

// Part 1 §5, the contract's own rule (the server's words): two players, and not the same one twice.
const compareResolver: Resolver<CompareForm> = (values) => {
  const problem = comparisonProblem(values.userId1, values.userId2);
  const result: ResolverResult<CompareForm> =
    problem === null ? { values, errors: {} } : { values: {}, errors: { userId2: { type: "rule", message: problem } } };
  return result;
};

const samePair = (a: ComparedPair | null, b: ComparedPair) =>
  a !== null && a.userId1 === b.userId1 && a.userId2 === b.userId2 && a.platformId === b.platformId;

/**
 * Part 1 §2 tab 3 'Karşılaştır/Üyeler': two of the platform's members head to head, over this
 * platform's tournaments or (ticked) every tournament the two played. The rules are checked before
 * asking; 'Karşılaştır' is disabled while the pair on screen is the one chosen (part 1 §2).
 */
export function CompareMembers({ platformId }: { platformId: string }) {
  const members = usePlatformMembers(platformId);
  const [pair, setPair] = useState<ComparedPair | null>(null);
  const comparison = useComparison(pair);
  const form = useForm<CompareForm>({ defaultValues: { userId1: "", userId2: "", everywhere: false }, resolver: compareResolver });
  const [userId1, userId2, everywhere] = useWatch({ control: form.control, name: ["userId1", "userId2", "everywhere"] });
  const chosen: ComparedPair = { userId1, userId2, platformId: everywhere ? null : platformId };
  const alreadyShown = samePair(pair, chosen);
  const problem = form.formState.errors.userId2?.message;

  if (members.isPending) return <Spinner label={commonTexts.loading} />;
  if (members.data === undefined) {
    return (
      <RetryAlert onRetry={() => void members.refetch()}>
        <p>{platformManagerTexts.members.loadFailed}</p>
      </RetryAlert>
    );
  }
  const username = (id: string) => members.data.find((member) => member._id === id)?.username ?? commonTexts.unknownPerson;

  const submit = form.handleSubmit((values) =>
    setPair({ userId1: values.userId1, userId2: values.userId2, platformId: values.everywhere ? null : platformId }),
  );

  return (
    <section aria-labelledby="uyeleri-karsilastir" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="uyeleri-karsilastir" className="text-xl font-bold text-slate-900">
        {texts.heading}
      </h2>
      <p className="mt-1 text-slate-600">{texts.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {(["userId1", "userId2"] as const).map((name) => (
            <MemberChoice
              key={name}
              label={name === "userId1" ? texts.first : texts.second}
              members={members.data}
              value={name === "userId1" ? userId1 : userId2}
              registration={form.register(name, { onChange: () => form.clearErrors("userId2") })}
            />
          ))}
        </div>
        <label className="mt-4 flex items-center gap-2 text-slate-800">
          <input type="checkbox" {...form.register("everywhere")} className="size-4" />
          {texts.everywhere}
        </label>
        {problem ? (
          <Alert tone="error" className="mt-4">
            <p>{problem}</p>
          </Alert>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={alreadyShown || comparison.isFetching}>
            {comparison.isFetching ? commonTexts.loading : texts.submit}
          </Button>
          {alreadyShown && comparison.data ? <p className="text-sm text-slate-600">{texts.sameAsShown}</p> : null}
        </div>
      </form>
      {comparison.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{texts.failed(failureMessage(comparison.error))}</p>
        </Alert>
      ) : null}
      {pair && comparison.data ? (
        <ComparisonResult comparison={comparison.data} player1={username(pair.userId1)} player2={username(pair.userId2)} />
      ) : null}
    </section>
  );
}
