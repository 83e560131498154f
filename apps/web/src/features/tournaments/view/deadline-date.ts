// The hour is shown with the day: a deadline falls at the time of day the tournament was made
// (k × roundDays days later), so '3 Aralık' alone would promise the whole day (docs/decisions.md).
// Made on the first deadline shown, not when the module loads: the tournament page loads this
// with its first code, and making a formatter takes a slow phone some 50 ms (issue 27, profiled),
// spent on every tournament page whether or not it has a deadline.
let shown: Intl.DateTimeFormat | undefined;

/** '3 Aralık 16:05', in the reader's own time zone. */
export const deadlineDate = (iso: string) =>
  (shown ??= new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })).format(new Date(iso));
