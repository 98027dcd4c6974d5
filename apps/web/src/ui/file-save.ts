import type { DownloadedFile } from '@/shared/api/api-client.ts';

/**
 * What the browser does with a file the API answered (app/api-client.ts `apiDownload`): saved
 * under its name, or a PDF shown in a new tab. One place, so every screen hands files over alike.
 */

/** Hands the file to the browser as a download under its name. */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Shows a PDF in a new tab (the browser's viewer prints it), or downloads it when tabs are blocked. */
export const showPdf = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
