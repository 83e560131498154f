import * as z from "zod/mini";

/** Every error the API sends: a Turkish sentence for a person and a code for machines (DESIGN §4). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** On validation errors: each field's first problem, for the form to show beside the field. */
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Machine codes of the HTTP layer and the status each one travels with. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  // A participant of a new tournament who is not a member of its platform (part 2 §6).
  PARTICIPANT_NOT_MEMBER: 400,
  // Part 1 §5 comparison: fewer than two users, or the same one twice.
  COMPARE_USERS_REQUIRED: 400,
  COMPARE_SAME_USER: 400,
  // Issue 26: a password reset link that is used, expired or unknown; a wrong current password on
  // the change form (400, not 401: a 401 tells the web client its session is gone).
  RESET_TOKEN_INVALID: 400,
  INVALID_CURRENT_PASSWORD: 400,
  AUTH_REQUIRED: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  // Part 1 §6: "Error code UNAUTHORIZED means the user lacks permission".
  UNAUTHORIZED: 403,
  NOT_FOUND: 404,
  PLATFORM_NOT_FOUND: 404,
  // The e-mail of an invitation belongs to nobody registered (part 1 §5 quick invite).
  INVITEE_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  NOT_A_MEMBER: 404,
  TOURNAMENT_NOT_FOUND: 404,
  // Part 1 §8 image codes name it; profiles and statistics answer it for an unknown username.
  USER_NOT_FOUND: 404,
  // Part 1 §8 image codes: nothing to delete.
  NO_PROFILE_IMAGE: 404,
  NO_PLATFORM_IMAGE: 404,
  METHOD_NOT_ALLOWED: 405,
  // Issue 23: the request (head and body) did not arrive within REQUEST_TIMEOUT.
  REQUEST_TIMEOUT: 408,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  ALREADY_MEMBER: 409,
  ALREADY_INVITED: 409,
  OWNER_NOT_REMOVABLE: 409,
  // Issue 25: a report on a match that is not open to play; accepting or withdrawing what is not there.
  MATCH_NOT_OPEN: 409,
  NOTHING_TO_ACCEPT: 409,
  NOTHING_TO_WITHDRAW: 409,
  // The organiser asks for new reports where there are none.
  NOTHING_TO_CLEAR: 409,
  // Part 1 §8 image codes. No file in the form; a picture outside 50..8192 px, beyond the
  // decoded-pixel ceiling or whose decoder would need more memory than a picture may take; bytes
  // that claim an accepted type but do not decode.
  NO_FILE: 400,
  IMAGE_TOO_SMALL: 422,
  IMAGE_TOO_LARGE: 422,
  IMAGE_UNREADABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // A request head beyond Node's 16 kB.
  HEADERS_TOO_LARGE: 431,
  INVALID_FILE_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  // Issue 13: this address already holds as many live streams on this server as it may.
  TOO_MANY_STREAMS: 429,
  // Issue 23: this address already holds CONNECTIONS_PER_ADDRESS connections to this server.
  TOO_MANY_CONNECTIONS: 429,
  INTERNAL_ERROR: 500,
  // Issue 12: this server already has as many pictures waiting to be decoded as it takes; try
  // again in a moment (with Retry-After).
  IMAGE_QUEUE_FULL: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
