import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailProblem, emailRules } from "../src/account-rules.ts";

describe("the zod-free e-mail rule", () => {
  it("is zod's own pattern, so the form without zod and the server's schema agree", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    ["ali@ornek.com", null],
    ["  ali.veli+lig@ornek.com.tr ", null],
    ["", emailRules.messages.required],
    ["ali@", emailRules.messages.invalid],
    ["ali", emailRules.messages.invalid],
    [`${"a".repeat(250)}@ornek.com`, emailRules.messages.invalid],
  ])("%j → %j", (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });
});
