// An XML document read into a tree of elements that remember their line.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of an XML document: its name, attributes, children and the line it starts on.
final class XMLNode {
  /// The element's name, such as `tableViewCell`.
  let name: String
  /// Its attributes.
  let attributes: [String: String]
  /// The line its start tag is on, from 1.
  let line: Int
  /// Its child elements, in order.
  private(set) var children: [XMLNode] = []
  /// Its parent element.
  private(set) weak var parent: XMLNode?
  /// The text directly inside it, such as a `<string key="text">`'s.
  fileprivate(set) var content = ""

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  /// An attribute's value.
  subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with a name (and a `key` attribute, when given).
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children with a name.
  func children(_ name: String) -> [XMLNode] {
    children.filter { $0.name == name }
  }

  /// This element and every element under it, depth first in document order.
  var descendants: [XMLNode] {
    [self] + children.flatMap(\.descendants)
  }

  /// The elements above this one, nearest first.
  var ancestors: [XMLNode] {
    var result: [XMLNode] = []
    var current = parent
    while let node = current {
      result.append(node)
      current = node.parent
    }
    return result
  }

  /// The `connections` of this element: its outlets, actions and segues.
  var connections: [XMLNode] { child("connections")?.children ?? [] }

  fileprivate func append(_ child: XMLNode) {
    child.parent = self
    children.append(child)
  }

  /// A document's root element, or a description of why it cannot be read.
  static func parse(_ data: Data) -> Result<XMLNode, XMLReadError> {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    // On Linux, parse() can return true after an error it recovered from: the error decides.
    let parsed = parser.parse()
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
struct XMLReadError: Error, Equatable {
  /// Where the parser stopped.
  var line: Int
  /// What it said.
  var message: String
}

/// Builds the tree as the parser reports elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: XMLNode?
  /// The first error the parser met, and its line.
  var firstError: (error: any Error, line: Int)?
  private var stack: [XMLNode] = []

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if firstError == nil { firstError = (parseError, parser.lineNumber) }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
    if let parent = stack.last { parent.append(node) } else { root = node }
    stack.append(node)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.content += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if !stack.isEmpty { stack.removeLast() }
  }
}
