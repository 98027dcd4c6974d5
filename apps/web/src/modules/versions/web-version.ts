/** The web app's own version (apps/web/package.json), written in at build time (vite.config.ts). */
export const webVersion: string = __VELODESK_WEB_VERSION__;
