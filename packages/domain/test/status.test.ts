import { describe, expect, it } from "vitest";
import {
  availableActions,
  BEST_OF_OPTIONS,
  BYE_LABEL,
  ELIMINATION_STEPS,
  GROUP_STEPS,
  LEAGUE_STEP,
  MATCH_TYPES,
  MAX_SCORE,
  PODIUM_LABELS,
  POINTS,
  STAGES,
  STATUSES,
  SYSTEMS,
  currentRound,
  currentStep,
  groupFixtures,
  MESSAGES,
  MIN_PARTICIPANTS,
  STATUS_BADGES,
  SYSTEM_LABELS,
  tournamentView,
  createTournament,
  type Action,
  type CreateSettings,
  type GroupState,
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
      const actions: Action[] = [
        { type: "confirm", matchId: "league-r1-m0", homeScore: 1, awayScore: 0 },
        { type: "cancel", matchId: "league-r1-m0" },
        { type: "advance" },
        { type: "finish" },
      ];
      for (const action of actions)
        expectError(refuse(state, action), "TOURNAMENT_NOT_ACTIVE", "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.");
    }
    expect(act(pending, { type: "resume" }).status).toBe("active");
  });

  it("answers a pause of a pending tournament as already paused, and resumes it to active (decisions: Status)", () => {
    // Pending shows the paused badge, so it is paused already: pause is refused, resume makes it active.
    const pending: TournamentState = { ...league(), status: "pending" };
    expect(STATUS_BADGES[pending.status]).toBe("Duraklatıldı");
    expectError(refuse(pending, { type: "pause" }), "TOURNAMENT_ALREADY_PAUSED", "Turnuva zaten duraklatılmış.");
    expect(availableActions(pending)).toEqual({ confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: true, reopen: false });
    const resumed = act(pending, { type: "resume" });
    expect(resumed).toEqual({ ...pending, status: "active" });
    expect(availableActions(resumed)).toMatchObject({ pause: true, resume: false });
    // Once active it pauses like any other, to paused, never back to pending.
    expect(act(resumed, { type: "pause" }).status).toBe("paused");
  });

  it("resumes a paused tournament of every system and pauses it again", () => {
    const states: TournamentState[] = [
      league(),
      create({ system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1 }),
      create({ system: "elimination", participants: people(4) }),
      create({ system: "challenge", participants: people(2), bestOf: 3 }),
    ];
    for (const state of states) {
      const paused = act(state, { type: "pause" });
      expect(paused, state.system).toEqual({ ...state, status: "paused" });
      expect(act(paused, { type: "resume" }), state.system).toEqual(state);
    }
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
    expect(paused).toEqual({ confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: true, reopen: false });
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
    expect(Object.keys(view)).toEqual(
      expect.arrayContaining([
        "leagueFixtures",
        "leagueStandings",
        "matchType",
        "champion",
        "currentRound",
        "step",
        "seededParticipants",
        "participantCount",
      ]),
    );
    if (view.system !== "league") throw new Error("expected a league view");
    expect(view.leagueStandings[0]).toEqual({
      team: "p1",
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      goalsFor: 1,
      goalsAgainst: 0,
      goalDifference: 1,
      points: 3,
    });
    const group = tournamentView(create({ system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1 }));
    expect(Object.keys(group)).toEqual(
      expect.arrayContaining([
        "groups",
        "groupFixtures",
        "groupStandings",
        "knockoutFixtures",
        "finalFixture",
        "thirdPlaceFixture",
        "teamsAdvancing",
        "groupCount",
      ]),
    );
    const challenge = tournamentView(create({ system: "challenge", participants: people(2), bestOf: 5 }));
    expect(challenge).toMatchObject({ bestOf: 5, winner: null, step: null });
  });
});

