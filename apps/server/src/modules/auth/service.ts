import {
  type LoginResponse,
  type RegisterResponse,
  loginRequestSchema,
  registerRequestSchema,
  registerSuccessMessage,
  serverMessages,
} from "@turnuva/contract";
import type { AuthRateLimits } from "../../config.ts";
import { type Database, uniqueViolation } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { parseInput } from "../../http/parse.ts";
import { clearHits, countHit } from "../rate-limits/counter.ts";
import { findUserById, findUserByLogin, takenFields, type UserRow } from "../users/repository.ts";
import { userJson } from "../users/user-json.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { TokenService } from "./tokens.ts";

export interface AuthService {
  register(body: unknown, ip: string): Promise<RegisterResponse>;
  login(body: unknown, ip: string): Promise<LoginResponse>;
  /** The signed-in user of an Authorization header, or a 401. */
  requireUser(authorization: string | undefined): Promise<UserRow>;
}

export function authService(db: Database, tokens: TokenService, limits: AuthRateLimits): AuthService {
  function tooMany(retryAfterSeconds: number): AppError {
    return new AppError("RATE_LIMIT_EXCEEDED", serverMessages.tooManyAttempts(retryAfterSeconds), {
      headers: { "retry-after": String(retryAfterSeconds) },
    });
  }

  // The form shows these under the field as well as in its alert.
  const usernameTaken = () =>
    new AppError("USERNAME_TAKEN", serverMessages.usernameTaken, { fields: { username: serverMessages.usernameTaken } });
  const emailTaken = () =>
    new AppError("EMAIL_TAKEN", serverMessages.emailTaken, { fields: { email: serverMessages.emailTaken } });

  /** Every attempt from one address counts, valid or not, before any work is done. */
  async function guardAddress(action: "login" | "register", ip: string) {
    const count = await countHit(db, `${action}:ip:${ip}`, limits.ipWindowSeconds);
    if (count.hits > limits.ipAttempts) throw tooMany(count.retryAfterSeconds);
  }

  return {
    async register(body, ip) {
      await guardAddress("register", ip);
      const input = parseInput(registerRequestSchema, body);
      // Per account: repeated sign-ups for one e-mail address or one name are held back like
      // repeated logins, so neither can be probed from many addresses.
      for (const key of [`register:email:${input.email.toLowerCase()}`, `register:username:${input.username.toLowerCase()}`]) {
        const count = await countHit(db, key, limits.accountWindowSeconds);
        if (count.hits > limits.accountFailures) throw tooMany(count.retryAfterSeconds);
      }

      const taken = await takenFields(db, input.username, input.email);
      if (taken.username) throw usernameTaken();
      if (taken.email) throw emailTaken();

      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(users)
          .values({ username: input.username, email: input.email, passwordHash })
          .returning();
        return { message: registerSuccessMessage, user: userJson(row!, { self: true }) };
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides, the loser gets a 409.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw constraint.includes("email") ? emailTaken() : usernameTaken();
      }
    },

    async login(body, ip) {
      await guardAddress("login", ip);
      const input = parseInput(loginRequestSchema, body);
      const user = await findUserByLogin(db, input.usernameOrEmail);
      // Keyed by the account, so failures by username also hold back a login by e-mail; an
      // unknown name is held back by what was typed, exactly like a known one. The attempt is
      // counted before the password is checked, so parallel guesses cannot all slip through
      // while the first ones are still being verified; a success forgets the count.
      const accountKey = `login:account:${user?.id ?? input.usernameOrEmail.toLowerCase()}`;
      const attempts = await countHit(db, accountKey, limits.accountWindowSeconds);
      if (attempts.hits > limits.accountFailures) throw tooMany(attempts.retryAfterSeconds);

      if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
        throw new AppError("INVALID_CREDENTIALS", serverMessages.invalidCredentials);
      }
      await clearHits(db, accountKey);
      return { token: await tokens.issue(user.id), user: userJson(user, { self: true }) };
    },

    async requireUser(authorization) {
      const token = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
      if (!token) throw new AppError("AUTH_REQUIRED", serverMessages.authRequired);
      const userId = await tokens.verify(token);
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) throw new AppError("INVALID_TOKEN", serverMessages.sessionExpired);
      return user;
    },
  };
}
