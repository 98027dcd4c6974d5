/** Where the login page sends the user back to; only same-app paths are accepted. */
export const loginPath = '/account/login';
export const homePath = '/home';

export const loginUrlFor = (wantedUrl: string): string =>
  wantedUrl && wantedUrl !== '/' && !wantedUrl.startsWith('/account')
    ? `${loginPath}?redirect=${encodeURIComponent(wantedUrl)}`
    : loginPath;

export const safeRedirect = (redirect: string | null): string => {
  const isSafe = redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/account');
  return isSafe && redirect ? redirect : homePath;
};
