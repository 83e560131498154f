// Part 1 §9: member lists cycle a palette of 12 colours by the member's place in the list, so
// neighbours differ even when their names start alike. All pass WCAG AA with white text. Apart
// from avatar-colour.ts, which the first screen carries: only member lists need these.
const palette = [
  "#b91c1c", // red-700
  "#c2410c", // orange-700
  "#a16207", // yellow-700
  "#4d7c0f", // lime-700
  "#15803d", // green-700
  "#0f766e", // teal-700
  "#0e7490", // cyan-700
  "#0369a1", // sky-700
  "#1d4ed8", // blue-700
  "#6d28d9", // violet-700
  "#a21caf", // fuchsia-700
  "#be123c", // rose-700
] as const;

export function memberBackground(index: number): string {
  return palette[((index % palette.length) + palette.length) % palette.length] ?? palette[0];
}
