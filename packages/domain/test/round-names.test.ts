import { describe, expect, it } from "vitest";
import { bracketSize, knockoutRoundName, roundCount, roundName, roundNames } from "../src/index.ts";

describe("round names (section 2, elimination wizard)", () => {
  const expected = (n: number): string[] => {
    if (n === 2) return ["Final"];
    if (n <= 4) return ["Yarı Final", "Final"];
    if (n <= 8) return ["Çeyrek Final", "Yarı Final", "Final"];
    if (n <= 16) return ["Son 16", "Çeyrek Final", "Yarı Final", "Final"];
    if (n <= 32) return ["Son 32", "Son 16", "Çeyrek Final", "Yarı Final", "Final"];
    return ["Son 64", "Son 32", "Son 16", "Çeyrek Final", "Yarı Final", "Final"];
  };

  for (let n = 2; n <= 64; n++) {
    it(`names the rounds of ${n} participants`, () => {
      expect(roundNames(n)).toEqual(expected(n));
      expect(roundCount(n)).toBe(Math.ceil(Math.log2(n)));
    });
  }

  it("falls back to '{n}. Tur' for a round smaller than 4 that is not among the last three", () => {
    // Only reachable with an inconsistent total; the rule is kept as the spec states it.
    expect(roundName(1, 5)).toBe("Son 32");
    expect(roundName(2, 1)).toBe("2. Tur");
  });

  it("sizes the bracket to the next power of two", () => {
    expect([2, 3, 5, 6, 8, 9, 64, 65].map(bracketSize)).toEqual([2, 4, 8, 8, 8, 16, 64, 128]);
  });

  it("labels group knockout rounds 'Son N' by their slots (section 4)", () => {
    expect(knockoutRoundName(4)).toBe("Son 8");
    expect(knockoutRoundName(2)).toBe("Son 4");
  });
});
