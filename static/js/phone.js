// Player phones: show "Reconnecting…" while polls fail (network gone, phone asleep, server restarting).
// htmx keeps polling on its own; the first answer (new sheet or 304 "unchanged") clears the notice.
(function () {
  function offline(on) { document.body.classList.toggle("offline", on); }
  document.addEventListener("htmx:afterRequest", function (event) {
    var xhr = event.detail.xhr;
    offline(!(event.detail.successful || (xhr && xhr.status === 304)));
  });
  ["htmx:sendError", "htmx:timeout", "htmx:responseError"].forEach(function (name) {
    document.addEventListener(name, function () { offline(true); });
  });
  window.addEventListener("offline", function () { offline(true); });
  // Back on screen: ask for the sheet at once. An event rather than an hx-trigger filter, which htmx would eval
  // (the Content-Security-Policy allows no eval).
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") {
      document.dispatchEvent(new CustomEvent("herald:visible"));
    }
  });
})();
