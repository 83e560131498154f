import type { ReactNode } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import { cx } from "./class-names.ts";

export interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** Names the row of tabs for screen readers (for example 'Turnuva bölümleri'). */
  label: string;
  tabs: readonly Tab[];
  /** Controlled (the tab lives in the URL) or left to the component. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs on Radix's Tabs (WAI-ARIA tabs): arrow keys move between tabs, Tab moves into the panel.
 * On a narrow screen the row scrolls sideways rather than wrapping.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cx(
              "min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900",
              "data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-700",
            )}
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="pt-4 outline-none">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
