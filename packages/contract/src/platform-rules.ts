/**
 * The platform rules of part 1 §3, §5 and §9 and their exact messages, free of zod: the forms of
 * the pages that cannot carry zod (the edit page, docs/architecture.md "Form") check with these
 * very functions, and platforms.ts's schemas call them, so the form and the server say the same.
 */
import { normalizeLine, normalizeParagraphs, textProblem, visibleLength } from "./text.ts";

/** Part 1 §1 and §3: the games a platform is for. The value is stored and shown as it is. */
export const platformGames = ["eFootball", "EA Sports FC", "Diğer"] as const;
export type PlatformGame = (typeof platformGames)[number];

/**
 * Part 1 §3: the play areas (deviceType) each game allows. 'Diğer' takes the general list, which
 * holds both values the spec names for it (generic_diger and generic_mobil) and lets a community
 * of another game say where it plays (docs/decisions.md).
 */
export const generalPlayAreas = [
  "generic_pc",
  "generic_mobil",
  "generic_konsol",
  "generic_playstation",
  "generic_xbox",
  "generic_nintendo",
  "generic_diger",
] as const;

export const playAreasByGame = {
  eFootball: [
    "efootball_crossplatform",
    "efootball_pc_steam",
    "efootball_ps5",
    "efootball_ps4",
    "efootball_xbox_series",
    "efootball_xbox_one",
    "efootball_mobil",
  ],
  "EA Sports FC": ["fc_crossplatform", "fc_pc_steam", "fc_ps5", "fc_ps4", "fc_xbox_series", "fc_xbox_one", "fc_mobil", "fc_nintendo_switch"],
  Diğer: generalPlayAreas,
} as const satisfies Record<PlatformGame, readonly string[]>;

export type PlayArea = (typeof playAreasByGame)[PlatformGame][number];

export function isPlatformGame(value: unknown): value is PlatformGame {
  return typeof value === "string" && (platformGames as readonly string[]).includes(value);
}

export function isPlayAreaOf(game: PlatformGame, value: unknown): value is PlayArea {
  return typeof value === "string" && (playAreasByGame[game] as readonly string[]).includes(value);
}

/** Part 1 §5 and §9, with the spec's exact messages; the maximum name length is ours. */
export const platformRules = {
  nameMinLength: 3,
  nameMaxLength: 50,
  descriptionMaxLength: 250,
  messages: {
    nameRequired: "Platform adı boş bırakılamaz.",
    nameTooShort: "Platform adı en az 3 karakter olmalıdır.",
    nameTooLong: "Platform adı en fazla 50 karakter olabilir.",
    nameFixed: "Platform adı oluşturulduktan sonra değiştirilemez.",
    gameRequired: "Lütfen bir oyun serisi seçin.",
    playAreaRequired: "Lütfen bir oyun alanı seçin.",
    playAreaNotOfGame: "Seçilen oyun alanı bu oyun serisi için geçerli değil.",
    descriptionTooLong: "Açıklama en fazla 250 karakter olabilir.",
    descriptionNotText: "Açıklama bir metin olmalıdır.",
  },
} as const;

/**
 * The first rule a platform name breaks, or null; checked on the name as it will be stored
 * (text.ts): a name of zero-width spaces is empty, 'ş' in two code points is one character.
 */
export function platformNameProblem(value: string): string | null {
  const m = platformRules.messages;
  const broken = textProblem(value);
  if (broken) return broken;
  const name = normalizeLine(value);
  if (name.length === 0) return m.nameRequired;
  if (visibleLength(name) < platformRules.nameMinLength) return m.nameTooShort;
  if ([...name].length > platformRules.nameMaxLength) return m.nameTooLong;
  return null;
}

/** The first rule a description breaks, or null; on the description as it will be stored. */
export function platformDescriptionProblem(value: string): string | null {
  return (
    textProblem(value) ??
    ([...normalizeParagraphs(value)].length > platformRules.descriptionMaxLength ? platformRules.messages.descriptionTooLong : null)
  );
}

/** The game field: one of the three games (part 1 §5 'Lütfen bir oyun serisi seçin.'). */
export function gameProblem(value: unknown): string | null {
  return isPlatformGame(value) ? null : platformRules.messages.gameRequired;
}

/** The play-area field, read beside the game: required, and one of that game's (part 1 §5). */
export function playAreaProblem(game: unknown, value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0) return platformRules.messages.playAreaRequired;
  if (isPlatformGame(game) && !isPlayAreaOf(game, value)) return platformRules.messages.playAreaNotOfGame;
  return null;
}
