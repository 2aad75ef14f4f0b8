type Options = { https: boolean; dev: boolean; payments?: boolean };
export type Header = { key: string; value: string };

export const EVENT_PAGES: string;
export function contentSecurityPolicy(options: Options & { nonce?: string }): string;
export function securityHeaders(options: Options): Header[];
