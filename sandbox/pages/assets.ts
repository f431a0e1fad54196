import type { RouteRegistrar } from "../http/types";

// The hosted pages' stylesheet and script, served as files of the sandbox so the pages carry no inline
// code and their Content-Security-Policy can allow only 'self'.

export const PAGES_CSS_PATH = "/assets/pages.css";
export const CHECKOUT_SCRIPT_PATH = "/assets/checkout.js";

const PAGES_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#111827;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem;margin-bottom:1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600;color:#374151}
dd{margin:0;word-break:break-word}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.5rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827}
button,.button{display:block;width:100%;font:inherit;font-weight:600;padding:.75rem 1rem;margin-top:.75rem;border:2px solid transparent;border-radius:.5rem;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#1d4ed8;color:#fff}
.danger{background:#fff;color:#b91c1c;border-color:#b91c1c}
.secondary{background:#fff;color:#1f2937;border-color:#4b5563}
button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.status{display:inline-block;padding:.125rem .625rem;border-radius:999px;font-weight:700;font-size:.875rem;background:#e5e7eb;color:#111827}
.status-ok{background:#dcfce7;color:#14532d}
.status-bad{background:#fee2e2;color:#7f1d1d}
.status-wait{background:#fef3c7;color:#78350f}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.muted{color:#4b5563}
.qr{display:flex;justify-content:center;margin:1rem 0}
.qr svg{width:100%;max-width:240px;height:auto}
.error{color:#b91c1c;font-weight:600}
`;

// Counts down from the server's figure: the sandbox clock may run ahead of the browser's.
const CHECKOUT_SCRIPT = `(function () {
  var el = document.getElementById("countdown");
  if (!el) return;
  var end = Date.now() + Number(el.getAttribute("data-seconds")) * 1000;
  function pad(n) { return String(n).padStart(2, "0"); }
  function tick() {
    var s = Math.max(0, Math.round((end - Date.now()) / 1000));
    el.textContent = Math.floor(s / 3600) + ":" + pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
    if (s === 0) { clearInterval(timer); location.reload(); }
  }
  var timer = setInterval(tick, 1000);
  tick();
})();
`;

const CACHE = "public, max-age=300";

export const registerPageAssets: RouteRegistrar = (app) => {
  app.get(PAGES_CSS_PATH, (c) =>
    c.body(PAGES_CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": CACHE }),
  );
  app.get(CHECKOUT_SCRIPT_PATH, (c) =>
    c.body(CHECKOUT_SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": CACHE,
    }),
  );
};
