// Per-device display settings (theme, text size) and keeping the screen awake while a game is open.
(function () {
  var root = document.documentElement;
  var store = window.localStorage;
  // A page may keep its own choice under its own key and start from its own default (the table display: dark).
  var themeKey = root.dataset.themeKey || "herald.theme";
  var theme = store.getItem(themeKey) || root.dataset.themeDefault ||
    (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  var scale = parseFloat(store.getItem("herald.textScale") || "1");
  root.dataset.theme = theme;
  root.style.setProperty("--text-scale", String(scale));

  function setScale(next) {
    scale = Math.min(1.6, Math.max(0.8, Math.round(next * 10) / 10));
    store.setItem("herald.textScale", String(scale));
    root.style.setProperty("--text-scale", String(scale));
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-action]");
    if (!button) return;
    var what = button.dataset.action;
    if (what === "theme") {
      theme = root.dataset.theme === "dark" ? "light" : "dark";
      root.dataset.theme = theme;
      store.setItem(themeKey, theme);
    } else if (what === "text-larger") {
      setScale(scale + 0.1);
    } else if (what === "text-smaller") {
      setScale(scale - 0.1);
    }
  });

  // Steppers: big − and + buttons beside a number input; a change lets htmx refresh what depends on it.
  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-step]");
    if (!button) return;
    var box = button.closest(".stepper");
    var input = box && box.querySelector("input");
    if (!input) return;
    var lo = parseInt(box.dataset.min || "-99", 10), hi = parseInt(box.dataset.max || "99", 10);
    var next = Math.min(hi, Math.max(lo, (parseInt(input.value, 10) || 0) + parseInt(button.dataset.step, 10)));
    input.value = String(next);
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });

  // The wizard's character draft: choosing a character fills the numbers the catalog knows at once (a character
  // changed since gets its own numbers; a number typed for the character chosen stays). The server does the same.
  function fillCharacter(input, settled) {
    var table = input.closest("[data-characters]");
    if (!table) return;
    var name = input.value.trim(), all = JSON.parse(table.dataset.characters || "{}");
    if (!settled && !all[name]) return;
    var facts = all[name] || {}, i = input.dataset.seatCharacter;
    var mark = table.querySelector('[name="seat' + i + '_filled"]');
    var changed = mark && mark.value !== "" && mark.value !== name;
    ["strength", "willpower", "guild1", "guild2"].forEach(function (key) {
      var field = table.querySelector('[name="seat' + i + '_' + key + '"]');
      if (!field) return;
      if (facts[key] !== null && facts[key] !== undefined && (changed || !field.value)) field.value = String(facts[key]);
      else if (changed) field.value = "";
    });
    if (mark) mark.value = name;
  }
  document.addEventListener("input", function (event) {
    if (event.target.matches("[data-seat-character]")) fillCharacter(event.target, false);
  });
  document.addEventListener("change", function (event) {
    if (event.target.matches("[data-seat-character]")) fillCharacter(event.target, true);
  });

  // A step the rules refuse comes back at the top of the screen drawn anew: it goes beside the button of the form
  // that sent it (the same form in the new screen: same address and fields, but the step's own), in view (issue 39).
  // A refusal may hold a form of its own (the card values Herald lacks, to send the same step again): it is the same
  // step as the form it stands beside, never counted among the forms it can stand beside, and never put inside one.
  var sent = null, OWN = { seq: 1, action_id: 1, csrf_token: 1, "ask[]": 1 };
  function signature(form) {
    var parts = [form.getAttribute("action") || ""];
    form.querySelectorAll("input[type=hidden]").forEach(function (i) { if (!OWN[i.name]) parts.push(i.name + "=" + i.value); });
    return parts.join("&");
  }
  function alike(key) {
    return Array.prototype.filter.call(document.querySelectorAll("#screen form"), function (f) {
      return signature(f) === key && !f.closest("#refusal");
    });
  }
  document.addEventListener("htmx:beforeRequest", function (event) {
    var elt = event.detail.elt, form = elt && elt.closest ? elt.closest("form") : null;
    if (form && (form.method || "").toLowerCase() === "post") sent = { key: signature(form), nth: alike(signature(form)).indexOf(form) };
  });
  function besideItsButton() {
    var refusal = document.querySelector("#screen #refusal"), was = sent;
    sent = null;
    if (!refusal || !was || document.querySelector("#screen .form-error")) return false;  // said by the form itself
    var same = alike(was.key), form = same[was.nth] || same[0];
    if (!form) return false;
    for (var d = form.closest("details"); d; d = d.parentElement ? d.parentElement.closest("details") : null) d.open = true;
    var buttons = form.querySelectorAll("button[type=submit], button:not([type]), input[type=submit]");
    var button = buttons[buttons.length - 1];
    refusal.classList.add("beside");
    // A small form (a hero's − and +) gets the message under the first box around it wide enough to read it in.
    var host = form;
    while (host.getBoundingClientRect().width < 320 && host.parentElement && host.parentElement.id !== "screen") host = host.parentElement;
    if (host !== form || refusal.querySelector("form")) host.insertAdjacentElement("afterend", refusal);
    else if (button) button.insertAdjacentElement("afterend", refusal); else form.appendChild(refusal);
    refusal.scrollIntoView({ block: "center", behavior: "instant" });
    return true;
  }

  // After a form is sent, the screen comes back drawn anew: bring what to do next into view (what Herald says about
  // it first, else the first step offered) when it is out of sight, as it is after a long form.
  document.addEventListener("htmx:afterSettle", function (event) {
    var config = event.detail.requestConfig || {};
    if (config.verb !== "post" || !event.target || event.target.id !== "screen") return;
    if (besideItsButton()) return;
    var next = document.querySelector("#screen #refusal, #screen #notice, #screen #confirm-undo, #screen .battle-result," +
      " #screen #battle-steps .offer-card, #screen #offers .offer-card, #screen #battle-steps, #screen #offers");
    if (!next) return;
    var box = next.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight * 0.6) next.scrollIntoView({ block: "start", behavior: "instant" });
  });

  // A form the browser holds back for a field left empty says so beside its button and brings the field into view,
  // opening a folded section that hides it: a tap is never silently lost (issue 39).
  var told = false;
  document.addEventListener("invalid", function (event) {
    var field = event.target, form = field.form;
    if (!form || told) return;
    told = true;
    setTimeout(function () { told = false; }, 0);
    for (var d = field.closest("details"); d; d = d.parentElement ? d.parentElement.closest("details") : null) d.open = true;
    var legend = field.closest("fieldset") && field.closest("fieldset").querySelector("legend");
    var label = (legend && legend.textContent) || (field.labels && field.labels[0] && field.labels[0].textContent) ||
      field.getAttribute("aria-label") || "every field marked";
    var note = form.querySelector(".missing-field") || document.createElement("p");
    note.className = "alert error missing-field";
    note.setAttribute("role", "alert");
    note.textContent = "First fill in: " + label.trim().replace(/\s+/g, " ") + ".";
    var buttons = form.querySelectorAll("button[type=submit], button:not([type]), input[type=submit]");
    var button = buttons[buttons.length - 1];
    if (button) button.insertAdjacentElement("afterend", note); else form.appendChild(note);
    (field.closest("fieldset") || field.closest("label") || field).scrollIntoView({ block: "center", behavior: "instant" });
  }, true);

  // The starting player's list follows the names as they are typed (Conjurers' wizard).
  document.addEventListener("input", function (event) {
    var m = event.target.name && event.target.name.match(/^seat(\d+)_player$/);
    var option = m && document.querySelector("#start-seat option[value='" + m[1] + "']");
    if (option) option.textContent = event.target.value.trim() || "Player " + (Number(m[1]) + 1);
  });

  // A game screen (Prophecy's, Conjurers') answers a tap with only the panels it changed, so the forms of the others
  // still carry the step they were drawn at: every post from the screen sends its current step (#step) instead, and a
  // fresh action id in place of one already sent. Without this script, forms post their own step and get the whole screen;
  // so does a screen showing a message (a refusal stands inside a panel the step may leave as it was).
  var sentIds = {};
  document.addEventListener("htmx:configRequest", function (event) {
    var step = document.getElementById("step"), data = event.detail.formData, form = event.detail.elt;
    if (!step || !data || !data.has("seq") || !form.closest || !form.closest("#screen")) return;
    data.set("seq", step.dataset.seq);
    if (!document.querySelector("#screen .alert")) data.set("panels", "1");
    var id = data.get("action_id");
    if (id && sentIds[id]) {
      var bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      id = Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
      data.set("action_id", id);
    }
    if (id) sentIds[id] = true;
  });
  document.addEventListener("htmx:oobAfterSwap", function (event) {
    var screen = document.getElementById("screen"), step = document.getElementById("step");
    if (screen && step) screen.dataset.seq = step.dataset.seq;  // the screen's own step follows #step
  });

  var wakeLock = null;
  function keepAwake() {
    if (!document.querySelector("#screen") || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (lock) { wakeLock = lock; }).catch(function () {});
  }
  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("DOMContentLoaded", keepAwake);
  document.addEventListener("htmx:afterSettle", function () { if (!wakeLock || wakeLock.released) keepAwake(); });
})();
