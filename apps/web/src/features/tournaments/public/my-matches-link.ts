// Issue 25: where a player's open matches of a tournament are, for a link from elsewhere (the
// member home's waiting matches): the tournament page's 'Maçlarım', which scrolls itself into view
// when the address names it.
export { deadlineDate } from "../view/deadline-date.ts";

/** The id of 'Maçlarım' on the tournament page. */
export const MY_MATCHES_ID = "maclarim";

export const myMatchesHref = (identifier: string) => `/turnuvalar/${encodeURIComponent(identifier)}#${MY_MATCHES_ID}`;
