/**
 * The outline of the logged-in layout that index.html draws before any code has run
 * (build/bootShell.ts): sidebar, navbar and tags bar in the stored theme's colours, behind the page.
 * It stays while the code and the session load; it goes when the layout mounts, when the guard lets
 * an open screen through, or when a render error is shown instead.
 */
export const BOOT_SHELL_ID = 'rf-boot';

export function dropBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}
