// Types of app-chunks.mjs (plain JavaScript: check-bundle-budget.mjs runs it with node alone).
export declare const ON_DEMAND: Record<string, string[]>
export declare const FIRST_SCREENS: string[]
export declare const AFTER_PAINT: string[]
