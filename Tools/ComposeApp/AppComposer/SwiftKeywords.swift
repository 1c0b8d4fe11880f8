/// Every Swift keyword, reserved or contextual: a module name that is one once lower-cased is
/// refused by the scaffold, because the name becomes an enum case and a property (`case parcel`),
/// and several contextual ones break as a type or module name (`Any`, `Self`, `Type`,
/// `Protocol`); the composer refuses a state field that is one (`class`, `self`, `init`).
///
/// The Swift Programming Language, "Lexical Structure: Keywords and Punctuation" (the keywords
/// used in declarations, statements, expressions and types, and the contextual ones), plus the
/// contextual keywords later language features added (swift-syntax's `Keyword` enum: `actor`,
/// `any`, `consume`, `each`, `sending`, ...). Compared lower-cased.
public enum SwiftKeywords {
  /// The keywords, lower-cased.
  public static let all: Set<String> = Set(
    [
      // Declarations.
      "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
      "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
      "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
      // Statements.
      "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
      "in", "repeat", "return", "switch", "throw", "where", "while",
      // Expressions and types.
      "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
      // Contextual.
      "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
      "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
      "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
      // Contextual, from later language features.
      "actor", "any", "consume", "copy", "discard", "distributed", "each", "isolated", "macro", "reasync", "sending",
      "then", "unsafe", "yield",
    ].map { $0.lowercased() })

  /// Whether `name`, lower-cased, is a keyword.
  public static func contains(_ name: String) -> Bool {
    all.contains(name.lowercased())
  }
}
