// The queries for each type of element that elements and queries both offer.

/// What an element or a query offers to find the elements of each type under it:
/// `app.buttons`, `app.tables.cells`, `alert.textFields`. Each is a query for the
/// descendants of that type.
public protocol XCUIElementTypeQueryProvider {
  /// The windows.
  var windows: XCUIElementQuery { get }
  /// The alerts.
  var alerts: XCUIElementQuery { get }
  /// The sheets.
  var sheets: XCUIElementQuery { get }
  /// The buttons.
  var buttons: XCUIElementQuery { get }
  /// The navigation bars.
  var navigationBars: XCUIElementQuery { get }
  /// The tab bars.
  var tabBars: XCUIElementQuery { get }
  /// The toolbars.
  var toolbars: XCUIElementQuery { get }
  /// The tables.
  var tables: XCUIElementQuery { get }
  /// The cells.
  var cells: XCUIElementQuery { get }
  /// The switches.
  var switches: XCUIElementQuery { get }
  /// The images.
  var images: XCUIElementQuery { get }
  /// The static texts (labels).
  var staticTexts: XCUIElementQuery { get }
  /// The text fields.
  var textFields: XCUIElementQuery { get }
  /// The secure text fields.
  var secureTextFields: XCUIElementQuery { get }
  /// The date pickers.
  var datePickers: XCUIElementQuery { get }
  /// The text views.
  var textViews: XCUIElementQuery { get }
  /// The scroll views (an alert's texts are in one).
  var scrollViews: XCUIElementQuery { get }
  /// The picker wheels (a date picker's).
  var pickerWheels: XCUIElementQuery { get }
  /// The sliders.
  var sliders: XCUIElementQuery { get }
  /// The keyboards (one, while a field is being edited).
  var keyboards: XCUIElementQuery { get }
  /// The keyboard's keys.
  var keys: XCUIElementQuery { get }
  /// The elements of no other type.
  var otherElements: XCUIElementQuery { get }
}

extension XCUIElement: XCUIElementTypeQueryProvider {
  /// The descendants of type `.window`.
  public var windows: XCUIElementQuery { descendants(matching: .window) }
  /// The descendants of type `.alert`.
  public var alerts: XCUIElementQuery { descendants(matching: .alert) }
  /// The descendants of type `.sheet`.
  public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
  /// The descendants of type `.button`.
  public var buttons: XCUIElementQuery { descendants(matching: .button) }
  /// The descendants of type `.navigationBar`.
  public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  /// The descendants of type `.tabBar`.
  public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
  /// The descendants of type `.toolbar`.
  public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
  /// The descendants of type `.table`.
  public var tables: XCUIElementQuery { descendants(matching: .table) }
  /// The descendants of type `.cell`.
  public var cells: XCUIElementQuery { descendants(matching: .cell) }
  /// The descendants of type `.switch`.
  public var switches: XCUIElementQuery { descendants(matching: .switch) }
  /// The descendants of type `.image`.
  public var images: XCUIElementQuery { descendants(matching: .image) }
  /// The descendants of type `.staticText`.
  public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  /// The descendants of type `.textField`.
  public var textFields: XCUIElementQuery { descendants(matching: .textField) }
  /// The descendants of type `.secureTextField`.
  public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
  /// The descendants of type `.datePicker`.
  public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
  /// The descendants of type `.textView`.
  public var textViews: XCUIElementQuery { descendants(matching: .textView) }
  /// The descendants of type `.scrollView`.
  public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
  /// The descendants of type `.pickerWheel`.
  public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
  /// The descendants of type `.slider`.
  public var sliders: XCUIElementQuery { descendants(matching: .slider) }
  /// The descendants of type `.keyboard`.
  public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
  /// The descendants of type `.key`.
  public var keys: XCUIElementQuery { descendants(matching: .key) }
  /// The descendants of type `.other`.
  public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}

extension XCUIElementQuery: XCUIElementTypeQueryProvider {
  /// The descendants of type `.window`.
  public var windows: XCUIElementQuery { descendants(matching: .window) }
  /// The descendants of type `.alert`.
  public var alerts: XCUIElementQuery { descendants(matching: .alert) }
  /// The descendants of type `.sheet`.
  public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
  /// The descendants of type `.button`.
  public var buttons: XCUIElementQuery { descendants(matching: .button) }
  /// The descendants of type `.navigationBar`.
  public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
  /// The descendants of type `.tabBar`.
  public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
  /// The descendants of type `.toolbar`.
  public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
  /// The descendants of type `.table`.
  public var tables: XCUIElementQuery { descendants(matching: .table) }
  /// The descendants of type `.cell`.
  public var cells: XCUIElementQuery { descendants(matching: .cell) }
  /// The descendants of type `.switch`.
  public var switches: XCUIElementQuery { descendants(matching: .switch) }
  /// The descendants of type `.image`.
  public var images: XCUIElementQuery { descendants(matching: .image) }
  /// The descendants of type `.staticText`.
  public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
  /// The descendants of type `.textField`.
  public var textFields: XCUIElementQuery { descendants(matching: .textField) }
  /// The descendants of type `.secureTextField`.
  public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
  /// The descendants of type `.datePicker`.
  public var datePickers: XCUIElementQuery { descendants(matching: .datePicker) }
  /// The descendants of type `.textView`.
  public var textViews: XCUIElementQuery { descendants(matching: .textView) }
  /// The descendants of type `.scrollView`.
  public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
  /// The descendants of type `.pickerWheel`.
  public var pickerWheels: XCUIElementQuery { descendants(matching: .pickerWheel) }
  /// The descendants of type `.slider`.
  public var sliders: XCUIElementQuery { descendants(matching: .slider) }
  /// The descendants of type `.keyboard`.
  public var keyboards: XCUIElementQuery { descendants(matching: .keyboard) }
  /// The descendants of type `.key`.
  public var keys: XCUIElementQuery { descendants(matching: .key) }
  /// The descendants of type `.other`.
  public var otherElements: XCUIElementQuery { descendants(matching: .other) }
}
