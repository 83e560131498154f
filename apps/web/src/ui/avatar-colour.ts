// Part 1 §9: the generated avatar picks one of 10 background colours by the username's first
// letter, so a person keeps the same colour on every screen. All pass WCAG AA with white text.
const backgrounds = [
  "#b91c1c", // red-700
  "#c2410c", // orange-700
  "#a16207", // yellow-700
  "#15803d", // green-700
  "#0f766e", // teal-700
  "#0369a1", // sky-700
  "#1d4ed8", // blue-700
  "#6d28d9", // violet-700
  "#a21caf", // fuchsia-700
  "#be123c", // rose-700
] as const;

export function avatarInitial(username: string): string {
  const first = [...username.trim()][0];
  return first ? first.toLocaleUpperCase("tr-TR") : "?";
}

export function avatarBackground(username: string): string {
  const code = avatarInitial(username).codePointAt(0) ?? 0;
  return backgrounds[code % backgrounds.length] ?? backgrounds[0];
}
