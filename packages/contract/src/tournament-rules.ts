/**
 * Part 2 §5 and §9, with our texts where the spec gives none (docs/decisions.md). The engine's own
 * rules (counts, match type, groups, seeds, scores) answer with its messages: the schemas only
 * check that a value has a shape the engine can read, so that its wording reaches the person.
 *
 * This module has no zod in it, so a form whose page cannot carry zod (the platform manager's
 * wizards, docs/architecture.md "Form") checks with the very rules and sentences the server's
 * schemas in tournaments.ts use.
 */
import { normalizeLine, textProblem, visibleLength } from "./text.ts";

/**
 * Issue 25: who enters a match's score. 'players': the two players report and the opponent
 * confirms (or the organiser decides); 'organizer': the organiser alone, as the spec describes.
 */
export const RESULT_ENTRIES = ["players", "organizer"] as const;
export type ResultEntry = (typeof RESULT_ENTRIES)[number];

export const tournamentRules = {
  nameMinLength: 3,
  nameMaxLength: 80,
  /** Ours: a double league of 128 is 16,256 matches; more would not be played in a community. */
  maxParticipants: 128,
  /** Issue 25: a round's days, when the tournament has deadlines. */
  roundDays: { min: 1, max: 60 },
  messages: {
    nameRequired: "Turnuva adı boş bırakılamaz.",
    nameTooShort: "Turnuva adı en az 3 karakter olmalıdır.",
    nameTooLong: "Turnuva adı en fazla 80 karakter olabilir.",
    platformRequired: "Lütfen bir platform seçin.",
    systemInvalid: "Bilinmeyen turnuva sistemi.",
    systemMismatch: "Bu adres yalnızca kendi turnuva sistemini oluşturur.",
    participantsInvalid: "Katılımcı listesi geçersiz.",
    participantsTooMany: "Bir turnuvada en fazla 128 katılımcı olabilir.",
    numberInvalid: "Bu alan bir tam sayı olmalıdır.",
    matchTypeInvalid: "Maç türü tek maç (single) veya rövanşlı (double) olmalıdır.",
    bestOfInvalid: "Seri uzunluğu 3 veya 5 olmalıdır.",
    scoreInvalid: "Geçersiz skor formatı!",
    statusInvalid: "Turnuva bu istekle yalnızca duraklatılabilir (status: paused).",
    nothingToChange: "Değiştirilecek bir bilgi gönderilmedi.",
    groupTabInvalid: "Geçersiz grup sekmesi.",
    resultEntryInvalid: "Skorları kimin gireceği geçersiz: oyuncular (players) ya da organizatör (organizer).",
    roundDaysInvalid: "Bir turun süresi 1 ile 60 gün arasında bir tam sayı olmalıdır.",
    // Issue 28: the order of teams level on points, chosen for a league or a group stage.
    tiebreakersInvalid: "Eşitlik kuralı averaj (overall) ya da ikili averaj (headToHead) olmalıdır.",
    tiebreakersNotAllowed: "Eşitlik kuralı yalnızca lig ve grup turnuvalarında seçilebilir.",
    // Issue 28: one match per knockout tie (the spec's) or two legs, and the same for the final.
    legsInvalid: "Eleme turlarında eşleşme başına maç sayısı 1 ya da 2 olmalıdır.",
    legsNotAllowed: "Rövanşlı eleme turları yalnızca eleme, grup ve İsviçre turnuvalarında seçilebilir.",
    // Issue 29: the options of double elimination and Swiss, each on its own system only.
    grandFinalResetInvalid: "Büyük final tekrarı seçimi evet (true) ya da hayır (false) olmalıdır.",
    grandFinalResetNotAllowed: "Büyük final tekrarı yalnızca çift eleme turnuvalarında seçilebilir.",
    swissNotAllowed: "Tur sayısı ve İsviçre sonrası eleme yalnızca İsviçre turnuvalarında seçilebilir.",
    knockoutSizeInvalid: "İsviçre sonrası elemeye çıkacak oyuncu sayısı 0, 2, 4, 8 ya da 16 olmalıdır.",
  },
} as const;

/**
 * The create and rename `name` rule, on the name as it will be stored (text.ts): at least 3
 * characters a person sees, at most 80 code points.
 */
export function tournamentNameProblem(value: string): string | null {
  const broken = textProblem(value);
  if (broken) return broken;
  const name = normalizeLine(value);
  const m = tournamentRules.messages;
  if (name.length === 0) return m.nameRequired;
  if (visibleLength(name) < tournamentRules.nameMinLength) return m.nameTooShort;
  if ([...name].length > tournamentRules.nameMaxLength) return m.nameTooLong;
  return null;
}
