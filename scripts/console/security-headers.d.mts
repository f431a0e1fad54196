export const API_CONTENT_SECURITY_POLICY: string;
export function pageContentSecurityPolicy(nonce: string, dev: boolean): string;
export function newNonce(): string;
export function staticSecurityHeaders(): Array<{ key: string; value: string }>;
export function securityHeaders(): Array<{ key: string; value: string }>;
export const ROUTE_HANDLERS_OUTSIDE_API: RegExp[];
export function isPagePath(pathname: string): boolean;
