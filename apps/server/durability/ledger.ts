// What the clients know: every write they sent, sorted by what they heard back. Acknowledged
// writes must survive any kill; unanswered ones may be present or absent, but never half.

export interface ConfirmWrite {
  tournamentId: string;
  matchId: string;
  homeScore: number;
  awayScore: number;
}

export interface RegistrationWrite {
  username: string;
  email: string;
  password: string;
}

export interface RoundWrites {
  confirms: { acknowledged: ConfirmWrite[]; unanswered: ConfirmWrite[] };
  registrations: { acknowledged: RegistrationWrite[]; unanswered: RegistrationWrite[] };
  /** Answers other than 2xx while the server was up: none are expected. */
  refused: string[];
}

export function emptyRound(): RoundWrites {
  return { confirms: { acknowledged: [], unanswered: [] }, registrations: { acknowledged: [], unanswered: [] }, refused: [] };
}

/** Every round so far, so that each check also covers what earlier rounds acknowledged. */
export class Ledger {
  readonly rounds: RoundWrites[] = [];

  get acknowledgedConfirms(): ConfirmWrite[] {
    return this.rounds.flatMap((r) => r.confirms.acknowledged);
  }
  get unansweredConfirms(): ConfirmWrite[] {
    return this.rounds.flatMap((r) => r.confirms.unanswered);
  }
  get acknowledgedRegistrations(): RegistrationWrite[] {
    return this.rounds.flatMap((r) => r.registrations.acknowledged);
  }
  get unansweredRegistrations(): RegistrationWrite[] {
    return this.rounds.flatMap((r) => r.registrations.unanswered);
  }
}

/** What a check found; `problems` names each missing or half-written thing. */
export interface CheckResult {
  found: number;
  missing: number;
  halfWritten: number;
  /** Unanswered writes that turned out applied (whole). */
  unansweredPresent: number;
  problems: string[];
}

export function emptyCheck(): CheckResult {
  return { found: 0, missing: 0, halfWritten: 0, unansweredPresent: 0, problems: [] };
}
