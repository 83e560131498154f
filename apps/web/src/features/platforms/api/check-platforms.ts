import type { PlatformCheckResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { listTimeoutMs } from "@/lib/timeouts.ts";

/**
 * `GET /api/platforms/check`: how many platforms the signed-in person is in, and their ids (the
 * Create button's platform status check, part 1 §3 and §4). Called on each press, never cached:
 * the answer decides where the person goes next.
 */
export function checkPlatforms(signal?: AbortSignal): Promise<PlatformCheckResponse> {
  return apiRequest<PlatformCheckResponse>("/platforms/check", { auth: true, signal, timeoutMs: listTimeoutMs() });
}
