import { describe, expect, it } from "vitest";
import { emailProblem, passwordProblem, registerRequestSchema, usernameProblem } from "../src/auth.ts";

describe("username rules (part 1 §5)", () => {
  it.each([
    ["", "Kullanıcı adı gerekli."],
    ["ab", "Kullanıcı adı en az 3 karakter olmalıdır."],
    ["a".repeat(21), "Kullanıcı adı en fazla 20 karakter olmalıdır."],
    ["ali veli", "Kullanıcı adı boşluk içeremez."],
    ["ali-veli", "Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir."],
    ["çağrı", "Kullanıcı adı sadece harf, rakam ve alt çizgi içerebilir."],
  ])("%j gives %s", (value, message) => {
    expect(usernameProblem(value)).toBe(message);
  });

  it("accepts letters, digits and underscore from 3 to 20 characters", () => {
    expect(usernameProblem("abc")).toBeNull();
    expect(usernameProblem("Oyuncu_2024")).toBeNull();
    expect(usernameProblem("a".repeat(20))).toBeNull();
  });

  it("reports length before whitespace, as the form checks them", () => {
    expect(usernameProblem("a b")).toBe("Kullanıcı adı boşluk içeremez.");
    expect(usernameProblem(" a")).toBe("Kullanıcı adı en az 3 karakter olmalıdır.");
  });
});

describe("password policy (ASVS 6.2)", () => {
  it("needs 8 characters, allows 128 and no more, with no composition rule", () => {
    expect(passwordProblem("")).toBe("Şifre gerekli.");
    expect(passwordProblem("1234567")).toBe("Şifre en az 8 karakter olmalıdır.");
    expect(passwordProblem("aaaaaaaa")).toBeNull();
    expect(passwordProblem("ş".repeat(128))).toBeNull();
    expect(passwordProblem("a".repeat(129))).toBe("Şifre en fazla 128 karakter olabilir.");
  });

  it("counts characters, not bytes or UTF-16 units", () => {
    expect(passwordProblem("😀".repeat(8))).toBeNull();
    expect(passwordProblem("😀".repeat(7))).toBe("Şifre en az 8 karakter olmalıdır.");
  });
});

describe("e-mail", () => {
  it("is required and must look like an address", () => {
    expect(emailProblem("")).toBe("E-posta gerekli.");
    expect(emailProblem("ali@")).toBe("Lütfen geçerli bir e-posta adresi girin.");
    expect(emailProblem("ali@ornek.com")).toBeNull();
  });
});

describe("register request", () => {
  it("carries each field's message", () => {
    const result = registerRequestSchema.safeParse({ username: "a b", email: "x", password: "1" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(messages).toEqual([
      ["username", "Kullanıcı adı boşluk içeremez."],
      ["email", "Lütfen geçerli bir e-posta adresi girin."],
      ["password", "Şifre en az 8 karakter olmalıdır."],
    ]);
  });

  it("keeps the e-mail address without the spaces around it", () => {
    const result = registerRequestSchema.safeParse({ username: "ali_veli", email: "  ali@ornek.com ", password: "uzun-sifre" });
    expect(result.success && result.data.email).toBe("ali@ornek.com");
  });

  it("says a missing field is required", () => {
    const result = registerRequestSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Kullanıcı adı gerekli.", "E-posta gerekli.", "Şifre gerekli."]);
  });
});
