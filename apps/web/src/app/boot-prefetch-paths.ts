/** The screens whose first data the app asks for while it boots (app/boot-prefetch.ts). */
export const bootPrefetchPaths: readonly string[] = ['/calendar'];
