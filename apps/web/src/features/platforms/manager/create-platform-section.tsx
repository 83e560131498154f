import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { cx } from "@/ui/class-names.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { LazyPartView, lazyPart } from "./lazy-part.tsx";

/** Part 1 §9: the 'Platform başarıyla oluşturuldu!' banner stays this long. */
export const CREATED_BANNER_MS = 3000;

const texts = platformManagerTexts.create;

// The form brings the forms library and the contract's schemas: it loads when the person reaches
// for the toggle (pointer, focus or press), not with the manager. Without it (the connection
// dropped) the panel says so, with 'Tekrar Dene'.
const loadForm = () => import("./create-platform-form.tsx");
const createPlatformForm = lazyPart(loadForm, "CreatePlatformForm");
const preloadForm = () => void loadForm().catch(() => undefined);

/**
 * Part 1 §2: the collapsible 'Yeni Platform Oluştur' section and the 3 s banner after a creation.
 * Once opened the form stays in the page, hidden when folded, so what was typed survives.
 */
export function CreatePlatformSection() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [bannerShownAt, setBannerShownAt] = useState<number | null>(null);
  // Part 1 §4: the platform was created but its picture was not; stays until the form is opened again.
  const [warning, setWarning] = useState<ReactNode>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Part 1 §9: the banner goes after 3 s; a second creation starts its 3 s again.
  useEffect(() => {
    if (bannerShownAt === null) return;
    const timer = setTimeout(() => setBannerShownAt(null), CREATED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerShownAt]);

  const created = (imageWarning?: ReactNode) => {
    setWarning(imageWarning);
    setOpen(false);
    setBannerShownAt(Date.now());
    // The form (and its button, which had focus) is hidden: focus goes to its heading's button.
    toggleRef.current?.focus();
  };

  return (
    <section>
      <h2>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => {
            setWarning(null);
            setEverOpened(true);
            setOpen((shown) => !shown);
          }}
          className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-3 text-left text-lg font-bold text-slate-900 shadow-sm hover:border-indigo-300"
        >
          {texts.toggle}
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={cx("shrink-0 transition-transform", open && "rotate-180")}>
            <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>

      {/* Always in the page, so the announcement is heard when the text arrives. */}
      <div role="status">
        {bannerShownAt === null ? null : (
          <p className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">{texts.created}</p>
        )}
      </div>
      {warning}

      <div id={panelId} hidden={!open} className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {everOpened ? (
          <LazyPartView part={createPlatformForm} loading={<Spinner label={commonTexts.loading} />}>
            {(CreatePlatformForm) => <CreatePlatformForm onCreated={created} />}
          </LazyPartView>
        ) : null}
      </div>
    </section>
  );
}
