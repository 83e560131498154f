import { accountRecoveryMessages, type changePasswordRequestSchema, passwordResetMail, type resetPasswordRequestSchema } from "@turnuva/contract";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { SignedInUser } from "../../actor.ts";
import type { AuthRateLimits } from "../../config.ts";
import type { Database, Executor } from "../../db/database.ts";
import { passwordResetTokens, sessions, users } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { mailBody } from "../mail/mail-body.ts";
import { queueMail } from "../mail/outbox.ts";
import { clearHits, countHit } from "../rate-limits/counter.ts";
import { tooManyAttempts } from "../rate-limits/limits.ts";
import { findUserById, type UserRow } from "../users/repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

export type ResetPasswordInput = z.output<typeof resetPasswordRequestSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

/** A reset link is valid for an hour (issue 26). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * Reset mails one e-mail address may be sent per hour, whoever asks and from wherever: beyond it
 * the request is answered as always but no mail goes out, so neither a flood of mails nor the
 * answer can tell whether the address has an account (docs: the helper's report, issue 26).
 */
export const RESET_MAILS_PER_ADDRESS = { mails: 5, windowSeconds: 60 * 60 };

export interface RecoveryService {
  /** Always resolves the same way; sends a reset link only to an address that has an account. */
  forgotPassword(email: string): Promise<void>;
  resetPassword(input: ResetPasswordInput): Promise<void>;
  changePassword(user: SignedInUser, input: ChangePasswordInput): Promise<void>;
}

const tokenInvalid = () => new AppError("RESET_TOKEN_INVALID", accountRecoveryMessages.tokenInvalid);

async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** The token row if it can still be used; `lock` holds it until the transaction ends. */
function usableToken(db: Executor, tokenHash: string) {
  return db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)));
}

export function recoveryService(db: Database, limits: AuthRateLimits, siteUrl: string): RecoveryService {
  return {
    async forgotPassword(email) {
      // Counted by what was typed, known or not: the answer never differs.
      const counterKey = `forgot-password:email:${email.toLowerCase()}`;
      const count = await countHit(db, counterKey, RESET_MAILS_PER_ADDRESS.windowSeconds);
      const user = await findUserByEmail(db, email);
      const token = newSessionToken();
      const tokenHash = hashSessionToken(token);
      const sending = user !== null && count.hits <= RESET_MAILS_PER_ADDRESS.mails;
      await withTransaction(db, async (tx) => {
        if (sending) {
          await tx
            .insert(passwordResetTokens)
            .values({ tokenHash, userId: user.id, expiresAt: sql`now() + make_interval(secs => ${RESET_TOKEN_TTL_SECONDS})` });
          const link = `${siteUrl}/sifre-sifirla?token=${encodeURIComponent(token)}`;
          await queueMail(tx, {
            to: user.email,
            subject: passwordResetMail.subject,
            ...mailBody({ paragraphs: [...passwordResetMail.paragraphs(user.username)], action: { label: passwordResetMail.action, url: link } }),
          });
          return;
        }
        // Nothing to send: the same kind of work all the same, so that an address without an
        // account takes about as long to answer (no enumeration by timing): a look for the token
        // and a write that changes nothing but commits, as the token and the mail would.
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
        await tx.execute(sql`UPDATE rate_limit_counters SET hits = hits WHERE key = ${counterKey}`);
      });
    },

    async resetPassword({ token, password }) {
      const tokenHash = hashSessionToken(token);
      // Looked at first without a lock, so an unknown token costs no password hash.
      if ((await usableToken(db, tokenHash)).length === 0) throw tokenInvalid();
      const passwordHash = await hashPassword(password);
      await withTransaction(db, async (tx) => {
        // Locked and read again: of two resets with one token, the second waits here and then
        // finds it used.
        const [row] = await usableToken(tx, tokenHash).for("update");
        if (!row) throw tokenInvalid();
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, row.userId));
        // This link and every other one still open for the account: the password they were for is gone.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, row.userId));
        // Whoever was locked out by failed logins may sign in with the new password at once.
        await clearHits(tx, `login:account:${row.userId}`);
      });
    },

    async changePassword(signedIn, { currentPassword, newPassword }) {
      // The login's own counter: the change form is no side door for guessing the password.
      const accountKey = `login:account:${signedIn.id}`;
      const attempts = await countHit(db, accountKey, limits.accountWindowSeconds);
      if (attempts.hits > limits.accountFailures) throw tooManyAttempts(attempts.retryAfterSeconds);
      const user = await findUserById(db, signedIn.id);
      if (!(await verifyPassword(user?.passwordHash ?? null, currentPassword)) || !user) {
        throw new AppError("INVALID_CURRENT_PASSWORD", accountRecoveryMessages.currentPasswordWrong, {
          fields: { currentPassword: accountRecoveryMessages.currentPasswordWrong },
        });
      }
      await clearHits(db, accountKey);
      // The same password again changes nothing, yet would end every other session: said instead.
      if (newPassword === currentPassword) {
        throw new AppError("VALIDATION_ERROR", accountRecoveryMessages.samePassword, {
          fields: { newPassword: accountRecoveryMessages.samePassword },
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await withTransaction(db, async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, signedIn.id));
        // Every other browser signs in again; this one stays.
        await tx.delete(sessions).where(and(eq(sessions.userId, signedIn.id), ne(sessions.id, signedIn.sessionId)));
      });
    },
  };
}

/** Used and expired links are no use to anyone; swept hourly (housekeeping.ts). */
export async function deleteSpentResetTokens(db: Executor): Promise<number> {
  const gone = await db
    .delete(passwordResetTokens)
    .where(sql`${passwordResetTokens.usedAt} IS NOT NULL OR ${passwordResetTokens.expiresAt} <= now()`)
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  return gone.length;
}
