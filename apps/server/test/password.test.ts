import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../src/modules/auth/password.ts";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const first = await hashPassword("doğru at pil zımba");
    const second = await hashPassword("doğru at pil zımba");
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "doğru at pil zımba")).toBe(true);
    expect(await verifyPassword(first, "doğru at pil zimba")).toBe(false);
    expect(await verifyPassword(first, "")).toBe(false);
  });

  it("treats the same text typed in composed or decomposed form as one password", async () => {
    const stored = await hashPassword("şifre-ğüç");
    expect(await verifyPassword(stored, "şifre-ğüç".normalize("NFD"))).toBe(true);
  });

  it("refuses a missing account and a stored value it cannot read", async () => {
    expect(await verifyPassword(null, "herhangi-bir-sifre")).toBe(false);
    expect(await verifyPassword("düz metin", "düz metin")).toBe(false);
  });

  it("still verifies hashes made at another cost", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const key = scryptSync("eski-sifre", salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const stored = `$scrypt$ln=10,r=8,p=1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword(stored, "eski-sifre")).toBe(true);
  });
});
