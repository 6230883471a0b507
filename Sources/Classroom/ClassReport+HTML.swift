// The class view as one HTML page: nothing fetched, the chart in inline SVG, sorting and
// filtering by a script of its own.

import Foundation
import StepwiseBasics

extension ClassReport {

  static let style = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em; color: #222; }
    h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; } h3 { font-size: 1em; margin-bottom: .3em; }
    table { border-collapse: collapse; }
    th, td { border-bottom: 1px solid #ddd; padding: .3em .7em; text-align: left; vertical-align: top; }
    th { background: #f3f3f3; }
    td.number { text-align: right; font-variant-numeric: tabular-nums; }
    tr.unread td { color: #a33; }
    tr.suspicious td { background: #fdecea; }
    code { font: 12px/1.3 Menlo, Consolas, monospace; white-space: pre-wrap; }
    #students th { cursor: pointer; }
    #students th[aria-sort="ascending"]::after { content: " ▲"; }
    #students th[aria-sort="descending"]::after { content: " ▼"; }
    .controls label { margin-right: 1em; }
    details { margin: .3em 0; } summary { cursor: pointer; }
    svg text { font: 12px Menlo, Consolas, monospace; fill: #222; }
    """

  /// The page: the table, with controls that sort and filter it; each student's failing
  /// steps; a bar per step of how many passed it; and each step's commonest failures.
  package func html(title: String = "Class report") -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(title.xmlEscaped())</title>
      <style>
      \(Self.style)</style>
      <script>
      \(Self.script)</script>
      </head>
      <body>
      <h1>\(title.xmlEscaped())</h1>
      <p>\(summary.xmlEscaped())</p>
      <h2>Students</h2>
      <p class="controls"><label>Filter <input type="search" id="filter" \
      placeholder="student, step or message"></label>
      <label>Show <select id="show">
      <option value="all">every student</option>
      <option value="stuck">stuck on a step</option>
      <option value="done">done</option>
      <option value="unread">not read</option>
      </select></label>
      <span id="shown"></span> <small>Click a heading to sort by it.</small></p>
      <table id="students">
      <thead><tr>
      """
    page +=
      Self.headings.map { "<th>\($0.xmlEscaped())</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    page += rows.map(tableRow).joined()
    page += "</tbody>\n</table>\n"
    page += studentDetails()
    page += "<h2>How many passed each step</h2>\n" + chart() + "\n"
    page += commonFailuresSection()
    page += "</body>\n</html>\n"
    return page
  }

  /// A student's row of the table: marked when their report was not read or is suspicious,
  /// the numbers aligned as numbers, the first failing line as code.
  func tableRow(_ row: Row) -> String {
    var html =
      row.passed == nil
      ? "<tr class=\"unread\">" : row.suspicion == nil ? "<tr>" : "<tr class=\"suspicious\">"
    for (index, cell) in cells(row).enumerated() {
      let isNumber = index == 1 || index == 2
      let text =
        index == 5 && !cell.isEmpty ? "<code>\(cell.xmlEscaped())</code>" : cell.xmlEscaped()
      html += isNumber ? "<td class=\"number\">\(text)</td>" : "<td>\(text)</td>"
    }
    return html + "</tr>\n"
  }

  /// Each step's commonest failures, with how many students each stopped; or that no student
  /// is stuck on a failing check.
  func commonFailuresSection() -> String {
    var html = "<h2>Most common failures</h2>\n"
    var any = false
    for step in outline.steps {
      let failures = commonFailures(of: step)
      guard !failures.isEmpty else { continue }
      any = true
      html += "<h3>\(step.xmlEscaped())</h3>\n<ol>\n"
      for failure in failures {
        html +=
          "<li><code>\(failure.line.xmlEscaped())</code> — \(failure.count) "
          + "student\(failure.count == 1 ? "" : "s")</li>\n"
      }
      html += "</ol>\n"
    }
    if !any { html += "<p>No student is stuck on a failing check.</p>\n" }
    return html
  }

  /// Each student whose report has failing steps: a section that opens on those steps, each
  /// with its check's first line and the planted bugs that the student's test let through.
  func studentDetails() -> String {
    var html = "<h2>Each student's failing steps</h2>\n"
    var any = false
    for student in students {
      let failures = failures(of: student)
      guard !failures.isEmpty else { continue }
      any = true
      let count = failures.count == 1 ? "1 failing step" : "\(failures.count) failing steps"
      html +=
        "<details class=\"student\"><summary>\(student.name.xmlEscaped()) — \(count)</summary>\n"
        + "<ul>\n"
      for failure in failures {
        html += "<li>\(failure.step.xmlEscaped()): <code>\(failure.line.xmlEscaped())</code>"
        if !failure.survivors.isEmpty {
          html += "\n<br>Planted bugs not caught:\n<ul>\n"
          for survivor in failure.survivors { html += "<li>\(survivor.xmlEscaped())</li>\n" }
          html += "</ul>\n"
        }
        html += "</li>\n"
      }
      html += "</ul>\n</details>\n"
    }
    if !any { html += "<p>No report has a failing step.</p>\n" }
    return html
  }

  /// A horizontal bar per step: how many of the students whose results were read pass it.
  package func chart() -> String {
    let counts = passCounts
    let labelWidth = 8 * (outline.steps.map(\.count).max() ?? 10) + 16
    let barWidth = 400
    let rowHeight = 20
    let height = rowHeight * counts.count + 10
    let students = max(readCount, 1)
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(labelWidth + barWidth + 80)\" "
      + "height=\"\(height)\" role=\"img\" aria-label=\"Students passing each step\">\n"
    for (index, entry) in counts.enumerated() {
      let y = index * rowHeight + 5
      let width = barWidth * entry.passed / students
      svg +=
        "<text x=\"\(labelWidth - 8)\" y=\"\(y + 14)\" text-anchor=\"end\">"
        + "\(entry.step.xmlEscaped())</text>"
        + "<rect x=\"\(labelWidth)\" y=\"\(y + 2)\" width=\"\(barWidth)\" height=\"14\" fill=\"#eee\"/>"
        + "<rect x=\"\(labelWidth)\" y=\"\(y + 2)\" width=\"\(width)\" height=\"14\" fill=\"#3a7\">"
        + "<title>\(entry.step.xmlEscaped()): \(entry.passed) of \(readCount)</title></rect>"
        + "<text x=\"\(labelWidth + barWidth + 8)\" y=\"\(y + 14)\">\(entry.passed)/\(readCount)</text>\n"
    }
    return svg + "</svg>"
  }
}
