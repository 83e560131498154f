import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useCallback, useEffect, useRef, useState } from "react";

/** The open matches' editors on screen, in the order it shows them (an overtaken one is not open). */
const openEditors = (screen: HTMLElement | null) => [...(screen?.querySelectorAll<HTMLFormElement>("form[data-open-match]") ?? [])];

/**
 * Where the keyboard goes after a confirmation: the first field of the next open match after the
 * confirmed one, from the first again when none follows (`passed`: the open matches up to the
 * confirmed one when it was sent); with no open match left, the next step's button if it may be
 * taken (null if none: the heading then).
 */
function nextStop(screen: HTMLElement | null, passed: ReadonlySet<string | undefined>): HTMLElement | null {
  const editors = openEditors(screen);
  const editor = editors.find((form) => !passed.has(form.dataset.openMatch)) ?? editors[0];
  if (editor) return editor.elements[0] as HTMLElement;
  return screen?.querySelector<HTMLElement>('[data-step]:not([aria-disabled="true"])') ?? null;
}

/**
 * Where the keyboard is on the managing screen. `editingMatch`: the match whose score editor has
 * the focus; if someone else confirms it (or the tournament closes to scores), its editor stays,
 * typed score and focus kept, saying so, until the person leaves it. `sending`: the match this
 * screen is confirming, whose editor closes on its own answer. A cancelled score's 'Skoru İptal
 * Et' that had the focus hands it to the editor that takes its place. Once the person's own
 * confirmation is on screen (the cache holds its `version`, and no write runs), the focus left
 * nowhere by the closed editor goes on to the next open match (`nextStop`), so scores are entered
 * one after the other by keyboard; a focus the person put elsewhere meanwhile stays there.
 * Opened inline (`openedInline`, from 'Aktif/Yarım'), the pressed 'Devam Et' is gone, so the
 * heading (`headingRef`) takes focus and comes into view, and a screen reader starts there.
 * The system's next step taken here ('Sonraki Tura Geç', 'Eleme Turlarına Geç', `advanced`) sends
 * the keyboard the same way to the new round's first open match, once it is on screen: the pressed
 * button was disabled while it ran (the browser then drops the focus to the page) or stays for the
 * next round, and neither is where a person goes on.
 * `screenRef` is the screen's section, where the editors and the step buttons are found.
 */
export function useEditorFocus(openedInline: boolean, version: number, busy: boolean) {
  const screenRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editingMatch, setEditingMatch] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  // Whose 'Skoru İptal Et' had the focus last.
  const cancelFocus = useRef<string | null>(null);
  // A confirmation of this screen's, taken, whose answer is not on screen yet.
  // `from`: the step button pressed, still a place the focus may be moved from.
  const confirmed = useRef<{ version: number; passed: Set<string | undefined>; from?: Element | null } | null>(null);

  useEffect(() => {
    if (openedInline) headingRef.current?.focus();
  }, [openedInline]);

  useEffect(() => {
    const waiting = confirmed.current;
    if (!waiting || busy || version < waiting.version) return;
    confirmed.current = null;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === waiting.from)
      (nextStop(screenRef.current, waiting.passed) ?? headingRef.current)?.focus();
  });

  /** This screen's own confirmation of `match`: `send` answers the answer's version, or null if refused. */
  const confirming = useCallback(async (match: TournamentMatch, send: () => Promise<number | null>) => {
    const ids = openEditors(screenRef.current).map((form) => form.dataset.openMatch);
    const passed = new Set(ids.slice(0, ids.indexOf(match._id) + 1));
    setSending(match._id);
    const answered = await send();
    // Together, in one render: the person's own confirmation closes the editor they pressed in.
    setSending(null);
    if (answered === null) return false;
    setEditingMatch((current) => (current === match._id ? null : current));
    confirmed.current = { version: answered, passed };
    return true;
  }, []);

  /** The next step's answer (its `version`), taken with the focus on `from`, the button pressed. */
  const advanced = useCallback((version: number, from: Element | null) => {
    confirmed.current = { version, passed: new Set(), from };
  }, []);

  const editing = useCallback(
    (matchId: string, focused: boolean) => setEditingMatch((current) => (focused ? matchId : current === matchId ? null : current)),
    [],
  );

  const cancelFocused = useCallback((matchId: string | null) => {
    cancelFocus.current = matchId;
  }, []);

  const focusWasOnCancel = useCallback((matchId: string) => {
    if (cancelFocus.current !== matchId) return false;
    cancelFocus.current = null;
    return true;
  }, []);

  return { screenRef, headingRef, editingMatch, sending, confirming, advanced, editing, cancelFocused, focusWasOnCancel };
}
