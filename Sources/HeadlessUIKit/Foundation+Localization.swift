// Foundation's names for an app's localized strings, answered in the device's language.

import Foundation
import HeadlessUIKitCore

// As `Foundation+AppContainer.swift` does for the app's folders, these take the place of
// Foundation's own for code that imports this module alone (as iOS code imports UIKit):
// Foundation's read the tables of the program's own bundle in the computer's language; these
// read the app's tables (its `.lproj` folders and String Catalogs, in the program's folder
// or a SwiftPM resource bundle beside it) in the simulated device's language.

/// The value of a key in a string table of the app's bundle, in the device's language: the
/// development language's when the app has no table in it, else `value`, else the key.
// swift-format-ignore: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation
public func NSLocalizedString(
  _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
  comment: String
) -> String {
  bundle.localizedString(forKey: key, value: value, table: tableName)
}

extension Bundle {
  /// The value of a key in one of the bundle's string tables (`Localizable` when `tableName`
  /// is nil or empty), in the localization the device's languages choose; when the table
  /// lacks the key, `value`, or the key itself when `value` is nil or empty.
  public func localizedString(forKey key: String, value: String?, table tableName: String?)
    -> String
  {
    AppStrings.localizedString(
      forKey: key, value: value, table: tableName, in: AppStrings.folders(of: self))
  }

  /// The bundle's localizations the app shows, best first: the one of the bundle's
  /// localizations that best matches the device's preferred languages, else its development
  /// language.
  public var preferredLocalizations: [String] {
    AppStrings.preferredLocalizations(in: AppStrings.folders(of: self))
  }

  /// The bundle's localizations: its `.lproj` folders and String Catalogs' languages.
  public var localizations: [String] {
    AppStrings.localizations(in: AppStrings.folders(of: self))
  }
}

extension Locale {
  /// The device's preferred languages, most preferred first, as the user ordered them in
  /// Settings (the simulated device's: `stepwise run --language`, or a script's `language`).
  public static var preferredLanguages: [String] { AppStrings.preferredLanguages }
}
