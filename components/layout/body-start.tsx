/** What every document opens its body with: the skip link, and the words links that open a new
 * tab are described by (NEW_TAB in components/ui/button.tsx), once instead of inside each link. */
export function BodyStart() {
  return (
    <>
      <a href="#main" className="skip">
        Skip to content
      </a>
      <span id="nt" hidden>
        opens in a new tab
      </span>
    </>
  );
}
