import type { RouteObject } from "react-router";
import { AboutPage } from "../features/static-pages/about-page.tsx";
import { ContactPage } from "../features/static-pages/contact-page.tsx";
import { PrivacyPage } from "../features/static-pages/privacy-page.tsx";
import { TermsPage } from "../features/static-pages/terms-page.tsx";
import { LoginPage } from "../features/auth/login-page.tsx";
import { RegisterPage } from "../features/auth/register-page.tsx";
import { GamePage } from "../features/games/game-page.tsx";
import { HomePage } from "../features/home/home-page.tsx";
import { PlatformDetailPage } from "../features/platforms/platform-detail-page.tsx";
import { PlatformEditPage } from "../features/platforms/platform-edit-page.tsx";
import { PlatformsPage } from "../features/platforms/platforms-page.tsx";
import { ProfilePage } from "../features/profile/profile-page.tsx";
import { TournamentDetailPage } from "../features/tournaments/tournament-detail-page.tsx";
import { TournamentsPage } from "../features/tournaments/tournaments-page.tsx";
import { paths } from "../lib/paths.ts";
import { NotFoundView } from "../ui/not-found-view.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { GuestOnly } from "./routing/guest-only.tsx";
import { RequireSession } from "./routing/require-session.tsx";
import { RouteError } from "./routing/route-error.tsx";
import { TournamentShareRedirect } from "./routing/tournament-share-redirect.tsx";

/** The route table of part 1 §2, every page inside the layout. Shared by the app and the tests. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout, so header and navigation survive a broken page.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.login.pattern, element: <LoginPage /> },
              { path: paths.register.pattern, element: <RegisterPage /> },
            ],
          },
          { path: paths.tournaments.pattern, element: <TournamentsPage /> },
          { path: paths.tournament.pattern, element: <TournamentDetailPage /> },
          { path: paths.tournamentShare.pattern, element: <TournamentShareRedirect /> },
          { path: paths.platforms.pattern, element: <PlatformsPage /> },
          { path: paths.platform.pattern, element: <PlatformDetailPage /> },
          {
            element: <RequireSession />,
            children: [
              { path: paths.platformEdit.pattern, element: <PlatformEditPage /> },
              { path: paths.ownProfile.pattern, element: <ProfilePage /> },
            ],
          },
          { path: paths.profile.pattern, element: <ProfilePage /> },
          { path: paths.game.pattern, element: <GamePage /> },
          { path: paths.about.pattern, element: <AboutPage /> },
          { path: paths.privacy.pattern, element: <PrivacyPage /> },
          { path: paths.terms.pattern, element: <TermsPage /> },
          { path: paths.contact.pattern, element: <ContactPage /> },
          { path: "*", element: <NotFoundView /> },
        ],
      },
    ],
  },
];
