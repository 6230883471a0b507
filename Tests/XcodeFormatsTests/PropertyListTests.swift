// Property lists: written as Xcode writes an Info.plist, read back from each format, and
// checked against Foundation's own reader and writer.

import Foundation
import StepwiseBasics
import Testing
import XcodeFormats

@Suite("Property lists")
struct PropertyListTests {
  @Test func writtenAsXcodeWritesAnInfoPlist() {
    let list = PropertyList.dictionary([
      "UISupportedInterfaceOrientations": .array([.string("UIInterfaceOrientationPortrait")]),
      "CFBundleDisplayName": .string("Fish & <Chips>"),
      "LSRequiresIPhoneOS": .boolean(true),
      "UILaunchScreen": .dictionary([:]),
      "Counts": .array([
        .integer(-3), .real(0.25), .array([]), .dictionary(["Deep": .array([.boolean(false)])]),
      ]),
      "Shipped": .date(Date(timeIntervalSince1970: 1_764_603_000)),
      "Icon": .data(Data([0, 1, 254, 255])),
    ])
    #expect(
      list.xmlDocument == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Fish &amp; &lt;Chips&gt;</string>
        \t<key>Counts</key>
        \t<array>
        \t\t<integer>-3</integer>
        \t\t<real>0.25</real>
        \t\t<array/>
        \t\t<dict>
        \t\t\t<key>Deep</key>
        \t\t\t<array>
        \t\t\t\t<false/>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        \t<key>Icon</key>
        \t<data>AAH+/w==</data>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>Shipped</key>
        \t<date>2025-12-01T15:30:00Z</date>
        \t<key>UILaunchScreen</key>
        \t<dict/>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        </dict>
        </plist>

        """)
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func aGeneratedListReadsBackAsWritten(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let list = Self.randomList(using: &random)
    let text = list.xmlDocument
    #expect(try PropertyList(reading: Data(text.utf8)) == list, "seed \(seed):\n\(text)")
  }

  /// Foundation's reader, which is not ours, reads what we write as we do; what Foundation
  /// writes, in XML and in the binary format, we read as it wrote it.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func foundationReadsWhatIsWrittenAndWritesWhatIsRead(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    // Booleans and small integers aside: Foundation's reader gives both as numbers, and its
    // binary format cannot tell `true` from 1 to a decoder.
    let list = Self.randomList(using: &random, numbers: false)
    let theirs = try PropertyListSerialization.propertyList(
      from: Data(list.xmlDocument.utf8), format: nil)
    #expect(PropertyList(object: theirs) == list, "seed \(seed)")
    for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
      let data = try PropertyListSerialization.data(
        fromPropertyList: list.object, format: format, options: 0)
      #expect(try PropertyList(reading: data) == list, "seed \(seed), \(format)")
    }
  }

  @Test func textXMLCannotHoldIsLeftOutAndLineBreaksComeBack() throws {
    let written = PropertyList.string("tab\there\r\nline\u{7}bell\u{FFFF}")
    let read = try PropertyList(reading: Data(written.xmlDocument.utf8))
    #expect(read == .string("tab\there\r\nlinebell"))
  }

  /// A file with Windows line ends, as a checkout can make one: read, and a string's CR LF
  /// kept, as Apple's reader keeps it.
  @Test func aFileWithCarriageReturnsIsReadAsApplesReaderReadsIt() throws {
    let text = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
      #"<plist version="1.0">"#, "<dict>", "\t<key>Notes</key>", "\t<string>one", "two</string>",
      "</dict>", "</plist>", "",
    ].joined(separator: "\r\n")
    let compact = #"<plist version="1.0"><string>x"# + "\r" + "</string></plist>"
    #expect(try PropertyList(reading: Data(compact.utf8)) == .string("x\r"))
    let data = Data(text.utf8)
    let list = try PropertyList(reading: data)
    #expect(list == .dictionary(["Notes": .string("one\r\ntwo")]))
    #expect(
      PropertyList(object: try PropertyListSerialization.propertyList(from: data, format: nil))
        == list)
  }

  @Test func textInACDATASectionIsRead() throws {
    let text = "<plist><string>a <![CDATA[<b> & ]]>c</string></plist>"
    #expect(try PropertyList(reading: Data(text.utf8)) == .string("a <b> & c"))
  }

  @Test func theOldTextFormatIsRead() throws {
    let text = #"{ CFBundleName = "Shop"; Aisles = (Fruit, "Tinned fish"); Icon = <00ff>; }"#
    #expect(
      try PropertyList(reading: Data(text.utf8))
        == .dictionary([
          "CFBundleName": .string("Shop"),
          "Aisles": .array([.string("Fruit"), .string("Tinned fish")]),
          "Icon": .data(Data([0, 255])),
        ]))
  }

  @Test(arguments: [
    ("<dict/>", "line 1: the file starts with <dict>, not <plist>"),
    ("<plist></plist>", "line 1: <plist> holds 0 values; a property list holds one"),
    ("<plist>\n<dict>\n<key>A</key>\n</dict></plist>", "line 3: the key \"A\" has no value"),
    (
      "<plist><dict><string>A</string><true/></dict></plist>",
      "line 1: <string> where a <dict> has a <key>"
    ),
    (
      "<plist>\n<integer>twelve</integer></plist>",
      "line 2: <integer> holds \"twelve\", not a whole number"
    ),
    ("<plist><real>1,5</real></plist>", "line 1: <real> holds \"1,5\", not a number"),
    (
      "<plist><date>yesterday</date></plist>",
      "line 1: <date> holds \"yesterday\", not a date such as 2026-12-01T15:30:00Z"
    ),
    ("<plist><data>!!</data></plist>", "line 1: <data> holds \"!!\", not Base64"),
    ("<plist><set/></plist>", "line 1: <set> is not a property list's value"),
    ("<plist><dict><key>A</key>", "line 1: malformed XML (XMLParser error 5)"),
    ("bplist00 and then nothing", "a damaged binary property list"),
    (
      "{ A = ",
      "line 1: neither an XML, a binary nor a text property list (the text ends where a value "
        + "should be)"
    ),
  ])
  func aDamagedListGivesItsLineAndWhy(text: String, reason: String) {
    #expect {
      try PropertyList(reading: Data(text.utf8))
    } throws: { error in
      "\(error)" == reason
    }
  }

  /// A damaged value's text is quoted in the message only as far as a reader needs: a
  /// megabyte of digits does not make a megabyte of message.
  @Test func aLongDamagedValueIsQuotedShort() {
    let digits = String(repeating: "9", count: 1_000_000)
    #expect {
      try PropertyList(reading: Data("<plist><integer>\(digits)</integer></plist>".utf8))
    } throws: { error in
      "\(error)" == "line 1: <integer> holds \"\(digits.prefix(40))…\", not a whole number"
    }
  }

  /// Arrays and dictionaries nested `levels` deep, by turns, the innermost an empty array.
  static func nested(_ levels: Int) -> PropertyList {
    var value = PropertyList.array([])
    for level in stride(from: 2, through: levels, by: 1) {
      value = level.isMultiple(of: 2) ? .dictionary(["k": value]) : .array([value])
    }
    return value
  }

  /// A value in the old text format.
  static func oldText(_ value: PropertyList) -> String {
    switch value {
    case .array(let elements): "(" + elements.map(oldText).joined(separator: ", ") + ")"
    case .dictionary(let keys): "{" + keys.map { "\($0) = \(oldText($1));" }.joined() + "}"
    default: ""
    }
  }

  /// A value in the old text format, every string quoted and escaped, data in hexadecimal,
  /// with comments and line breaks between, as Xcode writes a project file.
  static func quotedOldText(_ value: PropertyList) -> String {
    switch value {
    case .array(let elements):
      "(\n" + elements.map { quotedOldText($0) + ", /* an element */\n" }.joined() + ")"
    case .dictionary(let keys):
      "{\n" + keys.map { "\t\(quotedOldText(.string($0))) = \(quotedOldText($1));\n" }.joined()
        + "}"
    case .data(let data): "<" + data.map { String(format: "%02x", $0) }.joined() + ">"
    case .string(let text):
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\t", with: "\\t") + "\""
    default: ""
    }
  }

  /// A list of what the old text format holds (strings, data, arrays, dictionaries).
  static func randomOldList(depth: Int = 0, using random: inout SplitMix64) -> PropertyList {
    func leaf() -> PropertyList {
      random.next() % 4 == 0
        ? .data(Data((0..<random.next() % 5).map { _ in UInt8(random.next() % 256) }))
        : .string(texts[Int(random.next() % UInt64(texts.count))])
    }
    var values: [String: PropertyList] = [:]
    for index in 0..<(1 + random.next() % 4) {
      let kind = depth < 3 ? random.next() % 3 : 0
      values["key \(index) \(texts[Int(random.next() % UInt64(texts.count))])"] =
        switch kind {
        case 1: .array((0..<random.next() % 3).map { _ in leaf() })
        case 2: randomOldList(depth: depth + 1, using: &random)
        default: leaf()
        }
    }
    return .dictionary(values)
  }

  /// The project's reader of the old text format reads what it is given as Foundation's
  /// reader, which is not ours, reads it.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func theOldTextFormatIsReadAsFoundationReadsIt(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let list = Self.randomOldList(using: &random)
    let data = Data(("// !$*UTF8*$!\n" + Self.quotedOldText(list) + "\n").utf8)
    #expect(try PropertyList.readOpenStep(data) == list, "seed \(seed)")
    let theirs = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect(PropertyList(object: theirs) == list, "seed \(seed)")
  }

  @Test func bareStringsEscapesAndCommentsOfTheOldTextFormatAreRead() throws {
    let text = """
      // !$*UTF8*$!
      { /* the root */
        path = Sources/App-1.0/$TARGET_NAME:x_y.swift; // a path, bare
        name = "tab\\there \\"q\\" \\U00e9\\101";
        list = (a, b,);
        empty = ();
        bytes = < 00ff 7A >;
      }
      """
    let read = try PropertyList.readOpenStep(Data(text.utf8))
    #expect(
      PropertyList(
        object: try PropertyListSerialization.propertyList(
          from: Data(text.utf8), format: nil)) == read)
    #expect(
      read
        == .dictionary([
          "path": .string("Sources/App-1.0/$TARGET_NAME:x_y.swift"),
          "name": .string("tab\there \"q\" éA"),
          "list": .array([.string("a"), .string("b")]),
          "empty": .array([]),
          "bytes": .data(Data([0, 255, 0x7A])),
        ]))
  }

  @Test(arguments: [
    ("{ A = B }", "line 1: ; missing after the value of A"),
    ("{\n A B; }", "line 2: = missing after the key A"),
    ("{ A = (x y); }", "line 1: a comma or ) missing after an array's element"),
    ("{ A = \"open; }", "line 1: a string never closed (its quote)"),
    ("{\n\n A = <0g>; }", "line 3: data holds something other than hexadecimal digits"),
    ("{ A = <0>; }", "line 1: data with an odd number of digits"),
    ("{ A = B; } extra", "line 1: more text after the property list's end"),
    ("{ /* never closed", "line 1: a comment never closed (*/)"),
    ("{ A = ;}", "line 1: “;” where a string should be"),
    ("\u{1}", "line 1: the byte 0x1 where a string should be"),
    ("{ A = \"\\U12\"; }", "line 1: \\U not followed by four hexadecimal digits"),
  ])
  func aDamagedOldTextListGivesItsLineAndWhy(text: String, reason: String) {
    #expect {
      try PropertyList.readOpenStep(Data(text.utf8))
    } throws: { error in
      "\(error)" == reason
    }
  }

  /// Each format nests values as deep as ``PropertyList/maximumDepth``, and no deeper.
  @Test(arguments: ["XML", "binary", "text"])
  func valuesNestAsDeepAsTheLimitInEachFormatAndNoDeeper(format: String) throws {
    func data(_ value: PropertyList) throws -> Data {
      switch format {
      case "XML": Data(value.xmlDocument.utf8)
      case "binary":
        try PropertyListSerialization.data(
          fromPropertyList: value.object, format: .binary, options: 0)
      default: Data(Self.oldText(value).utf8)
      }
    }
    let deepest = Self.nested(PropertyList.maximumDepth)
    #expect(try PropertyList(reading: data(deepest)) == deepest)
    #expect(throws: PropertyList.ReadError.self) {
      try PropertyList(reading: data(Self.nested(PropertyList.maximumDepth + 1)))
    }
  }

  @Test func anXMLListNestedTooDeepIsRefusedWithTheLineWhereItGoesTooDeep() {
    let deep =
      Array(repeating: "<array>", count: 40).joined(separator: "\n")
      + String(repeating: "</array>", count: 40)
    #expect {
      try PropertyList(reading: Data("<plist>\n\(deep)</plist>".utf8))
    } throws: { error in
      "\(error)" == "line 34: values nested more than 32 deep"
    }
  }

  /// Space, line breaks or a byte order mark before the first element: still XML, and a
  /// damaged list among them still has its line.
  @Test(arguments: ["\n  ", "\u{FEFF}", "\u{FEFF}\n"])
  func whatComesBeforeTheFirstElementLeavesAListXML(start: String) {
    let text = start + "<plist><integer>x</integer></plist>"
    let line = start.contains("\n") ? 2 : 1
    #expect {
      try PropertyList(reading: Data(text.utf8))
    } throws: { error in
      "\(error)" == "line \(line): <integer> holds \"x\", not a whole number"
    }
  }

  @Test func realsWithoutADecimalFormAreWrittenAsXMLListsWriteThem() throws {
    let list = PropertyList.array([.real(.infinity), .real(-.infinity), .real(.nan)])
    let text = list.xmlDocument
    #expect(
      text.contains(
        "<array>\n\t<real>+infinity</real>\n\t<real>-infinity</real>\n\t<real>nan</real>\n</array>"
      ))
    let read = try #require(try PropertyList(reading: Data(text.utf8)).array)
    #expect(read.prefix(2) == [.real(.infinity), .real(-.infinity)])
    guard case .real(let nan) = read.last else {
      Issue.record("\(read)")
      return
    }
    #expect(nan.isNaN)
  }

  /// A list of every kind of value, nested up to three levels, with text that needs escaping
  /// (markup, quotes, line breaks, tabs, Japanese, an emoji, spaces at either end).
  static func randomList(using random: inout SplitMix64, numbers: Bool = true) -> PropertyList {
    dictionary(depth: 0, using: &random, numbers: numbers)
  }

  static let texts = [
    "", "Checklists", "Fish & <Chips>", "Say \"Hi\" 'there'", "two\nlines", "tab\tand\r\nCRLF",
    "チェックリスト", "🎉 done", "  spaced  ", "$(PRODUCT_NAME)", "]]>", "&amp; already",
  ]

  private static func dictionary(depth: Int, using random: inout SplitMix64, numbers: Bool)
    -> PropertyList
  {
    var keys: [String: PropertyList] = [:]
    for _ in 0..<random.next(below: 6) {
      let key = random.pick(texts) + "\(random.next(below: 100))"
      keys[key] = value(depth: depth + 1, using: &random, numbers: numbers)
    }
    return .dictionary(keys)
  }

  private static func value(depth: Int, using random: inout SplitMix64, numbers: Bool)
    -> PropertyList
  {
    let kinds = depth < 3 ? 8 : 6
    switch random.next(below: kinds) {
    case 0 where numbers: return .boolean(random.next(below: 2) == 0)
    case 1 where numbers:
      return .integer(random.pick([0, 1, -1, Int.max, Int.min, random.next(below: 1_000_000)]))
    case 0, 1, 2: return .string(random.pick(texts))
    case 3:
      let real = Double(bitPattern: random.next())
      return .real(real.isFinite ? real : random.pick([0.5, -1e300, Double.leastNonzeroMagnitude]))
    case 4:
      return .date(Date(timeIntervalSince1970: Double(random.next(below: 4_000_000_000))))
    case 5:
      return .data(Data((0..<random.next(below: 40)).map { _ in UInt8(random.next(below: 256)) }))
    case 6:
      return .array(
        (0..<random.next(below: 4)).map { _ in
          value(depth: depth + 1, using: &random, numbers: numbers)
        })
    default: return dictionary(depth: depth, using: &random, numbers: numbers)
    }
  }
}
