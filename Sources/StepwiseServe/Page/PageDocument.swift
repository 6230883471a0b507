// The page's HTML: the phone, the flow beside it, the sandbox and the script below.

import StepwiseBasics
import ViewHarness

/// The HTML of the page, in the current language; what it shows is filled in by the page's
/// script from the state, with the words the body carries for it (`data-ended`, …).
enum PageDocument {
  /// The page of a session.
  static func html(session: String) -> String {
    let words = [
      ("ended", localized("This session has ended. Open {0} for a new one.")),
      (
        "stopped",
        localized(
          "The server has stopped. Start it again with stepwise serve, then reload this page.")
      ),
      ("last-gesture", localized("the last gesture")),
      ("no-files", localized("No files yet.")),
      ("pick-date", localized("Pick a date and time (yyyy-MM-dd HH:mm):")),
    ].map { " data-\($0.0)=\"\(escaped($0.1))\"" }.joined()
    return """
      <!DOCTYPE html>
      <html lang="\(Language.current.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Stepwise</title>
      <link rel="stylesheet" href="/stepwise.css">
      <script src="/stepwise.js" defer></script>
      </head>
      <body data-session="\(session)"\(words)>
      <div id="banner" hidden></div>
      <header>
        <h1>Stepwise</h1>
        <label>\(localized("App")) <select id="app" aria-label="\(localized("App"))"></select></label>
        <label id="language-choice" hidden>\(localized("Device language")) <select id="language" aria-label="\(localized("Device language"))"></select></label>
        <span class="life">
          <button data-line="background">\(localized("Background"))</button>
          <button data-line="foreground">\(localized("Foreground"))</button>
          <button data-line="terminate">\(localized("Terminate"))</button>
          <button data-line="crash">\(localized("Crash"))</button>
          <button data-line="relaunch">\(localized("Relaunch"))</button>
        </span>
        <form id="line-form"><input id="line" placeholder="\(escaped(localized("any script line: tap row 0, paste \"Milk\", scroll to row 20")))" aria-label="\(localized("Script line"))"><button>\(localized("Send"))</button></form>
      </header>
      <main>
        <section id="device">
          <div id="phone" tabindex="0" aria-label="\(localized("The phone: click to touch, type to use the keyboard"))"></div>
          <div id="ended" role="alert" hidden><p id="ended-text"></p><button data-line="relaunch">\(localized("Relaunch"))</button></div>
          <p class="hint">\(localized("Click to tap, drag a row to the left to delete it. Type on the keyboard while the phone has the focus: Backspace and Return work too."))</p>
          <p id="message" role="status"></p>
        </section>
        <section id="flow-panel">
          <h2>\(localized("What {0} did").replacingOccurrences(of: "{0}", with: "<code id=\"last\">" + localized("the last gesture") + "</code>"))</h2>
          <div id="flow"></div>
          <h2>\(localized("Sandbox")) <small id="sandbox"></small></h2>
          <div id="files"></div>
          <h2>\(localized("Script")) <button id="copy">\(localized("Copy"))</button> <a id="download" href="/session/\(session)/script">\(localized("Download"))</a></h2>
          <textarea id="script" readonly rows="12" aria-label="\(localized("The gestures so far as a walkthrough script"))"></textarea>
        </section>
      </main>
      </body>
      </html>

      """
  }

  /// The page of a session the server no longer has.
  static var endedSession: String {
    """
    <!DOCTYPE html>
    <html lang="\(Language.current.rawValue)"><head><meta charset="utf-8"><title>Stepwise</title></head>
    <body><p>\(localized("This session has ended: the server was restarted or closed it."))
    <a href="/">\(localized("Start a new session"))</a>.</p></body></html>

    """
  }

  /// Text made safe for an HTML attribute.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
  }
}
