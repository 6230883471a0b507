// Every command of the script language, in the order the help lists them.

extension CommandSyntax {
  /// The whole language in groups, as the help lists it: the app's life, gestures,
  /// keyboard, checks, then the simulator's own commands.
  package static let groups: [(heading: String, forms: [CommandSyntax])] = [
    ("The app's life", lifeEvents), ("Gestures", gestures),
    ("Keyboard and date picker", keyboard), ("Checks", checks), ("The simulator", simulator),
  ]

  /// Every form, in the order the help lists them.
  package static let all: [CommandSyntax] = groups.flatMap(\.forms)

  static let lifeEvents: [CommandSyntax] = [
    CommandSyntax([.keyword("launch"), .optional(.appID)], "start the app (or the one named)") {
      .launch(appID: $0.word(0))
    },
    CommandSyntax([.keyword("relaunch")], "terminate if running, then launch in the same sandbox") {
      _ in .gesture(.relaunch)
    },
    CommandSyntax([.keyword("background")], "send the app to the background (it keeps running)") {
      _ in .gesture(.background)
    },
    CommandSyntax([.keyword("foreground")], "bring the app back from the background") {
      _ in .gesture(.foreground)
    },
    CommandSyntax([.keyword("terminate")], "stop the app; its delegate is told first") {
      _ in .gesture(.terminate)
    },
    CommandSyntax([.keyword("crash")], "stop the app with no callback at all") {
      _ in .gesture(.crash)
    },
    CommandSyntax([.keyword("memory"), .keyword("warning")], "the system runs low on memory") {
      _ in .gesture(.memoryWarning)
    },
    CommandSyntax(
      [.keyword("language"), .languageCode],
      "set the device's language (ja, en, fr-CA): a running app starts again in it"
    ) { .gesture(.language($0.word(0) ?? "en")) },
    CommandSyntax(
      [.keyword("wait"), .duration], "time passes on the device; notifications due arrive"
    ) { .gesture(.wait(seconds: $0.number(0))) },
    CommandSyntax(
      [.keyword("wait"), .keyword("until"), .dateAndTime],
      "the clock moves on to this minute; notifications due arrive"
    ) { .gesture(.waitUntil($0.date(0))) },
  ]

  static let gestures: [CommandSyntax] = [
    CommandSyntax(
      [.keyword("tap"), .text("title")],
      "tap a button, bar button, alert button, or a button a swipe revealed"
    ) { .gesture(.tap($0.text(0))) },
    CommandSyntax(
      [.keyword("tap"), .keyword("field"), .text("name")],
      "give a text field or text view the keyboard (named by placeholder, label or text)"
    ) { .gesture(.tapField($0.text(0))) },
    CommandSyntax([.keyword("back")], "tap the back button") { _ in .gesture(.goBack) },
    CommandSyntax(
      [.keyword("tap"), .keyword("background")],
      "tap the screen away from its controls (touchesBegan reaches the controller)"
    ) { _ in .gesture(.tapBackground) },
    CommandSyntax(
      [.keyword("toggle"), .keyword("switch"), .text("title")], "flip the switch beside this text"
    ) { .gesture(.toggleSwitch($0.text(0))) },
    CommandSyntax(
      [.keyword("slide"), .keyword("to"), .decimal("value")],
      "slide the slider on screen to a value (kept in its range)"
    ) { .gesture(.slide(nil, to: $0.decimal(0))) },
    CommandSyntax(
      [.keyword("slide"), .text("name"), .keyword("to"), .decimal("value")],
      "slide the slider named by its accessibility label or the label before it"
    ) { .gesture(.slide($0.text(0), to: $0.decimal(1))) },
    CommandSyntax(
      [.keyword("tap"), .keyword("row"), .row],
      "tap a row (0, 1, …, 1 in section 2, or \"its text\")"
    ) {
      .gesture(.tapRow($0.row(0)))
    },
    CommandSyntax([.keyword("accessory"), .keyword("row"), .row], "tap a row's accessory button") {
      .gesture(.tapAccessory(row: $0.row(0)))
    },
    CommandSyntax(
      [.keyword("scroll"), .keyword("to"), .keyword("row"), .row],
      "scroll the table until a row (n, or n in section s) is on screen"
    ) { .gesture(.scroll(toRow: $0.row(0))) },
    CommandSyntax(
      [.keyword("delete"), .keyword("row"), .row],
      "swipe a row and tap Delete (editing mode: its red minus, then Delete)"
    ) { .gesture(.deleteRow($0.row(0))) },
    CommandSyntax(
      [.keyword("swipe"), .choice(["left", "right"]), .keyword("on"), .keyword("row"), .row],
      "reveal a row's buttons: tap \"title\" taps one, any other gesture closes them"
    ) { .gesture(.swipeRow($0.row(1), SwipeDirection(rawValue: $0.word(0) ?? "") ?? .left)) },
    CommandSyntax(
      [
        .keyword("full"), .keyword("swipe"), .choice(["left", "right"]), .keyword("on"),
        .keyword("row"), .row,
      ],
      "swipe a row all the way across: its first button runs"
    ) {
      .gesture(.fullSwipeRow($0.row(1), SwipeDirection(rawValue: $0.word(0) ?? "") ?? .left))
    },
    CommandSyntax(
      [.keyword("editing"), .keyword("control"), .keyword("row"), .row],
      "editing mode: tap a row's red minus (then tap \"Delete\") or green plus"
    ) { .gesture(.tapEditingControl(row: $0.row(0))) },
    CommandSyntax(
      [.keyword("move"), .keyword("row"), .row, .keyword("to"), .rowNumber],
      "editing mode: drag a row by its grip to place n (counted after the move)"
    ) { .gesture(.moveRow($0.row(0), to: $0.number(1))) },
  ]

