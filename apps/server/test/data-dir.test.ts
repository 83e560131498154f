import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "../src/db/data-dir-lock.ts";

describe("the data directory lock", () => {
  it("lets one process in and refuses a second while the first holds it", () => {
    const dir = mkdtempSync(join(tmpdir(), "turnuvam-lock-"));
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/);
    unlock();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
    lockDataDir(dir)();
  });

  it("refuses while another live process holds it", () => {
    const dir = mkdtempSync(join(tmpdir(), "turnuvam-lock-"));
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock naming our own pid that we do not hold (a restarted container's pid 1)", () => {
    const dir = mkdtempSync(join(tmpdir(), "turnuvam-lock-"));
    writeFileSync(join(dir, "server.lock"), String(process.pid));
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    unlock();
  });

  it("takes over a lock left by a process that is gone", () => {
    const dir = mkdtempSync(join(tmpdir(), "turnuvam-lock-"));
    writeFileSync(join(dir, "server.lock"), "999999999");
    const unlock = lockDataDir(dir);
    unlock();
  });
});
