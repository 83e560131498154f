import { describe, expect, it } from "vitest";
import {
  availableActions,
  BEST_OF_OPTIONS,
  currentRound,
  currentStep,
  MESSAGES,
  MIN_PARTICIPANTS,
  STATUS_BADGES,
  SYSTEM_LABELS,
  tournamentView,
  createTournament,
  type Action,
  type CreateSettings,
  type TournamentState,
} from "../src/index.ts";
import { act, confirm, confirmOpen, create, expectError, keepOrder, people, refuse } from "./helpers.ts";

const league = () => create({ system: "league", participants: people(4), matchType: "single" });

describe("status (section 4)", () => {
  it("pauses an active tournament and resumes it where it stands", () => {
    const played = confirm(league(), "league-r1-m0", 1, 0);
    const paused = act(played, { type: "pause" });
    expect(paused.status).toBe("paused");
    expectError(refuse(paused, { type: "pause" }), "TOURNAMENT_ALREADY_PAUSED", "Turnuva zaten duraklatılmış.");
    const resumed = act(paused, { type: "resume" });
    expect(resumed).toEqual(played);
    expectError(refuse(resumed, { type: "resume" }), "TOURNAMENT_ALREADY_ACTIVE", "Turnuva zaten devam ediyor.");
  });

  it("accepts nothing but resume while paused or pending", () => {
    const paused = act(league(), { type: "pause" });
    const pending: TournamentState = { ...league(), status: "pending" };
    for (const state of [paused, pending]) {
      const actions: Action[] = [{ type: "confirm", matchId: "league-r1-m0", homeScore: 1, awayScore: 0 }, { type: "cancel", matchId: "league-r1-m0" }, { type: "advance" }, { type: "finish" }];
      for (const action of actions) expectError(refuse(state, action), "TOURNAMENT_NOT_ACTIVE", "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.");
    }
    expect(act(pending, { type: "resume" }).status).toBe("active");
  });

  it("accepts no action once completed", () => {
    const done = act(confirmOpen(create({ system: "league", participants: people(2), matchType: "single" })), { type: "finish" });
    const actions: Action[] = [
      { type: "pause" },
      { type: "resume" },
      { type: "finish" },
      { type: "advance" },
      { type: "cancel", matchId: "league-r1-m0" },
      { type: "confirm", matchId: "league-r1-m0", homeScore: 3, awayScore: 0 },
    ];
    for (const action of actions) expectError(refuse(done, action), "TOURNAMENT_COMPLETED", "Turnuva tamamlandı; artık değişiklik yapılamaz.");
  });

  it("names unknown systems and actions instead of failing silently", () => {
    expectError(refuse(league(), { type: "shout" } as unknown as Action), "ACTION_UNKNOWN", "Bilinmeyen işlem.");
    const result = createTournament({ system: "cup", participants: people(2) } as unknown as CreateSettings, keepOrder);
    expect(result.ok ? null : result.error.toJSON()).toEqual({ code: "SYSTEM_UNKNOWN", message: "Bilinmeyen turnuva sistemi." });
  });

  it("never changes the state it is given", () => {
    const state = league();
    const snapshot = structuredClone(state);
    act(state, { type: "confirm", matchId: "league-r1-m0", homeScore: 2, awayScore: 0 });
    act(state, { type: "pause" });
    expect(state).toEqual(snapshot);
  });

  it("keeps states plain serialisable data", () => {
    const state = confirm(create({ system: "elimination", participants: people(6), seeds: ["p1"] }), "elimination-r1-m2", 2, 1);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("derived views", () => {
  it("derives the wizard step and the current round", () => {
    const state = league();
    expect(currentStep(state)).toBe(4);
    expect(currentRound(state)).toBe(1);
    const weekOne = confirm(confirm(state, "league-r1-m0", 1, 0), "league-r1-m1", 1, 1);
    expect(currentRound(weekOne)).toBe(2);
  });

  it("tells what may be done next", () => {
    const state = confirm(league(), "league-r1-m0", 1, 0);
    const next = availableActions(state);
    expect(next).toMatchObject({ advance: false, finish: false, pause: true, resume: false, cancel: ["league-r1-m0"] });
    expect(next.confirm).toHaveLength(5);
    const paused = availableActions(act(state, { type: "pause" }));
    expect(paused).toEqual({ confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: true });
    const done = availableActions(confirmOpen(state));
    expect(done.finish).toBe(true);
  });

  it("offers cancel only in the latest round drawn", () => {
    let state = create({ system: "elimination", participants: people(4) });
    state = confirm(state, "elimination-r1-m0", 1, 0);
    expect(availableActions(state).cancel).toEqual(["elimination-r1-m0"]);
    state = confirm(state, "elimination-r1-m1", 1, 0);
    expect(availableActions(state).cancel).toEqual([]);
    state = confirm(state, "elimination-r2-m0", 1, 0);
    expect(availableActions(state).cancel).toEqual(["elimination-r2-m0"]);
    expect(availableActions(state).confirm).toEqual(["thirdPlace-r2-m0"]);
  });

  it("returns the spec's field names", () => {
    const view = tournamentView(confirm(league(), "league-r1-m0", 1, 0));
    expect(Object.keys(view)).toEqual(expect.arrayContaining(["leagueFixtures", "leagueStandings", "matchType", "champion", "currentRound", "step", "seededParticipants", "participantCount"]));
    if (view.system !== "league") throw new Error("expected a league view");
    expect(view.leagueStandings[0]).toEqual({ team: "p1", played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 1, goalsAgainst: 0, goalDifference: 1, points: 3 });
    const group = tournamentView(create({ system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1 }));
    expect(Object.keys(group)).toEqual(expect.arrayContaining(["groups", "groupFixtures", "groupStandings", "knockoutFixtures", "finalFixture", "thirdPlaceFixture", "teamsAdvancing", "groupCount"]));
    const challenge = tournamentView(create({ system: "challenge", participants: people(2), bestOf: 5 }));
    expect(challenge).toMatchObject({ bestOf: 5, winner: null, step: null });
  });
});

describe("shared constants", () => {
  it("exports the labels, badges and limits the contract uses", () => {
    expect(SYSTEM_LABELS).toEqual({ league: "Lig", group: "Grup", elimination: "Eleme", challenge: "Meydan Okuma" });
    expect(STATUS_BADGES).toEqual({ active: "Devam Ediyor", paused: "Duraklatıldı", pending: "Duraklatıldı", completed: "Tamamlandı" });
    expect(BEST_OF_OPTIONS).toEqual([3, 5]);
    expect(MIN_PARTICIPANTS).toBe(2);
    expect(MESSAGES.LEAGUE_NO_CHAMPION).toBe("Şampiyon henüz belirlenmedi!");
  });
});