  static let keyboard: [CommandSyntax] = [
    CommandSyntax([.keyword("type"), .text("text")], "type into the focused field") {
      .gesture(.type($0.text(0)))
    },
    CommandSyntax(
      [.keyword("backspace"), .optional(.number("count", minimum: 1))], "press backspace (n times)"
    ) { .gesture(.backspace($0.number(0, default: 1))) },
    CommandSyntax([.keyword("paste"), .text("text")], "paste into the focused field as one edit") {
      .gesture(.paste($0.text(0)))
    },
    CommandSyntax([.keyword("clear")], "tap the field's clear button") { _ in .gesture(.clear) },
    CommandSyntax([.keyword("return")], "press the return key") { _ in .gesture(.pressReturn) },
    CommandSyntax(
      [
        .keyword("replace"), .number("location", minimum: 0), .number("length", minimum: 0),
        .keyword("with"), .text("text"),
      ],
      "replace a UTF-16 range of the focused field, as the system may"
    ) {
      .gesture(.replace(location: $0.number(0), length: $0.number(1), with: $0.text(2)))
    },
    CommandSyntax([.keyword("pick"), .keyword("date"), .dateAndTime], "turn the date picker") {
      .gesture(.pickDate($0.date(0)))
    },
  ]

  static let checks: [CommandSyntax] = [
    CommandSyntax([.keyword("expect"), .keyword("title"), .text("title")], "the screen's title") {
      .expect(.title($0.text(0)))
    },
    CommandSyntax(
      [.keyword("expect"), .keyword("rows"), .texts("text")], "the visible rows, in order"
    ) { .expect(.rows($0.texts(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("row"), .keyword("count"), .number("count", minimum: 0)],
      "how many rows the table has"
    ) { .expect(.rowCount($0.number(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("row"), .rowNumber, .text("text")],
      "what row n shows"
    ) { .expect(.rowText($0.number(0), $0.text(1))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("row"), .row, .choice(["checked", "unchecked"])],
      "whether a row shows a checkmark"
    ) { .expect(.rowChecked($0.row(0), $0.word(1) == "checked")) },
    CommandSyntax(
      [.keyword("expect"), .keyword("row"), .row, .keyword("detail"), .text("text")],
      "a row's detail (subtitle) text"
    ) { .expect(.rowDetail($0.row(0), $0.text(1))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("no"), .keyword("row"), .text("text")],
      "no visible row shows this text"
    ) { .expect(.noRow($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("enabled"), .text("title")], "a button that can be tapped"
    ) { .expect(.enabled($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("disabled"), .text("title")], "a button that cannot be tapped"
    ) { .expect(.disabled($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("alert"), .optional(.text("title"))],
      "an alert is up (with this title)"
    ) { .expect(.alert(title: $0.optionalText(0))) },
    CommandSyntax([.keyword("expect"), .keyword("no"), .keyword("alert")], "no alert is up") {
      _ in .expect(.noAlert)
    },
    CommandSyntax(
      [.keyword("expect"), .keyword("field"), .text("text")], "the focused text field's text"
    ) { .expect(.field($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("switch"), .text("title"), .choice(["on", "off"])],
      "whether the switch beside this text is on"
    ) { .expect(.switchIsOn($0.text(0), $0.word(1) == "on")) },

    CommandSyntax(
      [.keyword("expect"), .keyword("notification"), .text("text")],
      "a delivered notification has this title or body"
    ) { .expect(.notification($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("no"), .keyword("notification"), .text("text")],
      "no delivered notification has this title or body"
    ) { .expect(.noNotification($0.text(0))) },

    CommandSyntax(
      [.keyword("expect"), .keyword("text"), .text("text")],
      "some label, row, field or button on screen shows exactly this"
    ) { .expect(.text($0.text(0))) },
    CommandSyntax(
      [.keyword("expect"), .keyword("no"), .keyword("text"), .text("text")],
      "nothing on screen shows exactly this"
    ) { .expect(.noText($0.text(0))) },
  ]

  static let simulator: [CommandSyntax] = [
    CommandSyntax([.keyword("show")], "print the screen") { _ in .show },
    CommandSyntax([.keyword("help")], "list these commands", interactiveOnly: true) { _ in .help },
    CommandSyntax(
      [.keyword("quit")], "leave (the app is terminated properly)", interactiveOnly: true
    ) { _ in .quit },
  ]

  /// Every command's first word, once each.
  package static let commandNames: [String] = {
    var names: [String] = []
    for syntax in all where !names.contains(syntax.name) { names.append(syntax.name) }
    return names
  }()
}
