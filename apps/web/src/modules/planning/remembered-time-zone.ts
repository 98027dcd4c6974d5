/**
 * The current site's time zone, remembered by the planning screen for the next boot: the app's
 * boot prefetch (app/boot-prefetch.ts) reads it to ask for the planning before the site is known.
 * Here, in the module that writes it, so that the module never imports the app layer.
 */
export const siteTimeZoneStorageKey = 'velodesk.site-time-zone';
