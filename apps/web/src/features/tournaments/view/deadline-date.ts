// The hour is shown with the day: a deadline falls at the time of day the tournament was made
// (k × roundDays days later), so '3 Aralık' alone would promise the whole day (docs/decisions.md).
const shown = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" });

/** '3 Aralık 16:05', in the reader's own time zone. */
export const deadlineDate = (iso: string) => shown.format(new Date(iso));
