// URLSession and its companions live in FoundationNetworking on Linux: the port imports it.

extension SwiftPorter {
  /// The names Linux's Foundation keeps in `FoundationNetworking`.
  static let networkingNames: Set<String> = [
    "URLSession", "URLSessionDataTask", "URLSessionTask", "URLSessionConfiguration",
    "URLSessionDelegate", "URLSessionDataDelegate", "URLRequest", "URLResponse",
    "HTTPURLResponse", "URLCache", "URLProtocol", "URLCredential", "HTTPCookie",
  ]

  /// A file that names `URLSession` (or another name above) gets
  /// `import FoundationNetworking` after its last import, guarded so that the package still
  /// builds where Foundation has those names itself (macOS).
  mutating func importFoundationNetworking(in index: Int) {
    let file = project.files[index]
    let tokens = file.source.tokens
    guard
      let first = tokens.first(where: {
        $0.kind == .word && Self.networkingNames.contains($0.text)
      }),
      !tokens.contains(where: { $0.kind == .word && $0.text == "FoundationNetworking" }),
      let lastImport = file.declarations.last(where: { $0.keyword == "import" })
    else { return }
    let end = file.source.lineEnd(at: tokens[lastImport.last].end)
    let newline = end > 0 && file.source.bytes[end - 1] == UInt8(ascii: "\n") ? "" : "\n"
    edits[index].append(
      Edit(
        range: end..<end,
        text: newline
          + "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n"))
    report.rewritten(
      file.path, file.source.line(at: first.start),
      "\(first.text): import FoundationNetworking added after the imports, where Linux's "
        + "Foundation keeps it (guarded by #if canImport, so macOS builds as before)")
  }
}
