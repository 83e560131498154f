import { describe, expect, it } from "vitest";
import { searchParticipants, sortByUsername } from "../src/index.ts";

const members = [
  { id: "1", username: "zeynep" },
  { id: "2", username: "Ali" },
  { id: "3", username: "kemal" },
  { id: "4", username: "alper" },
  { id: "5", username: "Halil" },
  { id: "6", username: "İlkay" },
  { id: "7", username: "Irmak" },
  { id: "8", username: "Çetin" },
];

describe("participant search and sorting (part 1, section 9)", () => {
  it("sorts lists by username, case-insensitively and the Turkish way", () => {
    expect(sortByUsername(members).map((m) => m.username)).toEqual(["Ali", "alper", "Çetin", "Halil", "Irmak", "İlkay", "kemal", "zeynep"]);
  });

  it("puts prefix matches first, then contains matches, each by username", () => {
    expect(searchParticipants(members, "AL").map((m) => m.username)).toEqual(["Ali", "alper", "Halil", "kemal"]);
    expect(searchParticipants(members, "e").map((m) => m.username)).toEqual(["alper", "Çetin", "kemal", "zeynep"]);
  });

  it("lists a prefix match before a contains match that sorts earlier", () => {
    // 'il' starts İlkay and is inside Halil; Halil comes first by name, İlkay first as a prefix.
    expect(searchParticipants(members, "il").map((m) => m.username)).toEqual(["İlkay", "Halil"]);
  });

  it("leaves the list it sorts in its own order", () => {
    const list = [
      { id: "1", username: "zeynep" },
      { id: "2", username: "Ali" },
      { id: "3", username: "kemal" },
    ];
    expect(sortByUsername(list).map((m) => m.id)).toEqual(["2", "3", "1"]);
    expect(searchParticipants(list, "").map((m) => m.id)).toEqual(["2", "3", "1"]);
    expect(list.map((m) => m.id)).toEqual(["1", "2", "3"]);
  });

  it("is case-insensitive with Turkish letters", () => {
    expect(searchParticipants(members, "ilk").map((m) => m.id)).toEqual(["6"]);
    expect(searchParticipants(members, "ÇET").map((m) => m.id)).toEqual(["8"]);
    expect(searchParticipants(members, "irm").map((m) => m.id)).toEqual(["7"]);
  });

  it("returns everyone sorted for an empty query and nobody for no match", () => {
    expect(searchParticipants(members, "  ")).toHaveLength(members.length);
    expect(searchParticipants(members, "xyz")).toEqual([]);
  });
});
