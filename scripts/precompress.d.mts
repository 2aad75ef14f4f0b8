/** The file that says the build in distDir has its static files compressed. */
export function markerFile(distDir: string): string;
/** Compresses every static file of the build in distDir; resolves to how many it compressed. */
export function precompressStatic(distDir: string): Promise<number>;
