// An XML document (a storyboard, a xib) read into a tree of elements that remember their line.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of an XML document: its name, attributes, children and the line it starts on.
package final class XMLElementNode {
  /// The element's name, such as `tableViewCell`.
  package let name: String
  /// Its attributes.
  package let attributes: [String: String]
  /// The line its start tag is on, from 1.
  package let line: Int
  /// Its child elements, in order.
  package private(set) var children: [XMLElementNode] = []
  /// Its parent element.
  package private(set) weak var parent: XMLElementNode?
  /// The text directly inside it, such as a `<string key="text">`'s.
  package fileprivate(set) var content = ""

  package init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  /// Frees the tree under this element one element at a time: freeing each child from its
  /// parent's deinit would nest one call per level.
  deinit {
    guard !children.isEmpty else { return }
    var pending = children
    children.removeAll()
    while var node = pending.popLast() {
      if isKnownUniquelyReferenced(&node) {
        pending.append(contentsOf: node.children)
        node.children.removeAll()
      }
    }
  }

  /// An attribute's value.
  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with a name (and a `key` attribute, when given).
  package func child(_ name: String, key: String? = nil) -> XMLElementNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children with a name.
  package func children(_ name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }

  /// This element and every element under it, depth first in document order.
  package var descendants: [XMLElementNode] {
    var result: [XMLElementNode] = []
    var pending = [self]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The elements above this one, nearest first.
  package var ancestors: [XMLElementNode] {
    var result: [XMLElementNode] = []
    var current = parent
    while let node = current {
      result.append(node)
      current = node.parent
    }
    return result
  }

  /// The `connections` of this element: its outlets, actions and segues.
  package var connections: [XMLElementNode] { child("connections")?.children ?? [] }

  package func append(_ child: XMLElementNode) {
    child.parent = self
    children.append(child)
  }

  /// How deep elements may nest: far deeper than any storyboard (a view in a cell in a
  /// table in a scene is about 15), and shallow enough for the translation's walks.
  package static let maximumDepth = 256

  /// A document's root element, or a description of why it cannot be read.
  ///
  /// The document is read as a stream, so that a large one is not refused for its size by
  /// the parser underneath (`libxml2` refuses a document of more than 10 MB read at once).
  package static func parse(_ data: Data) -> Result<XMLElementNode, XMLReadError> {
    let builder = TreeBuilder()
    let parser = XMLParser(stream: InputStream(data: data))
    parser.delegate = builder
    // On Linux, parse() can return true after an error it recovered from: the error decides.
    let parsed = parser.parse()
    if let tooDeep = builder.tooDeep {
      return .failure(
        XMLReadError(
          line: tooDeep,
          message: "elements nested more than \(maximumDepth) deep, deeper than any storyboard "
            + "Xcode writes"))
    }
    guard parsed, builder.firstError == nil, parser.parserError == nil, let root = builder.root
    else {
      let code = (builder.firstError?.error ?? parser.parserError).map {
        ($0 as NSError).code
      }
      return .failure(
        XMLReadError(
          line: builder.firstError?.line ?? parser.lineNumber,
          message: "malformed XML" + (code.map { " (XMLParser error \($0))" } ?? "")))
    }
    return .success(root)
  }
}

/// Why an XML document could not be read.
package struct XMLReadError: Error, Equatable {
  /// Where the parser stopped.
  package var line: Int
  /// What it said.
  package var message: String

  package init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}

/// Builds the tree as the parser reports elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: XMLElementNode?
  /// The first error the parser met, and its line.
  var firstError: (error: any Error, line: Int)?
  /// The line of the first element nested deeper than ``XMLElementNode/maximumDepth``, if any.
  var tooDeep: Int?
  private var stack: [XMLElementNode] = []

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if firstError == nil { firstError = (parseError, parser.lineNumber) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard tooDeep == nil else { return }
    guard stack.count < XMLElementNode.maximumDepth else {
      tooDeep = parser.lineNumber
      parser.abortParsing()
      return
    }
    let node = XMLElementNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
    if let parent = stack.last { parent.append(node) } else { root = node }
    stack.append(node)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.content += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    stack.last?.content += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if !stack.isEmpty { stack.removeLast() }
  }
}
