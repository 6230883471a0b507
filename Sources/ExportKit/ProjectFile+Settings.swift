// The build settings of `project.pbxproj`, and its sections of objects.

extension ProjectFile {
  /// The project's build settings, for Debug or Release, one a line, sorted as Xcode writes
  /// them.
  func projectSettings(debug: Bool) -> String {
    var settings = [
      "ALWAYS_SEARCH_USER_PATHS = NO;", "CLANG_ENABLE_MODULES = YES;",
      "CLANG_ENABLE_OBJC_ARC = YES;", "COPY_PHASE_STRIP = NO;",
      "ENABLE_STRICT_OBJC_MSGSEND = YES;", "GCC_C_LANGUAGE_STANDARD = gnu17;",
      "IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget);", "SDKROOT = iphoneos;",
    ]
    if debug {
      settings += [
        "DEBUG_INFORMATION_FORMAT = dwarf;", "ENABLE_TESTABILITY = YES;",
        "GCC_OPTIMIZATION_LEVEL = 0;", "ONLY_ACTIVE_ARCH = YES;",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS = \"DEBUG $(inherited)\";",
        "SWIFT_OPTIMIZATION_LEVEL = \"-Onone\";",
      ]
    } else {
      settings += [
        "DEBUG_INFORMATION_FORMAT = \"dwarf-with-dsym\";",
        "SWIFT_COMPILATION_MODE = wholemodule;",
        "VALIDATE_PRODUCT = YES;",
      ]
    }
    return settings.sorted().map { "\t\t\t\t\($0)" }.joined(separator: "\n")
  }
  /// The app target's build settings, the same for Debug and Release.
  func targetSettings() -> String {
    var settings = [
      "CODE_SIGN_STYLE = Automatic;", "CURRENT_PROJECT_VERSION = 1;",
      "GENERATE_INFOPLIST_FILE = NO;", "INFOPLIST_FILE = \(Self.quoted(name + "/Info.plist"));",
      "LD_RUNPATH_SEARCH_PATHS = (\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t"
        + "\"@executable_path/Frameworks\",\n\t\t\t\t);",
      "MARKETING_VERSION = 1.0;",
      "PRODUCT_BUNDLE_IDENTIFIER = \(Self.quoted(bundleIdentifier));",
      "PRODUCT_NAME = \"$(TARGET_NAME)\";", "SWIFT_EMIT_LOC_STRINGS = YES;",
      "SWIFT_VERSION = \(swiftVersion);", "TARGETED_DEVICE_FAMILY = 1;",
    ]
    if mainActorByDefault { settings.append("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;") }
    if let appIcon {
      settings.append("ASSETCATALOG_COMPILER_APPICON_NAME = \(Self.quoted(appIcon));")
    }
    if let accentColor {
      settings.append(
        "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = \(Self.quoted(accentColor));")
    }
    return settings.sorted().map { "\t\t\t\t\($0)" }.joined(separator: "\n")
  }
  /// A section of the objects, by their `isa`; nothing when it has none.
  static func section(_ isa: String, _ body: [String]) -> String {
    body.isEmpty
      ? ""
      : "/* Begin \(isa) section */\n\(body.joined(separator: "\n"))\n/* End \(isa) section */\n"
  }
}
