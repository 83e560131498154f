/**
 * Ids are UUIDs, 36 characters; a slug is at most 60 and a username 20. Path and body strings
 * that name a row are bounded by this (issue 23): anything longer names nothing, and is refused
 * before it reaches a query.
 */
export const ID_MAX_LENGTH = 64;
