/// Finds the `import` declarations of Swift source text.
///
/// A small lexer, not a compiler: comments and string literals are blanked first, then `import`
/// keywords are read with their attributes, modifiers and scoped-import kinds.
public enum ImportScanner {
  private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
  private static let importKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
  ]

  /// Every import declaration in `source`, in order of appearance.
  ///
  /// `import` used as a member (`x.import`) or an argument label (`f(import: 1)`) is not a declaration.
  public static func imports(in source: String) -> [ImportStatement] {
    let tokens = Token.tokens(of: SourceMask(source).code)
    var found: [ImportStatement] = []
    for (position, token) in tokens.enumerated() where token.isWord && token.text == "import" {
      if position > 0 && tokens[position - 1].text == "." { continue }
      if let statement = statement(at: position, in: tokens) {
        found.append(statement)
      }
    }
    return found
  }

  private static func statement(at position: Int, in tokens: [Token]) -> ImportStatement? {
    var cursor = position + 1
    guard cursor < tokens.count, tokens[cursor].isWord else { return nil }
    var kind: String?
    if importKinds.contains(tokens[cursor].text), cursor + 1 < tokens.count, tokens[cursor + 1].isWord {
      kind = tokens[cursor].text
      cursor += 1
    }
    var path = [tokens[cursor].text]
    while cursor + 2 < tokens.count, tokens[cursor + 1].text == ".", tokens[cursor + 2].isWord {
      path.append(tokens[cursor + 2].text)
      cursor += 2
    }
    let (attributes, accessLevel) = prefix(before: position, in: tokens)
    return ImportStatement(
      path: path,
      line: tokens[position].line,
      attributes: attributes,
      accessLevel: accessLevel,
      declarationKind: kind
    )
  }

  /// Reads attributes (`@testable`, `@_spi(X)`) and an access modifier written before `import`.
  private static func prefix(before position: Int, in tokens: [Token]) -> (attributes: [String], access: String?) {
    var attributes: [String] = []
    var access: String?
    var cursor = position - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.isWord && accessLevels.contains(token.text) && access == nil {
        access = token.text
        cursor -= 1
      } else if token.isWord && cursor >= 1 && tokens[cursor - 1].text == "@" {
        attributes.insert(token.text, at: 0)
        cursor -= 2
      } else if token.text == ")", let open = matchingOpen(before: cursor, in: tokens), open >= 2,
        tokens[open - 1].isWord, tokens[open - 2].text == "@"
      {
        attributes.insert(tokens[open - 1].text, at: 0)
        cursor = open - 3
      } else {
        break
      }
    }
    return (attributes, access)
  }

  private static func matchingOpen(before close: Int, in tokens: [Token]) -> Int? {
    var depth = 0
    var cursor = close
    while cursor >= 0 {
      if tokens[cursor].text == ")" {
        depth += 1
      } else if tokens[cursor].text == "(" {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }
}
