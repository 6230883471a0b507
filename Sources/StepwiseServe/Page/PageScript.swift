// The page's script: sends gestures as script lines and draws the state the server returns.

/// The JavaScript of the page, plain and small.
///
/// Every gesture goes to the server as one line of the script language: the line a touch
/// area carries in `data-command` (or `data-swipe` for a drag to the left), `type "x"` for a
/// key, `backspace`, `return`, `pick date …`, a life button's line, or what the learner
/// writes in the line field. Lines are sent one after another, never two at once, so fast
/// typing keeps its order.
enum PageScript {
  static let text = #"""
    "use strict";
    const session = document.body.dataset.session;
    // The page's words, in the language the server speaks.
    const words = document.body.dataset;
    const $ = (id) => document.getElementById(id);
    let queue = Promise.resolve();

    function quote(text) {
      return '"' + text.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + '"';
    }

    function send(line) {
      queue = queue.then(() => post(line));
      return queue;
    }

    async function post(line) {
      try {
        const response = await fetch(`/session/${session}/command`, {
          method: "POST", body: line, headers: { "Content-Type": "text/plain; charset=utf-8" } });
        if ((response.headers.get("Content-Type") || "").startsWith("application/json")) {
          show(await response.json());
        } else {
          $("message").textContent = await response.text();
        }
      } catch (error) {
        serverGone();
      }
    }

    async function refresh() {
      try {
        const response = await fetch(`/session/${session}/state`);
        if (response.status === 404) {
          $("banner").textContent = words.ended.replace("{0}", location.origin + "/");
          $("banner").hidden = false;
          return;
        }
        show(await response.json());
      } catch (error) {
        serverGone();
      }
    }

    function serverGone() {
      $("banner").textContent = words.stopped;
      $("banner").hidden = false;
    }

    function show(state) {
      $("banner").hidden = true;
      $("phone").innerHTML = state.phone;
      // The same flow again (a refresh) keeps a fold the user opened.
      if ($("flow").dataset.shown !== state.flow) {
        $("flow").innerHTML = state.flow;
        $("flow").dataset.shown = state.flow;
      }
      $("last").textContent = state.lastCommand || words.lastGesture;
      $("message").textContent = state.message || "";
      $("script").value = state.script;
      // The app has ended: the phone says so, with a Relaunch button over it.
      $("ended").hidden = !state.relaunchOffer;
      $("ended-text").textContent = state.relaunchOffer || "";
      $("sandbox").textContent = state.sandbox;
      const picker = $("app");
      if (picker.options.length !== state.apps.length) {
        picker.innerHTML = "";
        for (const app of state.apps) {
          picker.add(new Option(app.id + " — " + app.title, app.id));
        }
      }
      picker.value = state.app || "";
      // The device's language, offered when the app has string tables in more than one.
      const languages = state.languages.includes(state.language)
        ? state.languages : [state.language].concat(state.languages);
      $("language-choice").hidden = languages.length < 2;
      const languagePicker = $("language");
      if (languagePicker.options.length !== languages.length) {
        languagePicker.innerHTML = "";
        for (const language of languages) { languagePicker.add(new Option(language, language)); }
      }
      languagePicker.value = state.language;
      const files = $("files");
      files.innerHTML = "";
      if (state.files.length === 0) {
        files.textContent = words.noFiles;
      }
      for (const file of state.files) {
        const details = document.createElement("details");
        details.open = true;
        const summary = document.createElement("summary");
        summary.textContent = file.path;
        const text = document.createElement("pre");
        text.textContent = file.text;
        details.append(summary, text);
        files.append(details);
      }
    }

    let pressed = null;
    $("phone").addEventListener("pointerdown", (event) => {
      pressed = { x: event.clientX, target: event.target.closest("[data-command], [data-pick]") };
    });
    $("phone").addEventListener("pointerup", (event) => {
      $("phone").focus();
      if (!pressed || !pressed.target) { return; }
      const area = pressed.target;
      const moved = event.clientX - pressed.x;
      pressed = null;
      if (area.dataset.swipe && moved < -30) {
        send(area.dataset.swipe);
      } else if (area.dataset.pick) {
        const minute = prompt(words.pickDate, area.dataset.pick);
        if (minute) { send("pick date " + minute.trim()); }
      } else if (area.dataset.command) {
        send(area.dataset.command);
      }
    });
    $("phone").addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) { return; }
      if (event.key === "Backspace") {
        send("backspace");
      } else if (event.key === "Enter") {
        send("return");
      } else if (event.key.length === 1 || [...event.key].length === 1) {
        send("type " + quote(event.key));
      } else {
        return;
      }
      event.preventDefault();
    });
    for (const button of document.querySelectorAll("[data-line]")) {
      button.addEventListener("click", () => send(button.dataset.line));
    }
    $("app").addEventListener("change", () => send("launch " + $("app").value));
    $("language").addEventListener("change", () => send("language " + $("language").value));
    $("line-form").addEventListener("submit", (event) => {
      event.preventDefault();
      if ($("line").value.trim()) { send($("line").value); }
      $("line").value = "";
    });
    $("copy").addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText($("script").value);
      } catch (error) {
        $("script").select();
        document.execCommand("copy");
      }
    });
    setInterval(async () => {
      try {
        const response = await fetch(`/session/${session}/ping`);
        if (response.status === 404) { refresh(); }
      } catch (error) {
        serverGone();
      }
    }, 2000);
    refresh().then(() => $("phone").focus());

    """#
}
