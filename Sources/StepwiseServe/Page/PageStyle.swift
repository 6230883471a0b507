// The page's style sheet.

/// The CSS of the page.
enum PageStyle {
  static let text = """
    body { font: 14px -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 0; color: #1d1d1f; }
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
    #flow-panel { flex: 1; min-width: 420px; }
    #flow { overflow-x: auto; }
    #files pre { background: #f7f7f8; padding: 6px 8px; margin: 0 0 8px; max-height: 220px; overflow: auto; font-size: 12px; }
    #files summary { font: 12px ui-monospace, monospace; cursor: pointer; }
    #sandbox { color: #6e6e73; font-weight: normal; font: 11px ui-monospace, monospace; }
    #script { width: 100%; font: 12px ui-monospace, monospace; }
    #banner { background: #ff3b30; color: white; padding: 10px 16px; font-weight: 600; }

    """
}
