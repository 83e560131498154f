import { useRoutes, type RouteObject } from "react-router";
import { HomePage } from "@/features/home/home-page.tsx";
import { paths } from "@/lib/paths.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { GuestOnly } from "./routing/guest-only.tsx";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { RequireSession } from "./routing/require-session.tsx";
import { TournamentShareRedirect } from "./routing/tournament-share-redirect.tsx";

// Every page loads with its route (RootLayout suspends on it); the layout and guards are the shell.
// The home page is the exception: it is where most visits start, so its choice of face comes with
// the shell and starts loading the face at once (features/home/home-page.tsx).
const LoginPage = lazyNamed(() => import("@/features/auth/login-page.tsx"), "LoginPage");
const RegisterPage = lazyNamed(() => import("@/features/auth/register-page.tsx"), "RegisterPage");
const ForgotPasswordPage = lazyNamed(() => import("@/features/auth/forgot-password-page.tsx"), "ForgotPasswordPage");
const ResetPasswordPage = lazyNamed(() => import("@/features/auth/reset-password-page.tsx"), "ResetPasswordPage");
const TournamentsPage = lazyNamed(() => import("@/features/tournaments/tournaments-page.tsx"), "TournamentsPage");
const TournamentDetailPage = lazyNamed(() => import("@/features/tournaments/tournament-detail-page.tsx"), "TournamentDetailPage");
const PlatformsPage = lazyNamed(() => import("@/features/platforms/platforms-page.tsx"), "PlatformsPage");
const PlatformDetailPage = lazyNamed(() => import("@/features/platforms/platform-detail-page.tsx"), "PlatformDetailPage");
const PlatformEditPage = lazyNamed(() => import("@/features/platforms/platform-edit-page.tsx"), "PlatformEditPage");
const ProfilePage = lazyNamed(() => import("@/features/profile/profile-page.tsx"), "ProfilePage");
const GamePage = lazyNamed(() => import("@/features/platforms/game-page.tsx"), "GamePage");
const AboutPage = lazyNamed(() => import("@/features/static-pages/about-page.tsx"), "AboutPage");
const PrivacyPage = lazyNamed(() => import("@/features/static-pages/privacy-page.tsx"), "PrivacyPage");
const TermsPage = lazyNamed(() => import("@/features/static-pages/terms-page.tsx"), "TermsPage");
const ContactPage = lazyNamed(() => import("@/features/static-pages/contact-page.tsx"), "ContactPage");
const NotFoundPage = lazyNamed(() => import("@/ui/not-found-view.tsx"), "NotFoundView");

/** The route table of part 1 §2, every page inside the layout. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login.pattern, element: <LoginPage /> },
          { path: paths.register.pattern, element: <RegisterPage /> },
          { path: paths.forgotPassword.pattern, element: <ForgotPasswordPage /> },
        ],
      },
      // Not for guests only: a reset link opened where someone is signed in still sets the password.
      { path: paths.resetPassword.pattern, element: <ResetPasswordPage /> },
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
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
