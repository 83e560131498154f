// A new notification's sentence for the live region, loaded when the first one arrives rather than
// with the shell (scripts/report-sizes.mjs, ON_INTENT).
export { notificationText } from "@turnuva/contract/notification-rules";
