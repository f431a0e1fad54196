export function fastPathFile(dir?: string): string | null;
export function buildFastPath(dir?: string): Promise<string>;
