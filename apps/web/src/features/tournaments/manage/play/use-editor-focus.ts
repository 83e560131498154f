import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Where the keyboard is on the managing screen. `editingMatch`: the match whose score editor has
 * the focus; if someone else confirms it (or the tournament closes to scores), its editor stays,
 * typed score and focus kept, saying so, until the person leaves it. `sending`: the match this
 * screen is confirming, whose editor closes on its own answer. A cancelled score's 'Skoru İptal
 * Et' that had the focus hands it to the editor that takes its place. Opened inline (`openedInline`,
 * from 'Aktif/Yarım'), the pressed 'Devam Et' is gone, so the heading (`headingRef`) takes focus
 * and comes into view, and a screen reader starts there.
 */
export function useEditorFocus(openedInline: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editingMatch, setEditingMatch] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  // Whose 'Skoru İptal Et' had the focus last.
  const cancelFocus = useRef<string | null>(null);

  useEffect(() => {
    if (openedInline) headingRef.current?.focus();
  }, [openedInline]);

  /** This screen's own confirmation of `match`: `send` answers whether it was taken. */
  const confirming = useCallback(async (match: TournamentMatch, send: () => Promise<boolean>) => {
    setSending(match._id);
    const confirmed = await send();
    // Together, in one render: the person's own confirmation closes the editor they pressed in.
    setSending(null);
    if (confirmed) setEditingMatch((current) => (current === match._id ? null : current));
    return confirmed;
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

  return { headingRef, editingMatch, sending, confirming, editing, cancelFocused, focusWasOnCancel };
}
