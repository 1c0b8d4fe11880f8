import AppComposer
import Testing

@testable import NewModuleKit

/// Every Swift keyword, listed here from The Swift Programming Language ("Lexical Structure:
/// Keywords and Punctuation") and swift-syntax's `Keyword` enum for the later contextual ones, is
/// refused as a module name (its first letter upper-cased), with the keyword reason: a keyword
/// dropped from `SwiftKeywords` fails its own case (issue 41: 15 of 99 were tested).
@Suite struct SwiftKeywordsTests {
  static let keywords = [
    // Declarations.
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    // Statements.
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types.
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    // Contextual.
    "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
    "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
    "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
    // Contextual, from later language features.
    "actor", "any", "consume", "copy", "discard", "distributed", "each", "isolated", "macro", "reasync", "sending",
    "then", "unsafe", "yield",
  ]

  @Test(arguments: keywords)
  func aKeywordIsRefusedAsAModuleName(keyword: String) {
    let text = keyword.prefix(1).uppercased() + keyword.dropFirst()
    #expect(
      throws: ScaffoldError.invalidName(
        text, "`\(keyword.lowercased())` is a Swift keyword and cannot be a type, a case or a property")
    ) {
      try ModuleName(text)
    }
  }

  @Test func theListHoldsEveryKeywordAndTheWildcardOnly() {
    #expect(SwiftKeywords.all == Set((Self.keywords + ["_"]).map { $0.lowercased() }))
    #expect(SwiftKeywords.contains("_"))
  }
}
