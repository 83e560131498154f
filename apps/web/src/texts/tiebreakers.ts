import type { StandingRow, Tournament } from "@turnuva/contract/tournaments";

type Rule = NonNullable<Tournament["tiebreakers"]>;
type Reason = Exclude<NonNullable<StandingRow["separatedBy"]>, "points" | "name">;

/**
 * Issue 28: how a league or group table orders players level on points, as the wizards offer it
 * and as the standings say which rule separated two of them.
 */
export const tiebreakerTexts = {
  legend: "Puanları eşit olanlar nasıl sıralansın?",
  choices: {
    overall: { label: "Eşitlikte: Averaj", hint: "Önce genel averaj, sonra atılan gol; hepsi eşitse isim sırası." },
    headToHead: {
      label: "Eşitlikte: İkili averaj",
      hint: "Önce aralarındaki maçlar (puan, averaj, atılan gol), sonra genel averaj ve atılan gol.",
    },
  } satisfies Record<Rule, { label: string; hint: string }>,
  /** Under a table: the rule it was made with. */
  rule: {
    overall: "Eşitlikte: Averaj (genel averaj, sonra atılan gol)",
    headToHead: "Eşitlikte: İkili averaj (aralarındaki maçlar)",
  } satisfies Record<Rule, string>,
  /** What separated two players level on points, in the footnote's sentence. */
  reasons: {
    headToHeadPoints: "aralarındaki maçlarda aldıkları puan",
    headToHeadGoalDifference: "aralarındaki maçların averajı",
    headToHeadGoalsFor: "aralarındaki maçlarda attıkları gol",
    goalDifference: "genel averaj",
    goalsFor: "atılan gol sayısı",
  } satisfies Record<Reason, string>,
  footnote: (below: string, above: string, reason: string) => `${below}, ${above} ile puanda eşit; ${reason} ayırdı.`,
  /** Said plainly: the alphabet, not football, put one above the other. */
  nameOnly: (below: string, above: string) => `${below} ile ${above} her ölçütte eşit; yalnızca isim sırası ayırdı.`,
  footnotes: "Eşitlik notları",
} as const;
