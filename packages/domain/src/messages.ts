import { STEP_MESSAGES } from "./step-messages.ts";

// Every message the engine can give, by machine code. Texts quoted in spec part 2 section 5 are
// verbatim; the ones marked "ours" fill gaps the spec left (docs/decisions.md).
export const MESSAGES = {
  // Spec part 2, section 5: a step that cannot be taken yet (step-messages.ts).
  ...STEP_MESSAGES,
  // Spec part 2, section 5.
  SCORE_FORMAT_INVALID: "Geçersiz skor formatı!",
  // One sentence of the spec for two situations; two codes, so the server can answer a missing
  // score with 400 and an already confirmed match with 409 (contract/domain-errors.ts).
  SCORE_MISSING: "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
  MATCH_ALREADY_CONFIRMED: "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
  SCORE_DRAW_NOT_ALLOWED: "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
  SCORE_CANCEL_UNAVAILABLE: "Skor iptal edilemiyor. Maç onaylanmamış.",
  GROUP_DETAILS_REQUIRED: "Lütfen tüm turnuva detaylarını (maç türü, çıkacak takım sayısı vb.) doldurun.",
  GROUP_ASSIGNMENT_INCOMPLETE: "Lütfen tüm katılımcıları bir gruba atayın.",
  KNOCKOUT_TEAM_COUNT_INVALID: "Eleme turu için geçersiz sayıda takım ({count}). Beklenen: {expected} (çift sayı).",
  ELIMINATION_COUNT_MISMATCH: "Lütfen doğru sayıda katılımcı seçin.",
  ELIMINATION_INVALID_PARTICIPANTS: "Fikstür oluşturulamadı: Geçersiz katılımcı listesi.",
  CHALLENGE_FIELDS_REQUIRED: "Lütfen tüm alanları doldurun.",
  CHALLENGE_SCORES_REQUIRED: "Lütfen her iki takım için de skor girin.",
  CHALLENGE_DRAW_NOT_ALLOWED: "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.",
  PODIUM_FINAL_MISSING: "Sonuçlar hesaplanırken bir hata oluştu. Final maçı skorlarını kontrol edin.",
  // Ours.
  PARTICIPANTS_TOO_FEW: "En az 2 katılımcı gereklidir.",
  PARTICIPANT_COUNT_MISMATCH: "Lütfen doğru sayıda katılımcı seçin.",
  PARTICIPANT_DUPLICATE: "Aynı katılımcı birden fazla kez seçilemez.",
  SEED_NOT_PARTICIPANT: "Seri başı yalnızca seçilen katılımcılar arasından olabilir.",
  MATCH_TYPE_REQUIRED: "Lütfen maç türünü seçin.",
  // Issue 25: a group of one plays no match, and its player would reach the knockout unplayed.
  GROUP_COUNT_TOO_LARGE: "Her grupta en az 2 oyuncu olmalıdır: {count} katılımcıyla en fazla {max} grup kurulabilir.",
  GROUP_EMPTY: "Her grupta en az 2 katılımcı olmalıdır.",
  TEAMS_ADVANCING_OUT_OF_RANGE: "Gruptan çıkacak takım sayısı 1 ile {max} arasında olmalıdır.",
  CHALLENGE_SAME_PARTICIPANT: "Lütfen iki farklı katılımcı seçin.",
  CHALLENGE_DECIDED: "Meydan okuma sonuçlandı; kalan maçlara skor girilemez.",
  MATCH_NOT_FOUND: "Maç bulunamadı.",
  MATCH_IS_BYE: "Bay geçilen maça skor girilemez.",
  MATCH_LOCKED: "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.",
  ADVANCE_UNAVAILABLE: "Bu aşamada sonraki tura geçilemez.",
  TOURNAMENT_COMPLETED: "Turnuva tamamlandı; artık değişiklik yapılamaz.",
  // Issue 25: only a completed tournament is reopened.
  TOURNAMENT_NOT_COMPLETED: "Yalnızca tamamlanmış bir turnuva yeniden açılabilir.",
  TOURNAMENT_NOT_ACTIVE: "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.",
  TOURNAMENT_ALREADY_PAUSED: "Turnuva zaten duraklatılmış.",
  TOURNAMENT_ALREADY_ACTIVE: "Turnuva zaten devam ediyor.",
  SYSTEM_UNKNOWN: "Bilinmeyen turnuva sistemi.",
  ACTION_UNKNOWN: "Bilinmeyen işlem.",
  // Issue 28: a knockout match level after play is decided by a penalty shoot-out.
  PENALTIES_NOT_ALLOWED: "Penaltılar yalnızca berabere biten eleme maçlarında girilir.",
  PENALTIES_MISSING: "Lütfen her iki taraf için de penaltı skorunu girin.",
  PENALTIES_FORMAT_INVALID: "Geçersiz penaltı skoru formatı!",
  PENALTIES_DRAW: "Penaltı atışlarında bir kazanan olmalı.",
  // Issue 28, two-legged ties: leg 2 after leg 1, a level aggregate goes to penalties on leg 2.
  LEG_ONE_OPEN: "Önce ilk maçın skorunu onaylayın.",
  LEG_TWO_CONFIRMED: "Önce rövanşın skorunu iptal edin.",
  AGGREGATE_LEVEL: "Toplam berabere: penaltıları da girin.",
  PENALTIES_AGGREGATE_NOT_LEVEL: "Toplam berabere değilse penaltı girilmez.",
  // A walkover on leg 1 decides the tie: its leg 2 is not played.
  LEG_NOT_NEEDED: "Bu maç oynanmayacak: eşleşme ilk maçta hükmen sonuçlandı.",
  // Input of a shape no rule can read (src/input.ts).
  INPUT_INVALID: "Turnuva bilgileri geçersiz.",
  // Issue 29, Swiss: the settings (rounds, the knockout after them) and finishing before the last round.
  SWISS_ROUNDS_OUT_OF_RANGE: "Tur sayısı 1 ile {max} arasında olmalıdır.",
  SWISS_KNOCKOUT_SIZE_INVALID: "Eleme turuna çıkacak oyuncu sayısı 0, 2, 4, 8 veya 16 olmalıdır.",
  SWISS_KNOCKOUT_TOO_LARGE: "Eleme turuna en fazla katılımcı sayısı ({count}) kadar oyuncu çıkabilir.",
  SWISS_LEGS_WITHOUT_KNOCKOUT: "Çift maçlı eşleşmeler yalnızca eleme turu olan bir turnuvada seçilebilir.",
  // Issue 29, double elimination: with two players it would be a best of three (the challenge).
  DOUBLE_ELIMINATION_TOO_FEW: "Çift eleme için en az 3 katılımcı gereklidir.",
} as const;

/** Named apart from the contract's `ErrorCode` (HTTP codes), which maps each of these to a status. */
export type DomainErrorCode = keyof typeof MESSAGES;
