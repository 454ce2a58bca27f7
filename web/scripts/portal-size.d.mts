export const PORTAL_JS_BUDGET_BYTES: number;
export function portalScripts(dist: string): { file: string; gzipBytes: number }[];
export function portalJsBytes(dist: string): number;
