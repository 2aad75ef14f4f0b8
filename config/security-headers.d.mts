type Options = { https: boolean; dev: boolean; payments?: boolean };
export type Header = { key: string; value: string };

export const WORKSHOP_PATH: string;
export function contentSecurityPolicy(options: Options & { nonce?: string }): string;
export function securityHeaders(options: Options): Header[];
