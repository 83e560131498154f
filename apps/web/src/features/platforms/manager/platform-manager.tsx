import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { lazyNamed } from "../../../lib/lazy-named.ts";
import type { User } from "@turnuva/contract";
import { commonTexts } from "../../../texts/common.ts";
import { platformManagerTexts } from "../../../texts/platform-manager.ts";
import { Page } from "../../../ui/page.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { CreatePlatformSection } from "./create-platform-section.tsx";
import { InvitationsList } from "./invitations-list.tsx";
import { MyPlatformsColumn } from "./my-platforms-column.tsx";
import { Spinner } from "../../../ui/spinner.tsx";

// A selected platform's tabs are a face of their own (Radix's tabs and the member grid), so the
// two columns, and the dialogs opened from them, do not carry them.
const PlatformTabs = lazyNamed(() => import("./platform-tabs.tsx"), "PlatformTabs");

/**
 * Part 1 §2 /platformlar signed in: without a selected platform two columns ('Platformlarım'; the
 * creation form and the invitations), stacked on a phone; with `?platformId=` that platform's tabs.
 */
export function PlatformManager({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const platformId = searchParams.get("platformId");

  if (platformId) {
    return (
      <Suspense fallback={<Spinner label={commonTexts.loading} />}>
        <PlatformTabs key={platformId} platformId={platformId} />
      </Suspense>
    );
  }

  return (
    <Page heading={commonTexts.places.platforms} intro={platformManagerTexts.intro}>
      <PageTitle title={commonTexts.places.myPlatforms} />
      <div className="grid items-start gap-10 md:grid-cols-2 md:gap-8">
        <MyPlatformsColumn user={user} />
        <div className="flex flex-col gap-10">
          <CreatePlatformSection />
          <InvitationsList />
        </div>
      </div>
    </Page>
  );
}
