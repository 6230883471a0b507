// The page's style sheet.

/// The CSS of the page. Its fonts fall back to the usual Japanese fonts of macOS, Windows and
/// Linux (on Debian and Ubuntu, `fonts-noto-cjk` installs Noto Sans CJK JP, and serve says so
/// when none is installed), and a Japanese page breaks lines by kinsoku
/// (`line-break: strict`): no line starts with ー or a small kana.
///
/// The flow's lanes are drawn as lines in the rows' background, at the centres of the
/// lanes of ``FlowDiagram``; its text is 14 px, and the panel goes under the phone when the
/// window is too narrow for both side by side, so that its calls stay readable.
enum PageStyle {
  /// The width of the flow's four lanes.
  static let diagramWidth = Int(FlowDiagram.laneWidth) * FlowLane.allCases.count

  /// The lanes' lines, as a CSS background.
  static let lanes = FlowLane.allCases.map {
    "linear-gradient(#d4d4d8, #d4d4d8) \(Int(FlowDiagram.centre(of: $0)))px 0 / 1px 100% no-repeat"
  }.joined(separator: ", ")

  static let text = """
    body { font: 14px -apple-system, "Helvetica Neue", Arial, "Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", "YuGothic", Meiryo, "IPAexGothic", "TakaoGothic", "Droid Sans Fallback", "Microsoft YaHei", sans-serif; margin: 0; color: #1d1d1f; }
    :lang(ja) body { line-break: strict; word-break: normal; }
    header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 16px; background: #f2f2f7; }
    h1 { font-size: 18px; margin: 0 8px 0 0; }
    h2 { font-size: 15px; margin: 16px 0 6px; }
    header form { display: flex; gap: 4px; flex: 1; min-width: 260px; }
    header input { flex: 1; font: 13px ui-monospace, monospace; }
    main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; }
    #device { width: 372px; }
    #phone { outline: none; border-radius: 54px; }
    #phone:focus { box-shadow: 0 0 0 3px #007aff66; }
    #phone svg { display: block; }
    #phone svg text, #phone svg line, #phone svg path, #phone svg circle { pointer-events: none; }
    #phone svg .touch { cursor: pointer; }
    #phone svg .touch:hover { fill-opacity: 0.06; }
    .hint { color: #6e6e73; font-size: 12px; }
    #message { color: #c0392b; min-height: 1.2em; font-weight: 600; }
    #flow-panel { flex: 1; min-width: 560px; }
    #flow { overflow-x: auto; }
    .flow-diagram { font-size: 14px; --lanes: \(lanes); }
    .flow-head { display: flex; width: \(diagramWidth)px; font-weight: 600; padding-bottom: 4px; }
    .flow-head span { flex: 1; text-align: center; white-space: nowrap; }
    .flow-rows { list-style: none; margin: 0; padding: 0; }
    .flow-row { display: flex; align-items: flex-start; min-height: 22px; background: var(--lanes); }
    .flow-row svg { flex: none; display: block; margin-top: 1px; }
    .flow-text { flex: 1; min-width: 12em; overflow-wrap: normal; word-break: normal; padding: 2px 0 2px 10px; line-height: 18px; }
    .flow-call { color: #6e6e73; font-style: italic; }
    .flow-note .flow-text, .flow-failure .flow-text { padding-left: 8px; font-style: italic; color: #6e6e73; }
    .flow-failure .flow-text { color: #ff3b30; }
    .flow-gesture .flow-text { font-weight: 600; }
    .flow-fold { background: var(--lanes); }
    .flow-fold summary { cursor: pointer; padding: 3px 0 3px \(diagramWidth + 10)px; color: #6e6e73; line-height: 18px; }
    .flow-empty, .flow-more { color: #8a8a8e; margin: 4px 0 4px \(diagramWidth + 10)px; }
    .lane-view { color: #007aff; }
    .lane-controller { color: #8e44ad; }
    .lane-model { color: #1e8449; }
    .lane-storage { color: #b9770e; }
    #files pre { background: #f7f7f8; padding: 6px 8px; margin: 0 0 8px; max-height: 220px; overflow: auto; font-size: 12px; }
    #files summary { font: 12px ui-monospace, monospace; cursor: pointer; }
    #sandbox { color: #6e6e73; font-weight: normal; font: 11px ui-monospace, monospace; }
    #script { width: 100%; font: 12px ui-monospace, monospace; }
    #banner { background: #ff3b30; color: white; padding: 10px 16px; font-weight: 600; }
    #device { position: relative; }
    #ended { position: absolute; top: 180px; left: 36px; right: 36px; padding: 16px; border-radius: 14px; background: #1d1d1fe6; color: white; text-align: center; font-size: 15px; }
    #ended button { margin-top: 10px; font-size: 15px; padding: 6px 18px; }

    """
}
