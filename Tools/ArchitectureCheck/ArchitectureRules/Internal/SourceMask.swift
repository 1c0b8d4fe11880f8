/// Swift source with every comment and string literal blanked out, line breaks kept.
///
/// Import scanning then only sees code: `// import Order` or `"import Order"` cannot match, and
/// line numbers stay those of the original text. It understands nested block comments, multi-line
/// and raw strings, interpolation (`\(…)`, `\#(…)`) and extended regex literals (`#/…/#`).
struct SourceMask {
  /// The source's UTF-8 bytes with non-code bytes replaced by spaces (newlines kept).
  private(set) var code: [UInt8]

  private enum Context {
    case code(parens: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  private let source: [UInt8]
  private var stack: [Context] = [.code(parens: 0)]
  private var index = 0

  init(_ text: String) {
    source = Array(text.utf8)
    code = source
    while index < source.count {
      step()
    }
  }

  private mutating func step() {
    let start = index
    let startsInTopLevelCode = stack.count == 1
    var blankAnyway = false
    switch stack[stack.count - 1] {
    case .code(let parens):
      blankAnyway = stepCode(parens: parens)
    case .string(let hashes, let multiline):
      stepString(hashes: hashes, multiline: multiline)
    case .blockComment(let depth):
      stepBlockComment(depth: depth)
    }
    if blankAnyway || !startsInTopLevelCode || stack.count > 1 {
      for position in start..<index where code[position] != Byte.newline {
        code[position] = Byte.space
      }
    }
  }

  /// Advances over code; returns true when the bytes consumed were a comment or literal to blank.
  private mutating func stepCode(parens: Int) -> Bool {
    let byte = source[index]
    if byte == Byte.slash && peek(1) == Byte.slash {
      while index < source.count && source[index] != Byte.newline { index += 1 }
      return true
    }
    if byte == Byte.slash && peek(1) == Byte.star {
      stack.append(.blockComment(depth: 1))
      index += 2
      return true
    }
    if byte == Byte.hash || byte == Byte.quote {
      return stepLiteralOpening()
    }
    if stack.count > 1 && byte == Byte.openParen {
      stack[stack.count - 1] = .code(parens: parens + 1)
    } else if stack.count > 1 && byte == Byte.closeParen {
      if parens == 0 {
        stack.removeLast()
      } else {
        stack[stack.count - 1] = .code(parens: parens - 1)
      }
    }
    index += 1
    return false
  }

  private mutating func stepLiteralOpening() -> Bool {
    var cursor = index
    while cursor < source.count && source[cursor] == Byte.hash { cursor += 1 }
    let hashes = cursor - index
    if cursor < source.count && source[cursor] == Byte.quote {
      let multiline = byte(at: cursor + 1) == Byte.quote && byte(at: cursor + 2) == Byte.quote
      stack.append(.string(hashes: hashes, multiline: multiline))
      index = cursor + (multiline ? 3 : 1)
      return true
    }
    if hashes > 0 && cursor < source.count && source[cursor] == Byte.slash {
      index = endOfExtendedRegex(from: cursor + 1, hashes: hashes)
      return true
    }
    index = max(cursor, index + 1)
    return false
  }

  private func endOfExtendedRegex(from position: Int, hashes: Int) -> Int {
    var cursor = position
    while cursor < source.count {
      if source[cursor] == Byte.slash && closesWithHashes(after: cursor, count: hashes) {
        return cursor + 1 + hashes
      }
      cursor += 1
    }
    return source.count
  }

  private mutating func stepString(hashes: Int, multiline: Bool) {
    let byte = source[index]
    if byte == Byte.backslash {
      var cursor = index + 1
      while cursor < source.count && source[cursor] == Byte.hash && cursor - index - 1 < hashes { cursor += 1 }
      guard cursor - index - 1 == hashes else {
        index += 1
        return
      }
      if self.byte(at: cursor) == Byte.openParen {
        stack.append(.code(parens: 0))
        index = cursor + 1
      } else {
        index = min(cursor + 1, source.count)
      }
      return
    }
    if byte == Byte.quote {
      let quotes = multiline ? 3 : 1
      let closes =
        (0..<quotes).allSatisfy { self.byte(at: index + $0) == Byte.quote }
        && closesWithHashes(after: index + quotes - 1, count: hashes)
      if closes {
        stack.removeLast()
        index += quotes + hashes
        return
      }
    }
    if byte == Byte.newline && !multiline {
      // An unterminated single-line literal ends at the line break; recover instead of eating the file.
      stack.removeLast()
    }
    index += 1
  }

  private mutating func stepBlockComment(depth: Int) {
    if source[index] == Byte.slash && peek(1) == Byte.star {
      stack[stack.count - 1] = .blockComment(depth: depth + 1)
      index += 2
    } else if source[index] == Byte.star && peek(1) == Byte.slash {
      if depth == 1 {
        stack.removeLast()
      } else {
        stack[stack.count - 1] = .blockComment(depth: depth - 1)
      }
      index += 2
    } else {
      index += 1
    }
  }

  private func closesWithHashes(after position: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: position + 1 + $0) == Byte.hash }
  }

  private func peek(_ offset: Int) -> UInt8? {
    byte(at: index + offset)
  }

  private func byte(at position: Int) -> UInt8? {
    position < source.count ? source[position] : nil
  }
}

/// ASCII bytes the scanners look for.
enum Byte {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let hash = UInt8(ascii: "#")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let backtick = UInt8(ascii: "`")
  static let underscore = UInt8(ascii: "_")
  static let dollar = UInt8(ascii: "$")
}
