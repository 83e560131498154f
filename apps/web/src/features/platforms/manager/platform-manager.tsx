import { useSearchParams } from "react-router";
import type { User } from "@turnuva/contract";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { CreatePlatformSection } from "./create-platform-section.tsx";
import { InvitationsList } from "./invitations-list.tsx";
import { LazyPartView, lazyPart } from "./lazy-part.tsx";
import { MyPlatformsColumn } from "./my-platforms-column.tsx";
import { SelectedFrame } from "./selected-frame.tsx";
import { Spinner } from "@/ui/spinner.tsx";

// A selected platform's tabs are a face of their own (Radix's tabs and the member grid), so the
// two columns, and the dialogs opened from them, do not carry them.
const platformTabs = lazyPart(() => import("./platform-tabs.tsx"), "PlatformTabs");

/**
 * Part 1 §2 /platformlar signed in: without a selected platform two columns ('Platformlarım'; the
 * creation form and the invitations), stacked on a phone; with `?platformId=` that platform's tabs.
 */
export function PlatformManager({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const platformId = searchParams.get("platformId");

  if (platformId) {
    return (
      <LazyPartView
        part={platformTabs}
        loading={<Spinner label={commonTexts.loading} />}
        frame={(failure) => (
          <SelectedFrame>
            <div className="mt-6">{failure}</div>
          </SelectedFrame>
        )}
      >
        {(PlatformTabs) => <PlatformTabs key={platformId} platformId={platformId} />}
      </LazyPartView>
    );
  }

  return (
    <Page heading={commonTexts.places.platforms} intro={platformManagerTexts.intro}>
      <PageTitle title={commonTexts.places.myPlatforms} />
      {/* Explicit columns and min-w-0 items: a grid item is otherwise as wide as its longest word
          (a platform's name), and at 360 px the page would scroll sideways. */}
      <div className="grid grid-cols-1 items-start gap-10 md:grid-cols-2 md:gap-8">
        <MyPlatformsColumn user={user} className="min-w-0" />
        <div className="flex min-w-0 flex-col gap-10">
          <CreatePlatformSection />
          <InvitationsList />
        </div>
      </div>
    </Page>
  );
}
