import AppComposer

/// A new module's name and the names every kind of module derives from it, checked once so no
/// generated file can hold an invalid identifier.
///
/// Only plain UpperCamelCase words are accepted (`Rating`, `RideFeedback`, not `URLCache`), so the
/// lower-camel case name (`rideFeedback`), the team's name (`ride-feedback-team`) and the words in
/// messages (`ride feedback`) follow without guessing where an acronym ends.
public struct ModuleName: Equatable, Sendable {
  /// The module and target name (`Rating`).
  public let value: String

  /// The longest name accepted, so every generated line stays within the format's line length.
  public static let maximumLength = 24

  /// Checks `text`: one or more capitalized ASCII words of letters and digits, at most
  /// `maximumLength` characters, not a Swift keyword once lower-cased, not a type or module of the
  /// toolchain, not one of the project's module families (`UDF…`, `…Tests`, `App`).
  public init(_ text: String) throws(ScaffoldError) {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, Self.isUpper(first) else {
      throw .invalidName(text, "it must start with an upper-case ASCII letter (UpperCamelCase, e.g. `Rating`)")
    }
    guard bytes.allSatisfy({ Self.isUpper($0) || Self.isLower($0) || Self.isDigit($0) }) else {
      throw .invalidName(text, "only ASCII letters and digits are allowed (UpperCamelCase, e.g. `RideFeedback`)")
    }
    for (index, byte) in bytes.enumerated().dropFirst() where Self.isUpper(byte) && Self.isUpper(bytes[index - 1]) {
      throw .invalidName(text, "two upper-case letters in a row; write acronyms as words (`UrlCache`, not `URLCache`)")
    }
    guard bytes.count <= Self.maximumLength else {
      throw .invalidName(text, "it has \(bytes.count) characters; at most \(Self.maximumLength) are allowed")
    }
    if let reason = Self.reservedReason(text) { throw .invalidName(text, reason) }
    value = text
  }

  /// Why `name` (a module or a type it derives) cannot be used, or nil: a Swift keyword once
  /// lower-cased, a standard library or Foundation type, a toolchain module, one of ours.
  static func reservedReason(_ name: String) -> String? {
    if SwiftKeywords.contains(name) {
      return "`\(name.lowercased())` is a Swift keyword and cannot be a type, a case or a property"
    }
    if ToolchainNames.standardLibraryTypes.contains(name) {
      return "`\(name)` is a standard library type; the module would shadow it"
    }
    if ToolchainNames.foundationTypes.contains(name) {
      return "`\(name)` is a Foundation type; the module would shadow it"
    }
    if ToolchainNames.modules.contains(name) { return "`\(name)` is a toolchain module" }
    if name == "App" || name.hasSuffix("Tests") || name.hasPrefix("UDF") {
      return "the name is taken by the project's own modules (`App`, `UDF…`, `…Tests`)"
    }
    return nil
  }

  /// The name with a lower-case first letter: the App's case for the module (`AppAction.rating`)
  /// and the namespace of its actions on the wire (`rating.record`).
  public var lowerCamel: String {
    value.prefix(1).lowercased() + value.dropFirst()
  }

  /// The words of the name in lower case, separated by `separator` (`ride feedback`).
  public func words(separator: String = " ") -> String {
    var result = ""
    for character in value {
      if character.isUppercase, !result.isEmpty { result += separator }
      result += character.lowercased()
    }
    return result
  }

  /// The module's own team in CODEOWNERS (`@superapp/ride-feedback-team`).
  public var team: String { "@superapp/\(words(separator: "-"))-team" }

  /// The module's action type (`RatingAction`).
  public var action: String { value + "Action" }
  /// The test target (`RatingTests`).
  public var tests: String { value + "Tests" }

  private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
  private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
