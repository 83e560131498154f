import { describe, expect, it } from "vitest";
import { platformNameProblem, platformRules } from "../src/platforms.ts";
import { normalizeLine, normalizeParagraphs, textMessages, textProblem, visibleLength } from "../src/text.ts";
import { tournamentNameProblem, tournamentRules } from "../src/tournament-rules.ts";

describe("normalizeLine: a name as a person sees it", () => {
  it.each([
    ["  Kadıköy  Ligi  ", "Kadıköy Ligi"],
    ["Kadıköy\nLigi", "Kadıköy Ligi"],
    ["Kadıköy\r\n\tLigi", "Kadıköy Ligi"],
    ["Lig\u200Bi", "Ligi"],
    ["\uFEFFLig", "Lig"],
    ["Lig\u00ADi", "Ligi"],
    ["Lig\u2060i", "Ligi"],
    ["\u200E\u200FLig", "Lig"],
    ["\u3164Lig\u3164", "Lig"],
    ["a\u0007b", "ab"],
    ["s\u0327", "ş"],
    ["\u200D\u200DLig\u200C", "Lig"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeLine(input)).toBe(expected);
  });

  it("keeps the joiners inside an emoji", () => {
    expect(normalizeLine("👨‍👩‍👧")).toBe("👨‍👩‍👧");
    expect(visibleLength("👨‍👩‍👧")).toBe(1);
    expect(visibleLength("ş")).toBe(1);
    expect(visibleLength("s\u0327ab")).toBe(3);
  });
});

describe("normalizeParagraphs: a description keeps its lines", () => {
  it("keeps line breaks, at most one empty line, each line trimmed", () => {
    expect(normalizeParagraphs("  Bir \u200B\r\n\r\n\r\n\r\n  İki\t\tüç  \n")).toBe("Bir\n\nİki üç");
  });
});

describe("textProblem: what cannot be repaired", () => {
  it.each([
    ["a NUL", "Lig\u0000", textMessages.invalidCharacters],
    ["the replacement character of invalid UTF-8", "Lig \uFFFD", textMessages.invalidCharacters],
    ["a lone high surrogate", "Lig \uD83D", textMessages.invalidCharacters],
    ["a lone low surrogate", "\uDE00 Lig", textMessages.invalidCharacters],
    ["a right-to-left override", "abc\u202Egnp.exe", textMessages.directionOverride],
    ["a left-to-right embedding", "\u202Aabc", textMessages.directionOverride],
    ["a first-strong isolate", "\u2068abc\u2069", textMessages.directionOverride],
  ])("refuses %s", (_what, value, message) => {
    expect(textProblem(value)).toBe(message);
  });

  it("takes an emoji (a valid surrogate pair) and Turkish letters", () => {
    expect(textProblem("Kadıköy 😀 Ligi")).toBeNull();
  });
});

describe("the name rules read the normalised name", () => {
  it("platform: invisible is empty, the minimum counts what is seen, the maximum code points", () => {
    const m = platformRules.messages;
    expect(platformNameProblem("\u200B\u200B\u200B")).toBe(m.nameRequired);
    expect(platformNameProblem("a\u200Bb")).toBe(m.nameTooShort);
    expect(platformNameProblem("👨‍👩‍👧a")).toBe(m.nameTooShort);
    expect(platformNameProblem("👨‍👩‍👧ab")).toBeNull();
    expect(platformNameProblem(`${"a".repeat(50)}\u200B`)).toBeNull();
    expect(platformNameProblem("a".repeat(51))).toBe(m.nameTooLong);
    expect(platformNameProblem("abc\u202E")).toBe(textMessages.directionOverride);
  });

  it("tournament: the same", () => {
    const m = tournamentRules.messages;
    expect(tournamentNameProblem(" \n\t ")).toBe(m.nameRequired);
    expect(tournamentNameProblem("ab\u00AD")).toBe(m.nameTooShort);
    expect(tournamentNameProblem("Lig\u0000")).toBe(textMessages.invalidCharacters);
    expect(tournamentNameProblem("Kış Kupası")).toBeNull();
  });
});
