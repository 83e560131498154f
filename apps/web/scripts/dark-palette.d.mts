/** The dark theme's palette (dark-palette.mjs). */
export declare const indexCss: string;
/** Tailwind's palette by name (`slate-50`, `white`): its CSS value. */
export declare function tailwindPalette(): Map<string, string>;
/** The colour families classes in `dir` (src/ by default) name. */
export declare function familiesUsed(dir?: string): string[];
/** WCAG's relative luminance of `oklch(…)`, `#fff` or `#000`. */
export declare const luminanceOf: (value: string) => number;
/** Each `--color-*` name with its dark value, white first. */
export declare function darkPalette(families?: string[]): Array<[string, string]>;
/** index.css with its dark palette block made again. */
export declare function withDarkPalette(css: string, families?: string[]): string;
