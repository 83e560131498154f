import { useId, useState } from "react";
import { DropdownMenu } from "radix-ui";
import { chooseTheme, shownThemeChoice, type ThemeChoice } from "@/lib/theme/theme-choice.ts";
import { navTexts } from "@/texts/nav.ts";
import { themeTexts } from "@/texts/theme.ts";

const choices: readonly ThemeChoice[] = ["light", "dark", "system"];

/**
 * 'Tema' with Açık, Koyu and Sistem as the last group of a layout menu: radio items (arrow keys,
 * Enter or Space), the current one checked. The choice applies at once and is kept in this
 * browser (lib/theme/theme-choice.ts); 'Sistem' follows the system's setting. Part of the menu's
 * code, so it loads with the menu, on intent.
 */
export function ThemeChoiceGroup({ itemClassName, separated }: { itemClassName: string; separated: boolean }) {
  const labelId = useId();
  const [choice, setChoice] = useState(shownThemeChoice);

  return (
    <>
      {separated && <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200" />}
      <DropdownMenu.Label id={labelId} className="px-3 pt-1.5 pb-1 text-xs font-semibold text-slate-600">
        {navTexts.theme}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-labelledby={labelId}
        value={choice}
        onValueChange={(value) => {
          const next = choices.find((known) => known === value) ?? "system";
          chooseTheme(next);
          setChoice(next);
        }}
      >
        {choices.map((value) => (
          <DropdownMenu.RadioItem key={value} value={value} className={itemClassName}>
            <span aria-hidden="true" className="w-5 shrink-0 text-indigo-700">
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </span>
            {themeTexts.choices[value]}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
