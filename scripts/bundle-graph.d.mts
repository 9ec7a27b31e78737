// Types of bundle-graph.mjs (plain JavaScript: check-bundle-budget.mjs runs it with node alone).
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>
type OnDemand = Record<string, string[]>
export declare function staticClosure(
  manifest: ViteManifest,
  keys: string[],
  followed?: (dynamicImport: string) => boolean,
): Set<string>
export declare function routeLoads(
  manifest: ViteManifest,
  options?: { onDemand?: OnDemand; afterPaint?: string[] },
): Array<{ url: string; source: string; files: Set<string> }>
export declare function firstScreenFiles(
  manifest: ViteManifest,
  options: { onDemand?: OnDemand; afterPaint?: string[]; screens: string[] },
): Set<string>
