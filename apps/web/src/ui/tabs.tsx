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
 * Below sm the tabs take less padding and slightly smaller text and share the row's width in equal
 * parts, so three tabs such as the platform manager's fit a 360 px phone, and a label that grows
 * after the first paint (a count arriving, '/turnuvalar') wraps inside its own tab instead of
 * moving the others or pushing one onto a new row, which shifted the panel below (CLS). Tabs
 * whose longest words still do not fit wrap onto another row rather than being cut off at the
 * edge. Wrapping changes no order: the arrow keys still go through the tabs in turn.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={onValueChange}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap border-b border-slate-200 sm:gap-1">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cx(
              "min-h-11 grow basis-0 border-b-2 border-transparent px-2.5 text-center text-[0.8125rem] leading-tight font-semibold text-slate-600 hover:text-slate-900",
              "sm:grow-0 sm:basis-auto sm:px-4 sm:text-sm",
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
