/**
 * The one line of script the /investor/alerts page carries in its HTML, just before its subscribe
 * form: opened from an e-mail's confirmation or unsubscribe link, it marks the page before the
 * parser reaches the form, so the form is never painted for a shareholder who came to confirm
 * (src/index.css hides it until the app has read the link). The site's CSP allows it by its hash
 * (scripts/site-hosting.ts), as it allows the boot script; changing a character changes the hash,
 * which is why the text lives here, once.
 */
export const ALERT_LINK_MARK =
  "if(/^#(confirm|unsubscribe)=/.test(location.hash))document.documentElement.setAttribute('data-alert-link','')";
