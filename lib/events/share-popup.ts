// The window.open features of the thank-you page's share popups (spec §2, §7: 600×400).

export const SHARE_POPUP = { width: 600, height: 400 } as const;

type WindowBox = { screenX: number; screenY: number; outerWidth: number; outerHeight: number };

/** A 600×400 popup centred over the visitor's window; `noopener` keeps our tab out of reach. */
export function sharePopupFeatures(win: WindowBox): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SHARE_POPUP.height) / 2));
  return [
    "popup=yes",
    `width=${SHARE_POPUP.width}`,
    `height=${SHARE_POPUP.height}`,
    `left=${left}`,
    `top=${top}`,
    "noopener",
  ].join(",");
}
