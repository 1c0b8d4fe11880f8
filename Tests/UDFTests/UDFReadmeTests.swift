import Foundation
import Testing

/// The UDF README's reducer example is quoted from Order's reducer: every line of it (but its
/// comments) must still be there, in order, so the example cannot drift from code that compiles.
@Suite struct UDFReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The trimmed lines of `text`, without blank lines and comments.
  static func codeLines(_ text: Substring) -> [Substring] {
    text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") }
  }

  @Test func theReducerExampleIsOrdersReducer() throws {
    let readme = try String(contentsOf: Self.root.appending(path: "Modules/UDF/README.md"), encoding: .utf8)
    let source = try String(
      contentsOf: Self.root.appending(path: "Modules/Domains/Order/OrdersState.swift"), encoding: .utf8)
    let start = try #require(readme.range(of: "## Write a reducer"))
    let open = try #require(readme.range(of: "```swift\n", range: start.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
    let example = Self.codeLines(readme[open.upperBound..<close.lowerBound])
    #expect(example.count > 10)
    var remaining = Self.codeLines(source[...])[...]
    for line in example {
      let found = remaining.firstIndex(of: line)
      #expect(found != nil, "not in OrdersState.swift (after the lines before it): \(line)")
      guard let found else { return }
      remaining = remaining[(found + 1)...]
    }
  }
}
