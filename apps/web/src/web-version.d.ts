/** The web app's version (apps/web/package.json), written in at build time by vite.config.ts's `define`. */
declare const __VELODESK_WEB_VERSION__: string;
