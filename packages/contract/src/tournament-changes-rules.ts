// Issue 27 (no zod here: the web's shell imports it). The request header's preference that asks a
// match action for its changes only (RFC 7240), and that the answer's `Preference-Applied` names.
export const CHANGES_ONLY = "return=minimal";
