import { describe, expect, it } from "vitest";
import { createTournament, DomainError, drawAllowed, MESSAGES, parseScore, validateScores, type Random } from "../src/index.ts";
import { expectError } from "./helpers.ts";

function thrown(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

describe("parseScore (section 5: integers, minimum 0, empty means none)", () => {
  it.each([
    [0, 0],
    [7, 7],
    ["3", 3],
    [" 12 ", 12],
    [99, 99],
    ["99", 99],
    [-0, 0],
    ["-0", 0],
  ])("accepts %j as %d", (input, expected) => expect(Object.is(parseScore(input), expected)).toBe(true));

  it.each([[null], [undefined], [""], ["   "]])("reads %j as empty", (input) => expect(parseScore(input)).toBeNull());

  it.each([
    [-1],
    [1.5],
    [Number.NaN],
    [Infinity],
    ["abc"],
    ["-2"],
    ["1.0"],
    ["2e3"],
    [true],
    [{}],
    [100],
    ["100"],
    [1e20],
    [Number.MAX_SAFE_INTEGER],
  ])("rejects %j with 'Geçersiz skor formatı!'", (input) => {
    expectError(
      thrown(() => parseScore(input)),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
  });
});

describe("validateScores", () => {
  it("needs both scores", () => {
    expectError(
      thrown(() => validateScores("league", 1, "")),
      "SCORE_MISSING",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
    expectError(
      thrown(() => validateScores("group", null, 2)),
      "SCORE_MISSING",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
  });

  it("refuses a malformed score on either side", () => {
    expectError(
      thrown(() => validateScores("league", 1, "x")),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
    expectError(
      thrown(() => validateScores("league", "x", 1)),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
    expectError(
      thrown(() => validateScores("elimination", 2, 1.5)),
      "SCORE_FORMAT_INVALID",
      "Geçersiz skor formatı!",
    );
  });

  it("reports a missing score before a malformed one", () => {
    expect(thrown(() => validateScores("league", "x", null)).code).toBe("SCORE_MISSING");
    expect(thrown(() => validateScores("league", "x", 1)).code).toBe("SCORE_FORMAT_INVALID");
  });

  it("allows draws in league and group stage", () => {
    expect(validateScores("league", 1, 1)).toEqual([1, 1]);
    expect(validateScores("group", "0", "0")).toEqual([0, 0]);
    expect(drawAllowed("league") && drawAllowed("group")).toBe(true);
  });

  it.each([["knockout"], ["elimination"], ["final"], ["thirdPlace"]] as const)("rejects a draw in %s", (stage) => {
    expect(drawAllowed(stage)).toBe(false);
    expectError(
      thrown(() => validateScores(stage, 2, 2)),
      "SCORE_DRAW_NOT_ALLOWED",
      "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    );
  });

  it("speaks the challenge's own words", () => {
    expectError(
      thrown(() => validateScores("challenge", 1, null)),
      "CHALLENGE_SCORES_REQUIRED",
      "Lütfen her iki takım için de skor girin.",
    );
    expectError(
      thrown(() => validateScores("challenge", 1, 1)),
      "CHALLENGE_DRAW_NOT_ALLOWED",
      "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.",
    );
    expect(validateScores("challenge", 3, 1)).toEqual([3, 1]);
  });

  it("keeps the catalogue's texts in the error", () => {
    const error = thrown(() => parseScore("?"));
    expect(error.message).toBe(MESSAGES.SCORE_FORMAT_INVALID);
    expect(error.toJSON()).toEqual({ code: "SCORE_FORMAT_INVALID", message: "Geçersiz skor formatı!" });
  });
});

describe("DomainError", () => {
  it("fills the message's placeholders from its parameters and names itself", () => {
    const error = new DomainError("KNOCKOUT_TEAM_COUNT_INVALID", { count: 3, expected: 2 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.message).toBe("Eleme turu için geçersiz sayıda takım (3). Beklenen: 2 (çift sayı).");
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: "KNOCKOUT_TEAM_COUNT_INVALID",
      message: "Eleme turu için geçersiz sayıda takım (3). Beklenen: 2 (çift sayı).",
    });
  });

  it("leaves a placeholder without a parameter as it is, rather than writing 'undefined'", () => {
    expect(new DomainError("TEAMS_ADVANCING_OUT_OF_RANGE").message).toBe("Gruptan çıkacak takım sayısı 1 ile {max} arasında olmalıdır.");
    expect(new DomainError("KNOCKOUT_TEAM_COUNT_INVALID", { count: 1 }).message).toBe(
      "Eleme turu için geçersiz sayıda takım (1). Beklenen: {expected} (çift sayı).",
    );
  });

  it("is a rule's answer only: any other failure inside an action propagates as the bug it is", () => {
    const broken: Random = {
      next: () => {
        throw new TypeError("no random source");
      },
    };
    expect(() =>
      createTournament(
        {
          system: "league",
          participants: [
            { id: "a", username: "a" },
            { id: "b", username: "b" },
          ],
          matchType: "single",
        },
        broken,
      ),
    ).toThrow(TypeError);
  });
});
