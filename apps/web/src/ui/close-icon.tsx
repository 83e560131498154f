// The ✕ of dialogs and toasts; decorative, the button around it is labelled 'Kapat'. Kept out of
// icons.tsx, which the first screen loads, since only these two lazily loaded parts use it.
export const CloseIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
