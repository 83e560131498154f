// Issue 28: the score forms' rules for a two-legged tie (the engine's legs.ts, checked before
// sending): a first leg's draw stands and asks for no shoot-out; a second leg asks for one exactly
// when the aggregate is level, and refuses a level aggregate without it in the engine's words.
import { describe, expect, it } from "vitest";
import { checkResult, needsShootout, type ResultRule } from "@/features/tournaments/manage/play/score-rules.ts";

const single: ResultRule = { stage: "elimination" };
const firstLeg: ResultRule = { stage: "elimination", leg: "first" };
// Leg 1 ended 2–1 to its home side, who are leg 2's away side.
const secondLeg: ResultRule = { stage: "elimination", leg: { homeScore: 2, awayScore: 1 } };
const noClubs: [string, string] = ["", ""];

describe("a tie's legs", () => {
  it("a first leg: a draw stands, no shoot-out asked for", () => {
    expect(needsShootout(firstLeg, "1", "1")).toBe(false);
    expect(checkResult(firstLeg, "1", "1", null, noClubs)).toEqual({ ok: true, result: { homeScore: 1, awayScore: 1 } });
    // One match alone keeps the spec's refusal.
    expect(needsShootout(single, "1", "1")).toBe(true);
    expect(checkResult(single, "1", "1", null, noClubs)).toEqual({ ok: false, message: "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin." });
  });

  it("a second leg: a shoot-out exactly when the aggregate is level, whatever the day's score", () => {
    expect(needsShootout(secondLeg, "2", "1")).toBe(true); // 3–3
    expect(needsShootout(secondLeg, "1", "0")).toBe(true); // 2–2
    expect(needsShootout(secondLeg, "1", "1")).toBe(false); // 3–2: a draw on the day decides the tie
    expect(needsShootout(secondLeg, "3", "0")).toBe(false); // 2–4
    expect(checkResult(secondLeg, "1", "1", null, noClubs)).toEqual({ ok: true, result: { homeScore: 1, awayScore: 1 } });
    expect(checkResult(secondLeg, "2", "1", ["", ""], noClubs)).toEqual({ ok: false, message: "Toplam berabere: penaltıları da girin." });
    expect(checkResult(secondLeg, "2", "1", ["5", "4"], noClubs)).toEqual({
      ok: true,
      result: { homeScore: 2, awayScore: 1, homePenalties: 5, awayPenalties: 4 },
    });
  });
});
