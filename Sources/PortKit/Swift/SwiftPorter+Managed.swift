// `@NSManaged` properties and relationship methods written out: Linux has no Objective-C
// runtime to make their accessors (the build would fail only when it links, at no line).

extension SwiftPorter {
  /// Gives the `@NSManaged` declaration at `position` the accessors the runtime makes on
  /// iOS, on the same line: a property becomes a computed one over `value(forKey:)` and
  /// `setValue(_:forKey:)`; a generated to-many method (`addToItems(_:)`) gets its body.
  /// Returns false, leaving the line alone, for a declaration of another form.
  mutating func writeManagedAccessors(at position: Int, in index: Int) -> Bool {
    let source = project.files[index].source
    let tokens = source.tokens
    let line = source.line(at: tokens[position].start)
    let onLine = tokens[(position + 1)...].prefix {
      source.line(at: $0.start) == line && $0.kind != .comment
    }
    guard let keyword = onLine.first(where: { $0.text == "var" || $0.text == "func" }),
      let keywordIndex = tokens.firstIndex(where: { $0.start == keyword.start }),
      keywordIndex + 1 < tokens.count, let last = onLine.last
    else { return false }
    let name = tokens[keywordIndex + 1].text
    var insertion: String?
    if keyword.text == "var" {
      guard keywordIndex + 3 < tokens.count, tokens[keywordIndex + 2].text == ":",
        tokens[keywordIndex + 3].start <= last.start
      else { return false }
      let type = source.text(tokens[keywordIndex + 3].start, last.end)
      let key = name.trimmingCharacters(in: ["`"])
      let (get, set) = ManagedAccessors.accessors(key: key, type: type)
      insertion = " { \(get) \(set) }"
    } else if let key = ManagedAccessors.relationshipKey(ofMethod: name),
      keywordIndex + 2 < tokens.count, tokens[keywordIndex + 2].text == "(",
      let close = tokens.closingIndex(of: keywordIndex + 2),
      tokens[close].start == last.start
    {
      // `(_ value: Item)`: one parameter, its name and its type.
      let parameters = Array(tokens[(keywordIndex + 3)..<close])
      guard parameters.count >= 4, parameters[0].text == "_", parameters[2].text == ":" else {
        return false
      }
      let type = source.text(parameters[3].start, parameters[parameters.count - 1].end)
      let ordered = type.hasPrefix("NSOrderedSet") || declaresOrderedSet(key, in: source)
      insertion = ManagedAccessors.relationshipMethodBody(
        method: name, parameter: parameters[1].text, parameterType: type, key: key,
        ordered: ordered
      ).map { " { \($0) }" }
    }
    guard let insertion else { return false }
    edits[index].append(
      Edit(range: removalRange(ofAttributeAt: position, in: source), text: ""))
    edits[index].append(Edit(range: last.end..<last.end, text: insertion))
    return true
  }

  /// Marks each class of the app that inherits `NSManagedObject` `nonisolated`, as the
  /// project's code was: the package makes the app's code main-actor by default, and a
  /// main-actor subclass would clash with Core Data's nonisolated `init(entity:insertInto:)`,
  /// which every context's queue calls.
  mutating func makeManagedObjectClassesNonisolated() {
    for (name, declared) in project.classes.sorted(by: { $0.key < $1.key }) {
      guard project.lineage(of: name).last?.inherited.first == "NSManagedObject" else {
        continue
      }
      let source = project.files[declared.file].source
      let keyword = source.tokens[declared.declaration.keywordToken]
      let modifiers = source.tokens[declared.declaration.first..<declared.declaration.keywordToken]
      guard
        !modifiers.contains(where: {
          $0.text == "nonisolated" || $0.text.hasPrefix("@") && $0.text.hasSuffix("Actor")
        })
      else { continue }
      edits[declared.file].append(Edit(range: keyword.start..<keyword.start, text: "nonisolated "))
      report.mechanical(
        project.files[declared.file].path, source.line(at: keyword.start),
        "class \(name) marked nonisolated, as it was in the project: Core Data's objects are used "
          + "on any context's queue, and this package's code is otherwise main-actor")
    }
  }

  /// Whether the file declares `key` as an ordered to-many relationship.
  private func declaresOrderedSet(_ key: String, in source: SwiftSource) -> Bool {
    let tokens = source.tokens
    return tokens.indices.contains { index in
      index + 3 < tokens.count && tokens[index].text == "var" && tokens[index + 1].text == key
        && tokens[index + 2].text == ":" && tokens[index + 3].text == "NSOrderedSet"
    }
  }
}
