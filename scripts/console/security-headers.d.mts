export function securityHeaders(dev: boolean): Array<{ key: string; value: string }>;
