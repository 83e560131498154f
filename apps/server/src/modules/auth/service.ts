import {
  type LoginResponse,
  type RegisterResponse,
  type User,
  type loginRequestSchema,
  type registerRequestSchema,
  registerSuccessMessage,
  serverMessages,
} from "@turnuva/contract";
import type { z } from "zod/mini";
import type { SignedInUser } from "../../actor.ts";
import type { AuthRateLimits } from "../../config.ts";
import { type Database, uniqueViolation } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { clearHits, countHit } from "../rate-limits/counter.ts";
import { tooManyAttempts } from "../rate-limits/limits.ts";
import { findUserById, findUserByLogin, insertUser, takenFields } from "../users/repository.ts";
import { userJson } from "../users/user-json.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { deleteSession, findSignedInUser } from "./session-repository.ts";
import { hashSessionToken } from "./session-token.ts";
import { startSession } from "./sessions.ts";

export type RegisterInput = z.output<typeof registerRequestSchema>;
export type LoginInput = z.output<typeof loginRequestSchema>;

export interface AuthService {
  register(input: RegisterInput): Promise<RegisterResponse>;
  login(input: LoginInput): Promise<LoginResponse>;
  /** The account of the signed-in user, as they see it themself. */
  currentUser(user: SignedInUser): Promise<User>;
  /** Ends the session the request came with; the token is refused from then on, everywhere. */
  logout(user: SignedInUser): Promise<void>;
  /** The user of a bearer token, or null for an unknown, ended or expired one. */
  signedInUser(token: string): Promise<SignedInUser | null>;
}

export function authService(db: Database, limits: AuthRateLimits, tokenTtlSeconds: number): AuthService {
  // The form shows these under the field as well as in its alert.
  const usernameTaken = () => new AppError("USERNAME_TAKEN", serverMessages.usernameTaken, { fields: { username: serverMessages.usernameTaken } });
  const emailTaken = () => new AppError("EMAIL_TAKEN", serverMessages.emailTaken, { fields: { email: serverMessages.emailTaken } });

  return {
    async register(input) {
      // Per account: repeated sign-ups for one e-mail address or one name are held back like
      // repeated logins, so neither can be probed from many addresses.
      for (const key of [`register:email:${input.email.toLowerCase()}`, `register:username:${input.username.toLowerCase()}`]) {
        const count = await countHit(db, key, limits.accountWindowSeconds);
        if (count.hits > limits.accountFailures) throw tooManyAttempts(count.retryAfterSeconds);
      }

      const taken = await takenFields(db, input.username, input.email);
      if (taken.username) throw usernameTaken();
      if (taken.email) throw emailTaken();

      const passwordHash = await hashPassword(input.password);
      try {
        const row = await insertUser(db, { username: input.username, email: input.email, passwordHash });
        return { message: registerSuccessMessage, user: userJson(row, row) };
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides, the loser gets a 409.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw constraint.includes("email") ? emailTaken() : usernameTaken();
      }
    },

    async login(input) {
      const user = await findUserByLogin(db, input.usernameOrEmail);
      // Keyed by the account, so failures by username also hold back a login by e-mail; an
      // unknown name is held back by what was typed, exactly like a known one. The attempt is
      // counted before the password is checked, so parallel guesses cannot all slip through
      // while the first ones are still being verified; a success forgets the count.
      const accountKey = `login:account:${user?.id ?? input.usernameOrEmail.toLowerCase()}`;
      const attempts = await countHit(db, accountKey, limits.accountWindowSeconds);
      if (attempts.hits > limits.accountFailures) throw tooManyAttempts(attempts.retryAfterSeconds);

      if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
        throw new AppError("INVALID_CREDENTIALS", serverMessages.invalidCredentials);
      }
      await clearHits(db, accountKey);
      return { token: await startSession(db, user.id, tokenTtlSeconds), user: userJson(user, user) };
    },

    async currentUser(signedIn) {
      const row = await findUserById(db, signedIn.id);
      // Found with the session a moment ago; only an account deleted in between is missing now.
      if (!row) throw new AppError("INVALID_TOKEN", serverMessages.sessionExpired);
      return userJson(row, signedIn);
    },

    async logout(user) {
      await deleteSession(db, user.sessionId);
    },

    signedInUser: (token) => findSignedInUser(db, hashSessionToken(token)),
  };
}
