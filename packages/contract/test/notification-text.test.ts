import { describe, expect, it } from "vitest";
import { notificationText } from "../src/notification-rules.ts";

// Issue 26 (audit): the report's sentence names the pairing, home first as the score is, and asks
// with the words of the buttons it leads to ('Onayla', 'İtiraz Et').
describe("a reported score's sentence", () => {
  const tournament = { slug: "kis-ligi", name: "Kış Ligi" };

  it("names the pairing, home first, so the score's order is clear", () => {
    expect(notificationText("resultReported", { tournament, actor: "can", score: "1–2", players: "ali – can" })).toBe(
      "can, Kış Ligi turnuvasındaki ali – can maçınız için 1–2 skorunu bildirdi. Onaylayın veya itiraz edin.",
    );
  });

  it("still reads for a notification stored before the pairing was kept", () => {
    expect(notificationText("resultReported", { tournament, actor: "can", score: "1–2" })).toBe(
      "can, Kış Ligi maçınız için 1–2 skorunu bildirdi. Onaylayın veya itiraz edin.",
    );
  });
});