describe("public view of each system (section 3 field names)", () => {
  it("league: counts, seeds, step and the first week still open; the last week once all is played", () => {
    const state = confirm(league(), "league-r1-m0", 1, 0);
    const view = tournamentView(state);
    expect(view).toMatchObject({
      system: "league",
      status: "active",
      matchType: "single",
      participantCount: 4,
      seededParticipants: [],
      champion: null,
      secondPlace: null,
      thirdPlace: null,
      currentRound: 1,
      step: 4,
    });
    if (view.system !== "league") throw new Error("expected a league view");
    expect(view.participants.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(view.matches.map((m) => [m.id, m.isConfirmed, m.isCompleted, m.isBye, m.isNotNeeded])).toEqual([
      ["league-r1-m0", true, true, false, false],
      ["league-r1-m1", false, false, false, false],
      ["league-r2-m0", false, false, false, false],
      ["league-r2-m1", false, false, false, false],
      ["league-r3-m0", false, false, false, false],
      ["league-r3-m1", false, false, false, false],
    ]);
    expect(view.leagueFixtures.map((r) => [r.round, r.matches.map((m) => m.id)])).toEqual([
      [1, ["league-r1-m0", "league-r1-m1"]],
      [2, ["league-r2-m0", "league-r2-m1"]],
      [3, ["league-r3-m0", "league-r3-m1"]],
    ]);
    expect(view.leagueFixtures.every((r) => !("name" in r))).toBe(true);
    // Home sides win the rest 2-1: p1 and p3 end on 6 points and +1, p3 with more goals (5 to 4).
    const done = act(confirmOpen(state), { type: "finish" });
    expect(tournamentView(done)).toMatchObject({ status: "completed", champion: "p3", currentRound: 3, step: 4 });
    expect(currentRound(confirmOpen(state))).toBe(3);
  });

  it("group: the groups with their labels and members, standings per group, and the knockout's round", () => {
    const state = create({ system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1, seeds: ["p6"] });
    const view = tournamentView(state);
    if (view.system !== "group") throw new Error("expected a group view");
    expect(view).toMatchObject({
      matchType: "single",
      groupCount: 2,
      teamsAdvancing: 1,
      seededParticipants: ["p6"],
      currentRound: 0,
      step: 4,
      finalFixture: null,
      thirdPlaceFixture: null,
      knockoutFixtures: [],
    });
    expect(view.groups).toEqual([
      { group: 0, label: "A", participants: ["p6", "p1", "p2"] },
      { group: 1, label: "B", participants: ["p3", "p4", "p5"] },
    ]);
    const ids = (g: number) => [1, 2, 3].flatMap((r) => [`group-g${g}-r${r}-m0`, `group-g${g}-r${r}-m1`]);
    expect(view.groupFixtures.map((g) => [g.label, g.fixtures.map((r) => r.round), g.fixtures.flatMap((r) => r.matches.map((m) => m.id))])).toEqual([
      ["A", [1, 2, 3], ids(0)],
      ["B", [1, 2, 3], ids(1)],
    ]);
    expect(view.groupStandings.map((g) => [g.group, g.label, g.standings.map((r) => r.team)])).toEqual([
      [0, "A", ["p1", "p2", "p6"]],
      [1, "B", ["p3", "p4", "p5"]],
    ]);
    // Two qualifiers: the knockout is the final itself, in round 1.
    const groupsDone = confirmOpen(state);
    expect(availableActions(groupsDone).advance).toBe(true);
    const final = act(groupsDone, { type: "advance" });
    const finalView = tournamentView(final);
    expect(finalView).toMatchObject({
      currentRound: 0,
      step: 6,
      finalFixture: { id: "final-r1-m0", home: "p1", away: "p3" },
      thirdPlaceFixture: null,
    });
    if (finalView.system !== "group") throw new Error("expected a group view");
    expect(finalView.groupFixtures).toEqual(
      view.groupFixtures.map((g) => ({ ...g, fixtures: groupFixtures(groupsDone as GroupState)[g.group]!.fixtures })),
    );
  });

  it("elimination: no final fixture until the last round, 'single' as match type, winner once finished", () => {
    let state = create({ system: "elimination", participants: people(4), seeds: ["p4"] });
    const view = tournamentView(state);
    expect(view).toMatchObject({
      system: "elimination",
      matchType: "single",
      seededParticipants: ["p4"],
      finalFixture: null,
      thirdPlaceFixture: null,
      winner: null,
      currentRound: 1,
      step: 3,
    });
    state = confirmOpen(state);
    expect(tournamentView(state)).toMatchObject({
      currentRound: 2,
      finalFixture: { id: "elimination-r2-m0", stage: "elimination", isCompleted: false },
      thirdPlaceFixture: { id: "thirdPlace-r2-m0", stage: "thirdPlace", isCompleted: false },
    });
    const done = act(confirmOpen(state), { type: "finish" });
    expect(tournamentView(done)).toMatchObject({ status: "completed", winner: done.champion, champion: done.champion, step: 4 });
    expect(done.champion).not.toBeNull();
  });

  it("challenge: the running score and its target, the fixtures and the winner once finished", () => {
    let state = create({ system: "challenge", participants: people(2), bestOf: 3 });
    state = confirm(state, "challenge-r1-m0", 2, 1);
    const view = tournamentView(state);
    if (view.system !== "challenge") throw new Error("expected a challenge view");
    expect(view.challengeScore).toEqual({ home: 1, away: 0, target: 2 });
    expect(view.challengeFixtures.map((m) => [m.id, m.isCompleted, m.isNotNeeded])).toEqual([
      ["challenge-r1-m0", true, false],
      ["challenge-r2-m0", false, false],
      ["challenge-r3-m0", false, false],
    ]);
    expect(view).toMatchObject({ currentRound: 2, winner: null, bestOf: 3 });
    const done = act(confirm(state, "challenge-r2-m0", 3, 0), { type: "finish" });
    expect(tournamentView(done)).toMatchObject({
      status: "completed",
      winner: "p1",
      champion: "p1",
      secondPlace: null,
      thirdPlace: null,
      currentRound: 2,
    });
  });
});

describe("reopening (issue 25)", () => {
  const finished = () => {
    let goals = 0;
    const played = confirmOpen(create({ system: "league", participants: people(3), matchType: "single" }), () => [(goals += 1), 0]);
    return act(played, { type: "finish" });
  };

  it("takes a completed league back to active with every result kept and its champion cleared", () => {
    const done = finished();
    expect(done.champion).not.toBeNull();
    expect(availableActions(done).reopen).toBe(true);
    const reopened = act(done, { type: "reopen" });
    expect(reopened.status).toBe("active");
    expect(reopened.champion).toBeNull();
    expect(reopened.matches).toEqual(done.matches);
    expect(availableActions(reopened)).toMatchObject({ reopen: false, finish: true });
    // A result can be set right, and the league finished again.
    const changed = act(act(reopened, { type: "cancel", matchId: reopened.matches.find((m) => m.isConfirmed)!.id }), {
      type: "confirm",
      matchId: reopened.matches.find((m) => m.isConfirmed)!.id,
      homeScore: 0,
      awayScore: 5,
    });
    expect(act(changed, { type: "finish" }).status).toBe("completed");
  });

  it("keeps a decided bracket's placings derived, not shown, until it is finished again", () => {
    const state = confirmOpen(create({ system: "elimination", participants: people(2) }), () => [2, 1]);
    const done = act(state, { type: "finish" });
    const reopened = act(done, { type: "reopen" });
    expect(reopened.status).toBe("active");
    expect(reopened.champion).toBe(done.champion);
    expect(act(reopened, { type: "finish" }).champion).toBe(done.champion);
  });

  it("reopens only what is completed", () => {
    const message = "Yalnızca tamamlanmış bir turnuva yeniden açılabilir.";
    expectError(refuse(league(), { type: "reopen" }), "TOURNAMENT_NOT_COMPLETED", message);
    expectError(refuse(act(league(), { type: "pause" }), { type: "reopen" }), "TOURNAMENT_NOT_COMPLETED", message);
    expect(availableActions(league()).reopen).toBe(false);
  });
});

describe("shared constants", () => {
  it("exports the labels, badges and limits the contract uses", () => {
    expect(SYSTEM_LABELS).toEqual({
      league: "Lig",
      group: "Grup",
      elimination: "Eleme",
      challenge: "Meydan Okuma",
      doubleElimination: "Çift Eleme",
      swiss: "İsviçre",
    });
    expect(STATUS_BADGES).toEqual({ active: "Devam Ediyor", paused: "Duraklatıldı", pending: "Duraklatıldı", completed: "Tamamlandı" });
    expect(BEST_OF_OPTIONS).toEqual([3, 5]);
    expect(MIN_PARTICIPANTS).toBe(2);
    expect(MESSAGES.LEAGUE_NO_CHAMPION).toBe("Şampiyon henüz belirlenmedi!");
  });

  it("exports the podium labels and the bye's label as the screens show them (section 2)", () => {
    expect(PODIUM_LABELS).toEqual({ champion: "ŞAMPİYON", secondPlace: "İKİNCİ", thirdPlace: "ÜÇÜNCÜ" });
    expect(BYE_LABEL).toBe("Bay");
    expect(MAX_SCORE).toBe(99);
    expect(POINTS).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(GROUP_STEPS).toEqual({ groupStage: 4, knockout: 5, final: 6, results: 7 });
    expect(ELIMINATION_STEPS).toEqual({ fixtures: 3, completed: 4 });
    expect(LEAGUE_STEP).toBe(4);
  });

  it("lists the systems, statuses, match types and stages the contract validates against", () => {
    expect(SYSTEMS).toEqual(["league", "group", "elimination", "challenge", "doubleElimination", "swiss"]);
    expect(STATUSES).toEqual(["pending", "active", "paused", "completed"]);
    expect(MATCH_TYPES).toEqual(["single", "double"]);
    // Issue 29: the stages of double elimination and Swiss after the spec's.
    expect(STAGES).toEqual([
      "league",
      "group",
      "knockout",
      "final",
      "thirdPlace",
      "elimination",
      "challenge",
      "winners",
      "losers",
      "grandFinal",
      "swiss",
    ]);
  });
});
