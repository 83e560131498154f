import { describe, expect, it } from "vitest";
import { creationImageProblems, imageFileProblems, imageMessages } from "../src/image-rules.ts";

const MB = 1024 * 1024;
const png = (width: number | null, height: number | null, size = 1000) => ({ type: "image/png", size, width, height });

describe("the uploader's checks (part 1 §5)", () => {
  it("takes a JPG, PNG or WebP of 50 to 8192 px per side and at most 10 MB", () => {
    expect(imageFileProblems(png(50, 50))).toEqual([]);
    expect(imageFileProblems(png(8192, 8192, 10 * MB))).toEqual([]);
    expect(imageFileProblems({ type: "image/jpeg", size: 1, width: 100, height: 100 })).toEqual([]);
    expect(imageFileProblems({ type: "image/webp", size: 1, width: 100, height: 100 })).toEqual([]);
  });

  it("says 'Dosya seçilmedi' without a file, and that the size could not be read", () => {
    expect(imageFileProblems(null)).toEqual([imageMessages.noFile]);
    expect(imageFileProblems(png(null, null))).toEqual([imageMessages.dimensionsUnreadable]);
  });

  it("names every problem at once: type, bytes, too small and too large together", () => {
    expect(imageFileProblems({ type: "image/gif", size: 10 * MB + 1, width: 40, height: 9000 })).toEqual([
      imageMessages.invalidType,
      imageMessages.tooLarge,
      imageMessages.tooSmallPixels,
      imageMessages.tooLargePixels,
    ]);
    expect(imageFileProblems(png(49, 100))).toEqual([imageMessages.tooSmallPixels]);
    expect(imageFileProblems(png(100, 8193))).toEqual([imageMessages.tooLargePixels]);
  });

  it("checks only type and bytes at creation: three types, 5 MB", () => {
    expect(creationImageProblems({ type: "image/png", size: 5 * MB })).toEqual([]);
    expect(creationImageProblems({ type: "image/svg+xml", size: 5 * MB + 1 })).toEqual([
      imageMessages.invalidTypeAtCreation,
      imageMessages.tooLargeAtCreation,
    ]);
  });
});
