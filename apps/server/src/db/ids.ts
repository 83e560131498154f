const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and bodies: a malformed one is "not found", never a SQL error. */
export const isUuid = (value: string) => UUID.test(value);
