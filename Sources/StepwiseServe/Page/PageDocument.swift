// The page's HTML: the phone, the flow beside it, the sandbox and the script below.

/// The HTML of the page; what it shows is filled in by the page's script from the state.
enum PageDocument {
  /// The page of a session.
  static func html(session: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Stepwise</title>
    <link rel="stylesheet" href="/stepwise.css">
    <script src="/stepwise.js" defer></script>
    </head>
    <body data-session="\(session)">
    <div id="banner" hidden></div>
    <header>
      <h1>Stepwise</h1>
      <label>App <select id="app" aria-label="App"></select></label>
      <span class="life">
        <button data-line="background">Background</button>
        <button data-line="foreground">Foreground</button>
        <button data-line="terminate">Terminate</button>
        <button data-line="crash">Crash</button>
        <button data-line="relaunch">Relaunch</button>
      </span>
      <form id="line-form"><input id="line" placeholder="any script line: tap row 0, paste &quot;Milk&quot;, scroll to row 20" aria-label="Script line"><button>Send</button></form>
    </header>
    <main>
      <section id="device">
        <div id="phone" tabindex="0" aria-label="The phone: click to touch, type to use the keyboard"></div>
        <p class="hint">Click to tap, drag a row to the left to delete it. Type on the keyboard while the phone has the focus: Backspace and Return work too.</p>
        <p id="message" role="status"></p>
      </section>
      <section id="flow-panel">
        <h2>What <code id="last">the last gesture</code> did</h2>
        <div id="flow"></div>
        <h2>Sandbox <small id="sandbox"></small></h2>
        <div id="files"></div>
        <h2>Script <button id="copy">Copy</button> <a id="download" href="/session/\(session)/script">Download</a></h2>
        <textarea id="script" readonly rows="12" aria-label="The gestures so far as a walkthrough script"></textarea>
      </section>
    </main>
    </body>
    </html>

    """
  }

  /// The page of a session the server no longer has.
  static let endedSession = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Stepwise</title></head>
    <body><p>This session has ended: the server was restarted or closed it.
    <a href="/">Start a new session</a>.</p></body></html>

    """
}
