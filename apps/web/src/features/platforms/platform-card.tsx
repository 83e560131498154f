import { Link } from "react-router";
import type { Platform } from "@turnuva/contract";
import { paths } from "@/lib/paths.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { gameLabel, playAreaLabel, userLabel } from "./labels.ts";
import { PlatformImage } from "./platform-image.tsx";

/**
 * The shared platform card (part 1 §2): image, name, founder, member count, tournament count,
 * game, play area and 'Platformu Görüntüle →'. The whole card is one link to the detail page.
 * Its grid's item must have min-w-0 (as the lists' do): a long one-word name is then cut short
 * (whole in the link's name and in its title) instead of widening the page on a phone.
 */
export function PlatformCard({ platform }: { platform: Platform }) {
  return (
    <Link
      to={paths.platform.href(platform.slug)}
      className="flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <PlatformImage name={platform.name} image={platform.platformImage} />
        <div className="min-w-0 flex-1">
          <h3 title={platform.name} className="truncate text-lg font-bold text-slate-900">
            {platform.name}
          </h3>
          <p className="truncate text-sm text-slate-600">
            {platformTexts.card.founder}: {userLabel(platform.owner.username)}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{platformTexts.card.game}</dt>
        <dd className="text-right font-medium text-slate-900">{gameLabel(platform.game)}</dd>
        <dt className="text-slate-500">{platformTexts.card.playArea}</dt>
        <dd className="text-right font-medium text-slate-900">{playAreaLabel(platform.deviceType)}</dd>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {platformTexts.card.members(platform.memberCount)} · {platformTexts.card.tournaments(platform.tournamentCount)}
      </p>
      <span className="mt-auto pt-4 font-semibold text-indigo-700">{platformTexts.card.view}</span>
    </Link>
  );
}
